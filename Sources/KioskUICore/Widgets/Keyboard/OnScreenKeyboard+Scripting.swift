/// What the `layout` query and speech get of the keyboard.
extension OnScreenKeyboard: QueryableWidget {
    /// The layout and page shown, shift, when it shows, the field it types into, and its keys as
    /// parts: each key's name (what `keyboard#NAME` taps) and frame, in reading order.
    var layoutState: [(String, JSONValue)] {
        var out: [(String, JSONValue)] = [("layout", .string(layout.name)), ("page", .string(page.rawValue)),
                                          ("shift", .string(shift.rawValue)), ("mode", .string(mode.rawValue)),
                                          ("up", .bool(isUp))]
        if let id = target?.id { out.append(("target", .string(id))) }
        if let h = highlighted, isFocusable, !hidesTypedKeys(h) { out.append(("highlighted", .string(geometry.keys[h].key.name))) }
        out.append(("compact", .bool(geometry.isCompact)))
        out.append(("keys", .array(geometry.keys.indices.map { i in
            .object([("name", .string(geometry.keys[i].key.name)), ("frame", JSONValue(keyFrame(i)))])
        })))
        return out
    }
}

extension OnScreenKeyboard: AccessibleWidget {
    var accessibilityRole: AccessibilityRole { .keyboard }
    /// The highlighted key, as speech says it while the D-pad walks the keys.
    var visibleName: String? {
        guard let h = highlighted, geometry.keys.indices.contains(h), !hidesTypedKeys(h) else { return nil }
        return SpeechWording.keyName(geometry.keys[h].key.name, SpeechVocabulary.of(scene?.environment.language))
    }

    /// Whether key `i` types into a PIN or a secure field: which key the D-pad is on is not said
    /// or reported, as the key typed is not (a bystander would hear the PIN).
    func hidesTypedKeys(_ i: Int) -> Bool {
        hidesTyping && geometry.keys.indices.contains(i) && geometry.keys[i].key.text != nil
    }

    /// Whether what the keys type is kept out of the `key` events and speech: a PIN's digits, and
    /// whatever goes into a secure field (`secure: true`, whatever its `input`).
    var hidesTyping: Bool { entry?.inputKind == .pin || (target as? SecureInput)?.isSecure == true }
}
