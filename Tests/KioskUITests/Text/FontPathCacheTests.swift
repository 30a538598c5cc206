import Foundation
import XCTest
@testable import KioskUISDL
import KioskUITestSupport

/// Fontconfig's answer kept between runs: used only under the key it was stored with and while
/// its files are the same, and it gives back exactly the faces fontconfig found.
final class FontPathCacheTests: XCTestCase {
    private func folder() -> String { KioskProcess.temporaryFolder("font-path-cache") }

    func testTheCacheFolderIsSystemdsThenXDGsThenHome() {
        XCTAssertEqual(FontPathCache(family: "DejaVu Sans", environment: ["CACHE_DIRECTORY": "/var/cache/kiosk:/x", "HOME": "/h"])?.path,
                       "/var/cache/kiosk/fonts")
        XCTAssertEqual(FontPathCache(family: "DejaVu Sans", environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"])?.path, "/c/kioskui/fonts")
        XCTAssertEqual(FontPathCache(family: "DejaVu Sans", environment: ["HOME": "/h"])?.path, "/h/.cache/kioskui/fonts")
        XCTAssertNil(FontPathCache(family: "DejaVu Sans", environment: [:]), "nowhere to keep it: fontconfig every time")
        XCTAssertNil(FontPathCache(family: "DejaVu Sans", environment: ["HOME": "/"]))
    }

    func testStoredFacesComeBackOnlyUnderTheSameKeyAndWhileTheFilesAreUnchanged() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let regular = dir + "/Regular.ttf", bold = dir + "/Bold.ttf"
        XCTAssertTrue(FileManager.default.createFile(atPath: regular, contents: Data(count: 100)))
        XCTAssertTrue(FileManager.default.createFile(atPath: bold, contents: Data(count: 200)))
        let r = FontFace(path: regular), b = FontFace(path: bold, index: 2, syntheticBold: true)
        let text = try XCTUnwrap(FontPathCache.text(key: "k1\nk2", regular: r, bold: b))
        let back = try XCTUnwrap(FontPathCache.parse(text, key: "k1\nk2"))
        XCTAssertEqual(back.regular, r)
        XCTAssertEqual(back.bold, b)
        XCTAssertNil(FontPathCache.parse(text, key: "k1\nk3"), "another key: ask fontconfig")
        XCTAssertNil(FontPathCache.parse(text, key: "k1"), "a key that is only a prefix does not match")
        XCTAssertNil(FontPathCache.parse(text, key: "k1\nk2", size: { $0 == bold ? 201 : 100 }), "a file that changed")
        XCTAssertNil(FontPathCache.parse(text, key: "k1\nk2", size: { $0 == bold ? nil : 100 }), "a file that is gone")
        XCTAssertNil(FontPathCache.parse("k1\nk2\nregular\t0\t0\t100\t\(regular)\n", key: "k1\nk2"), "no bold line")
        XCTAssertNil(FontPathCache.text(key: "k", regular: FontFace(path: dir + "/missing.ttf"), bold: b))
    }

    func testTheKeyChangesWithFontconfigsConfiguration() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let conf = dir + "/fonts.conf"
        XCTAssertTrue(FileManager.default.createFile(atPath: conf, contents: Data("<fontconfig/>".utf8)))
        let env = ["HOME": dir, "FONTCONFIG_FILE": conf]
        let before = FontPathCache.key(family: "DejaVu Sans", environment: env)
        XCTAssertEqual(before, FontPathCache.key(family: "DejaVu Sans", environment: env), "the same files, the same key")
        XCTAssertNotEqual(before, FontPathCache.key(family: "Noto Sans", environment: env))
        XCTAssertNotEqual(before, FontPathCache.key(family: "DejaVu Sans", environment: ["HOME": dir]))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: conf)
        XCTAssertNotEqual(before, FontPathCache.key(family: "DejaVu Sans", environment: env), "an edited configuration file")
        try FileManager.default.createDirectory(atPath: dir + "/.config/fontconfig/conf.d", withIntermediateDirectories: true)
        let withUserFolder = FontPathCache.key(family: "DejaVu Sans", environment: env)
        XCTAssertTrue(FileManager.default.createFile(atPath: dir + "/.config/fontconfig/conf.d/10-local.conf", contents: Data()))
        XCTAssertNotEqual(withUserFolder, FontPathCache.key(family: "DejaVu Sans", environment: env), "a user's new rule")
    }

    /// The real thing: what is stored is what fontconfig found, and it comes back from the file.
    func testACachedLookUpGivesFontconfigsFaces() throws {
        let dir = folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let cache = try XCTUnwrap(FontPathCache(family: "DejaVu Sans", environment: ["CACHE_DIRECTORY": dir + "/c", "HOME": dir]))
        XCTAssertNil(cache.faces(), "nothing stored yet")
        let r = try XCTUnwrap(FontLocator.face(family: "DejaVu Sans", bold: false))
        let b = try XCTUnwrap(FontLocator.face(family: "DejaVu Sans", bold: true))
        cache.store(regular: r, bold: b)
        let back = try XCTUnwrap(cache.faces())
        XCTAssertEqual(back.regular, r)
        XCTAssertEqual(back.bold, b)
    }
}
