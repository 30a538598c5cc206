extension String {
    /// The text without leading and trailing spaces and tabs (Unicode space separators), as
    /// `trimmingCharacters(in: .whitespaces)`.
    package var trimmingSpaces: String { trimming { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator } }

    /// The text without leading and trailing white space and line breaks, as
    /// `trimmingCharacters(in: .whitespacesAndNewlines)`.
    package var trimmingSpacesAndNewlines: String {
        trimming {
            switch $0.value {
            case 0x09...0x0D, 0x85: return true
            default:
                switch $0.properties.generalCategory {
                case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
                default: return false
                }
            }
        }
    }

    private func trimming(_ drop: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !drop($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !drop($0) })!
        return String(scalars[first...last])
    }
}
