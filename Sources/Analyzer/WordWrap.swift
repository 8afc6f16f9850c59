/// Text broken into lines at spaces, for `--help` and for comments Cleave's tools write.
public enum WordWrap {
    /// The words of `text` in lines of at most `width` characters (a longer word keeps a line to
    /// itself); one empty line for a text without words.
    public static func lines(of text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + [line]
    }
}
