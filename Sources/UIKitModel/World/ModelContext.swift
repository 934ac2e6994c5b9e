/// Which world the code running now belongs to: bound by ``ModelWorld/run(_:)`` for the work
/// inside it, and carried to the work the world's queues run later.
public enum ModelContext {
    /// The world of the work running now, or nil outside any.
    @TaskLocal public static var world: ModelWorld?
    /// The model queue whose work runs now on this thread, or nil (the main queue's work, a
    /// test's own code).
    @TaskLocal static var executingQueue: ModelDispatchQueue?
}
