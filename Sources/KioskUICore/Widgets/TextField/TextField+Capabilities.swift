/// What callers outside the widgets ask of a text field: its text bound to a state, whether a
/// recording leaves its input out, its hints in another language.
extension TextField: TextBinding, SecureInput, TranslatedHints {
    var enteredLength: Int { model.count }
}
