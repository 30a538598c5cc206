/// Whom an answer event (`layout`, `screenshot`, the `error` of a refused line) is for, and the
/// request's `ref` it echoes.
///
/// A control-socket client's question is answered to that client alone: other clients did not ask
/// and cannot tell whose answer it is. Stdin, `--commands` and a replay have one reader, the
/// events output (stdout or `--events`), so their answers go there alone: not to the control
/// clients, which did not ask either (sent to every client, stdin's layout answers would make
/// 37.8 MB in 3 s). The `ref` (a string or number the request gave, `Script.ref(_:)`) is written as the
/// answer's last field, so a client can match answers to questions.
struct CommandReply: Equatable, Sendable {
    /// The control client that asked, which alone gets the answer; nil: the events output alone.
    var client: ControlClient?
    /// The request's `ref`, echoed as the answer's last field; nil when it gave none.
    var ref: JSONValue?
    /// The request came from the broker: the answer goes to the panel's events topic alone.
    var viaBroker = false
}
