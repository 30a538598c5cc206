/// The ruler paints its whole frame with the theme's surface colour (rounded corners aside), so
/// a frame that redraws only the gliding ruler skips the background fill under it.
extension RulerWheel: OpaquePainter {
    func opaqueCornerRadius(_ theme: Theme) -> Double? {
        theme.surface.a == 255 ? theme.cornerRadius : nil
    }
}
