/// The words speech says for a switch and a checkbox in one language (`SpeechVocabulary.toggles`):
/// "Wi-Fi, switch, on"; "Accept the terms, checkbox, not checked, required".
struct ToggleWords: Sendable, Equatable {
    /// The roles: "switch", "checkbox".
    var switchRole, checkbox: String
    /// A switch's states.
    var on, off: String
    /// A checkbox's states.
    var checked, notChecked: String
    /// Said after a required checkbox's state.
    var required: String
}
