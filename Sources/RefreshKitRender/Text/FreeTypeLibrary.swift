import CFreeType

/// Owns one `FT_Library`. FreeType libraries are not thread-safe, so every object that uses
/// FreeType owns its own.
final class FreeTypeLibrary {
    /// The handle; nil when FreeType could not start (out of memory).
    let handle: FT_Library?
    /// The error FT_Init_FreeType returned (0 on success).
    let initError: FT_Error

    init() {
        var library: FT_Library?
        initError = FT_Init_FreeType(&library)
        handle = initError == 0 ? library : nil
    }

    deinit {
        if let handle { FT_Done_FreeType(handle) }
    }

    /// FreeType's message for an error code, with the code.
    static func describe(_ error: FT_Error) -> String {
        let message = String(cString: rk_ft_error_string(Int32(error)))
        let hex = String(error, radix: 16, uppercase: true)
        return "\(message) (FreeType error 0x\(hex.count < 2 ? "0" + hex : hex))"
    }
}
