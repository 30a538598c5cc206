/// A file's `power` block: its rules, each wrong field reported with its line and left out.
extension ScreenDecoder {
    /// The power rules of the file; nil without a `power` block. The attract screen is checked
    /// against the file's `screens` (`names`).
    func power(_ top: ScreenObject, names: [String]) -> PowerSettings? {
        guard let n = top[ScreenFields.power] else { return nil }
        let F = ScreenFields.Power.self
        guard let o = ScreenObject(n, what: "the power block", field: ScreenFields.power.name, decoder: self,
                                   example: "{attract: {after: 120, screen: attract}, sleep: {after: 900}}") else { return nil }
        o.check(allowed: F.all)
        var s = PowerSettings()
        if let a = o[F.attract], let ao = ScreenObject(a, what: "power's attract", field: F.attract.name, decoder: self,
                                                        example: "{after: 120, screen: attract}") {
            ao.check(allowed: F.Attract.all)
            if let after = ao.read(F.Attract.after), let screen = ao.read(F.Attract.screen) {
                if names.contains(screen) {
                    s.attract = .init(after: after, screen: screen)
                } else {
                    report(ao.line(of: F.Attract.screen), F.Attract.screen.name,
                           "\"\(ScreenLimits.shortened(screen))\" is not a screen of this file; screens: \(names.joined(separator: ", ")) (add it under `screens`, or name one of these)")
                }
            }
        }
        if let sl = o[F.sleep], let so = ScreenObject(sl, what: "power's sleep", field: F.sleep.name, decoder: self, example: "{after: 900}") {
            so.check(allowed: F.Sleep.all)
            s.sleepAfter = so.read(F.Sleep.after)
        }
        if let text = o.read(F.hours) {
            do { s.hours = try OpeningHours.parse(text) } catch {
                report(o.line(of: F.hours), F.hours.name, "\(error); e.g. \"\(OpeningHours.example)\" (docs/power.md, \"Hours\")")
            }
        }
        if let b = o[F.brightness], let bo = ScreenObject(b, what: "power's brightness", field: F.brightness.name, decoder: self,
                                                           example: "{day: 100, night: 30}") {
            bo.check(allowed: F.Brightness.all)
            s.dayBrightness = bo.read(F.Brightness.day)
            s.nightBrightness = bo.read(F.Brightness.night) ?? s.dayBrightness
        }
        return s
    }
}

extension PowerSettings {
    /// A `power` command's block, read by the screen file's decoder (the same fields, ranges and
    /// messages), the attract screen checked against `screens`. Throws `ScriptError` with every
    /// problem, each naming its field and the fix.
    @MainActor
    static func decode(_ block: JSONValue, screens: [String]) throws -> PowerSettings {
        let text = JSONValue.object([(ScreenFields.power.name, block)]).serialized
        let d = ScreenDecoder(file: "power", initialValues: [:], translations: .none(beside: "power"))
        let node: ScreenNode
        do { node = try ScreenSource.parse(text, file: "power") } catch { throw ScriptError.message("\(error)") }
        guard let top = ScreenObject(node, what: "a power command", field: "power", decoder: d, example: "{\"sleep\":{\"after\":300}}"),
              let settings = d.power(top, names: screens), d.issues.isEmpty else {
            throw ScriptError.message(d.issues.map { "\($0.field): \($0.message)" }.joined(separator: "; "))
        }
        return settings
    }
}
