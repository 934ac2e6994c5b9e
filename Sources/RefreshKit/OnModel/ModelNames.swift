#if UIKIT_MODEL
import UIKitModel

// On the UIKit model, the adapter's module names the model's queues, main-thread test,
// notification center, user defaults and wall clock: they run when the test drives its world, and write
// nothing outside it. A declaration in the module wins over Foundation's in every file of the
// adapter, whose sources are unchanged. This file is compiled only on the model.

/// The model's dispatch queues (`DispatchQueue.main.async`, a background queue's `async`).
typealias DispatchQueue = ModelDispatchQueue
/// The model's dispatch times (`DispatchQueue.main.asyncAfter(deadline: .now() + seconds)`).
typealias DispatchTime = ModelDispatchTime
/// The model's main-thread test (`Thread.isMainThread`).
typealias Thread = ModelThread
/// The model's notification center (`NotificationCenter.default`).
typealias NotificationCenter = ModelNotificationCenter
/// The model's user defaults (`UserDefaults.standard`).
typealias UserDefaults = ModelUserDefaults
/// The world's wall clock (the controls' "last updated" stamps and `staleAfter`).
typealias WallClock = ModelWallClock
#endif
