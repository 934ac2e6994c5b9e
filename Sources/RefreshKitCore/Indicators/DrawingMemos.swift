/// What the frames drawn with one ``IndicatorContext`` (and its copies) remember of each other:
/// one ``PathMemo`` or ``LastValueMemo`` per key type, shared by every style drawn with it (their
/// keys hold everything a path or value is built from, so a style never takes another's).
///
/// The context, not the indicator, holds them, so an indicator is a plain value that any thread
/// may draw. A context is not `Sendable` (its glyph source and these memos belong to the thread
/// that made it): the compiler's worker draws with a context of its own
/// (``LayerPlanCompileRequest/compile(glyphs:)``), so two threads never share a memo.
package final class DrawingMemos {
    /// The memos, each with its type, in the order they were first asked for. A context holds a
    /// few (one per key type a style draws with), so a look along the list finds one without
    /// hashing, and the list needs no dictionary type made at run time.
    private var memos: [(type: ObjectIdentifier, memo: AnyObject)] = []

    /// No memos yet: each is made the first time a style asks for it.
    package init() {}

    /// The memo of paths keyed by `Key`.
    package func paths<Key>(_: Key.Type) -> PathMemo<Key> { memo(PathMemo<Key>.init) }

    /// The memo of the last `Value` built, keyed by `Key`.
    package func lastValue<Key, Value>(_: Key.Type, _: Value.Type) -> LastValueMemo<Key, Value> {
        memo(LastValueMemo<Key, Value>.init)
    }

    /// The memo of type `Memo`, made by `make` the first time.
    private func memo<Memo: AnyObject>(_ make: () -> Memo) -> Memo {
        let type = ObjectIdentifier(Memo.self)
        for entry in memos where entry.type == type { return unsafeDowncast(entry.memo, to: Memo.self) }
        let memo = make()
        memos.append((type, memo))
        return memo
    }
}
