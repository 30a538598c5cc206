/// A file's `accessibility` block: the speech settings it asks for.
extension ScreenDecoder {
    /// The speech settings of the file: the defaults, changed by its `accessibility` block (each
    /// wrong field reported with its line, then left at its default).
    func accessibility(_ top: ScreenObject) -> SpeechSettings {
        var s = SpeechSettings()
        guard let n = top[ScreenFields.accessibility] else { return s }
        let F = ScreenFields.Accessibility.self
        guard let o = ScreenObject(n, what: "the accessibility block", field: ScreenFields.accessibility.name, decoder: self,
                                   example: "{speech: true, rate: 175, volume: 100, voice: en}") else { return s }
        o.check(allowed: F.all)
        s.isOn = o.read(F.speech)
        s.rate = o.read(F.rate)
        s.volume = o.read(F.volume)
        if let voice = o.read(F.voice) {
            if let why = SpeechSettings.voiceProblem(voice) { report(o.line(of: F.voice), F.voice.name, why) } else { s.voice = voice }
        }
        return s
    }
}
