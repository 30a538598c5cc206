import XCTest
@testable import KioskUICore
@testable import KioskUISDL

/// libinput opened the way `--driver fb` opens it (dlopen, every symbol looked up), and a udev
/// context on seat0 started and read, where the machine allows: the function types are right
/// when calling them does not crash. Input devices are never needed (a machine without them
/// reads nothing).
@MainActor
final class FBLibinputTests: XCTestCase {
    func testLibinputLoadsWithEverySymbol() async throws {
        guard FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/libinput.so.10")
            || FileManager.default.fileExists(atPath: "/usr/lib/aarch64-linux-gnu/libinput.so.10") else {
            throw XCTSkip("libinput10 is not installed")
        }
        XCTAssertNoThrow(try LibinputLibrary.functions())
    }

    func testASeatWithoutDevicesReadsNothing() async throws {
        guard !FileManager.default.fileExists(atPath: "/dev/input") else {
            throw XCTSkip("this machine has input devices: a test must not read them")
        }
        let input: FBInput
        do { input = try FBInput(outputSize: Size(800, 480), rotation: .none) } catch {
            throw XCTSkip("no udev seat here: \(error)")
        }
        XCTAssertGreaterThanOrEqual(input.descriptor, 0)
        XCTAssertEqual(input.read(now: 0), [])
        XCTAssertEqual(input.suspend(now: 0), [])
        input.resume()
    }
}
