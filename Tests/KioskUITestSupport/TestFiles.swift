import Foundation

/// The package's folders as the tests find them: by this file's path, so a test reads the
/// shipped screens wherever the checkout is.
package enum TestFiles {
    /// The package's root folder (Tests/KioskUITestSupport/ is two levels down).
    package static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// assets/screens: the shipped screen files.
    package static let screensFolder = packageRoot.appendingPathComponent("assets/screens")
    /// The demo screen file.
    package static let demoFile = screensFolder.appendingPathComponent("demo.yaml").path
    /// The parking meter's screen file.
    package static let meterFile = screensFolder.appendingPathComponent("parking-meter.yaml").path

    /// Copies the shipped screens' pictures (assets/screens/img) into `folder`, for a test that
    /// writes a changed copy of a shipped screen there: its `img/…` paths are relative to it.
    package static func copyPictures(to folder: String) throws {
        try FileManager.default.copyItem(atPath: screensFolder.appendingPathComponent("img").path, toPath: folder + "/img")
    }

    /// Every screen file in assets/screens (YAML and JSON), by path.
    package static var screenFiles: [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: screensFolder, includingPropertiesForKeys: nil)) ?? [])
            .filter { ["yaml", "yml", "json"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
    }
}
