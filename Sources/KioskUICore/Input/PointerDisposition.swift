/// What a widget did with a pointer event it was sent.
enum PointerDisposition: Sendable {
    /// The widget keeps the pointer.
    case handled
    /// The widget gives the pointer up (for example a button when the finger starts a swipe): it gets
    /// a `cancel`, and the nearest ancestor that accepts pointers receives the contact from its `down`.
    case yield
}
