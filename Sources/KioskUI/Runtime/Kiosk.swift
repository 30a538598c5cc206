import Foundation

/// An error the command line shows as it is: it names what failed and how to fix it.
public struct KioskError: Error, CustomStringConvertible {
    public let description: String
    init(_ message: String) { description = message }
}

/// The entry point of the `kiosk` command.
public enum Kiosk {
    /// Runs the demo (or a replay) as the options say. Returns the process exit code.
    public static func run(_ options: RunOptions) throws -> Int32 {
        guard options.width > 0, options.height > 0, options.width <= 16384, options.height <= 16384 else {
            throw KioskError("--size \(options.width)x\(options.height) is not usable: give a width and height between 1 and 16384, e.g. --size 1280x800")
        }
        guard options.split.isFinite, options.split > 0, options.split <= 1 else {
            throw KioskError("--split \(options.split) is not usable: give a fraction of the width above 0 and at most 1, e.g. --split 0.5")
        }
        var script: [ScriptLine] = []
        if let path = options.replayPath {
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                throw KioskError("cannot read the script '\(path)': check the path (scripts are UTF-8 JSON lines, see docs/scripting.md)")
            }
            do { script = try Script.parse(text, file: path) } catch let e as ScriptError { throw KioskError(e.description) }
        }
        let events: EventWriter
        do { events = try EventWriter(path: options.eventsPath) } catch let e as ScriptError { throw KioskError(e.description) }

        let backend: DisplayBackend
        do {
            backend = try SDLBackend.open(driver: options.driver,
                                          size: Size(Double(options.width), Double(options.height)),
                                          fontPath: options.fontPath, fullscreen: options.fullscreen)
        } catch {
            throw KioskError("\(error)")
        }
        let root = DemoScreen.make()
        let scene = Scene(root: root, measurer: backend.measurer, size: backend.size, fontScale: 1)
        let runner = try Runner(scene: scene, backend: backend, events: events, recordPath: options.recordPath)
        runner.dispatch(.fontScale(options.fontScale))
        scene.setSplit(options.split)

        if options.replayPath != nil {
            do {
                try runner.runReplay(script, file: options.replayPath!, clock: VirtualClock())
            } catch let e as ScriptError {
                events.writeError(e.description)
                throw KioskError(e.description)
            }
        } else if !backend.hasInput {
            // Headless with nothing to replay: draw the first frame and stop.
            runner.announce()
            runner.drawFrame()
        } else {
            runner.runLive(clock: RealClock(), duration: options.duration)
        }
        runner.drawFrame()
        if let path = options.screenshotPath ?? (backend.hasInput || options.replayPath != nil ? nil : "kiosk-screenshot.png") {
            do { try backend.screenshot(to: path) } catch { throw KioskError("\(error)") }
            FileHandle.standardError.write(Data("kiosk: screenshot written to \(path)\n".utf8))
        }
        if options.stats {
            FileHandle.standardError.write(Data("kiosk: driver=\(backend.driverName) frames=\(runner.framesDrawn)\n".utf8))
        }
        return 0
    }
}
