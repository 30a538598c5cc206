import Glibc
import KioskUICore

/// The drivers whose start the bench measures against the floor: `kiosk run --driver D` spawned
/// alternately with `kiosk-floor --driver D`, the floor doing that driver's C work.
extension BenchStartup {
    enum Driver: String, CaseIterable, Sendable {
        /// Into a surface in memory: measurable on any machine.
        case headless
        /// Into a DRM card's dumb buffers (`--driver fb`): needs a /dev/dri/card*.
        case fb

        /// The driver `--driver NAME` names; nil for one the bench does not measure.
        init?(name: String) { self.init(rawValue: name) }

        /// The names `kiosk bench --driver` takes, for its messages ("headless or fb").
        static var names: String { allCases.map(\.rawValue).joined(separator: " or ") }

        /// `kiosk run`'s arguments for a start that draws the demo's first frame and exits.
        func runArguments(script: String) -> [String] {
            ["run", "--driver", rawValue, "--replay", script, "--events", "/dev/null"]
        }

        /// The floor's arguments: none for headless (the program as it always ran), else the driver.
        var floorArguments: [String] { self == .headless ? [] : ["--driver", rawValue] }

        /// The name of the phase that opens the display (`StartupTrace.Mark.displayReady`).
        var displayPhaseName: String {
            switch self {
            case .headless: return "— SDL renderer and target"
            case .fb: return "— the panel: DRM card, VT, libinput, gamepads, target"
            }
        }

        /// Why this driver cannot start on this machine (nil when it can), with where it can be
        /// measured. `cards` lists the DRM cards (`FBCards.list`).
        func unavailable(cards: [String]) -> String? {
            switch self {
            case .headless: return nil
            case .fb:
                guard cards.isEmpty else { return nil }
                return "no DRM device on this machine (/dev/dri has no card*): --driver fb draws into a DRM card's dumb "
                    + "buffers; run this on the panel, or scripts/vm-test.sh, which measures it on the virtual panel"
            }
        }
    }
}
