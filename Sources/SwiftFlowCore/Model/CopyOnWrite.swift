/// A value stored out of line and copied only when written while shared.
///
/// `Node` and `Edge` keep their rarely changed properties in one of these, so copying a 100,000-element
/// array (which every `applyNodeChanges` does) moves a pointer per element instead of hundreds of bytes.
@usableFromInline
struct CopyOnWrite<Value: Hashable & Sendable>: Hashable, @unchecked Sendable {
    @usableFromInline
    final class Box {
        @usableFromInline var value: Value
        @usableFromInline init(_ value: Value) { self.value = value }
    }

    @usableFromInline var box: Box

    @inlinable @inline(__always)
    init(_ value: Value) {
        box = Box(value)
    }

    /// Shares `box` (used for the common all-defaults value).
    @inlinable @inline(__always)
    init(sharing box: Box) {
        self.box = box
    }

    @inlinable @inline(__always)
    var value: Value {
        get { box.value }
        set {
            if isKnownUniquelyReferenced(&box) {
                box.value = newValue
            } else {
                box = Box(newValue)
            }
        }
    }

    @usableFromInline
    static func == (lhs: CopyOnWrite, rhs: CopyOnWrite) -> Bool {
        lhs.box === rhs.box || lhs.box.value == rhs.box.value
    }

    @usableFromInline
    func hash(into hasher: inout Hasher) {
        hasher.combine(box.value)
    }
}
