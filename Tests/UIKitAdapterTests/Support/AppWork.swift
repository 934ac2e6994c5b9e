/// What an app's async action records: runs, cancellations, and whether it may return.
///
/// It waits on the main actor only (`Task.yield()`), never on a timer: a cancelled
/// `Task.sleep` resumes through the global executor, which a full parallel test run can keep
/// busy for minutes, so a test that waits for one would time out with nothing wrong.
@MainActor final class AppWork {
    var runs = 0
    var cancelled = 0
    var mayReturn = false

    /// An action as an app's: runs until allowed to return, or until cancelled (then it counts
    /// the cancellation it saw in `Task.isCancelled`).
    func run() async {
        runs += 1
        while !mayReturn {
            if Task.isCancelled {
                cancelled += 1
                return
            }
            await Task.yield()
        }
    }
}
