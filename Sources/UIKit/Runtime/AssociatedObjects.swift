import Foundation

/// Values attached to objects by key, as the Objective-C runtime's associated objects, which iOS
/// code uses to add stored properties in extensions. Keyed by the object's identity and holding it
/// weakly: once the object is gone, its values are released at a later use of the table (the
/// runtime released them in the object's dealloc, which Swift on Linux offers no hook into).
final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()

    private enum Held {
        case strong(Any)
        case weak(WeakObject)
    }

    private final class WeakObject {
        weak var object: AnyObject?

        init(_ object: AnyObject) {
            self.object = object
        }
    }

    private struct Entry {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Held] = [:]
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The entry count after the last sweep of gone owners: sweeping when it doubles keeps each use
    /// cheap on average.
    private var countAfterSweep = 0

    func value(of owner: AnyObject, for key: UnsafeRawPointer) -> Any? {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
            switch entry.values[key] {
            case .strong(let value): return value
            case .weak(let box): return box.object
            case nil: return nil
            }
        }
    }

    func set(_ value: Any?, of owner: AnyObject, for key: UnsafeRawPointer, policy: objc_AssociationPolicy) {
        lock.withLock {
            let id = ObjectIdentifier(owner)
            // An entry whose owner is gone belongs to an earlier object at the same address.
            var entry = entries[id].flatMap { $0.owner === owner ? $0 : nil } ?? Entry(owner: owner)
            if let value {
                let isObject = type(of: value) is AnyClass
                entry.values[key] = isObject && !policy.retains ? .weak(WeakObject(value as AnyObject)) : .strong(value)
            } else {
                entry.values[key] = nil
            }
            entries[id] = entry.values.isEmpty ? nil : entry
            sweepIfGrown()
        }
    }

    func removeAll(of owner: AnyObject) {
        lock.withLock {
            if entries[ObjectIdentifier(owner)]?.owner === owner { entries[ObjectIdentifier(owner)] = nil }
        }
    }

    /// The number of objects with values, gone ones swept first (for tests).
    var ownerCount: Int {
        lock.withLock {
            sweep()
            return entries.count
        }
    }

    private func sweepIfGrown() {
        if entries.count >= max(16, 2 * countAfterSweep) { sweep() }
    }

    private func sweep() {
        entries = entries.filter { $0.value.owner != nil }
        countAfterSweep = entries.count
    }
}

/// The value attached to `object` under `key` (the address of a static variable, `&Keys.badge`), or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.shared.value(of: object as AnyObject, for: key)
}

/// Attaches `value` to `object` (a class instance) under `key`, held as `policy` says; nil removes it.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedObjects.shared.set(value, of: object as AnyObject, for: key, policy: policy)
}

/// Removes every value attached to `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.shared.removeAll(of: object as AnyObject)
}
