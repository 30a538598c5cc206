import KioskUICore
import Synchronization

/// Pictures decoded off the loop's thread (the live loop, `DisplayBackend.decodePictures`): one
/// at a time, each on a `DetachedThread` of its own that hands its pixels back through a lock and
/// wakes the loop, which turns them into a texture on its own thread (SDL's renderer is not
/// shared).
///
/// Only what is still drawn gets decoded and kept: the frame after a decode arrives redraws the
/// whole window, and what it misses becomes the list to decode next — so a picture `set` again
/// while its old file decodes drops the old result (superseded) and the new file is decoded next.
/// One decode at a time bounds the memory and cores a stream of `set`s can take. Nobody waits
/// for a decode thread: on SIGTERM the loop ends and the thread is abandoned with the process.
final class PictureDecodes {
    typealias Outcome = Result<[UInt32], PNGFile.Failure>

    /// Called on the decode thread when its pixels are ready (the run's wake).
    let wake: @Sendable () -> Void
    /// The decode in flight, if any (loop's thread only).
    private var inFlight: ImageTextures.Key?
    /// What frames missed since the last arrival, oldest first, none twice (loop's thread only).
    private var wanted: [(key: ImageTextures.Key, format: ImageHeader.Format)] = []
    /// The result handed back, usable by the frame drawn after it is taken.
    private var arrived: (key: ImageTextures.Key, outcome: Outcome)?
    /// Where the decode thread leaves its result.
    private let mailbox = Mailbox()

    private final class Mailbox: Sendable {
        let slot = Mutex<(key: ImageTextures.Key, outcome: Outcome)?>(nil)
    }

    init(wake: @escaping @Sendable () -> Void) { self.wake = wake }

    /// Whether a decode is in flight or waiting to start.
    var waiting: Bool { inFlight != nil || !wanted.isEmpty || arrived != nil }

    /// Takes a result the decode thread left; true when there was one (the caller redraws the
    /// whole window so every picture still drawn asks again, and only those).
    func takeArrived() -> Bool {
        guard let result = mailbox.slot.withLock({ m -> (key: ImageTextures.Key, outcome: Outcome)? in
            defer { m = nil }
            return m
        }) else { return false }
        arrived = result
        inFlight = nil
        wanted.removeAll()
        return true
    }

    /// The pixels for `key` if they just arrived; else notes that a frame wants them and returns nil.
    func pixels(_ key: ImageTextures.Key, format: ImageHeader.Format) -> Outcome? {
        if let a = arrived, a.key == key { return a.outcome }
        if key != inFlight && !wanted.contains(where: { $0.key == key }) { wanted.append((key, format)) }
        return nil
    }

    /// After a frame: a result no picture of it used is dropped, and the oldest picture wanted
    /// starts decoding when none is in flight.
    func frameDone() {
        arrived = nil
        guard inFlight == nil, !wanted.isEmpty else { return }
        let next = wanted.removeFirst()
        inFlight = next.key
        let (mailbox, wake) = (self.mailbox, self.wake)
        DetachedThread.start(name: "kiosk-picture") {
            let k = next.key
            let outcome = Outcome { () throws(PNGFile.Failure) in
                try ImageTextures.decode(k.path, format: next.format, width: k.width, height: k.height)
            }
            mailbox.slot.withLock { $0 = (k, outcome) }
            wake()
        }
    }
}
