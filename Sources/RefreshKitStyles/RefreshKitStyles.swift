// Every built-in style in one import: the styles of their own modules, and the core with the
// styles it holds. An app that names one style can depend on that style's product alone.
@_exported import RefreshKitBarFill
@_exported import RefreshKitCore
@_exported import RefreshKitHandwriting
@_exported import RefreshKitLetterWave
@_exported import RefreshKitProgressRing
