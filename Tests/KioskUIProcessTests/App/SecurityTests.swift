import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUI
import KioskUITestSupport

/// An unattended panel: commands and screen files cannot write or read files outside what the
/// operator configured, and kiosk mode cannot be quit from the panel (docs/reliability.md).
@MainActor
final class SecurityTests: XCTestCase {
    // Not isolated, checked by hand: XCTest calls setUp, the test and tearDown one after another
    // on the main thread, and nothing else touches it.
    nonisolated(unsafe) private var root = ""
    nonisolated(unsafe) private var outside = ""

    override func setUpWithError() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-security-\(getpid())-\(UUID().uuidString)").path
        root = base + "/shots"
        outside = base + "/outside"
        for d in [root, root + "/sub", outside] { try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true) }
        XCTAssertEqual(symlink(outside, root + "/out"), 0)
        XCTAssertEqual(symlink(outside + "/victim.png", root + "/link.png"), 0)
        root = FileSystem.realPath(root) ?? root
    }

    // MARK: Screenshot commands

    func testScreenshotCommandsAreOffWithoutAScreenshotFolder() async {
        XCTAssertThrowsError(try CommandScreenshots.resolve("out.png", in: nil)) { e in
            XCTAssertTrue("\(e)".contains("--screenshot-dir DIR"), "\(e)")
        }
    }

    func testNamesInsideTheFolderAreWrittenThere() async throws {
        XCTAssertEqual(try CommandScreenshots.resolve("a.png", in: root), root + "/a.png")
        XCTAssertEqual(try CommandScreenshots.resolve("./sub/b.PNG", in: root), root + "/sub/b.PNG")
        XCTAssertEqual(try CommandScreenshots.resolve(root + "/sub/c.png", in: root), root + "/sub/c.png")
    }

    func testEscapesAreRefused() async {
        let cases: [(String, String)] = [
            ("../x.png", "\"..\" may not appear"), ("sub/../../x.png", "\"..\" may not appear"),
            ("/etc/x.png", "absolute path outside"), (outside + "/x.png", "absolute path outside"),
            ("out/x.png", "symbolic link"), ("link.png", "not a regular file"), ("sub", "must end in .png"),
            ("x.txt", "must end in .png"), ("a\nb.png", "control characters"), ("missing/x.png", "does not exist"),
            (".png", "no file name"),
        ]
        for (name, says) in cases {
            XCTAssertThrowsError(try CommandScreenshots.resolve(name, in: root), name) { e in
                XCTAssertTrue("\(e)".contains(says) && "\(e)".contains("inside \(root)"), "\(name): \(e)")
            }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: outside + "/victim.png"))
    }

    func testAScreenshotFolderThatDoesNotExistRefusesEveryName() async {
        XCTAssertThrowsError(try CommandScreenshots.resolve("a.png", in: root + "/nope")) { e in
            XCTAssertTrue("\(e)".contains("does not exist"), "\(e)")
        }
    }

    /// A `screenshot` command through the runner: refused with an `error` event naming the line
    /// without a folder; written inside the folder with one.
    func testTheRunnerConfinesScreenshotCommands() async throws {
        let backend = RecordingBackend()
        let scene = Scene(root: DemoScreen.make(), measurer: FixedTextMeasurer(), size: backend.size)
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        defer { close(fds[0]); close(fds[1]) }
        let commands = CommandInput(fileDescriptor: fds[0], name: "stdin")
        var errors: [String] = []
        let refusing = try Runner(scene: scene, backend: backend, config: RunnerConfig(commands: commands))
        scene.watchEvents { e in if case let .error(message) = e.kind { errors.append(message) } }
        refusing.runCommand(#"{"screenshot":"/tmp/anywhere.png"}"#, line: 1, at: 0)
        let confined = try Runner(scene: scene, backend: backend, config: RunnerConfig(commands: commands, screenshotDirectory: root))
        confined.runCommand(#"{"screenshot":"../escape.png"}"#, line: 2, at: 0)
        confined.runCommand(#"{"screenshot":"ok.png"}"#, line: 3, at: 0)
        XCTAssertEqual(errors.count, 2, "\(errors)")
        XCTAssertTrue(errors.first?.hasPrefix("stdin:1: screenshots from commands are off") == true, "\(errors)")
        XCTAssertTrue(errors.last?.hasPrefix("stdin:2: screenshot \"../escape.png\" refused") == true, "\(errors)")
        XCTAssertEqual(backend.screenshots, [root + "/ok.png"])
    }

    /// The whole program: a headless run with a screenshot command and no --screenshot-dir.
    func testKioskRunRefusesAScreenshotCommandWithoutAFolder() async throws {
        let target = outside + "/from-stdin.png"
        let f = KioskProcess.temporaryFile("shot-\(UUID().uuidString).jsonl", contents: "{\"screenshot\":\"\(target)\"}\n")
        let r = try KioskProcess.run(["run", "--driver", "headless", "--size", "320x240", "--commands", f.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        let errors = r.events(named: "error").compactMap { $0["message"] as? String }
        XCTAssertTrue(errors.first?.contains("--screenshot-dir") == true, "\(errors)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: target))
    }

    // MARK: Screen files

    /// A screen file names a font family, never a file: a path is looked up as a family name.
    func testAFontFamilyThatIsAPathIsNotOpenedAsAFile() async throws {
        for family in ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "../../etc/passwd", "DejaVu Sans:file=/etc/passwd"] {
            let screen = try Screen.parse("theme: {font: \"\(family)\"}\nroot: {type: spacer}\n", file: "font.yaml")
            XCTAssertThrowsError(try Kiosk.fontFile(for: screen, display: Kiosk.display), family) { e in
                XCTAssertTrue("\(e)".contains("font.yaml:1: font: the family \"\(family)\" is not installed"), "\(e)")
            }
        }
    }

    /// Nothing in a screen file reads another file: no include tag, no image or path field.
    func testScreenFilesCannotPullInOtherFiles() async {
        let cases = ["root: !include /etc/passwd\n", "root: {type: image, path: /etc/passwd}\n",
                     "root: {type: label, text: a, file: /etc/passwd}\n", "root: {type: label, text: !!binary aGk=}\n",
                     "theme: {fontFile: /etc/passwd}\nroot: {type: spacer}\n"]
        var refused = 0
        for text in cases {
            do {
                let s = try Screen.parse(text, file: "s.yaml")
                XCTAssertFalse((s.content as? Label)?.text.contains("root:") ?? false, text)
            } catch let e as ScreenError {
                refused += 1
                XCTAssertFalse(e.description.contains("root:x:0:0"), "the file was not read: \(e)")
            } catch {
                XCTFail("\(error)")
            }
        }
        XCTAssertGreaterThanOrEqual(refused, 4)
    }

    // MARK: Quitting

    func testKioskModeIgnoresQuitRequestsUnlessTheScreenAllowsThem() async {
        for (fullscreen, driver, allows, quits) in [(true, "x11", false, false), (false, "wayland", false, false),
                                                    (false, "kmsdrm", false, false), (true, "kmsdrm", true, true),
                                                    (false, "x11", false, true), (false, "headless", false, true)] {
            XCTAssertEqual(QuitPolicy.allowsQuit(fullscreen: fullscreen, driver: driver, screenAllows: allows), quits,
                           "\(fullscreen) \(driver) \(allows)")
        }
    }

    /// The runner honours the policy: an ignored quit request warns and the run goes on.
    func testTheRunnerIgnoresAQuitRequestWhenQuittingIsNotAllowed() async throws {
        let backend = RecordingBackend()
        let scene = Scene(root: DemoScreen.make(), measurer: FixedTextMeasurer(), size: backend.size)
        let kiosk = try Runner(scene: scene, backend: backend, config: RunnerConfig(quitAllowed: false))
        var warnings: [String] = []
        scene.watchEvents { e in if case let .warning(message) = e.kind { warnings.append(message) } }
        kiosk.dispatch(.quit)
        XCTAssertFalse(kiosk.quitRequested)
        XCTAssertEqual(warnings, [QuitPolicy.ignoredWarning])
        let desk = try Runner(scene: scene, backend: backend, config: RunnerConfig(quitAllowed: true))
        desk.dispatch(.quit)
        XCTAssertTrue(desk.quitRequested)
    }

    func testAllowQuitIsAScreenFileFieldThatDefaultsToFalse() async throws {
        XCTAssertFalse(try Screen.parse("root: {type: spacer}\n", file: "s.yaml").allowsQuit)
        XCTAssertTrue(try Screen.parse("allowQuit: true\nroot: {type: spacer}\n", file: "s.yaml").allowsQuit)
        XCTAssertThrowsError(try Screen.parse("allowQuit: yes\nroot: {type: spacer}\n", file: "s.yaml")) { e in
            XCTAssertTrue("\(e)".contains("s.yaml:1: allowQuit: must be true or false"), "\(e)")
        }
    }
}

/// A display that records screenshot paths instead of writing them.
private final class RecordingBackend: DisplayBackend {
    var measurer: TextMeasuring { FixedTextMeasurer() }
    var size = Size(320, 240)
    var driverName: String { "test" }
    var hasInput: Bool { false }
    var screenshots: [String] = []
    func waitEvents(timeout: Double?, clock: FrameClock) -> [InputEvent] { [] }
    func present(_ list: DrawList, damage: Rect) {}
    func resize(to size: Size) { self.size = size }
    func screenshot(to path: String) throws { screenshots.append(path) }
}
