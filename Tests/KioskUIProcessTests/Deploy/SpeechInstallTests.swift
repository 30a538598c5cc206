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
        let recommends = try XCTUnwrap(info.first { $0.hasPrefix(" Recommends: ") }, info.joined(separator: "\n"))
        let names = recommends.dropFirst(" Recommends: ".count).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(names.contains("espeak-ng") && names.contains("fonts-noto-core"), String(recommends))
        let depends = try XCTUnwrap(info.first { $0.hasPrefix(" Depends: ") })
        XCTAssertFalse(depends.contains("espeak"), "a kiosk without speech needs no espeak-ng: \(depends)")
    }
}
