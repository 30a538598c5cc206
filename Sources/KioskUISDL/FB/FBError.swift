import Glibc
import KioskUICore

/// A failure of the fb driver, with a message that names the device, the system's reason and
/// the fix.
struct FBError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

/// The one place that turns the fb driver's C return codes (-1 with errno, or -errno as libdrm
/// and libinput return them) into thrown `FBError`s carrying `strerror`.
///
/// `what` names the goal with its device ("open /dev/dri/card0"); `fix` is the advice for the
/// reasons the caller knows; a permission error gets the group to join when `group` is given.
enum FBCall {
    /// Throws when `status` is negative; the reason is `errno` for -1, else `-status`.
    @discardableResult
    static func check(_ status: Int32, _ what: String, group: String? = nil, fix: String? = nil) throws -> Int32 {
        guard status < 0 else { return status }
        throw failure(what, code: status == -1 ? errno : -status, group: group, fix: fix)
    }

    /// Returns the pointer, or throws with `errno` when it is nil.
    static func nonNull<T>(_ value: T?, _ what: String, group: String? = nil, fix: String? = nil) throws -> T {
        guard let v = value else { throw failure(what, code: errno, group: group, fix: fix) }
        return v
    }

    /// The error for a failed call: "cannot open /dev/dri/card0: Permission denied; add the user
    /// to the video group".
    static func failure(_ what: String, code: Int32, group: String? = nil, fix: String? = nil) -> FBError {
        var m = "cannot \(what): \(reason(code))"
        if let g = group, code == EACCES || code == EPERM {
            m += "; add the user to the \(g) group (usermod -aG \(g) USER) and log in again"
        } else if let f = fix {
            m += "; \(f)"
        }
        return FBError(m)
    }

    /// strerror's text for an errno value.
    static func reason(_ code: Int32) -> String {
        guard code != 0, let p = strerror(code) else { return "unknown error" }
        return String(cString: p)
    }
}
