// The simulated scroll view, its physics and an indicator's recorded cycle come with the gesture
// scripts: the tests, the CLI and the benchmarks that import this module use both.
@_exported import RefreshKitScrollSimulation
