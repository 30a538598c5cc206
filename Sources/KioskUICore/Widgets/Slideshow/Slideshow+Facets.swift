/// What a slideshow is to the `layout` query and to speech.
extension Slideshow: QueryableWidget, AccessibleWidget {
    /// The picture showing (during a fade, the one coming, and its alpha), whether its clock runs,
    /// and how many pictures there are.
    var layoutState: [(String, JSONValue)] {
        let f = frameNow
        var out: [(String, JSONValue)] = [("picture", .number(Double(f.to))), ("file", .string(pictures[f.to].written)),
                                          ("pictures", .number(Double(pictures.count)))]
        if f.isFading { out.append(("fade", .number((f.alpha * 1000).rounded() / 1000))) }
        out.append(("running", .bool(shown.isRunning)))
        if isDecorative { out.append(("decorative", true)) }
        return out
    }

    var accessibilityRole: AccessibilityRole { isDecorative ? .none : .slideshow }
    /// Nothing: which picture shows is not a value to announce as it changes.
    var spokenValue: SpokenValue? { nil }
}
