extension Kiosk {
    /// This KioskUI's version, as the package is numbered (the repository's VERSION file, which
    /// scripts/package.sh reads; a test keeps the two the same).
    nonisolated public static let version = "0.1.0"
}
