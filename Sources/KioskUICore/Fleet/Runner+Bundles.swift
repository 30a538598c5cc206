/// Content bundles from the broker (`--bundle-key`, `--bundle-dir`).
extension Runner {
    /// Takes a bundle that arrived on a bundle topic.
    func takeBundle(_ bytes: [UInt8], from scope: FleetTopics.Source.Scope) {
        guard let f = config.fleet else { return }
        f.link.publishEvent(JSONValue.object([("event", .string("bundle")), ("state", .string("refused")),
                                              ("reason", .string("this kiosk cannot unpack bundles yet"))]).serialized)
    }
}
