/// How a JSON path is shown in a message a person reads.
public enum JSONPathText {
    /// The path itself when short; otherwise its start and end around an ellipsis that says how much was left
    /// out, so an error 512 levels deep or under a megabyte-long key still fits on a line.
    public static func abbreviated(_ path: String, limit: Int = 120) -> String {
        guard path.count > limit else { return path }
        let keep = max(limit / 2 - 10, 1)
        let omitted = path.count - 2 * keep
        return "\(path.prefix(keep))…(\(omitted) characters)…\(path.suffix(keep))"
    }
}
