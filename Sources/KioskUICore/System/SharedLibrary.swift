import Glibc

/// A shared library opened at run time (`dlopen(3)`), for a library only some runs need: loading
/// it at every start would cost each start its pages and relocations.
struct SharedLibrary: @unchecked Sendable {
    private let handle: UnsafeMutableRawPointer

    /// Opens `soname` (resolving every symbol now); the loader's reason when it cannot.
    static func open(_ soname: String) -> Result<SharedLibrary, SharedLibraryError> {
        guard let h = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(SharedLibraryError(description: dlerror().map { String(cString: $0) } ?? "\(soname) not found"))
        }
        return .success(SharedLibrary(handle: h))
    }

    /// The function `name` as `T` (a `@convention(c)` function type); nil when the library lacks it.
    func function<T>(_ name: String, as _: T.Type) -> T? {
        dlsym(handle, name).map { unsafeBitCast($0, to: T.self) }
    }
}

struct SharedLibraryError: Error, CustomStringConvertible {
    let description: String
}
