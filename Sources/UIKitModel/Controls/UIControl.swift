/// A control: target-action pairs and actions per event, enabled/selected/highlighted
/// (https://developer.apple.com/documentation/uikit/uicontrol). Targets are not retained ("The
/// control does not retain the object in the target parameter"); a nil target means the responder
/// chain, from the control up. `sendActions(for:)` calls every pair and action registered for the
/// events, in the order they were added; it does not look at `isEnabled` (a disabled control only
/// stops taking touches).
@MainActor
open class UIControl: UIView {
    /// Events a control sends actions for.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    private enum Handler {
        case target(object: AnyObject?, isNil: Bool, action: Selector)
        case action(UIAction)
    }

    private struct Entry {
        var handler: Handler
        var events: Event
        weak var weakTarget: AnyObject?
    }

    private var entries: [Entry] = []

    /// A control: an accessibility element by default, as every UIKit control
    /// (https://developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibility.isElement = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        accessibility.isElement = true
    }

    /// Whether the control takes touches.
    open var isEnabled = true
    /// Whether it is selected.
    open var isSelected = false
    /// Whether a touch holds it.
    open var isHighlighted = false

    /// The state from the flags.
    open var state: State {
        var s = State.normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Calls `action` on `target` (the responder chain when nil) for `events`; a pair added again
    /// for the same events is added once.
    open func addTarget(_ target: Any?, action: Selector, for events: Event) {
        let object = target.map { $0 as AnyObject }
        for (i, entry) in entries.enumerated() {
            if case let .target(_, isNil, a) = entry.handler, a == action,
                isNil ? object == nil : entry.weakTarget === object
            {
                entries[i].events.formUnion(events)
                return
            }
        }
        entries.append(
            Entry(
                handler: .target(object: nil, isNil: object == nil, action: action), events: events, weakTarget: object)
        )
    }

    /// Removes `action` (every action when nil) of `target` (every target when nil) for `events`.
    open func removeTarget(_ target: Any?, action: Selector?, for events: Event) {
        let object = target.map { $0 as AnyObject }
        for i in entries.indices.reversed() {
            guard case let .target(_, isNil, a) = entries[i].handler else { continue }
            let sameTarget = object == nil || (!isNil && entries[i].weakTarget === object)
            guard sameTarget, action == nil || a == action else { continue }
            entries[i].events.subtract(events)
            if entries[i].events.isEmpty { entries.remove(at: i) }
        }
    }

    /// Calls `action`'s handler for `events` (an action with the same identifier replaces it).
    open func addAction(_ action: UIAction, for events: Event) {
        entries.removeAll { entry in
            if case let .action(a) = entry.handler {
                return a.identifier == action.identifier && entry.events == events
            }
            return false
        }
        entries.append(Entry(handler: .action(action), events: events))
    }

    /// Removes `action` for `events`.
    open func removeAction(_ action: UIAction, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    /// Removes the action with `identifier` for `events`.
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        for i in entries.indices.reversed() {
            guard case let .action(a) = entries[i].handler, a.identifier == identifier else { continue }
            entries[i].events.subtract(events)
            if entries[i].events.isEmpty { entries.remove(at: i) }
        }
    }

    /// The targets (live ones).
    open var allTargets: [AnyObject] { entries.compactMap(\.weakTarget) }

    /// The events anything is registered for.
    open var allControlEvents: Event { entries.reduce(Event()) { $0.union($1.events) } }

    /// The names of `target`'s actions for `event`.
    open func actions(forTarget target: Any?, forControlEvent event: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = entries.compactMap { entry -> String? in
            guard case let .target(_, isNil, action) = entry.handler, !entry.events.isDisjoint(with: event) else {
                return nil
            }
            return (object == nil ? isNil : entry.weakTarget === object) ? action.name : nil
        }
        return names.isEmpty ? nil : names
    }

    /// Sends the actions registered for `events`.
    open func sendActions(for events: Event) {
        for entry in entries where !entry.events.isDisjoint(with: events) {
            switch entry.handler {
            case let .target(_, isNil, action):
                if isNil {
                    sendAction(action, to: nil, for: nil)
                } else if let target = entry.weakTarget {
                    sendAction(action, to: target, for: nil)
                }
            case let .action(action):
                action.modelPerform(sender: self)
            }
        }
    }

    /// Sends `action` to `target`, or along the responder chain from the control when nil.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        if let target {
            action.send(to: target as AnyObject, from: self)
            return
        }
        var responder: UIResponder? = self
        while let r = responder {
            if action.send(to: r, from: self) { return }
            responder = r.next
        }
    }

    /// Sends an action's handler to the action (`UIAction` subclasses may override it).
    open func sendAction(_ action: UIAction) { action.modelPerform(sender: self) }
}

/// A menu element or control action with a handler.
@MainActor
open class UIAction: NSObject {
    /// An action's identity.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The title.
    public var title: String
    /// The identity (a unique one unless given).
    public let identifier: Identifier
    private let handler: @MainActor (UIAction) -> Void
    /// The control that sent it, while its handler runs.
    public private(set) var sender: Any?

    /// An action calling `handler`.
    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping @MainActor (UIAction) -> Void) {
        self.title = title
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init()
    }

    func modelPerform(sender: Any?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
