/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor`, as it does with Apple's UIKit.
extension UIColor: _ExpressibleByColorLiteral {}

/// The type a colour literal has when nothing else asks for one: `let c = #colorLiteral(…)` is a `UIColor`.
public typealias _ColorLiteralType = UIColor
