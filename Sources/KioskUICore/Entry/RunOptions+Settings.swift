extension RunOptions {
    /// Takes a recording's settings (its first line, `RunSettings`) where the command line left
    /// the option as it is by default: an explicit `--size`, `--font-scale`, `--split`,
    /// `--language` or `--clock` wins over the recording.
    mutating func take(_ s: RunSettings) {
        if let size = s.size, !sizeGiven {
            width = Int(size.width)
            height = Int(size.height)
        }
        if let f = s.fontScale, fontScale == 1 { fontScale = f }
        if let f = s.split, split == 1 { split = f }
        if let l = s.language, language == nil { language = l }
        if let c = s.clock, clock == nil { clock = c }
    }
}
