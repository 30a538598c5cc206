/// The widget types a screen file can use, each with what it is and its fields (besides the
/// common `type`, `id`, `flex` and `widthGroup`), declared in `ScreenFields`.
enum ScreenWidgetType: String, CaseIterable, Sendable {
    case column, row, button, label, picker, pages, ruler, scroll, spacer, flow, equalRow, padding, frame
    case image
    case qr, progress
    case slider, stepper
    case `switch`, checkbox
    case textField
    case list

    /// The fields of this type, besides the common ones, in the order messages and docs list them.
    var fields: [any ScreenFieldInfo] {
        switch self {
        case .column, .row: return ScreenFields.Stack.all
        case .button: return ScreenFields.Button.all
        case .label: return ScreenFields.Label.all
        case .picker: return ScreenFields.Picker.all
        case .pages: return ScreenFields.Pages.all
        case .ruler: return ScreenFields.Ruler.all
        case .scroll: return ScreenFields.Scroll.all
        case .spacer: return ScreenFields.Spacer.all
        case .flow: return ScreenFields.Flow.all
        case .equalRow: return ScreenFields.EqualRow.all
        case .padding: return ScreenFields.Padding.all
        case .frame: return ScreenFields.Frame.all
        case .image: return ScreenFields.Image.all
        case .qr: return ScreenFields.QR.all
        case .progress: return ScreenFields.Progress.all
        case .slider: return ScreenFields.Slider.all
        case .stepper: return ScreenFields.Stepper.all
        case .switch: return ScreenFields.Switch.all
        case .checkbox: return ScreenFields.Checkbox.all
        case .textField: return ScreenFields.TextField.all
        case .list: return ScreenFields.List.all
        }
    }

    /// Every field a widget of this type may have: the common ones, then its own.
    var allowedFields: [any ScreenFieldInfo] { ScreenFields.common + fields }

    /// Whether it has a value, events or text of its own (the docs list these as controls).
    var isControl: Bool { [.button, .label, .picker, .pages, .ruler, .image, .qr, .progress, .slider, .stepper, .switch, .checkbox, .textField, .list].contains(self) }

    /// What a widget of this type does, for the docs and the schema's `description`.
    var summary: String {
        switch self {
        case .column: return "Children top to bottom."
        case .row: return "Children left to right (right to left in a right-to-left language); when they don't fit side by side even at their minimum widths, one under another."
        case .flow: return "Items that wrap into rows by width, in order (filter chips)."
        case .equalRow: return "A row whose children all take the widest child's width; when they don't fit side by side they stand one under another, full width."
        case .scroll: return "A vertical viewport for content taller than the screen (drag, fling, wheel, focus)."
        case .padding: return "Space around one widget."
        case .frame: return "Fixes or bounds one widget's size, in pixels."
        case .spacer: return "Flexible empty space (flex 1 unless given)."
        case .button: return "A button. Events: `tap`."
        case .label: return "Text."
        case .picker: return "A segmented picker that folds into a compact menu button when its segments don't fit. Value for `set` and the state file: an option's text, or its index from 0. Events: `change`, `compact`, `menu`."
        case .pages: return "Tabs on top, one page below; swipes, shoulder buttons and Page Up/Down switch pages. Value for `set` and the state file: a page's title, or its index from 0. Events: `appear`, `disappear`."
        case .ruler: return "An inertial ruler wheel that snaps to whole steps. Value for `set` and the state file: a number from min to max (it snaps to the nearest step). Events: `tick`, `change`."
        case .image: return "A picture from a PNG, JPEG or SVG file, kept in proportion. `set` takes `file`; the `layout` query reports its `file` and the `drawn` rect."
        case .qr: return "A QR code for a text, in whole-pixel modules, dark on light in every theme. `set` with `text` changes it; the `layout` query gives its `modules` a side and `moduleSize` in pixels."
        case .progress: return "A progress bar: a value from 0 to 1 that it slides to, or a segment running along it while `indeterminate`. Value for `set` and the state file: a number from 0 to 1. Events: `change` when the value is set."
        case .slider: return "A horizontal slider with its value above the thumb; a tap on the track puts the thumb there, a drag moves it, keys move a step (1 % without one) or 10 %; min is on the right in a right-to-left language. Value for `set` and the state file: a number from min to max (it snaps to the nearest step). Events: `tick`, `change`."
        case .stepper: return "− value + for a small count; a held button repeats faster and faster, a button is unavailable at its end; + is on the left in a right-to-left language. Value for `set` and the state file: a number from min to max (it snaps to the nearest step). Events: `change`."
        case .switch: return "An on/off switch with its label; a tap on the row, a drag of the thumb, Space, Enter or A toggle it. Value for `set` and the state file: true or false. Events: `change`."
        case .checkbox: return "A checkbox with its label; a tap on the row, Space, Enter or A toggle it. A button's `enabled: {checked: ID}` follows it. Value for `set` and the state file: true or false. Events: `change`."
        case .textField: return "A one-line text field: a tap places the caret, a double tap selects all, × clears it; the arrows move the caret on screen, Backspace and Delete delete, Enter submits. Text for `set` (`text`) and the state file (not a `secure` one's). Events: `focus`, `change` (rate-limited: a burst of typing is one), `submit`, `invalid`."
        case .list: return "A list of items, or a grid of tiles, each shown through an item template whose `{FIELD}` texts fill from the item; only the rows in view exist, so it scrolls 10,000 items. The controller sends the items (`set` with `items`, `insert`, `remove`, `update`, `scrollTo`). Value for `set` and the state file: the selected keys. Events: `select`, `tap` (a button in a row, with `item`), `itemMenu`."
        }
    }

    /// "a button", "an equalRow": for messages.
    var article: String {
        let vowel = "aeiou".contains(rawValue.first!)
        return "\(vowel ? "an" : "a") \(rawValue)"
    }

    static var names: String { ScreenDecoder.list(allCases.map(\.rawValue)) }
}
