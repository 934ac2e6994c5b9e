@_exported import RefreshKitCore
