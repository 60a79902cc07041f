/// Starts the application: creates the application object (`principalClassName`, or
/// `UIApplication`) and the delegate (`delegateClassName`, a module-qualified class name such as
/// "MyApp.AppDelegate"), runs the main loop, and exits when the last window closes.
@preconcurrency @MainActor
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    let arguments = (0..<Int(argc)).compactMap { argv[$0].map { String(cString: $0) } }
    let principal = principalClassName.flatMap { NSClassFromString($0) as? UIApplication.Type }
    if let principalClassName, principal == nil {
        Diagnostics.report("no UIApplication subclass named \(principalClassName)")
        return 1
    }
    var delegateType: UIApplicationDelegate.Type?
    if let delegateClassName {
        delegateType = NSClassFromString(delegateClassName) as? UIApplicationDelegate.Type
        if delegateType == nil {
            Diagnostics.report("no UIApplicationDelegate class named \(delegateClassName) (use the module-qualified name)")
            return 1
        }
    }
    return UIApplication.run(applicationType: principal ?? UIApplication.self, delegateType: delegateType, arguments: arguments)
}
