/// Content bundles from the broker (`--bundle-key`, `--bundle-dir`): each is checked and unpacked
/// off the loop (`BundleStore.stage`: size, signature, paths), its screen checked as `kiosk check`
/// checks a file, then switched to atomically (`BundleStore.commit`) and shown without a restart
/// (`switchScreen`). Each outcome is a `bundle` event on the events topic; the status carries the
/// version shown. A refused bundle changes nothing.
extension Runner {
    /// Takes the bundles that arrived. Those the broker sent again together after a connect (what
    /// it kept of each topic) are one choice: the panel's own over its groups' (a later `--group`
    /// over an earlier) over every panel's, as desired state is merged; the others are not taken,
    /// so a panel starting or reconnecting does not flip through them. Bundles published later
    /// are taken as they come: the newest is shown.
    func takeBundles(_ bundles: [ArrivedBundle], afterConnect: Bool) {
        guard let f = config.fleet else { return }
        guard afterConnect, bundles.count > 1 else { return bundles.forEach(takeBundle) }
        let order = f.topics.scopes
        let rank = { (b: ArrivedBundle) in order.firstIndex(of: b.scope) ?? 0 }
        guard let chosen = bundles.max(by: { rank($0) < rank($1) }) else { return }
        for b in bundles where b.scope != chosen.scope {
            f.bundlesSeen.removeAll { $0.scope == b.scope }
            f.bundlesSeen.append((b.scope, b.digest))
        }
        takeBundle(chosen)
    }

    /// Takes a bundle that arrived on a bundle topic: staged in the background unless it is the
    /// one taken last from that topic (a retained bundle comes again with every reconnect, the
    /// group's and the panel's one after the other: taking the group's again would flip the panel
    /// to it and back), or one is being staged (then the newest of each topic waits its turn).
    func takeBundle(_ bundle: ArrivedBundle) {
        guard let f = config.fleet else { return }
        guard let store = f.bundles else {
            return bundleEvent(f, "refused", version: nil, reason: "this panel takes no bundles: start it with --bundle-key PUBLIC and --bundle-dir DIR")
        }
        guard !f.bundlesSeen.contains(where: { $0.scope == bundle.scope && $0.digest == bundle.digest }) else { return }
        if f.stagingScope != nil {
            f.waitingBundles.removeAll { $0.scope == bundle.scope }
            f.waitingBundles.append(bundle)
            return
        }
        f.bundlesSeen.removeAll { $0.scope == bundle.scope }
        f.bundlesSeen.append((bundle.scope, bundle.digest))
        f.stagingScope = bundle.scope
        f.link.stageInBackground(bundle.bytes, into: store)
    }

    /// A bundle the background has checked and unpacked (or refused): checked as a screen, then
    /// switched to and shown; or refused, the unpacked folder removed.
    func finishStaging(_ result: Result<StagedBundle, BundleRefusal>) {
        guard let f = config.fleet, let store = f.bundles else { return }
        let scope = f.stagingScope
        f.stagingScope = nil
        defer {
            if !f.waitingBundles.isEmpty {
                takeBundle(f.waitingBundles.removeFirst())
            }
        }
        let staged: StagedBundle
        switch result {
        case .failure(let refusal):
            if refusal.reason == .storage { forgetStagedBundle(f, scope) }
            return bundleEvent(f, "refused", version: nil, reason: refusal.description)
        case .success(let s): staged = s
        }
        if staged.version == f.bundleVersion {
            // The bundle shown, sent again (a retained one at start): nothing to do. The same
            // version with other content is a mistake the back office must hear of.
            let signature = store.current?.signature
            store.discard(staged)
            guard let signature, signature != staged.signature else { return }
            return bundleEvent(f, "refused", version: staged.version,
                               reason: "version \(staged.version) is shown already, with other content; give a changed bundle a new version (kiosk bundle make --version)")
        }
        let screen: Screen
        do {
            // As `kiosk check` checks it, and no picture from outside the bundle.
            _ = try BundleCheck.check(staged)
            screen = try Screen.load(path: staged.screenPath, initialValues: Dictionary(ControlState.snapshot(scene, ids: nil), uniquingKeysWith: { a, _ in a }))
        } catch {
            store.discard(staged)
            return bundleEvent(f, "refused", version: staged.version, reason: "its screen does not pass kiosk check: \(BundleProblem.firstLines(of: "\(error)"))")
        }
        if (screen.font?.family.lowercased() ?? "dejavu sans") != f.fontFamily {
            store.discard(staged)
            return bundleEvent(f, "refused", version: staged.version,
                               reason: "its screen's font \(screen.font?.family ?? "DejaVu Sans") is not the one this kiosk started with (\(f.fontFamily)); a new font needs a restart of the kiosk with that bundle")
        }
        if let code = f.language, screen.app.languages?.language(code) == nil {
            store.discard(staged)
            return bundleEvent(f, "refused", version: staged.version,
                               reason: "its screen has no language \(code), which this panel is started in (--language \(code)); add \(code) to its languages")
        }
        do {
            try store.commit(staged)
        } catch {
            store.discard(staged)
            forgetStagedBundle(f, scope)
            return bundleEvent(f, "refused", version: staged.version, reason: error.description)
        }
        switchScreen(to: screen)
        f.bundleVersion = staged.version
        f.appliedState = nil          // the new screen gets the desired state in full
        if !f.stateMessages.isEmpty { applyDesiredState(f) }
        bundleEvent(f, "switched", version: staged.version, reason: nil)
        publishStatus(f)
    }

    /// A bundle refused because the disk would not take it (full, a folder where a link should
    /// be) is not the bundle's fault: once the panel's disk is put right, the same bundle sent
    /// again is taken.
    private func forgetStagedBundle(_ f: FleetMembership, _ scope: FleetTopics.Source.Scope?) {
        f.bundlesSeen.removeAll { $0.scope == scope }
    }

    private func bundleEvent(_ f: FleetMembership, _ state: String, version: String?, reason: String?) {
        if let r = reason {
            Runner.say("bundle \(state): \(r)")
            f.lastError = "bundle \(state): \(r)"
        }
        f.link.publishEvent(Runner.bundleEventLine(state, version: version, reason: reason))
    }

    /// `{"event":"bundle","state":…,"version":…,"reason":…}`, version and reason when given.
    static func bundleEventLine(_ state: String, version: String?, reason: String?) -> String {
        var fields: [(String, JSONValue)] = [("event", .string("bundle")), ("state", .string(state))]
        if let v = version { fields.append(("version", .string(v))) }
        if let r = reason { fields.append(("reason", .string(r))) }
        return JSONValue.object(fields).serialized
    }
}

/// A screen file's problems in a line or three for an event.
enum BundleProblem {
    static func firstLines(of text: String) -> String {
        let lines = text.split(separator: "\n")
        return lines.prefix(3).joined(separator: "; ") + (lines.count > 3 ? "; … (\(lines.count) problems)" : "")
    }
}
