"""Pictures for the virtual-panel test: QEMU's screendumps (PPM) and the kiosk's screenshots (PNG),
read into one form (width, height, RGB bytes), compared, and written as PNG for the docs.
Standard library only (zlib): the test runs where only Debian's python3 is."""

import struct
import zlib


class Picture:
    def __init__(self, width, height, rgb):
        self.width, self.height, self.rgb = width, height, bytes(rgb)

    @staticmethod
    def read(path):
        with open(path, "rb") as f:
            data = f.read()
        if data.startswith(b"P6"):
            return Picture._ppm(data)
        if data.startswith(b"\x89PNG"):
            return Picture._png(data)
        raise ValueError(f"{path}: neither PPM nor PNG")

    @staticmethod
    def _ppm(data):
        fields, pos = [], 2
        while len(fields) < 3:
            while data[pos:pos + 1].isspace():
                pos += 1
            if data[pos:pos + 1] == b"#":
                pos = data.index(b"\n", pos) + 1
                continue
            end = pos
            while not data[end:end + 1].isspace():
                end += 1
            fields.append(int(data[pos:end]))
            pos = end
        width, height, maxval = fields
        if maxval != 255:
            raise ValueError(f"PPM with maxval {maxval}")
        pos += 1
        return Picture(width, height, data[pos:pos + width * height * 3])

    @staticmethod
    def _png(data):
        pos, chunks = 8, {}
        idat = b""
        while pos < len(data):
            length, kind = struct.unpack(">I4s", data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            pos += 12 + length
            if kind == b"IDAT":
                idat += body
            else:
                chunks.setdefault(kind, body)
        width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", chunks[b"IHDR"])
        if depth != 8 or color not in (2, 6) or interlace:
            raise ValueError(f"PNG of depth {depth}, colour type {color}, interlace {interlace}")
        bpp = 3 if color == 2 else 4
        raw = zlib.decompress(idat)
        stride = width * bpp
        out = bytearray()
        previous = bytearray(stride)
        pos = 0
        for _ in range(height):
            kind = raw[pos]
            line = bytearray(raw[pos + 1:pos + 1 + stride])
            pos += 1 + stride
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b = previous[i]
                c = previous[i - bpp] if i >= bpp else 0
                if kind == 1:
                    line[i] = (line[i] + a) & 255
                elif kind == 2:
                    line[i] = (line[i] + b) & 255
                elif kind == 3:
                    line[i] = (line[i] + (a + b) // 2) & 255
                elif kind == 4:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            previous = line
            if bpp == 3:
                out += line
            else:
                for i in range(0, stride, 4):
                    out += line[i:i + 3]
        return Picture(width, height, out)

    def write_png(self, path):
        raw = b"".join(b"\x00" + self.rgb[y * self.width * 3:(y + 1) * self.width * 3] for y in range(self.height))

        def chunk(kind, body):
            return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

        with open(path, "wb") as f:
            f.write(b"\x89PNG\r\n\x1a\n")
            f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0)))
            f.write(chunk(b"IDAT", zlib.compress(raw, 6)))
            f.write(chunk(b"IEND", b""))

    def bright_fraction(self, threshold=96):
        """The share of pixels with any channel above `threshold`: 0 for a black panel."""
        px = self.rgb
        bright = sum(1 for i in range(0, len(px), 3 * 7) if max(px[i], px[i + 1], px[i + 2]) > threshold)
        return bright / max(1, len(px) // (3 * 7))

    def difference(self, other):
        """How far two pictures of one size are apart: the share of pixels (sampled) whose
        channels differ by more than 48 (a different picture, not a renderer's rounding)."""
        if (self.width, self.height) != (other.width, other.height):
            return 1.0
        a, b = self.rgb, other.rgb
        step = 3 * 5
        differ = sum(1 for i in range(0, len(a) - 2, step)
                     if abs(a[i] - b[i]) > 48 or abs(a[i + 1] - b[i + 1]) > 48 or abs(a[i + 2] - b[i + 2]) > 48)
        return differ / max(1, len(a) // step)
