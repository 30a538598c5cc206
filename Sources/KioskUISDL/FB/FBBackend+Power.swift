import Glibc
import KioskUICore

/// Display power on the fb driver: a black frame, then the panel itself off
/// (`FBOutput.setPower`: DRM DPMS, or FBIOBLANK on fbdev) and its backlight off where it has one
/// (`Backlight`). The black frame first because some display drivers accept DPMS and do nothing
/// (simpledrm, efifb, many fbdev panels): those show black, not the last picture, under a lit
/// backlight. The offscreen surface keeps the picture, and the VT stays in graphics mode with its
/// keyboard off, so on wake the panel shows the picture it showed and no console line ever flashes.
extension FBBackend {
    /// Off: the backlight, a black frame, then the panel; frames presented meanwhile go to the
    /// offscreen surface only. On: the panel, then the whole offscreen picture copied into the
    /// next buffer and shown (what was drawn while off, or the same picture), then the backlight.
    /// With the VT switched away only the state changes; `acquireDisplay` follows it.
    func setDisplayPower(_ on: Bool) {
        guard on != displayOn else { return }
        displayOn = on
        if !on { backlight.setPower(false) }
        if active {
            if !on { showBlack() }
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

    /// Fills the next buffer with black (0 is black in every format the driver draws) and shows
    /// it; every buffer must then be copied in full again.
    private func showBlack() {
        let index = output.nextBuffer()
        let b = output.buffers[index]
        memset(b.base, 0, b.stride * b.height)
        do { try output.show(index, region: FBPixelRect(x: 0, y: 0, width: b.width, height: b.height)) } catch {
            Runner.say("warning: fb: \(error)")
        }
        resetBufferDamage()
    }
}
