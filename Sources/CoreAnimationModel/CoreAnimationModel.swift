// A model of Core Animation (and the parts of Core Graphics and Foundation its API uses) for
// Linux, written from Apple's documentation. The iOS adapter's layer files compile against it
// unchanged (`#if CORE_ANIMATION_MODEL`), so `swift test` and `refreshkit render --via
// core-animation` run the code that ships. What the model covers and what only a device can
// show is listed in docs/testing.md; anything outside it is refused with a `ModelError`.
