import Foundation
import XCTest

/// Speech is installed where the kiosk is: scripts/setup.sh installs espeak-ng on a build machine,
/// and the Debian package recommends it (not depends: without it the kiosk runs, warns once and
/// writes its speech events).
@MainActor
final class SpeechInstallTests: XCTestCase {
    func testThePackageRecommendsEspeakAndSetupInstallsIt() async throws {
        let setup = try String(contentsOfFile: BuilderPublicAPITests.packageRoot.appendingPathComponent("scripts/setup.sh").path, encoding: .utf8)
        XCTAssertTrue(setup.contains("\n  espeak-ng "), "scripts/setup.sh installs espeak-ng")

        let info = try PackagedKiosk.shared().dpkgDeb(["-I"]).split(separator: "\n")
        XCTAssertTrue(info.contains(" Recommends: espeak-ng, fonts-noto-core"), info.joined(separator: "\n"))
        let depends = try XCTUnwrap(info.first { $0.hasPrefix(" Depends: ") })
        XCTAssertFalse(depends.contains("espeak"), "a kiosk without speech needs no espeak-ng: \(depends)")
    }
}
