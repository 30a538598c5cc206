import KioskUICore

/// Display power on the fb driver: the panel itself off (`FBOutput.setPower`: DRM DPMS, or
/// FBIOBLANK on fbdev) and its backlight off where it has one (`Backlight`). The buffers and the
/// offscreen surface are kept, and the VT stays in graphics mode with its keyboard off, so on
/// wake the panel shows the picture it showed and no console line ever flashes.
extension FBBackend {
    /// Off: the backlight, then the panel; frames presented meanwhile go to the offscreen surface
    /// only. On: the panel, then the whole offscreen picture copied into the next buffer and shown
    /// (what was drawn while off, or the same picture), then the backlight. With the VT switched
    /// away only the state changes; `acquireDisplay` follows it.
    func setDisplayPower(_ on: Bool) {
        guard on != displayOn else { return }
        displayOn = on
        if !on { backlight.setPower(false) }
        if active {
            do { try output.setPower(on) } catch { Runner.say("warning: fb: \(error)") }
            if on {
                resetBufferDamage()
                show(.empty)
            }
        }
        if on { backlight.setPower(true) }
    }

    func setBrightness(_ percent: Int) {
        backlight.setBrightness(percent)
    }
}
