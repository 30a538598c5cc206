import CFB
import Glibc
import KioskUICore

/// Finding what to drive on a DRM device: a connected connector, its mode, and a CRTC for it.
extension FBDRMOutput {
    struct Pick {
        var connector: UInt32
        var crtc: UInt32
        var mode: drmModeModeInfo
        /// "Virtual-1", "HDMI-A-1" …
        var label: String
    }

    /// The first connected connector with modes (in the device's order), the mode `FBModeChoice`
    /// picks for `wanted`, and the CRTC its encoder drives (or the first free one it can use).
    static func connected(fd: Int32, res: UnsafeMutablePointer<drmModeRes>, path: String, wanted: Size?) throws -> Pick {
        let r = res.pointee
        var seen: [String] = []
        for i in 0..<Int(r.count_connectors) {
            guard let conn = drmModeGetConnector(fd, r.connectors[i]) else { continue }
            defer { drmModeFreeConnector(conn) }
            let c = conn.pointee
            let type = drmModeGetConnectorTypeName(c.connector_type).map { String(cString: $0) } ?? "connector"
            let label = "\(type)-\(c.connector_type_id)"
            guard c.connection == DRM_MODE_CONNECTED, c.count_modes > 0 else {
                seen.append("\(label) not connected")
                continue
            }
            let modes = (0..<Int(c.count_modes)).map { c.modes[$0] }
            let choice = modes.map {
                FBModeChoice.Mode(width: Int($0.hdisplay), height: Int($0.vdisplay), refresh: Int($0.vrefresh),
                                  preferred: withUnsafePointer(to: $0) { kiosk_drm_mode_is_preferred($0) } != 0)
            }
            guard let m = FBModeChoice.pick(choice, wanted: wanted) else { continue }
            guard let crtc = crtcFor(fd: fd, res: res, connector: conn) else {
                seen.append("\(label) has no free CRTC")
                continue
            }
            return Pick(connector: c.connector_id, crtc: crtc, mode: modes[m], label: label)
        }
        let detail = seen.isEmpty ? "it has no connectors" : seen.joined(separator: ", ")
        throw FBError("\(path) has no connected display (\(detail)); plug a panel in, or name another card with --fb-device")
    }

    /// The CRTC the connector's current encoder drives, else the first CRTC one of its encoders can drive.
    private static func crtcFor(fd: Int32, res: UnsafeMutablePointer<drmModeRes>,
                                connector: UnsafeMutablePointer<drmModeConnector>) -> UInt32? {
        let r = res.pointee, c = connector.pointee
        if c.encoder_id != 0, let enc = drmModeGetEncoder(fd, c.encoder_id) {
            defer { drmModeFreeEncoder(enc) }
            if enc.pointee.crtc_id != 0 { return enc.pointee.crtc_id }
        }
        for e in 0..<Int(c.count_encoders) {
            guard let enc = drmModeGetEncoder(fd, c.encoders[e]) else { continue }
            defer { drmModeFreeEncoder(enc) }
            for k in 0..<Int(r.count_crtcs) where enc.pointee.possible_crtcs & (1 << UInt32(k)) != 0 {
                return r.crtcs[k]
            }
        }
        return nil
    }
}
