import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The `image` control and icons without pixels: sizes read from file headers, the fit
/// rules on numbers, what `kiosk check` says of a missing file, `set` with a file, speech, the
/// builder, and where an icon goes in either direction.
@MainActor
final class ImageTests: XCTestCase {
    static let fixtures = TestFiles.packageRoot.appendingPathComponent("Tests/Fixtures")
    static let imagesFile = fixtures.appendingPathComponent("images.yaml").path
    static func image(_ name: String) -> String { fixtures.appendingPathComponent("images/\(name)").path }

    // MARK: Headers

    static func pngBytes(width: UInt32, height: UInt32) -> [UInt8] {
        var b: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for v in [width, height] { b += [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        return b + [8, 6, 0, 0, 0]
    }

    func testPNGSizeComesFromIHDR() async throws {
        XCTAssertEqual(try ImageHeader.parse(Self.pngBytes(width: 4000, height: 3000)), ImageHeader(format: .png, width: 4000, height: 3000))
        XCTAssertEqual(try ImageHeader.parse(Self.pngBytes(width: 1, height: 70_000)).size, Size(1, 70_000))
        XCTAssertThrowsError(try ImageHeader.parse(Array(Self.pngBytes(width: 3, height: 3).prefix(20))))
    }

    func testJPEGSizeComesFromTheFrameHeaderAfterOtherMarkers() async throws {
        // SOI, an APP1 block of 300 bytes (EXIF), a DHT (0xC4, not a frame), then SOF2 (progressive).
        var b: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, 0x01, 0x2E] + [UInt8](repeating: 0x45, count: 300)
        b += [0xFF, 0xC4, 0x00, 0x04, 0x00, 0x00]
        b += [0xFF, 0xC2, 0x00, 0x11, 0x08, 0x0B, 0xB8, 0x0F, 0xA0, 0x03]   // height 3000, width 4000
        XCTAssertEqual(try ImageHeader.parse(b), ImageHeader(format: .jpeg, width: 4000, height: 3000))
        XCTAssertThrowsError(try ImageHeader.parse([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02]), "a scan before any frame")
    }

    func testSVGSizeComesFromWidthAndHeightElseTheViewBox() async throws {
        func svg(_ attributes: String) throws -> Size {
            try ImageHeader.parse(Array("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" \(attributes)><rect/></svg>".utf8)).size
        }
        XCTAssertEqual(try svg("width=\"240\" height=\"80\" viewBox=\"0 0 24 8\""), Size(240, 80))
        XCTAssertEqual(try svg("width='32px' height='16px'"), Size(32, 16))
        XCTAssertEqual(try svg("viewBox=\"0 0 24 12\""), Size(24, 12))
        XCTAssertEqual(try svg("width=\"48\" viewBox=\"0,0,24,12\""), Size(48, 24), "one side: the other by the viewBox")
        XCTAssertEqual(try svg("stroke-width=\"3\" viewBox=\"0 0 10 10\""), Size(10, 10), "stroke-width is not width")
        XCTAssertThrowsError(try svg("width=\"100%\"")) { error in
            XCTAssertTrue("\(error)".contains("width and height"), "\(error)")
        }
        XCTAssertThrowsError(try ImageHeader.parse(Array("hello".utf8)))
        // Text around the tag in any script, and a title before it, do not move the search.
        XCTAssertEqual(try ImageHeader.parse(Array("<!-- شعار — logo -->\n<svg aria-label=\"ロゴ\" width=\"64\" height=\"32\"/>".utf8)).size, Size(64, 32))
        XCTAssertEqual(ImageHeader.firstRange(of: "<svg", in: "<sv<svg"[...]).map { "<sv<svg".utf8.distance(from: "<sv<svg".startIndex, to: $0.lowerBound) }, 3)
        XCTAssertNil(ImageHeader.firstRange(of: "<svg", in: "<sv"[...]))
    }

    func testTheFixturesFilesAreReadWithoutSDL() async throws {
        XCTAssertEqual(try ImageHeader.read(path: Self.image("two-colour.png")), ImageHeader(format: .png, width: 200, height: 100))
        XCTAssertEqual(try ImageHeader.read(path: Self.image("photo.jpg")), ImageHeader(format: .jpeg, width: 400, height: 300))
        XCTAssertEqual(try ImageHeader.read(path: Self.image("logo.svg")), ImageHeader(format: .svg, width: 240, height: 80))
        for name in IconLibrary.names {
            let path = try XCTUnwrap(IconLibrary.locate(name), name)
            XCTAssertEqual(try ImageHeader.read(path: path), ImageHeader(format: .svg, width: 24, height: 24), name)
        }
        XCTAssertThrowsError(try ImageHeader.read(path: Self.image("nothing.png"))) { XCTAssertEqual("\($0)", "does not exist") }
    }

    // MARK: Fit

    func testContainCoverAndNoneKeepTheProportionsAndCentre() async {
        let frame = Rect(x: 10, y: 20, width: 300, height: 100), wide = Size(200, 100)
        XCTAssertEqual(ImageFit.contain.destination(intrinsic: wide, in: frame).rect, Rect(x: 60, y: 20, width: 200, height: 100))
        XCTAssertFalse(ImageFit.contain.destination(intrinsic: wide, in: frame).clipped)
        XCTAssertEqual(ImageFit.cover.destination(intrinsic: wide, in: frame).rect, Rect(x: 10, y: -5, width: 300, height: 150))
        XCTAssertTrue(ImageFit.cover.destination(intrinsic: wide, in: frame).clipped)
        XCTAssertEqual(ImageFit.none.destination(intrinsic: Size(40, 30), in: frame).rect, Rect(x: 140, y: 55, width: 40, height: 30))
        XCTAssertEqual(ImageFit.none.destination(intrinsic: Size(400, 30), in: frame).rect, Rect(x: -40, y: 55, width: 400, height: 30))
        XCTAssertTrue(ImageFit.none.destination(intrinsic: Size(400, 30), in: frame).clipped)
        // A 4000×3000 photo in an 800×480 panel: 640×480, decoded at that size.
        XCTAssertEqual(ImageFit.contain.destination(intrinsic: Size(4000, 3000), in: Rect(x: 0, y: 0, width: 800, height: 480)).rect,
                       Rect(x: 80, y: 0, width: 640, height: 480))
        XCTAssertEqual(ImageFit.contain.destination(intrinsic: .zero, in: frame).rect, .zero)
    }

    func testTheIdealSizeIsTheFilesAndShrinksInProportion() async {
        let photo = Size(400, 300)
        XCTAssertEqual(ImageFit.contain.size(intrinsic: photo, proposal: .unspecified), photo)
        XCTAssertEqual(ImageFit.contain.size(intrinsic: photo, proposal: ProposedSize(width: 200, height: nil)), Size(200, 150))
        XCTAssertEqual(ImageFit.contain.size(intrinsic: photo, proposal: ProposedSize(width: 1000, height: 150)), Size(200, 150))
        XCTAssertEqual(ImageFit.cover.size(intrinsic: photo, proposal: ProposedSize(width: 200, height: 50)), Size(200, 50))
        XCTAssertEqual(ImageFit.none.size(intrinsic: photo, proposal: ProposedSize(width: 100, height: nil)), Size(100, 300))
    }

    func testASqueezedPictureKeepsItsShorterSideAtATouchTarget() async {
        let view = ImageView(path: "", written: "", header: ImageHeader(format: .png, width: 400, height: 200))
        let ctx = Scene(root: view, measurer: FixedTextMeasurer(), size: Size(800, 480)).layout
        XCTAssertEqual(view.sizeThatFits(ProposedSize(width: 0, height: 0), ctx), Size(88, 44))
        XCTAssertEqual(view.sizeThatFits(ProposedSize(width: 200, height: nil), ctx), Size(200, 100))
        let icon = ImageView(path: "", written: "", header: ImageHeader(format: .svg, width: 24, height: 24))
        XCTAssertEqual(icon.sizeThatFits(ProposedSize(width: 0, height: 0), ctx), Size(24, 24), "never above its own size")
    }

    // MARK: kiosk check

    /// A screen file in a folder of its own with `body`, and the fixtures' pictures beside it.
    private func screenFile(_ body: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-images-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("img"), withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(atPath: Self.image("two-colour.png"), toPath: dir.appendingPathComponent("img/two.png").path)
        try Data("<svg width=\"10\" height=\"10\"></svg>".utf8).write(to: dir.appendingPathComponent("img/tiny.svg"))
        try Data("not an image".utf8).write(to: dir.appendingPathComponent("img/text.png"))
        let path = dir.appendingPathComponent("screen.yaml").path
        try Data(body.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func issues(_ body: String) throws -> [ScreenIssue] {
        let path = try screenFile(body)
        do {
            _ = try Screen.load(path: path)
            return []
        } catch let e as ScreenError {
            return e.issues
        }
    }

    func testAMissingOrUnreadableFileIsAnErrorAtItsLineNamingTheFix() async throws {
        let found = try issues("""
        root:
          type: column
          children:
            - {type: image, file: img/two.png, accessibilityLabel: Two}
            - {type: image, file: img/logo.png, accessibilityLabel: Logo}
            - {type: image, file: img/text.png, decorative: true}
            - {type: button, title: Go, icon: img/none.svg}
            - {type: label, text: Hi, icon: arrow}
        """)
        XCTAssertEqual(found.map(\.line), [5, 6, 7, 8], "\(found)")
        XCTAssertEqual(found.map(\.field), ["file", "file", "icon", "icon"])
        XCTAssertTrue(found[0].message.contains("\"img/logo.png\"") && found[0].message.contains("does not exist")
                      && found[0].message.contains("relative to the screen file"), found[0].message)
        XCTAssertTrue(found[0].message.contains("/img/logo.png)"), "names where it looked: \(found[0].message)")
        // The folder looked in, absolute, even for a screen file given by a relative path.
        let folder = FilePath.parent(FilePath.standardized(found[0].file))
        XCTAssertTrue(found[0].message.hasPrefix("\"img/logo.png\" does not exist in \(folder)/img (looked for \(folder)/img/logo.png)"), found[0].message)
        XCTAssertTrue(found[0].message.hasSuffix("(relative to the screen file's folder, \(folder))"), found[0].message)
        // `kiosk check s.yaml` in the screen's folder: the paths are relative, the message is not.
        let cwd = FileSystem.currentDirectory
        XCTAssertEqual(ScreenDecoder.unreadableImage("img/logo.png", path: "img/logo.png", .init(description: ImageHeader.Failure.missing), base: "s.yaml"),
                       "\"img/logo.png\" does not exist in \(cwd)/img (looked for \(cwd)/img/logo.png); put the file there or correct the path (relative to the screen file's folder, \(cwd))")
        XCTAssertTrue(found[1].message.contains("is not a PNG, JPEG or SVG"), found[1].message)
        XCTAssertTrue(found[3].message.contains("not a shipped icon") && found[3].message.contains("back, card, check, help, language"),
                      found[3].message)
        XCTAssertTrue(found[0].description.hasPrefix(found[0].file + ":5"), found[0].description)
    }

    func testAButtonNeedsATitleOrAnIconAndAnIconOnlyButtonANameForSpeech() async throws {
        let path = try screenFile("""
        root:
          type: row
          children:
            - {type: button, id: help, icon: help}
            - {type: button, id: back, icon: back, accessibilityLabel: Back}
        """)
        let screen = try Screen.load(path: path)
        XCTAssertEqual(screen.unnamedControls.map(\.id), ["help"], "only the icon-only button without a name is warned about")
        // The warning says what is wrong with an icon-only button and the fix (it said "only its
        // value", which a button has none of).
        XCTAssertEqual(screen.unnamedControls.first?.warning(file: "b.yaml"),
                       "b.yaml:4: accessibilityLabel: warning: the button \"help\" shows only an icon, so speech would say just \"button\"; add accessibilityLabel with what a tap on it does (e.g. accessibilityLabel: Help), or a title")
        XCTAssertEqual(try issues("root: {type: button, style: primary}").map(\.field), ["title"])
        XCTAssertEqual(try issues("root: {type: label, text: Hi, tint: false}").map(\.field), ["tint"], "tint without an icon")
    }

    // MARK: The widget

    private func scene(_ path: String, size: Size = Size(800, 480), theme: Theme = .standard) throws -> (Scene, Screen) {
        let screen = try Screen.load(path: path)
        let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: size, theme: theme)
        scene.layoutIfNeeded()
        return (scene, screen)
    }

    func testTheLayoutQueryReportsTheFileAndTheDrawnRect() async throws {
        let (scene, _) = try scene(Self.imagesFile)
        let q = scene.layoutQuery()
        let nodes = q["nodes"]?.arrayValue ?? []
        let logo = try XCTUnwrap(nodes.first { $0["id"]?.stringValue == "logo" })
        XCTAssertEqual(logo["file"]?.stringValue, "images/logo.svg")
        XCTAssertEqual(logo["type"]?.stringValue, "image")
        XCTAssertEqual(logo["role"]?.stringValue, "image")
        XCTAssertEqual(logo["name"]?.stringValue, "Operator logo")
        let view = try XCTUnwrap(scene.widget(id: "logo") as? ImageView)
        XCTAssertEqual(logo["drawn"], JSONValue(view.drawnRect))
        // The logo (3:1) keeps its proportions inside its frame.
        XCTAssertEqual(view.drawnRect.width / view.drawnRect.height, 3, accuracy: 0.05)
        XCTAssertTrue(view.frame.contains(view.drawnRect.center))
        let colours = try XCTUnwrap(nodes.first { $0["id"]?.stringValue == "colours" })
        XCTAssertEqual(colours["decorative"], true)
        XCTAssertEqual(colours["role"]?.stringValue, "none")
        XCTAssertEqual(nodes.first { $0["id"]?.stringValue == "back" }?["icon"]?.stringValue, "back")
    }

    func testANamedImageTakesFocusAndIsSpokenADecorativeOneNeither() async throws {
        let (scene, screen) = try scene(Self.imagesFile)
        let logo = try XCTUnwrap(scene.widget(id: "logo")), colours = try XCTUnwrap(scene.widget(id: "colours"))
        XCTAssertTrue(logo.isFocusable)
        XCTAssertEqual(logo.accessibleRole, .image)
        XCTAssertFalse(colours.isFocusable)
        XCTAssertEqual(colours.accessibleRole, .none)
        XCTAssertTrue(screen.unnamedControls.isEmpty, "\(screen.unnamedControls)")
        XCTAssertEqual(SpeechWording.described(logo.spokenControl), "Operator logo, image")
        XCTAssertEqual(SpeechVocabulary.english.role(.image), "image")
        XCTAssertEqual(SpeechVocabulary.arabic.role(.image), "صورة")
    }

    func testSetFileShowsAnotherPictureAndRefusesAMissingOneChangingNothing() async throws {
        let (scene, _) = try scene(Self.imagesFile)
        let logo = try XCTUnwrap(scene.widget(id: "logo") as? ImageView)
        XCTAssertTrue(logo.settableFields.contains("file"))
        XCTAssertThrowsError(try logo.set(.file("images/missing.png"))) { error in
            XCTAssertTrue("\(error)".contains("\"images/missing.png\"") && "\(error)".contains("does not exist"), "\(error)")
        }
        XCTAssertEqual(logo.layoutState.first { $0.0 == "file" }?.1, "images/logo.svg", "nothing changed")
        try logo.set(.file("images/two-colour.png"))
        scene.layoutIfNeeded()
        XCTAssertEqual(logo.header, ImageHeader(format: .png, width: 200, height: 100))
        XCTAssertEqual(logo.drawnRect.width / logo.drawnRect.height, 2, accuracy: 0.05, "laid out again at the new proportions")
        XCTAssertEqual(logo.current(.file("")), .file("images/two-colour.png"))
        XCTAssertEqual(try Script.setLine(.object([("id", "logo"), ("file", "a.png")])), .set(id: "logo", .file("a.png")))
    }

    // MARK: Icons

    /// The icon drawing and the text commands of widget `id`.
    private func drawn(_ scene: Scene, _ id: String) throws -> (icon: ImageDrawing, texts: [(String, Point)]) {
        let w = try XCTUnwrap(scene.widget(id: id))
        var list = DrawList()
        w.draw(&list, DrawContext(environment: scene.environment, now: scene.now, damage: scene.bounds, focused: nil))
        var icon: ImageDrawing?
        var texts: [(String, Point)] = []
        for c in list.commands {
            if case let .image(d) = c { icon = d }
            if case let .text(s, origin, _, _, _) = c { texts.append((s, origin)) }
        }
        return (try XCTUnwrap(icon, "\(id) draws an icon"), texts)
    }

    func testAnIconSitsBeforeTheTextInTheTextsColourAndMirrorsInArabic() async throws {
        for theme in [Theme.standard, .highContrast] {
            let (scene, screen) = try scene(Self.imagesFile, theme: theme)
            // English: the icon on the left of the title, in the title's colour.
            let back = try drawn(scene, "back")
            XCTAssertLessThan(back.icon.rect.maxX, back.texts[0].1.x)
            XCTAssertEqual(back.icon.tint, theme.text)
            XCTAssertFalse(back.icon.mirrored)
            let pay = try drawn(scene, "pay")
            XCTAssertEqual(pay.icon.tint, theme.accentText, "a primary button's icon takes its text colour")
            // As high as a line of the text (the font scale's line height).
            let line = scene.layout.measurer.lineHeight(font: scene.layout.font(.body))
            XCTAssertEqual(back.icon.rect.height, line.rounded())
            // Arabic: on the right of the title, the back arrow mirrored, the others not.
            try screen.app.setLanguage(named: "ar")
            scene.layoutIfNeeded()
            let rtl = try drawn(scene, "back")
            XCTAssertGreaterThan(rtl.icon.rect.minX, rtl.texts[0].1.x)
            XCTAssertTrue(rtl.icon.mirrored)
            XCTAssertFalse(try drawn(scene, "lang").icon.mirrored)
            let done = try drawn(scene, "done")
            XCTAssertGreaterThan(done.icon.rect.minX, done.texts[0].1.x, "a label's icon is on its right in Arabic")
        }
    }

    func testAnIconGrowsWithTheFontScale() async throws {
        let screen = try Screen.load(path: Self.imagesFile)
        let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 480), fontScale: 2)
        scene.layoutIfNeeded()
        let big = try drawn(scene, "back").icon.rect.height
        let (small, _) = try self.scene(Self.imagesFile)
        XCTAssertEqual(big, 2 * (try drawn(small, "back").icon.rect.height), accuracy: 1)
    }

    func testTheBuilderMakesWhatTheFileMakes() async throws {
        let yaml = """
        root:
          type: column
          children:
            - {type: image, id: logo, file: \(Self.image("logo.svg")), fit: cover, accessibilityLabel: Logo}
            - {type: image, file: \(Self.image("two-colour.png")), decorative: true}
            - {type: button, id: back, title: Back, icon: back}
            - {type: label, text: Paid, icon: check, tint: false, mirror: true}
        """
        let file = try Screen.parse(yaml, file: "all.yaml")
        let code = try KUI.App {
            KUI.Column {
                KUI.Image(file: Self.image("logo.svg"), id: "logo").fit(.cover).accessibilityLabel("Logo")
                KUI.Image(file: Self.image("two-colour.png")).decorative()
                KUI.Button("Back", id: "back").icon("back")
                KUI.Label("Paid").icon("check", tint: false, mirror: true)
            }
        }.screen()
        XCTAssertEqual(ScreenFileTests.outline(code.root), ScreenFileTests.outline(file.root))
        let a = Scene(root: code.root, measurer: FixedTextMeasurer(), size: Size(600, 400))
        let b = Scene(root: file.root, measurer: FixedTextMeasurer(), size: Size(600, 400))
        XCTAssertEqual(a.layoutQuery().serialized, b.layoutQuery().serialized)
    }
}
