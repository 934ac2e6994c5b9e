/// The direction a control lays its content out in, as UIKit's
/// `UIUserInterfaceLayoutDirection`: right to left mirrors the classic style's arrow and text
/// and the letter wave's letter order, as a `.forceRightToLeft` semantic content attribute
/// would.
public enum RefreshLayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Left to right (English, Chinese, Japanese, …).
    case leftToRight
    /// Right to left (Arabic, Hebrew).
    case rightToLeft

    /// The direction of the language `tag` names: right to left for Arabic ("ar…") and Hebrew
    /// ("he…", "iw…"), left to right for every other tag.
    ///
    /// - Parameter tag: A BCP 47 language tag such as "ar-EG" or "he_IL".
    /// - Returns: The language's writing direction.
    public static func forLocale(_ tag: String) -> RefreshLayoutDirection {
        RefreshLanguage(tag: tag).layoutDirection
    }

    /// Whether the direction is ``rightToLeft``.
    public var isRightToLeft: Bool { self == .rightToLeft }
}
