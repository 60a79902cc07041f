/// Growable storage for a frame's vertex floats. The frame builder writes tens of thousands of them
/// a frame; an array would check uniqueness and capacity on every append, this checks capacity once
/// a vertex. Kept between frames, owned by one batch on the rendering thread.
package final class VertexStore {
    private var storage: UnsafeMutablePointer<Float>
    private var capacity: Int
    /// Floats written. Unchecked: no access to it overlaps another (each is a read or a store), but
    /// the checks Swift would make at run time cost more than writing the float itself.
    @exclusivity(unchecked) package private(set) var count = 0

    package init(capacity: Int = 4096) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    /// Appends `more` floats, which `write` stores through the pointer it is given to where the first
    /// of them goes (and no further). One capacity check and one count update for a whole vertex,
    /// the floats stored side by side: 0.58 M instructions a frame fewer at 5,000 animated layers
    /// than a check and an update for each float.
    @inline(__always)
    package func append(_ more: Int, _ write: (UnsafeMutablePointer<Float>) -> Void) {
        if count + more > capacity { grow(to: count + more) }
        write(storage + count)
        count += more
    }

    package subscript(index: Int) -> Float {
        precondition(index >= 0 && index < count, "vertex float \(index) of \(count)")
        return storage[index]
    }

    /// Multiplies four consecutive floats at `offset` in each vertex of `stride` floats from float
    /// `start` to `end` by `factor` (a colour).
    package func multiply(from start: Int, to end: Int, stride: Int, offset: Int, by factor: (Float, Float, Float, Float)) {
        precondition(start >= 0 && end <= count, "vertex floats \(start)..<\(end) of \(count)")
        for base in Swift.stride(from: start + offset, to: end, by: stride) {
            storage[base] *= factor.0; storage[base + 1] *= factor.1
            storage[base + 2] *= factor.2; storage[base + 3] *= factor.3
        }
    }

    /// Forgets the floats, keeping the memory.
    package func removeAll() { count = 0 }

    /// The floats written, as bytes (for uploading).
    package func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        body(UnsafeRawBufferPointer(start: storage, count: count * MemoryLayout<Float>.stride))
    }

    private func grow(to needed: Int) {
        let grown = UnsafeMutablePointer<Float>.allocate(capacity: max(needed, capacity * 2))
        grown.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = grown
        capacity = max(needed, capacity * 2)
    }
}
