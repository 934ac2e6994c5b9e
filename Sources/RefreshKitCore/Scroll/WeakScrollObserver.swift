/// A weak reference to a scroll observer, as every host keeps its observers (the simulated
/// scroll view, the horizontal host, the UIKit host).
package struct WeakScrollObserver {
    /// The observer, while it lives.
    package weak var value: (any ScrollObserver)?

    /// Holds `value` weakly.
    package init(value: (any ScrollObserver)?) { self.value = value }
}
