import Dispatch

/// The thread test the adapter makes (`Thread` names this type in the adapter's module on the
/// model): the main thread is the main queue's, as on iOS, where the main queue always runs on
/// the main thread.
public enum ModelThread {
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        Dispatch.DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the code running now is the main thread's: not the work of another model queue,
    /// and on the real main queue or thread (where the main actor runs).
    public static var isMainThread: Bool {
        if let queue = ModelContext.executingQueue { return queue.isMain }
        return Foundation.Thread.isMainThread || Dispatch.DispatchQueue.getSpecific(key: mainQueueKey) == true
    }
}
