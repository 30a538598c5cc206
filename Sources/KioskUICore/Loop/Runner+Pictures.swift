/// Pictures decoded off the loop's thread: in the live loop, after the first frame,
/// a picture that is drawn and not decoded yet is left out of the frame and decoded on a thread
/// of its own; when it is ready the loop is woken and redraws the whole window with it. A replay
/// never turns this on: every picture is decoded as it is drawn, so a script gives the same bytes
/// every run. A `screenshot` and the last frame of a run that was not ended by a signal wait for
/// the pictures still decoding (they decode them on the loop's thread), so they show them.
extension Runner {
    /// Decodes pictures off the loop's thread from now on (when the run has a wake).
    func decodePicturesInBackground() {
        guard let wake = pictureWake else { return }
        backend.decodePictures(inBackground: wake)
    }

    /// A picture that came back asks for the whole window to be redrawn: every picture still
    /// drawn asks for its pixels again, and a result no picture asks for (its file `set` again
    /// meanwhile) is dropped.
    func showDecodedPictures() {
        if backend.takeDecodedPictures() { scene.setNeedsDisplayAll() }
    }

    /// Makes the next frame decode on this thread what is still waiting; true when something was
    /// (the caller turns background decoding back on after that frame, if the run goes on).
    @discardableResult
    func settlePictures() -> Bool {
        guard backend.picturesWaiting else { return false }
        backend.decodePictures(inBackground: nil)
        scene.setNeedsDisplayAll()
        return true
    }
}
