import Foundation
@testable import KioskUICore

/// What the bundle tests share: a key pair, folders of their own, bundles made from files or
/// from a manifest written by hand (signed, so only the layout can be at fault), and a listing
/// of a store's folder to compare before and after a refusal.
enum BundleFixtures {
    static let keys = try! Ed25519.keyPair()

    static func folder(_ name: String) -> String {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(name)-\(getpid())-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d.path
    }

    static func write(_ text: String, _ path: String) {
        try! FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static let screen = "root: {type: column, children: [{type: image, file: pictures/logo.svg}, {type: label, text: Hello}]}\n"
    static let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"4\" height=\"4\"><rect width=\"4\" height=\"4\" fill=\"#0a0\"/></svg>\n"

    /// A content folder: screen.yaml, pictures/logo.svg, and `extra` (path: text).
    static func contentFolder(label: String = "Hello", extra: [String: String] = [:]) -> String {
        let f = folder("content")
        write(screen.replacingOccurrences(of: "Hello", with: label), f + "/screen.yaml")
        write(svg, f + "/pictures/logo.svg")
        for (path, text) in extra.sorted(by: { $0.key < $1.key }) { write(text, f + "/" + path) }
        return f
    }

    /// The signed bundle of a content folder.
    static func bundle(version: String, label: String = "Hello") throws -> [UInt8] {
        try BundleMaker.make(folder: contentFolder(label: label), screen: "screen.yaml", version: version, secretKey: keys.secretKey).bytes
    }

    /// A bundle of `manifest` (its text as is) and `files`, signed with `secretKey`.
    static func signed(manifest: String, files: [UInt8] = [], secretKey: [UInt8] = keys.secretKey) -> [UInt8] {
        let text = Array(manifest.utf8)
        let n = text.count
        let body = [UInt8(n >> 24 & 0xFF), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)] + text + files
        return BundleFormat.magic + (try! Ed25519.sign(body[...], secretKey: secretKey)) + body
    }

    /// Every name under `path` with its kind, size or link text, sorted: the folder's state.
    static func listing(_ path: String) -> [String] {
        var out: [String] = []
        func walk(_ relative: String) {
            let full = relative.isEmpty ? path : path + "/" + relative
            for name in (FileSystem.entries(ofDirectory: full) ?? []).sorted() {
                let r = relative.isEmpty ? name : relative + "/" + name
                let p = path + "/" + r
                if case .success(let target) = FileSystem.linkTarget(p) { out.append("\(r) -> \(target)"); continue }
                if FileSystem.isDirectory(p) { out.append(r + "/"); walk(r) } else { out.append("\(r) \(FileSystem.size(atPath: p) ?? -1)") }
            }
        }
        walk("")
        return out
    }
}
