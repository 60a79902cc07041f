/// How `objc_setAssociatedObject(_:_:_:_:)` holds a value, with the Objective-C runtime's names so
/// iOS code compiles unchanged. Without that runtime nothing is copied: the copying policies retain.
public struct objc_AssociationPolicy: Sendable, Equatable {
    /// Whether the value is held strongly; `OBJC_ASSOCIATION_ASSIGN` holds an object weakly (the
    /// runtime's unretained reference, made safe) and any other value as it is.
    let retains: Bool

    public static let OBJC_ASSOCIATION_ASSIGN = objc_AssociationPolicy(retains: false)
    public static let OBJC_ASSOCIATION_RETAIN_NONATOMIC = objc_AssociationPolicy(retains: true)
    public static let OBJC_ASSOCIATION_COPY_NONATOMIC = objc_AssociationPolicy(retains: true)
    public static let OBJC_ASSOCIATION_RETAIN = objc_AssociationPolicy(retains: true)
    public static let OBJC_ASSOCIATION_COPY = objc_AssociationPolicy(retains: true)
}
