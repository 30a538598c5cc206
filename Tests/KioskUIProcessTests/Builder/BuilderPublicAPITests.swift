import Foundation
import XCTest
import KioskUITestSupport

/// A package that depends on KioskUI sees only its public symbols. This compiles
/// `BuilderDemoScreen.swift` (the demo written with the Swift API, `import KioskUI` without
/// `@testable`) on its own against the KioskUI module this test run was built with, so every
/// symbol the demo uses must be public. A file using an internal type must fail the same check.
@MainActor
final class BuilderPublicAPITests: XCTestCase {
    static let packageRoot = TestFiles.packageRoot

    /// `swiftc -typecheck FILE` against the built modules; the exit status and what it printed.
    func typecheck(_ file: URL) throws -> (status: Int32, output: String) {
        let exe = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0])
        let modules = exe.deletingLastPathComponent().appendingPathComponent("Modules")
        guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("KioskUI.swiftmodule").path) else {
            throw XCTSkip("no KioskUI.swiftmodule next to the test binary (\(modules.path))")
        }
        // CFB's headers include libdrm's from its own folder (Package.swift: pkgConfig "libdrm"), and
        // CFriBidi's FriBidi's (pkgConfig "fribidi").
        let drm = try KioskProcess.execute("/usr/bin/pkg-config", ["--cflags-only-I", "libdrm", "fribidi"]).stdout
            .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Every C module of the package (Sources/C*/module.modulemap), so the app's build finds the
        // module maps KioskUI's modules import, a new one included.
        let sources = Self.packageRoot.appendingPathComponent("Sources")
        let cModules = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted().filter {
            $0.hasPrefix("C") && FileManager.default.fileExists(atPath: sources.appendingPathComponent("\($0)/module.modulemap").path)
        }
        let includes: [String] = cModules.flatMap { ["-I", Self.packageRoot.appendingPathComponent("Sources/\($0)").path] }
        let cFlags: [String] = drm.flatMap { ["-Xcc", $0] }
        p.arguments = ["swiftc", "-typecheck", "-I", modules.path] + includes + cFlags + [file.path]
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        try p.run()
        let out = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: out, as: UTF8.self))
    }

    /// Type-checks `source` against the public API: it must fail with exactly one error in it,
    /// and that error names `name` (what the public API does not offer).
    func assertRefusedOnce(_ source: String, naming name: String, line: UInt = #line) throws {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("kioskui-probe-\(UUID().uuidString).swift")
        try Data(source.utf8).write(to: probe)
        defer { try? FileManager.default.removeItem(at: probe) }
        let refused = try typecheck(probe)
        XCTAssertNotEqual(refused.status, 0, line: line)
        let errors = refused.output.split(separator: "\n").filter { $0.hasPrefix(probe.path) && $0.contains(": error: ") }
        XCTAssertEqual(errors.count, 1, refused.output, line: line)
        XCTAssertTrue(errors.first?.contains(name) ?? false, refused.output, line: line)
    }

    func testTheBuilderDemoCompilesAgainstThePublicAPIAlone() async throws {
        let demo = Self.packageRoot.appendingPathComponent("Tests/KioskUITests/Support/BuilderDemoScreen.swift")
        let ok = try typecheck(demo)
        XCTAssertEqual(ok.status, 0, ok.output)

        // The check tells public from internal: the widget classes themselves are not visible.
        try assertRefusedOnce("import KioskUI\nlet s = KUI.App { KUI.Spacer() }\nlet w = RulerScale.self\n", naming: "RulerScale")
    }

    /// The public API keeps an element's type through its modifiers, so a button's own modifiers
    /// still apply after `flex(_:)`, and offers `enabled(_:)` only where it applies: on a button.
    /// The typed options and answers compile as docs/swift.md writes them.
    func testModifiersKeepTheElementsTypeAndEnabledIsAButtonsOnly() async throws {
        let typed = FileManager.default.temporaryDirectory.appendingPathComponent("kioskui-typed-\(UUID().uuidString).swift")
        try Data("""
            import KioskUI
            @MainActor func probe() {
            let flag = KioskState(true)
            let larger: KUI.Button = KUI.Button("Larger", id: "larger").flex(1).action(.largerText).enabled(flag).widthGroup("g")
            let note: KUI.Label = KUI.Label("Zone").accessibilityLabel("Zone").hidden(flag).onChange {}
            let back: KUI.Button = KUI.Button("Back", goto: .back).flex(1).enabled(flag)
            let app = KUI.App(screens: {
                KUI.Screen("home") { KUI.Row { larger; note; back } }
                KUI.Screen("thanks", after: KUI.After(seconds: 5, goto: .screen("home"))) { KUI.Label("Thanks") }
            })
            var options = RunOptions()
            options.driver = .headless
            options.rotation = .cw90
            let step: KioskController.TextSizeStep = .larger
            let action: KUI.Button.Action = .highContrast
            let answer: KioskController.Layout? = KioskController().layout()
            let frame: Rect? = answer?.node("larger")?.frame
            let problems: [KUI.App.ValidationError.Issue] = []
            _ = (app, options, step, action, frame, problems)
            }
            """.utf8).write(to: typed)
        defer { try? FileManager.default.removeItem(at: typed) }
        let ok = try typecheck(typed)
        XCTAssertEqual(ok.status, 0, ok.output)

        try assertRefusedOnce("import KioskUI\n@MainActor func probe() { _ = KUI.Label(\"Zone\").flex(1).enabled(KioskState(true)) }\n",
                              naming: "enabled")
    }
}
