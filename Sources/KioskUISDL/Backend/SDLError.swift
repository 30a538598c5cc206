import CSDL
import KioskUICore

/// An SDL, SDL_ttf or fontconfig failure, with a message that names what failed and how to fix it.
struct SDLError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

/// The one place that turns SDL's error codes and null pointers into thrown `SDLError`s carrying
/// `SDL_GetError()`.
///
/// `what` names the call or the goal ("SDL_CreateRenderer", "create the text texture"); `fix`,
/// when given, is appended as advice for the user.
enum SDLCall {
    /// The current SDL error string ("no details" when SDL has none).
    static var lastError: String {
        guard let p = SDL_GetError() else { return "no details" }
        let s = String(cString: p)
        return s.isEmpty ? "no details" : s
    }

    /// Throws when an SDL call returned a negative status code.
    static func check(_ status: Int32, _ what: String, fix: String? = nil) throws {
        if status < 0 { throw failure(what, fix: fix) }
    }

    /// Returns the pointer, or throws when the SDL call returned null.
    static func nonNull<T>(_ value: T?, _ what: String, fix: String? = nil) throws -> T {
        guard let v = value else { throw failure(what, fix: fix) }
        return v
    }

    /// An error for a failed call, with `SDL_GetError()` and the optional fix.
    static func failure(_ what: String, fix: String? = nil) -> SDLError {
        var m = "\(what) failed: \(lastError)"
        if let f = fix { m += "; \(f)" }
        return SDLError(m)
    }
}
