extension StringProtocol where SubSequence == Substring {
    /// The text broken at spaces into lines of at most `columns` characters, every line but an empty
    /// one indented by `indent` (which counts in `columns`); a word longer than a line stands alone;
    /// line breaks in the text stay. The help's columns are laid out with it.
    func wrapped(to columns: Int, indent: Int = 0) -> String {
        let width = Swift.max(columns - indent, 1)
        var lines: [Substring] = []
        var start = startIndex
        while true {
            let chunk = self[start...].prefix(width)
            if let newline = chunk.lastIndex(of: "\n") {
                lines.append(contentsOf: self[start..<newline].split(separator: "\n", omittingEmptySubsequences: false))
                start = index(after: newline)
            } else if chunk.endIndex == endIndex {
                lines.append(self[start...])
                break
            } else if let space = chunk.lastIndex(of: " ") {
                lines.append(self[start..<space])
                start = index(after: space)
            } else if let space = self[start...].firstIndex(of: " ") {
                lines.append(self[start..<space])
                start = index(after: space)
            } else {
                lines.append(self[start...])
                break
            }
        }
        let margin = String(repeating: " ", count: indent)
        return lines.map { $0.isEmpty ? "" : margin + $0 }.joined(separator: "\n")
    }
}
