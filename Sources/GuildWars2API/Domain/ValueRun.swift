// ValueRun: the objects read from one bulk answer, in storage that hands them on by moving them, never copying.
import Foundation

/// The objects read from one answer of a bulk fetch, in order, in storage of its own.
///
/// An `Array` can only copy its elements out, and copying a model retains every string and array it holds; a run
/// moves them into the pull's result (``move(into:at:)``) and keeps their ids beside them. It is filled by one task
/// and then handed, whole, to the one that assembles the pull, so no two tasks ever use it at once.
final class ValueRun<Value: Sendable & Identifiable>: @unchecked Sendable {
    /// Invariant: the first `count` of the `capacity` slots at `base` are initialized.
    private var base: UnsafeMutablePointer<Value>
    private var capacity: Int
    /// How many objects the run holds.
    private(set) var count = 0
    /// The objects' ids, in order, read as each object arrives: reading one from the storage would copy the object.
    private var ids: [Value.ID] = []

    /// An empty run with room for `capacity` objects before it grows.
    init(capacity: Int = 0) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
        ids.reserveCapacity(capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Adds `value` at the end.
    func append(_ value: consuming Value) {
        if count == capacity {
            let larger = UnsafeMutablePointer<Value>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = larger
            capacity *= 2
        }
        ids.append(value.id)
        (base + count).initialize(to: value)
        count += 1
    }

    /// Whether the objects' ids are `ids`, in that order.
    func hasIDs(_ ids: [Value.ID]) -> Bool { self.ids == ids }

    /// Copies of the objects, in order.
    var values: [Value] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Moves every object into `buffer`, from `offset` on, leaving the run empty.
    ///
    /// - Returns: How many objects were moved.
    func move(into buffer: UnsafeMutableBufferPointer<Value>, at offset: Int) -> Int {
        let moved = count
        guard moved > 0 else { return 0 }
        precondition(offset >= 0 && moved <= buffer.count - offset, "a run moved past the end of its destination")
        (buffer.baseAddress! + offset).moveInitialize(from: base, count: moved)
        count = 0
        ids = []
        return moved
    }
}
