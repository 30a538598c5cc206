import CSDL
import KioskUICore

/// The feedback click through SDL audio: a device opened once, the waveform queued per click.
///
/// Opening throws SDL's reason when there is no output (no sound card on a panel is not an error
/// worth stopping for: the runtime warns once and runs silent). A click is skipped while the previous one is still queued, so a
/// fast fling does not pile up a backlog of clicks that play on after the ruler stopped.
final class SDLClickSound: FeedbackSound {
    private let device: SDL_AudioDeviceID
    private let bytes: [Float]

    private init(device: SDL_AudioDeviceID, rate: Int) {
        self.device = device
        bytes = ClickWaveform.samples(rate: rate)
        SDL_PauseAudioDevice(device, 0)
    }

    /// Opens the default output device; throws SDL's reason when there is none.
    static func open() throws -> SDLClickSound {
        if SDL_WasInit(UInt32(SDL_INIT_AUDIO)) == 0, SDL_InitSubSystem(UInt32(SDL_INIT_AUDIO)) != 0 {
            throw SDLError(String(cString: SDL_GetError()))
        }
        var want = SDL_AudioSpec()
        want.freq = 48_000
        want.format = SDL_AudioFormat(KIOSK_AUDIO_F32SYS)
        want.channels = 1
        want.samples = 512
        var have = SDL_AudioSpec()
        let dev = SDL_OpenAudioDevice(nil, 0, &want, &have, 0)
        guard dev != 0 else {
            throw SDLError(String(cString: SDL_GetError()))
        }
        return SDLClickSound(device: dev, rate: Int(have.freq))
    }

    deinit { SDL_CloseAudioDevice(device) }

    /// Bytes waiting to be played (a test sees the click was queued).
    var queuedBytes: Int { Int(SDL_GetQueuedAudioSize(device)) }

    func click() {
        guard SDL_GetQueuedAudioSize(device) == 0 else { return }
        bytes.withUnsafeBytes { buf in
            _ = SDL_QueueAudio(device, buf.baseAddress, UInt32(buf.count))
        }
    }
}
