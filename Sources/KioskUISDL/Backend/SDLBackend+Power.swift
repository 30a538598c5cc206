import CSDL
import KioskUICore

/// Display power on the window drivers (wayland under cage, x11, kmsdrm through SDL): none of
/// them can put the output to sleep from a client (cage has no output-power protocol, SDL's
/// kmsdrm keeps DPMS to itself), so off is a black full frame presented, plus the panel's
/// backlight off where it has one (`Backlight`); on shows the last picture again at once (the
/// target kept it) and lights the backlight. Headless has no display: nothing.
extension SDLBackend {
    package func setDisplayPower(_ on: Bool) {
        guard window != nil, on != displayOn else { return }
        displayOn = on
        if on {
            if let t = target { showTarget(t) }
            backlight.setPower(true)
        } else {
            backlight.setPower(false)
            showBlack()
        }
    }

    package func setBrightness(_ percent: Int) {
        guard window != nil else { return }
        backlight.setBrightness(percent)
    }

    /// Presents a black full frame on the window (the target keeps the picture).
    func showBlack() {
        SDL_SetRenderTarget(renderer.raw, nil)
        SDL_SetRenderDrawColor(renderer.raw, 0, 0, 0, 255)
        SDL_RenderClear(renderer.raw)
        SDL_RenderPresent(renderer.raw)
    }
}
