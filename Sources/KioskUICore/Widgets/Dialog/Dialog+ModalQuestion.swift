extension Dialog: ModalQuestion {}

extension Dialog {
    /// The dialogs open in `scene`, oldest first: its overlays that are dialogs.
    static func open(in scene: Scene) -> [Dialog] { scene.overlays.compactMap { $0 as? Dialog } }
}
