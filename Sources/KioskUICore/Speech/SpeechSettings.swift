/// How speech runs: on or off, and the espeak-ng voice, rate and volume. The screen file's
/// `accessibility` block gives them (`ScreenDecoder.accessibility`), the command line's `--speech`,
/// `--speech-rate`, `--speech-volume` and `--speech-voice` win over it (`overridden(by:)`).
struct SpeechSettings: Equatable, Sendable {
    /// Whether utterances are made: `speech` events always, and the voice where there is audio.
    var isOn = false
    /// Words a minute, as espeak-ng's `-s` takes them.
    var rate = SpeechSettings.defaultRate
    /// Loudness 0…200 (100 is espeak-ng's normal), as its `-a` takes it.
    var volume = SpeechSettings.defaultVolume
    /// An espeak-ng voice (`espeak-ng --voices` lists them), as its `-v` takes it.
    var voice = SpeechSettings.defaultVoice

    static let defaultRate = 175
    static let defaultVolume = 100
    static let defaultVoice = "en"
    /// The rates espeak-ng speaks at (below 80 it speaks at 80).
    static let rates = 80...450
    static let volumes = 0...200

    /// These settings with what the command line says put over them.
    func overridden(by options: RunOptions) -> SpeechSettings {
        var s = self
        if let on = options.speech { s.isOn = on }
        if let r = options.speechRate { s.rate = r }
        if let v = options.speechVolume { s.volume = v }
        if let v = options.speechVoice { s.voice = v }
        return s
    }

    /// The arguments espeak-ng is given before the text, speaking with `voice`.
    func espeakArguments(voice: String) -> [String] { ["-a", "\(volume)", "-s", "\(rate)", "-v", voice] }

    /// The arguments espeak-ng is given before the text, with the settings' own voice.
    var espeakArguments: [String] { espeakArguments(voice: voice) }

    /// The voice for the texts shown in `language`: the settings' voice for the screen's default
    /// language (or a screen without languages), else espeak-ng's voice of that language, which
    /// espeak-ng names by the language's code (`de`, `ar`, `hi`, `pt-br`).
    func voice(for language: LanguageCode?, defaultLanguage: LanguageCode?) -> String {
        guard let language, language != defaultLanguage else { return voice }
        return language.rawValue.lowercased()
    }

    /// Why `name` cannot be a voice's name, or nil when it can: letters, digits and `-`, `_`,
    /// `+` (a variant: `en+f3`), `/` (a language group: `gmw/en-US`), starting with a letter or digit.
    static func voiceProblem(_ name: String) -> String? {
        func letterOrDigit(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) }
        let scalars = name.unicodeScalars
        guard let first = scalars.first, letterOrDigit(first), scalars.count <= 64,
              scalars.allSatisfy({ letterOrDigit($0) || "-_+/".unicodeScalars.contains($0) }) else {
            return "\"\(ScreenLimits.shortened(name))\" is not an espeak-ng voice name; give one such as en, en-gb, de or en+f3 (espeak-ng --voices lists those installed)"
        }
        return nil
    }

    /// Refuses the command line's speech values that espeak-ng cannot take, naming the fix.
    static func check(_ options: RunOptions) throws {
        if let r = options.speechRate, !rates.contains(r) {
            throw KioskError("--speech-rate \(r) is not usable: give words a minute from \(rates.lowerBound) to \(rates.upperBound), e.g. --speech-rate \(defaultRate)")
        }
        if let v = options.speechVolume, !volumes.contains(v) {
            throw KioskError("--speech-volume \(v) is not usable: give a loudness from \(volumes.lowerBound) to \(volumes.upperBound) (100 is normal), e.g. --speech-volume \(defaultVolume)")
        }
        if let v = options.speechVoice, let why = voiceProblem(v) {
            throw KioskError("--speech-voice: \(why)")
        }
    }
}
