/// The notification center the adapter uses (`NotificationCenter` names this type in the
/// adapter's module on the model): one per world, so that a test's posts reach only its own
/// objects. Outside a world, `default` is one shared center.
///
/// Delivery follows `NotificationCenter`'s documentation: `post` delivers synchronously; an
/// observer added with a queue runs on that queue — at once when posted on the main thread to a
/// main-queue observer (the poster waits for it on a device too), else as main-queue work.
public final class ModelNotificationCenter: @unchecked Sendable {  // every access to `observers` holds `lock`
    // Sendable unchecked: `let`s of Sendable values and a weak reference, which Swift loads and
    // clears atomically; nothing else is stored.
    private final class Observer: NSObject, @unchecked Sendable {
        let name: Notification.Name?
        weak var object: AnyObject?
        let filtersObject: Bool
        let queue: OperationQueue?
        let block: @Sendable (Notification) -> Void

        init(
            name: Notification.Name?, object: AnyObject?, queue: OperationQueue?,
            block: @escaping @Sendable (Notification) -> Void
        ) {
            self.name = name
            self.object = object
            filtersObject = object != nil
            self.queue = queue
            self.block = block
        }
    }

    private let lock = NSLock()
    private var observers: [Observer] = []

    /// A center with no observers.
    public init() {}

    private static let shared = ModelNotificationCenter()

    /// The current world's center (a shared one outside any world).
    public static var `default`: ModelNotificationCenter { ModelContext.world?.notificationCenter ?? shared }

    /// Calls `block` for every notification named `name` (any when nil) from `object` (any when
    /// nil), on `queue` (the poster's thread when nil). Returns the token to remove.
    @discardableResult
    public func addObserver(
        forName name: Notification.Name?, object: Any?, queue: OperationQueue?,
        using block: @escaping @Sendable (Notification) -> Void
    ) -> NSObjectProtocol {
        let observer = Observer(name: name, object: object.map { $0 as AnyObject }, queue: queue, block: block)
        lock.lock()
        observers.append(observer)
        lock.unlock()
        return observer
    }

    /// Removes the observer whose token this is.
    public func removeObserver(_ observer: Any) {
        lock.lock()
        observers.removeAll { $0 === observer as AnyObject }
        lock.unlock()
    }

    /// How many observers are registered.
    public var observerCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return observers.count
    }

    /// Posts a notification to the observers registered for it, in the order they were added.
    public func post(name: Notification.Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
        post(Notification(name: name, object: object, userInfo: userInfo))
    }

    /// Posts `notification` to the observers registered for it, in the order they were added.
    public func post(_ notification: Notification) {
        lock.lock()
        let matching = observers.filter { observer in
            if let name = observer.name, name != notification.name { return false }
            if observer.filtersObject {
                guard let wanted = observer.object, let sender = notification.object,
                    wanted === sender as AnyObject
                else { return false }
            }
            return true
        }
        lock.unlock()
        for observer in matching {
            let block = observer.block
            let delivered = UncheckedBox(notification)
            if observer.queue == nil || (observer.queue === OperationQueue.main && ModelThread.isMainThread) {
                block(notification)
            } else {
                ModelDispatchQueue.main.async { block(delivered.value) }
            }
        }
    }
}

/// A value carried to another queue's work whose type is not `Sendable` (a notification, whose
/// user info is a dictionary of anything); the model hands it over unchanged and never shares it.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
