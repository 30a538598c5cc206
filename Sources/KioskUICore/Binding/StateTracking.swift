/// Which states a computed text reads: while `track` runs the app's closure, every
/// `KioskState.value` read is noted, so the text is filled in again when one of them changes —
/// and only then. Reads outside `track` note nothing.
@MainActor
enum StateTracking {
    /// The states read so far by the closure running inside `track`, in the order first read.
    private static var reads: [AnyKioskState]?

    /// Runs `body` and returns what it returns with the states it read (each once).
    static func track<T>(_ body: () -> T) -> (T, [AnyKioskState]) {
        let outer = reads
        reads = []
        defer { reads = outer }
        let result = body()
        return (result, reads ?? [])
    }

    static func noteRead(_ s: AnyKioskState) {
        guard reads != nil, !reads!.contains(where: { $0 === s }) else { return }
        reads!.append(s)
    }
}
