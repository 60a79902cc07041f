import Foundation

/// How far content dragged past an edge shows (Scrolling rule 10): a finger `x` points past
/// the edge shows b = (1 − 1/(x·c/d + 1))·d, c = 0.55, d the bounds size on that axis — slope 0.55
/// at the edge, and never a whole bounds.
enum RubberBand {
    /// UIKit's coefficient *(observed)*.
    static let coefficient = 0.55

    /// The distance shown for a finger `overshoot` points past the edge (either sign) of a view
    /// `dimension` points long on that axis.
    static func shown(overshoot: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let x = abs(overshoot)
        let b = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -b : b
    }

    /// The finger's overshoot that shows `shown` points past the edge: the inverse, so a drag that
    /// starts on content still rubber-banded carries on where the content is.
    static func overshoot(shown: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        // Short of a whole dimension: the curve never gets there.
        let b = min(abs(shown), dimension * 0.999_999)
        let x = b * dimension / ((dimension - b) * coefficient)
        return shown < 0 ? -x : x
    }
}
