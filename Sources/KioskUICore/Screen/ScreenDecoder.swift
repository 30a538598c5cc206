/// Turns a screen file's `ScreenNode` tree into widgets and a theme, collecting every problem
/// instead of stopping at the first, so `kiosk check` lists them all at once.
///
/// Building goes on after an error wherever it can (a bad field takes its default), but the
/// result is only used when there was no error at all.
@MainActor
final class ScreenDecoder {
    let file: String
    private(set) var issues: [ScreenIssue] = []
    /// Every id declared so far and the line that declared it.
    private(set) var ids: [String: Int] = [:]
    /// Ids in declaration order.
    private(set) var idOrder: [String] = []
    /// Values to start controls with instead of the file's (from `--state`), by id.
    let initialValues: [String: JSONValue]
    /// Ids of `initialValues` that were used; the rest name no control on this screen.
    private(set) var usedInitialValues: Set<String> = []
    /// Initial values that did not fit their control (a removed option, a value out of range).
    private(set) var rejectedInitialValues: [String] = []
    /// The position the file gives each control that started at a saved value instead, by id:
    /// where a reset takes it (`KioskApp`).
    var fileValues: [String: Int] = [:]
    /// Where a button's `goto` or a screen's `after` leads, and its line: checked once every
    /// screen is known (`checkTargets`).
    var targets: [(word: String, line: Int)] = []
    /// Buttons with a `goto`, and the word.
    var gotos: [(button: Widget, target: String)] = []
    /// Buttons with a display `action`, in file order.
    var actions: [(button: Widget, action: ButtonAction)] = []
    /// Buttons that ask before going on (`confirm`), in file order (`+Confirm`).
    var confirms: [ConfirmStep] = []
    /// Where the `confirm` titles that show values are written, for `checkLiveTexts`.
    var confirmTitles: [[TemplatePlace]] = []
    /// Labels and buttons whose text shows values or changes with the language, with the field
    /// and where each language's text was written: checked once every id is known (`checkLiveTexts`).
    var liveTexts: [(widget: TextWidget, template: Localized<TextTemplate>, field: String, places: [TemplatePlace])] = []
    /// The line each widget of the file was written on (`kiosk check --sizes` reports by it).
    var widgetLines: [ObjectIdentifier: Int] = [:]
    /// The ids of widgets that could not be built (an unknown type, reported there): a live text
    /// naming one is not reported again.
    var unbuiltIDs: Set<String> = []
    /// Controls focus can reach that have no name for speech, in file order (`kiosk check` warns).
    var unnamedControls: [UnnamedControl] = []

    // MARK: Languages (`+Languages`)

    /// Where the translations into each language are, besides the file's maps.
    let translations: TranslationLoader
    /// The file's `languages` and `digits`; nil when it has none.
    var languages: LanguageList?
    /// Whether the file gives `languages` but they were refused (reported once there): what needs
    /// them then says nothing more.
    var languagesRefused = false
    /// The translations of each language's loader, read once the languages are known.
    var catalogs: [LanguageCode: POCatalog] = [:]
    /// Every text with its translations, for the runtime's lookups (a dialog's texts).
    var strings = StringTable()
    /// Texts without a translation into one of the languages, in file order (`kiosk check` warns).
    var missingTranslations: [MissingTranslation] = []
    /// Plural forms that do not fit their language, in file order (`kiosk check` warns).
    var pluralWarnings: [PluralWarning] = []
    /// What else changes with the language: options, tabs, accessibility labels, language pickers.
    var localizedParts: [LocalizedPart] = []
    /// Buttons that switch the language, and how.
    var languageButtons: [(button: Widget, choice: LanguageChoice)] = []
    /// Buttons enabled only while a checkbox is checked (`enabled: {checked: ID}`).
    var enabledLinks: [EnabledLink] = []
    /// Every picture and icon file the screen names, as written and as found, with its field
    /// and line, in the order read (a content bundle's check wants them inside the bundle).
    var picturesRead: [ScreenPictureReference] = []

    init(file: String, initialValues: [String: JSONValue] = [:], translations: TranslationLoader) {
        self.file = file
        self.initialValues = initialValues
        self.translations = translations
    }

    /// Records a problem at `line` (of `file`: the screen file unless another is named, a `.po` file).
    /// One mistake, one message: the same problem found again (a live text checked once per
    /// language) is not added twice.
    func report(_ line: Int, _ field: String, _ message: String, file: String? = nil) {
        let issue = ScreenIssue(file: file ?? self.file, line: line, field: field, message: message)
        if !issues.contains(issue) { issues.append(issue) }
    }

    /// Records a widget id (checking its form and that it is new).
    func declare(id: String, line: Int) {
        guard ScreenDecoder.isValidID(id) else {
            report(line, ScreenFields.id.name, "\"\(ScreenLimits.shortened(id))\" is not a usable id; use letters, digits, '-' and '_' only (scripts write \"ID#N\" for parts and ID.tabs names a page container's tabs)")
            return
        }
        if let first = ids[id] {
            report(line, ScreenFields.id.name, "\"\(id)\" is already the id of the widget on line \(first); ids must be unique in a file (across all its screens)")
            return
        }
        ids[id] = line
        idOrder.append(id)
    }

    nonisolated static func isValidID(_ s: String) -> Bool {
        !s.isEmpty && s.count <= 64 && s.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
    }

    /// The initial value saved for `id`, if any (marks it used).
    func initialValue(for id: String?) -> JSONValue? {
        guard let id, let v = initialValues[id] else { return nil }
        usedInitialValues.insert(id)
        return v
    }

    /// Notes that a saved value did not fit its control; the file's value is used instead.
    func rejectInitialValue(id: String, _ why: String) {
        rejectedInitialValues.append("saved value for \"\(id)\" ignored: \(why)")
    }

    /// Texts for a message, quoted: `"Day", "Week"`; after ten, how many more.
    nonisolated static func quoted(_ names: [String]) -> String {
        let shown = names.prefix(10).map { "\"\(ScreenLimits.shortened($0))\"" }.joined(separator: ", ")
        return names.count > 10 ? shown + " and \(names.count - 10) more" : shown
    }

    /// Sorted list for messages: `"a", "b", "c"`.
    nonisolated static func list(_ names: [String]) -> String { names.joined(separator: ", ") }
}
