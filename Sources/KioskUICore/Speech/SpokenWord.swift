/// The languages the runtime's own words are written in: the shipped screens' languages. Any
/// other language hears English words around its own texts (docs/accessibility.md).
enum SpokenLanguage: Sendable, Equatable, CaseIterable {
    case english, german, arabic, hindi

    /// The language of `code` (by its primary subtag); English for none and for a language not
    /// among these.
    static func of(_ code: LanguageCode?) -> SpokenLanguage {
        switch code?.primary {
        case "de": return .german
        case "ar": return .arabic
        case "hi": return .hindi
        default: return .english
        }
    }
}

/// One word or phrase speech says, in every `SpokenLanguage`: a role ("slider"), a state ("on"),
/// a key's name ("shift"). A control declares its own words beside it, in its folder, so a new
/// control brings its words in all four languages and the tables in Speech/ name no control.
struct SpokenWord: Sendable, Equatable {
    let english, german, arabic, hindi: String

    init(_ english: String, de german: String, ar arabic: String, hi hindi: String) {
        self.english = english
        self.german = german
        self.arabic = arabic
        self.hindi = hindi
    }

    /// The word in `language`.
    func callAsFunction(_ language: SpokenLanguage) -> String {
        switch language {
        case .english: return english
        case .german: return german
        case .arabic: return arabic
        case .hindi: return hindi
        }
    }
}
