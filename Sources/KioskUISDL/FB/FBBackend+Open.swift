import Glibc
import KioskUICore

/// What `--driver fb` is asked for besides what every driver gets.
struct FBRequest: Sendable, Equatable {
    /// `--fb-device`: a DRM card or an fbdev device; nil finds one.
    var device: String? = nil
    /// Whether `--size` was given (then that mode, when the panel has it).
    var sizeGiven = false
}

/// Opening the fb driver: the panel, the VT, libinput and gamepads, in that order.
extension FBBackend {
    /// The panel is `device` (an fbdev when its name has "fb" after the last slash, else a DRM
    /// card), or the first DRM card with a connected display, or /dev/fb0. `size`, when given,
    /// picks that mode on DRM if the panel has it. Errors name the device and the fix.
    static func open(fonts: FontSet, size: Size?, device: String?, rotation: DisplayRotation,
                     budgets: SDLBackend.CacheBudgets) throws -> FBBackend {
        // The panel first: a kiosk that cannot draw leaves the VT alone.
        let output = try openOutput(device: device, size: size)
        var why: String?
        let console = FBConsole.take(why: &why)
        if let w = why { Runner.say("warning: fb: no VT of its own (\(w)); typed keys may reach the console") }
        let input = try FBInput(outputSize: output.size, rotation: rotation)
        let session = SDLControllerSession()
        let gamepads = session.isAvailable ? SDLGamepads(session: session) : nil
        let backend = try FBBackend(output: output, fonts: fonts, rotation: rotation, input: input, console: console,
                                    gamepads: gamepads, budgets: budgets)
        return backend
    }

    /// The panel to draw on (see `open`).
    static func openOutput(device: String?, size: Size?) throws -> FBOutput {
        if let d = device {
            let name = d.split(separator: "/").last.map(String.init) ?? d
            return name.hasPrefix("fb") ? try FBDevOutput(path: d) : try FBDRMOutput.open(device: d, size: size)
        }
        if !FBCards.list().isEmpty { return try FBDRMOutput.open(device: nil, size: size) }
        if access("/dev/fb0", F_OK) == 0 { return try FBDevOutput(path: "/dev/fb0") }
        throw FBError("no panel: neither /dev/dri/card* nor /dev/fb0 exists; is the display's kernel driver loaded (simpledrm, bochs, virtio-gpu, an fbtft panel)?")
    }
}
