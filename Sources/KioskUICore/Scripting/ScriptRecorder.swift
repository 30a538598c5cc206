/// Turns real input into script lines (`--record`), in the format `Script.parse` reads back.
enum ScriptRecorder {
    /// The script line for an input event at `atMs`, or nil for events a script does not replay
    /// (key releases, quit, expose, gamepad hot-plug).
    static func line(for e: InputEvent, atMs: Double) -> String? {
        var pairs: [(String, JSONValue)] = [("at", .number(atMs))]
        switch e {
        case let .pointer(p):
            pairs += [("pointer", .string(p.phase.rawValue)), ("x", .number(p.location.x.rounded())),
                      ("y", .number(p.location.y.rounded()))]
            if p.id != 0 { pairs.append(("id", .number(Double(p.id)))) }
            if p.device != .touch { pairs.append(("device", .string(p.device.rawValue))) }
        case let .wheel(dx, dy, at):
            pairs += [("wheel", .number(dy))]
            if dx != 0 { pairs.append(("dx", .number(dx))) }
            pairs += [("x", .number(at.x.rounded())), ("y", .number(at.y.rounded()))]
        case let .key(k, down):
            guard down else { return nil }
            pairs.append(("key", .string(k.rawValue)))
        case let .gamepadButton(b, down):
            pairs += [("button", .string(b.rawValue)), ("state", .string(down ? "down" : "up"))]
        case let .gamepadAxis(a, v):
            pairs += [("axis", .string(a.rawValue)), ("value", .number((v * 1000).rounded() / 1000))]
        case let .resize(s):
            pairs.append(("resize", JSONValue(s)))
        case let .fontScale(f):
            pairs.append(("fontScale", .number(f)))
        case let .split(f):
            pairs.append(("split", .number(f)))
        case let .text(t):
            pairs.append(("type", .string(t)))
        case .gamepadConnected, .quit, .expose:
            return nil
        }
        return JSONValue.object(pairs).serialized
    }
}
