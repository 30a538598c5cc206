/// The screens of `kiosk bench --fleet`: a picker a group `set` changes (each panel answers with a
/// `change` event) and a label; the bundled one says its version.
enum FleetBenchScreen {
    /// The picker's id and its options; the group command alternates between the last two.
    static let pickerID = "zone"
    static let options = ["Zone A", "Zone B", "Zone C"]

    /// The screen every panel starts with.
    static var initial: String { screen(title: "Fleet bench") }

    /// The screen of the bundle of `version`.
    static func bundled(_ version: String) -> String { screen(title: "Bundle \(version)") }

    private static func screen(title: String) -> String {
        """
        root:
          type: column
          children:
            - {type: label, id: title, text: "\(title)"}
            - {type: picker, id: \(pickerID), options: [\(options.joined(separator: ", "))]}

        """
    }
}
