/// A value kept behind a shared reference and copied only when changed while shared (copy on
/// write): a struct holding it copies a pointer, however large the value. `LayerProperties` keeps
/// the properties few layers set this way, because it is copied for every layer of every frame.
@propertyWrapper
package struct OutOfLine<Value: Equatable & Sendable>: Equatable, @unchecked Sendable {
    // Unchecked: the box is mutated only while this wrapper holds the sole reference to it.
    private final class Box {
        // Unchecked: it is read as a whole copy and written as a whole, never lent out, so accesses
        // cannot overlap; the run-time checks would cost every read of a style property.
        @exclusivity(unchecked) var value: Value
        init(_ value: Value) { self.value = value }
    }
    private var box: Box

    package init(wrappedValue: Value) { box = Box(wrappedValue) }

    package var wrappedValue: Value {
        get { box.value }
        set {
            if isKnownUniquelyReferenced(&box) { box.value = newValue } else { box = Box(newValue) }
        }
    }

    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box || lhs.box.value == rhs.box.value }
}
