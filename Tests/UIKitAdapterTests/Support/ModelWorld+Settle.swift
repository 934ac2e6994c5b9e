import UIKitModel

extension ModelWorld {
    /// Lets the main actor's tasks run between the world's turns until `done` (at least 20 turns,
    /// at most 60 s): bounded by the wall clock, not by turns, since under a full parallel run
    /// other suites' main-actor work comes between the turns.
    func settle(until done: () -> Bool) async {
        let deadline = ContinuousClock.now + .seconds(60)
        var turn = 0
        while ContinuousClock.now < deadline {
            await Task.yield()
            drain()
            if turn >= 20 && done() { return }
            turn += 1
        }
    }
}
