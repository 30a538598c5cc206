import Glibc
import KioskUICore
import KioskUISDL

/// Heap allocations per frame, counted with glibc's `mtrace`: a child `kiosk bench
/// --probe allocations` runs with `libc_malloc_debug.so.0` preloaded, turns tracing on around each
/// frame (never around the untimed preparation) and counts the allocations (`+`) and
/// reallocations (`>`) in the trace. Everything counts: Swift, SDL, SDL_ttf.
@MainActor
enum BenchAllocations {
    /// The glibc library that makes `mtrace` work (glibc ≥ 2.34).
    nonisolated static let preload = "libc_malloc_debug.so.0"
    static let probeName = "allocations"
    static let framesPerScenario = 60

    /// Average allocations per frame, per scenario key, or why they could not be counted.
    struct Counts {
        var perFrame: [(key: String, name: String, value: Double)] = []
        var unavailable: String?
    }

    /// Runs the probe in a child process and reads its answer.
    static func measure(executable: String) -> Counts {
        let out = BenchProcess.temporaryDirectory + "kiosk-bench-alloc-\(getpid()).json"
        defer { unlink(out) }
        do {
            let o = try BenchProcess.run(executable, ["bench", "--probe", probeName], environment: ["LD_PRELOAD": preload],
                                         stdoutPath: out)
            guard o.exitStatus == 0, let text = FileSystem.text(atPath: out),
                  let v = try? JSONParser.parse(text.trimmingSpacesAndNewlines) else {
                return Counts(unavailable: "the allocation probe failed (status \(o.exitStatus))")
            }
            if let reason = v["unavailable"]?.stringValue { return Counts(unavailable: reason) }
            var c = Counts()
            for item in v["perFrame"]?.arrayValue ?? [] {
                guard let k = item["key"]?.stringValue, let n = item["name"]?.stringValue,
                      let x = item["value"]?.doubleValue else { continue }
                c.perFrame.append((k, n, x))
            }
            return c
        } catch {
            return Counts(unavailable: "\(error)")
        }
    }

    /// The child's side: counts allocations per frame in the frame scenarios and returns JSON.
    static func probe() -> String {
        guard let trace = MallocTrace() else {
            return JSONValue.object([("unavailable", .string("glibc mtrace is not active (\(preload) not preloaded)"))]).serialized
        }
        guard let backend = try? SDLBackend.open(driver: "headless", size: BenchSuite.size, fontPath: nil, fullscreen: false) else {
            return JSONValue.object([("unavailable", .string("the headless backend could not be opened"))]).serialized
        }
        var rows: [JSONValue] = []
        func count(_ key: String, _ name: String, _ make: (BenchStage) -> BenchStage.Loop?) {
            let stage = BenchStage.reference(on: backend)
            stage.draw()
            guard let loop = make(stage) else { return }
            for _ in 0..<framesPerScenario { loop.prepare(); loop.body() }   // warm up: caches filled
            var total = 0
            for _ in 0..<framesPerScenario {
                loop.prepare()
                total += trace.count(loop.body)
            }
            rows.append(.object([("key", .string(key)), ("name", .string(name)),
                                 ("value", .number(Double(total) / Double(framesPerScenario)))]))
        }
        count("nothing-changed", "frame with nothing changed") { $0.idleLoop() }
        count("ruler-glide", "ruler gliding") { s in s.widget("amount", as: RulerWheel.self).map { s.glideLoop($0) } }
        count("marker-slide", "marker sliding") { s in s.widget("period", as: SegmentedPicker.self).map { s.slideLoop($0) } }
        count("full-redraw", "full redraw") { $0.fullRedrawLoop() }
        return JSONValue.object([("perFrame", .array(rows))]).serialized
    }
}

/// glibc's `mtrace`/`muntrace`, looked up at run time (they only trace when the malloc-debug
/// library is preloaded), writing to a private file that is counted and emptied per use.
final class MallocTrace {
    private typealias Fn = @convention(c) () -> Void
    private let on: Fn
    private let off: Fn
    private let path = BenchProcess.temporaryDirectory + "kiosk-bench-mtrace-\(getpid())"

    init?() {
        // The preloaded library's own symbols. They are non-default versions, so a plain dlsym
        // finds libc's do-nothing stubs: ask dlvsym (itself looked up, Swift's Glibc hides it).
        typealias VSym = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>, UnsafePointer<CChar>) -> UnsafeMutableRawPointer?
        guard let lib = dlopen(BenchAllocations.preload, RTLD_NOW | RTLD_NOLOAD),
              let vsymRaw = dlsym(nil, "dlvsym") else { return nil }
        let vsym = unsafeBitCast(vsymRaw, to: VSym.self)
        guard let a = vsym(lib, "mtrace", "GLIBC_2.2.5"), let b = vsym(lib, "muntrace", "GLIBC_2.2.5") else { return nil }
        on = unsafeBitCast(a, to: Fn.self)
        off = unsafeBitCast(b, to: Fn.self)
        setenv("MALLOC_TRACE", path, 1)
        // Check tracing really happens: one traced allocation must show up.
        guard count({ MallocTrace.sink = malloc(64); free(MallocTrace.sink) }) >= 1 else { return nil }
    }

    deinit { unlink(path) }

    /// Keeps the self-check's allocation from being optimized away. Not isolated, checked by hand:
    /// only the self-check in `init` touches it, on the one thread that runs the bench probe.
    nonisolated(unsafe) private static var sink: UnsafeMutableRawPointer?

    /// Allocations and reallocations made while `body` runs.
    func count(_ body: () -> Void) -> Int {
        on()
        body()
        off()
        guard let data = FileSystem.contents(atPath: path) else { return 0 }
        var n = 0
        // Lines look like "@ caller + 0xADDR 0xSIZE"; "> 0xADDR 0xSIZE" is a realloc's new block.
        for line in data.split(separator: UInt8(ascii: "\n")) {
            let tokens = line.split(separator: UInt8(ascii: " "))
            if tokens.contains(where: { $0.count == 1 && ($0.first == UInt8(ascii: "+") || $0.first == UInt8(ascii: ">")) }) { n += 1 }
        }
        return n
    }
}
