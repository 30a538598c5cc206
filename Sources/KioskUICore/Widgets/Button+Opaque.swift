/// A button paints its whole frame in its body colour (rounded corners aside), so the scene
/// draws no background under it when that colour is opaque (`OpaquePainter`); a disabled one is
/// drawn faded, so the background shows through it.
extension Button: OpaquePainter {
    func opaqueCornerRadius(_ theme: Theme) -> Double? {
        isEnabled && fillColor(theme).a == 255 ? cornerRadius(theme) : nil
    }
}
