import Testing
@testable import UIKit

/// Keys as iOS code makes them: the addresses of static variables.
private enum Keys {
    nonisolated(unsafe) static var badge: UInt8 = 0
    nonisolated(unsafe) static var owner: UInt8 = 0
}

private final class Token {}

@Suite(.startsClean) struct AssociatedObjectsTests {
    @Test func valueIsKeptPerObjectAndKey() {
        let first = Token(), second = Token()
        objc_setAssociatedObject(first, &Keys.badge, "3", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(first, &Keys.owner, 7, .OBJC_ASSOCIATION_COPY)
        #expect(objc_getAssociatedObject(first, &Keys.badge) as? String == "3")
        #expect(objc_getAssociatedObject(first, &Keys.owner) as? Int == 7)
        #expect(objc_getAssociatedObject(second, &Keys.badge) == nil)
        objc_setAssociatedObject(first, &Keys.badge, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(first, &Keys.badge) == nil)
        objc_removeAssociatedObjects(first)
        #expect(objc_getAssociatedObject(first, &Keys.owner) == nil)
    }

    @Test func retainedValueLivesAsLongAsItsObject() {
        weak var value: Token?
        var owner: Token? = Token()
        do {
            let token = Token()
            value = token
            objc_setAssociatedObject(owner!, &Keys.badge, token, .OBJC_ASSOCIATION_RETAIN)
        }
        #expect(value != nil)
        owner = nil
        _ = AssociatedObjects.shared.ownerCount
        #expect(value == nil)
    }

    @Test func assignedObjectIsNotRetained() {
        let owner = Token()
        weak var value: Token?
        do {
            let token = Token()
            value = token
            objc_setAssociatedObject(owner, &Keys.owner, token, .OBJC_ASSOCIATION_ASSIGN)
            #expect(objc_getAssociatedObject(owner, &Keys.owner) as? Token === token)
        }
        #expect(value == nil)
        #expect(objc_getAssociatedObject(owner, &Keys.owner) == nil)
    }
}
