/// Whom an answer event (`layout`, `screenshot`, the `error` of a refused line) is for, and the
/// request's `ref` it echoes.
///
/// A control-socket client's question is answered to that client alone: other clients did not ask
/// and cannot tell whose answer it is. Stdin, `--commands` and a replay have one reader, so their
/// answers go to every output as any event does. The `ref` (a string or number the request gave,
/// `Script.ref(_:)`) is written as the answer's last field, so a client can match answers to
/// questions.
struct CommandReply: Equatable, Sendable {
    /// The control client that asked, which alone gets the answer; nil: every output.
    var client: ControlClient?
    /// The request's `ref`, echoed as the answer's last field; nil when it gave none.
    var ref: JSONValue?

    /// The reply for a line from `client` (nil: stdin, `--commands`, a replay) with `ref`; nil when
    /// the answer is an ordinary event (every output, no `ref`), as before answers had addressees.
    static func to(_ client: ControlClient?, ref: JSONValue?) -> CommandReply? {
        client == nil && ref == nil ? nil : CommandReply(client: client, ref: ref)
    }
}
