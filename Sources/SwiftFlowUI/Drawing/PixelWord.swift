/// Arithmetic on one premultiplied ARGB32 word (Cairo's pixel), shared by the code that writes pixels directly:
/// the canvas's thin-edge raster and Cairo's kept label coverage.
public enum PixelWord {
    /// Each of a word's four 8-bit channels times `m` / 255, two channels per multiply, rounded as pixman's
    /// `MUL_UN8`.
    @inlinable @inline(__always)
    public static func mulChannels(_ x: UInt32, _ m: UInt32) -> UInt32 {
        var rb = (x & 0xff00ff) &* m &+ 0x800080
        rb = ((rb &+ ((rb >> 8) & 0xff00ff)) >> 8) & 0xff00ff
        var ag = ((x >> 8) & 0xff00ff) &* m &+ 0x800080
        ag = (ag &+ ((ag >> 8) & 0xff00ff)) & 0xff00ff00
        return rb | ag
    }
}
