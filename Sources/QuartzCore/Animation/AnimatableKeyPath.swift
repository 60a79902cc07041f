import CoreGraphics

/// A layer property an animation can drive, named as Core Animation names it: a whole property
/// ("position", "transform", "shadowColor"…) or one of its parts ("position.x", "bounds.size.width",
/// "transform.rotation.z", "transform.scale"…), with how to read and write it in `LayerProperties`.
package struct AnimatableKeyPath: Hashable, Sendable, CustomStringConvertible {
    /// The animatable layer properties.
    package enum Property: String, CaseIterable, Sendable {
        case opacity, position, bounds, transform, sublayerTransform, backgroundColor, zPosition, anchorPoint
        case anchorPointZ, cornerRadius, borderWidth, borderColor, shadowOpacity, shadowRadius, shadowOffset
        case shadowColor, contentsRect, contentsCenter

        package var kind: AnimationValue.Kind {
            switch self {
            case .opacity, .zPosition, .anchorPointZ, .cornerRadius, .borderWidth, .shadowOpacity, .shadowRadius: return .scalar
            case .position, .anchorPoint: return .point
            case .shadowOffset: return .size
            case .bounds, .contentsRect, .contentsCenter: return .rect
            case .transform, .sublayerTransform: return .transform
            case .backgroundColor, .borderColor, .shadowColor: return .color
            }
        }
    }

    /// Which part of the property.
    package enum Component: Hashable, Sendable {
        case whole
        case x, y, width, height
        case origin, size, originX, originY, sizeWidth, sizeHeight
        /// Rotation about an axis (0: x, 1: y, 2: z), in radians.
        case rotation(Int)
        /// Scale along an axis; nil: all three (reads as their average).
        case scale(Int?)
        /// Translation along an axis; nil: x and y, as a size.
        case translation(Int?)

        /// The kind of value the part holds (a property's own kind for `.whole`).
        fileprivate func kind(of property: Property) -> AnimationValue.Kind {
            switch self {
            case .whole: return property.kind
            case .origin: return .point
            case .size, .translation(nil): return .size
            default: return .scalar
            }
        }
    }

    package let property: Property
    package let component: Component
    /// The key path as written, e.g. "transform.rotation.z".
    package let rawValue: String

    /// The key path named `path`, or nil when no animatable property has that name.
    package init?(rawValue path: String) {
        guard let known = AnimatableKeyPath.all[path] else { return nil }
        self = known
    }

    private init(_ property: Property, _ component: Component, _ suffix: String) {
        self.property = property
        self.component = component
        rawValue = property.rawValue + suffix
    }

    package var description: String { rawValue }

    /// The kind of value animations of this key path interpolate.
    package var kind: AnimationValue.Kind { component.kind(of: property) }

    /// Whether it names a whole property, whose changes run actions.
    package var isWholeProperty: Bool { component == .whole }

    /// The whole properties, whose changes run actions (sub-paths such as `position.x` do not).
    package static let actionKeys: [AnimatableKeyPath] = Property.allCases.map { AnimatableKeyPath($0, .whole, "") }

    /// Every key path, by name.
    private static let all: [String: AnimatableKeyPath] = {
        var paths: [String: AnimatableKeyPath] = [:]
        func add(_ property: Property, _ component: Component, _ suffix: String) {
            let path = AnimatableKeyPath(property, component, suffix)
            paths[path.rawValue] = path
        }
        for property in Property.allCases {
            add(property, .whole, "")
            switch property.kind {
            case .point:
                add(property, .x, ".x"); add(property, .y, ".y")
            case .size:
                add(property, .width, ".width"); add(property, .height, ".height")
            case .rect:
                add(property, .origin, ".origin"); add(property, .size, ".size")
                add(property, .originX, ".origin.x"); add(property, .originY, ".origin.y")
                add(property, .sizeWidth, ".size.width"); add(property, .sizeHeight, ".size.height")
            case .transform:
                add(property, .rotation(2), ".rotation")
                add(property, .scale(nil), ".scale"); add(property, .translation(nil), ".translation")
                for (axis, name) in ["x", "y", "z"].enumerated() {
                    add(property, .rotation(axis), ".rotation.\(name)")
                    add(property, .scale(axis), ".scale.\(name)")
                    add(property, .translation(axis), ".translation.\(name)")
                }
            default:
                break
            }
        }
        return paths
    }()

    /// The value at this key path in `p`.
    package func value(in p: LayerProperties) -> AnimationValue {
        // A part of a transform is read from the transform itself, not through a boxed whole value.
        switch (property, component) {
        case (_, .whole): return property.value(in: p)
        case (.transform, _): return p.transform.component(component)
        case (.sublayerTransform, _): return p.sublayerTransform.component(component)
        default: return property.value(in: p).component(component)
        }
    }

    /// Writes `value` at this key path into `p` (a value of the wrong kind is ignored).
    package func set(_ value: AnimationValue, in p: inout LayerProperties) {
        AnimatableKeyPath.set(value, at: property, component, in: &p)
    }

    /// Writes `value` at the part `component` of `property` into `p`: `set(_:in:)` for a key path
    /// known by its parts (which, unlike the key path's name, hold no reference to retain).
    static func set(_ value: AnimationValue, at property: Property, _ component: Component, in p: inout LayerProperties) {
        switch (property, component) {
        case (_, .whole):
            property.set(value, in: &p)
        case (.transform, _):
            p.transform.replace(component, with: value)
        case (.sublayerTransform, _):
            p.sublayerTransform.replace(component, with: value)
        default:
            if let whole = property.value(in: p).replacing(component, with: value) { property.set(whole, in: &p) }
        }
    }
}

extension AnimatableKeyPath.Property {
    /// The property's value in `p` (a missing colour reads as transparent black).
    package func value(in p: LayerProperties) -> AnimationValue {
        let clear = CGColorRGBA(red: 0, green: 0, blue: 0, alpha: 0)
        switch self {
        case .opacity: return .scalar(Double(p.opacity))
        case .zPosition: return .scalar(Double(p.zPosition))
        case .anchorPointZ: return .scalar(Double(p.anchorPointZ))
        case .cornerRadius: return .scalar(Double(p.cornerRadius))
        case .borderWidth: return .scalar(Double(p.borderWidth))
        case .shadowOpacity: return .scalar(Double(p.shadowOpacity))
        case .shadowRadius: return .scalar(Double(p.shadowRadius))
        case .position: return .point(p.position)
        case .anchorPoint: return .point(p.anchorPoint)
        case .shadowOffset: return .size(p.shadowOffset)
        case .bounds: return .rect(p.bounds)
        case .contentsRect: return .rect(p.contentsRect)
        case .contentsCenter: return .rect(p.contentsCenter)
        case .transform: return .transform(p.transform)
        case .sublayerTransform: return .transform(p.sublayerTransform)
        case .backgroundColor: return .color(p.backgroundColor ?? clear)
        case .borderColor: return .color(p.borderColor ?? clear)
        case .shadowColor: return .color(p.shadowColor ?? clear)
        }
    }

    /// Whether the property's value differs between `a` and `b`, as `value(in:)` reads it (a missing
    /// colour is transparent black). Every property change asks this of every animatable property, so
    /// it compares the fields in place: reading a transform as an `AnimationValue` allocates.
    package func differs(between a: LayerProperties, and b: LayerProperties) -> Bool {
        let clear = CGColorRGBA(red: 0, green: 0, blue: 0, alpha: 0)
        switch self {
        case .opacity: return a.opacity != b.opacity
        case .zPosition: return a.zPosition != b.zPosition
        case .anchorPointZ: return a.anchorPointZ != b.anchorPointZ
        case .cornerRadius: return a.cornerRadius != b.cornerRadius
        case .borderWidth: return a.borderWidth != b.borderWidth
        case .shadowOpacity: return a.shadowOpacity != b.shadowOpacity
        case .shadowRadius: return a.shadowRadius != b.shadowRadius
        case .position: return a.position != b.position
        case .anchorPoint: return a.anchorPoint != b.anchorPoint
        case .shadowOffset: return a.shadowOffset != b.shadowOffset
        case .bounds: return a.bounds != b.bounds
        case .contentsRect: return a.contentsRect != b.contentsRect
        case .contentsCenter: return a.contentsCenter != b.contentsCenter
        case .transform: return a.transform != b.transform
        case .sublayerTransform: return a.sublayerTransform != b.sublayerTransform
        case .backgroundColor: return (a.backgroundColor ?? clear) != (b.backgroundColor ?? clear)
        case .borderColor: return (a.borderColor ?? clear) != (b.borderColor ?? clear)
        case .shadowColor: return (a.shadowColor ?? clear) != (b.shadowColor ?? clear)
        }
    }

    /// Writes `value` into `p` as it is: stacked additive animations and springs may pass outside
    /// the property's range on the way (`keepInRange(in:)` ends the evaluation).
    package func set(_ value: AnimationValue, in p: inout LayerProperties) {
        switch (self, value) {
        case (.opacity, .scalar(let v)): p.opacity = Float(v)
        case (.zPosition, .scalar(let v)): p.zPosition = CGFloat(v)
        case (.anchorPointZ, .scalar(let v)): p.anchorPointZ = CGFloat(v)
        case (.cornerRadius, .scalar(let v)): p.cornerRadius = CGFloat(v)
        case (.borderWidth, .scalar(let v)): p.borderWidth = CGFloat(v)
        case (.shadowOpacity, .scalar(let v)): p.shadowOpacity = Float(v)
        case (.shadowRadius, .scalar(let v)): p.shadowRadius = CGFloat(v)
        case (.position, .point(let v)): p.position = v
        case (.anchorPoint, .point(let v)): p.anchorPoint = v
        case (.shadowOffset, .size(let v)): p.shadowOffset = v
        case (.bounds, .rect(let v)): p.bounds = v
        case (.contentsRect, .rect(let v)): p.contentsRect = v
        case (.contentsCenter, .rect(let v)): p.contentsCenter = v
        case (.transform, .transform(let v)): p.transform = v
        case (.sublayerTransform, .transform(let v)): p.sublayerTransform = v
        case (.backgroundColor, .color(let v)): p.backgroundColor = v
        case (.borderColor, .color(let v)): p.borderColor = v
        case (.shadowColor, .color(let v)): p.shadowColor = v
        default: break
        }
    }
}

extension AnimatableKeyPath {
    /// The key paths UIKit's view animations drive.
    package static let opacity = AnimatableKeyPath(rawValue: "opacity")!
    package static let position = AnimatableKeyPath(rawValue: "position")!
    package static let bounds = AnimatableKeyPath(rawValue: "bounds")!
    package static let boundsOrigin = AnimatableKeyPath(rawValue: "bounds.origin")!
    package static let boundsSize = AnimatableKeyPath(rawValue: "bounds.size")!
    package static let transform = AnimatableKeyPath(rawValue: "transform")!
    package static let backgroundColor = AnimatableKeyPath(rawValue: "backgroundColor")!
}

extension AnimatableKeyPath.Property {
    /// Sets the property in `p` back to its value in `model`, before animations are applied again.
    /// The model is read through a pointer: a value parameter beside `inout p` is copied whole. Field
    /// by field rather than `set(value(in:))`, which would box a transform on every frame.
    package func reset(_ p: inout LayerProperties, to model: UnsafePointer<LayerProperties>) {
        switch self {
        case .opacity: p.opacity = model.pointee.opacity
        case .position: p.position = model.pointee.position
        case .bounds: p.bounds = model.pointee.bounds
        case .transform: p.transform = model.pointee.transform
        case .sublayerTransform: p.sublayerTransform = model.pointee.sublayerTransform
        case .backgroundColor: p.backgroundColor = model.pointee.backgroundColor
        case .zPosition: p.zPosition = model.pointee.zPosition
        case .anchorPoint: p.anchorPoint = model.pointee.anchorPoint
        case .anchorPointZ: p.anchorPointZ = model.pointee.anchorPointZ
        case .cornerRadius: p.cornerRadius = model.pointee.cornerRadius
        case .borderWidth: p.borderWidth = model.pointee.borderWidth
        case .borderColor: p.borderColor = model.pointee.borderColor
        case .shadowOpacity: p.shadowOpacity = model.pointee.shadowOpacity
        case .shadowRadius: p.shadowRadius = model.pointee.shadowRadius
        case .shadowOffset: p.shadowOffset = model.pointee.shadowOffset
        case .shadowColor: p.shadowColor = model.pointee.shadowColor
        case .contentsRect: p.contentsRect = model.pointee.contentsRect
        case .contentsCenter: p.contentsCenter = model.pointee.contentsCenter
        }
    }

    /// Whether the property's value in `p` has no NaN or infinite component (field by field, as `reset` is).
    /// Inlined into `keepInRange`, which would otherwise copy the whole of `p` for it on every evaluation.
    @inline(__always)
    private func isFinite(in p: borrowing LayerProperties) -> Bool {
        switch self {
        case .opacity: p.opacity.isFinite
        case .position: p.position.isFiniteGeometry
        case .bounds: p.bounds.isFiniteGeometry
        case .transform: p.transform.isFiniteGeometry
        case .sublayerTransform: p.sublayerTransform.isFiniteGeometry
        case .zPosition: p.zPosition.isFinite
        case .anchorPoint: p.anchorPoint.isFiniteGeometry
        case .anchorPointZ: p.anchorPointZ.isFinite
        case .cornerRadius: p.cornerRadius.isFinite
        case .borderWidth: p.borderWidth.isFinite
        case .shadowOpacity: p.shadowOpacity.isFinite
        case .shadowRadius: p.shadowRadius.isFinite
        case .shadowOffset: p.shadowOffset.isFiniteGeometry
        case .contentsRect: p.contentsRect.isFiniteGeometry
        case .contentsCenter: p.contentsCenter.isFiniteGeometry
        // Colours were brought into 0…1 above (NaN included).
        case .backgroundColor, .borderColor, .shadowColor: true
        }
    }

    /// Brings the property's animated value in `p` back into its range, once every animation has
    /// added its part: opacities and colours to 0…1, radii and widths to 0 or more. A value that
    /// overflowed to infinity (or NaN) on the way shows the model's instead: the render tree never
    /// receives a non-finite number.
    package func keepInRange(in p: inout LayerProperties, model: UnsafePointer<LayerProperties>) {
        func unit(_ v: Float) -> Float { Swift.max(0, Swift.min(1, v)) }
        func unit(_ c: CGColorRGBA?) -> CGColorRGBA? {
            c.map { CGColorRGBA(red: Swift.max(0, Swift.min(1, $0.red)), green: Swift.max(0, Swift.min(1, $0.green)),
                                blue: Swift.max(0, Swift.min(1, $0.blue)), alpha: Swift.max(0, Swift.min(1, $0.alpha))) }
        }
        switch self {
        case .opacity: p.opacity = unit(p.opacity)
        case .shadowOpacity: p.shadowOpacity = unit(p.shadowOpacity)
        case .cornerRadius: p.cornerRadius = Swift.max(0, p.cornerRadius)
        case .borderWidth: p.borderWidth = Swift.max(0, p.borderWidth)
        case .shadowRadius: p.shadowRadius = Swift.max(0, p.shadowRadius)
        case .backgroundColor: p.backgroundColor = unit(p.backgroundColor)
        case .borderColor: p.borderColor = unit(p.borderColor)
        case .shadowColor: p.shadowColor = unit(p.shadowColor)
        default: break
        }
        if !isFinite(in: p) { reset(&p, to: model) }
    }
}
