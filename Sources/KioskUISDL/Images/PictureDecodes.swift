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
/// A frame that redraws where the picture in flight was drawn without drawing it (its file `set`
/// again, its screen left) cancels its decode: an SVG's rasterising child is killed at once
/// (`ForkedWork`), rather than at the end of its time budget, and what is wanted starts.
/// One decode at a time bounds the memory and cores a stream of `set`s can take. Nobody waits
/// for a decode thread: on SIGTERM the loop ends and the thread is abandoned with the process
/// (a rasterising child gets SIGKILL with it).
final class PictureDecodes {
    typealias Outcome = Result<[UInt32], PNGFile.Failure>

    /// Called on the decode thread when its pixels are ready (the run's wake).
    let wake: @Sendable () -> Void
    /// The decode in flight, if any, where it was drawn, and what cancels it (loop's thread only).
    private var inFlight: (key: ImageTextures.Key, rect: Rect, work: ForkedWork)?
    /// Whether the frame being drawn asked for the picture in flight (loop's thread only).
    private var inFlightDrawn = false
    /// What frames missed since the last arrival, oldest first, none twice (loop's thread only).
    private var wanted: [(key: ImageTextures.Key, format: ImageHeader.Format, rect: Rect)] = []
    /// The result handed back, usable by the frame drawn after it is taken.
    private var arrived: (key: ImageTextures.Key, outcome: Outcome)?
    /// Where the decode thread leaves its result.
    private let mailbox = Mailbox()

    /// The result of the decode of `generation`; a cancelled decode's thread finds the
    /// generation moved on and leaves nothing.
    private final class Mailbox: Sendable {
        let slot = Mutex<(generation: Int, result: (key: ImageTextures.Key, outcome: Outcome)?)>((0, nil))
    }

    init(wake: @escaping @Sendable () -> Void) { self.wake = wake }

    /// Whether a decode is in flight or waiting to start.
    var waiting: Bool { inFlight != nil || !wanted.isEmpty || arrived != nil }

    /// Takes a result the decode thread left; true when there was one (the caller redraws the
    /// whole window so every picture still drawn asks again, and only those).
    func takeArrived() -> Bool {
        guard let result = mailbox.slot.withLock({ m -> (key: ImageTextures.Key, outcome: Outcome)? in
            defer { m.result = nil }
            return m.result
        }) else { return false }
        arrived = result
        inFlight = nil
        wanted.removeAll()
        return true
    }

    /// The pixels for `key` (drawn in `rect`) if they just arrived; else notes that a frame wants
    /// them and returns nil.
    func pixels(_ key: ImageTextures.Key, format: ImageHeader.Format, rect: Rect) -> Outcome? {
        if let a = arrived, a.key == key { return a.outcome }
        if key == inFlight?.key { inFlightDrawn = true; return nil }
        if !wanted.contains(where: { $0.key == key }) { wanted.append((key, format, rect)) }
        return nil
    }

    /// Stops the decode in flight: its result, if any, is never taken, and its rasterising
    /// child (if it has one) is killed.
    func cancel() {
        guard let f = inFlight else { return }
        mailbox.slot.withLock { m in
            m.generation += 1
            m.result = nil
        }
        f.work.cancel()
        inFlight = nil
    }

    /// After a frame that redrew `damage`: the decode in flight is cancelled when the frame
    /// redrew where it was drawn without it; a result no picture of it used is dropped; and the
    /// oldest picture wanted starts decoding when none is in flight.
    func frameDone(damage: Rect) {
        if let f = inFlight, !inFlightDrawn, damage.intersection(f.rect) == f.rect { cancel() }
        inFlightDrawn = false
        arrived = nil
        guard inFlight == nil, !wanted.isEmpty else { return }
        let next = wanted.removeFirst()
        let work = ForkedWork()
        inFlight = (next.key, next.rect, work)
        let (mailbox, wake) = (self.mailbox, self.wake)
        let generation = mailbox.slot.withLock { $0.generation }
        DetachedThread.start(name: "kiosk-picture") {
            let k = next.key
            let outcome = Outcome { () throws(PNGFile.Failure) in
                try ImageTextures.decode(k.path, format: next.format, width: k.width, height: k.height, work: work)
            }
            let posted = mailbox.slot.withLock { m -> Bool in
                guard m.generation == generation else { return false }
                m.result = (k, outcome)
                return true
            }
            if posted { wake() }
        }
    }
}
