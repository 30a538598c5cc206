import Glibc

/// A short audible click for selection feedback (a ruler step passing the centre line), the
/// kiosk's stand-in for a phone's haptic tick. Off unless `--click` is given.
package protocol FeedbackSound: AnyObject {
    /// Plays one click now; clicks closer together than the sound allows are dropped.
    func click()
}

/// The click's waveform: a few milliseconds of a decaying sine, pure numbers for any sample rate.
package enum ClickWaveform {
    /// Samples in -1...1: a 2.4 kHz tone whose amplitude falls exponentially to about 1 % over
    /// `duration` seconds, starting at `volume`.
    package static func samples(rate: Int, duration: Double = 0.006, frequency: Double = 2400, volume: Double = 0.5) -> [Float] {
        guard rate > 0, duration > 0 else { return [] }
        let n = Int((Double(rate) * duration).rounded())
        let decay = log(0.01) / Double(max(1, n))
        return (0..<n).map { i in
            let t = Double(i) / Double(rate)
            return Float(volume * exp(decay * Double(i)) * sin(2 * .pi * frequency * t))
        }
    }
}
