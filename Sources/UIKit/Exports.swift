// `import UIKit` brings in what Apple's UIKit brings in: Foundation, CoreGraphics and QuartzCore.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
