import Foundation

/// Picture files made to hurt a kiosk: headers that claim more pixels than any panel
/// has, an SVG of too many points, and a FIFO where a picture should be. Written by the tests, so
/// no large file is kept in the repository.
package enum HostilePictures {
    /// A PNG whose IHDR says `width`×`height` at `bitDepth` (greyscale), with a few IDAT bytes
    /// (zero rows) and IEND: its chunks and CRCs are valid, so a decoder trusts
    /// the header.
    package static func png(width: UInt32, height: UInt32, bitDepth: UInt8 = 1) -> Data {
        var d = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func chunk(_ type: String, _ body: [UInt8]) {
            let typed = Array(type.utf8) + body
            d.append(contentsOf: be32(UInt32(body.count)) + typed + be32(crc32(typed)))
        }
        chunk("IHDR", be32(width) + be32(height) + [bitDepth, 0, 0, 0, 0])
        // zlib's stream of 64 zero bytes: the first rows (the rest is missing; a decoder that
        // trusted the header would allocate for all of them first).
        chunk("IDAT", [0x78, 0xDA, 0x63, 0x60, 0xA0, 0x0C, 0x00, 0x00, 0x00, 0x40, 0x00, 0x01])
        chunk("IEND", [])
        return d
    }

    /// A JPEG's start, a baseline frame header claiming `width`×`height` in one component, and its
    /// end: what a 692-byte file claiming 16000² starts with.
    package static func jpeg(width: UInt16, height: UInt16) -> Data {
        Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x0B, 0x08, UInt8(height >> 8), UInt8(height & 0xFF),
              UInt8(width >> 8), UInt8(width & 0xFF), 0x01, 0x01, 0x11, 0x00, 0xFF, 0xD9])
    }

    /// An SVG of one path of `points` relative line segments (`l1 1`), 100×100 px.
    package static func svg(points: Int) -> Data {
        var s = #"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><path d="M0 0"#
        s.reserveCapacity(points * 5 + 200)
        for _ in 0..<points { s += "l1 1" }
        s += #"" stroke="black"/></svg>"#
        return Data(s.utf8)
    }

    /// A FIFO at `path` (`mkfifo`): opening it to read waits for a writer, unless told not to.
    package static func fifo(at path: String) throws {
        guard mkfifo(path, 0o644) == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
    }

    private static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    /// The CRC-32 of PNG chunks (ISO 3309, reflected 0xEDB88320).
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return ~c
    }
}
