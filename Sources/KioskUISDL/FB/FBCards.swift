import KioskUICore

/// The DRM cards the fb driver tries, written once for the driver and for `kiosk bench`'s fb
/// start-up measurement.
package enum FBCards {
    /// /dev/dri/card0, card1 … in number order (render nodes are not cards); empty when there is
    /// none or no such folder.
    package static func list(in folder: String = "/dev/dri") -> [String] {
        let numbers = (FileSystem.entries(ofDirectory: folder) ?? []).compactMap { name in
            name.hasPrefix("card") ? Int(name.dropFirst(4)) : nil
        }
        return numbers.sorted().map { "\(folder)/card\($0)" }
    }
}
