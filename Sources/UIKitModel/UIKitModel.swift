// A model of UIKit (and the parts of QuartzCore, the Objective-C runtime, `os` and Foundation
// its API reaches) for Linux, written from Apple's documentation, standing on the Core
// Animation model's layers. The iOS adapter's own UIKit files compile against it (`#elseif
// UIKIT_MODEL`) and run in `swift test`. Like UIKit it re-exports Foundation; the geometry types
// are Foundation's (the Core Animation model takes them too). What the model covers, what it
// assumes where the documentation is silent, and what only a device can show are listed in
// docs/testing.md; a use outside it stops with a message that names it.
@_exported import CoreAnimationModel
@_exported import Foundation
