/// The fields of a screen file's `accessibility` block: speech, and how it sounds. The command
/// line (`--speech`, `--no-speech`, `--speech-rate`, `--speech-volume`, `--speech-voice`) wins.
extension ScreenFields {
    enum Accessibility {
        static let speech = ScreenField.bool("speech", default: false,
            "speak what has focus and what changes through espeak-ng, and write each utterance as a `speech` event (docs/scripting.md); `--speech` / `--no-speech` override it")
        static let rate = ScreenField.wholeNumber("rate", SpeechSettings.rates, default: SpeechSettings.defaultRate,
            "words a minute, as espeak-ng's `-s` takes them; `--speech-rate` overrides it")
        static let volume = ScreenField.wholeNumber("volume", SpeechSettings.volumes, default: SpeechSettings.defaultVolume,
            "loudness, 100 normal, as espeak-ng's `-a` takes it; `--speech-volume` overrides it")
        static let voice = ScreenField.text("voice", example: SpeechSettings.defaultVoice, shown: "`\(SpeechSettings.defaultVoice)`",
            "an espeak-ng voice (`espeak-ng --voices` lists those installed): `en`, `en-gb`, `de`, `en+f3` …; `--speech-voice` overrides it")

        static let all: [any ScreenFieldInfo] = [speech, rate, volume, voice]
    }
}
