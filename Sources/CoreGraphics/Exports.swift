// Foundation on Linux already defines CGFloat, CGPoint, CGSize and CGRect (with its helpers).
// Re-export it so `import CoreGraphics` brings those types in, as it does on Apple platforms.
@_exported import Foundation
