/// A widget that gets an id derived from its nearest named ancestor when the file gives it none
/// (a button: `chips.3`), so every `tap` names what was tapped.
protocol NumberedWhenUnnamed: Widget {}
