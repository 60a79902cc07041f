import Foundation

/// Where a boundary supplementary item (a section header or footer) sits against its section.
public enum NSRectAlignment: Int, Sendable {
    case none = 0
    case top
    case topLeading
    case leading
    case bottomLeading
    case bottom
    case bottomTrailing
    case trailing
    case topTrailing
}
