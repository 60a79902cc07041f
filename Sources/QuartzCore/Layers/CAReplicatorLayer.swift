import CoreGraphics
import Foundation

/// A layer that draws its sublayers several times: each instance through the instance transform
/// once more than the last (about the centre of the bounds), in a colour shifted by the offsets,
/// with its sublayers' animations delayed a further `instanceDelay`. The compositor repeats the
/// sublayers' quads; nothing is redrawn per instance.
open class CAReplicatorLayer: CALayer {
    /// The most instances drawn; larger counts are clamped, with a diagnostic.
    public static let maximumInstanceCount = 10_000

    /// How many copies of the sublayers are drawn (1 by default: the sublayers as they are).
    open var instanceCount: Int = 1 {
        didSet {
            if instanceCount < 0 || instanceCount > CAReplicatorLayer.maximumInstanceCount {
                Diagnostics.report("CAReplicatorLayer.instanceCount \(instanceCount) is outside 0…\(CAReplicatorLayer.maximumInstanceCount); clamped")
                instanceCount = min(max(instanceCount, 0), CAReplicatorLayer.maximumInstanceCount)
            }
            replicationChanged()
        }
    }
    /// Whether the sublayers keep their depth (as in a transform layer) rather than being flattened.
    open var preservesDepth = false { didSet { replicationChanged() } }
    /// Seconds by which each instance's sublayer animations trail the previous instance's.
    open var instanceDelay: CFTimeInterval = 0 { didSet { replicationChanged() } }
    /// The transform taking each instance to the next, about the centre of the bounds.
    open var instanceTransform = CATransform3DIdentity { didSet { replicationChanged() } }
    /// The colour multiplying the first instance's colours (opaque white, no change, by default).
    open var instanceColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1) { didSet { replicationChanged() } }
    /// Added to the red component of the colour for each further instance.
    open var instanceRedOffset: Float = 0 { didSet { replicationChanged() } }
    /// Added to the green component of the colour for each further instance.
    open var instanceGreenOffset: Float = 0 { didSet { replicationChanged() } }
    /// Added to the blue component of the colour for each further instance.
    open var instanceBlueOffset: Float = 0 { didSet { replicationChanged() } }
    /// Added to the alpha of the colour for each further instance.
    open var instanceAlphaOffset: Float = 0 { didSet { replicationChanged() } }

    /// A replicator shows one instance; a copy takes `source`'s replicator properties.
    package override func setUp(copying source: CALayer?) {
        super.setUp(copying: source)
        replicationChanged()
        guard let other = source as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        preservesDepth = other.preservesDepth
        instanceDelay = other.instanceDelay
        instanceTransform = other.instanceTransform
        instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset
        instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset
        instanceAlphaOffset = other.instanceAlphaOffset
    }

    private func replicationChanged() {
        var replication = Replication()
        replication.count = instanceCount
        replication.transform = instanceTransform
        replication.delay = instanceDelay.isFinite ? instanceDelay : 0
        replication.color = instanceColor?.rgba ?? CGColorRGBA(red: 1, green: 1, blue: 1, alpha: 1)
        replication.colorOffset = CGColorRGBA(red: Double(instanceRedOffset), green: Double(instanceGreenOffset),
                                              blue: Double(instanceBlueOffset), alpha: Double(instanceAlphaOffset))
        replication.preservesDepth = preservesDepth
        update { $0.effect = .replicator(replication) }
    }
}
