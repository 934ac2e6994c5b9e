import Foundation
import SnapshotTesting
import Testing

/// The record mode of every golden test, made explicit.
///
/// By default it is `.never`: a missing golden fails the test and nothing is written, locally
/// and in CI alike (SnapshotTesting's own default, `.missing`, would write the file and so
/// pass on the next try). To record or re-record, set `SNAPSHOT_TESTING_RECORD`:
///
/// ```sh
/// SNAPSHOT_TESTING_RECORD=missing swift test --filter RefreshKitRenderTests  # only new goldens
/// SNAPSHOT_TESTING_RECORD=failed swift test --filter RefreshKitRenderTests   # replace mismatches
/// SNAPSHOT_TESTING_RECORD=all swift test --filter RefreshKitRenderTests      # every golden
/// ```
///
/// A recording run reports each written file as a failure; run again without the variable,
/// look at the files and commit them. Files are
/// `__Snapshots__/<test file name>/<test name>.<n>.<png|svg>`, where `<n>` counts the test's
/// snapshots (1, 2, …) unless `named:` gives a name; every golden here is named.
enum GoldenRecording {
    /// The environment variable that turns recording on.
    static let variable = "SNAPSHOT_TESTING_RECORD"

    /// The mode for `environment`: the variable's value (all, failed, missing, never), else never.
    static func mode(in environment: [String: String]) -> SnapshotTestingConfiguration.Record {
        environment[variable].flatMap(SnapshotTestingConfiguration.Record.init(rawValue:)) ?? .never
    }

    /// The mode for this process.
    static var mode: SnapshotTestingConfiguration.Record { mode(in: ProcessInfo.processInfo.environment) }
}

extension Trait where Self == _SnapshotsTestTrait {
    /// Golden tests: SnapshotTesting in ``GoldenRecording``'s explicit record mode.
    static var goldens: Self { .snapshots(record: GoldenRecording.mode) }
}
