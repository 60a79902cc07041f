import Foundation

/// Scenes on the desktop, as Mac Catalyst has them: each is a window (or several) of its own. The
/// application connects one at launch when its delegate's configuration names a scene delegate;
/// `requestSceneSessionActivation` opens another; a scene whose windows are all closed, or whose
/// session the application destroys, disconnects. Each connected scene follows its own windows'
/// state as the application follows all of them (`UIApplication+State.swift`).
extension UIApplication {
    /// The scenes connected now.
    public var connectedScenes: Set<UIScene> { Set(sceneList) }
    /// The sessions of the connected scenes (a desktop keeps no session of a closed window).
    public var openSessions: Set<UISceneSession> { Set(sceneList.map(\.session)) }
    /// Whether the application may show several scenes at once: on the desktop, always.
    public var supportsMultipleScenes: Bool { true }

    /// Shows `sceneSession`'s scene (its windows brought to the front), or, for nil, connects a new
    /// scene, asking the delegate for its configuration. A session whose scene is gone is reported
    /// to `errorHandler`.
    public func requestSceneSessionActivation(_ sceneSession: UISceneSession?, userActivity: NSUserActivity?,
                                              options: UIScene.ActivationRequestOptions?, errorHandler: ((any Error) -> Void)? = nil) {
        guard let sceneSession else {
            connectScene()
            return
        }
        guard let scene = sceneSession.scene, sceneList.contains(scene) else {
            errorHandler?(NSError(domain: "UISceneErrorDomain", code: 0,
                                  userInfo: [NSLocalizedDescriptionKey: "the session's scene is no longer connected"]))
            return
        }
        for window in (scene as? UIWindowScene)?.windows ?? [] where !window.isHidden { window.makeKeyAndVisible() }
    }

    /// Disconnects `sceneSession`'s scene and closes its windows; the session is discarded.
    public func requestSceneSessionDestruction(_ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?,
                                               errorHandler: ((any Error) -> Void)? = nil) {
        guard let scene = sceneSession.scene, sceneList.contains(scene) else {
            errorHandler?(NSError(domain: "UISceneErrorDomain", code: 0,
                                  userInfo: [NSLocalizedDescriptionKey: "the session's scene is no longer connected"]))
            return
        }
        disconnect(scene)
    }

    /// Connects a scene at launch when the delegate's configuration names a scene delegate or a scene
    /// class; an application without (UIKit's app without a scene manifest) makes its windows itself.
    func connectLaunchScene() {
        guard let delegate else { return }
        let session = UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        let options = UIScene.ConnectionOptions()
        session.configuration = delegate.application(self, configurationForConnecting: session, options: options)
        guard session.configuration.delegateClass != nil || session.configuration.sceneClass != nil else { return }
        connect(session, options: options)
    }

    /// Connects a new scene with the configuration the delegate gives.
    private func connectScene() {
        let session = UISceneSession(role: .windowApplication, configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication))
        let options = UIScene.ConnectionOptions()
        if let delegate { session.configuration = delegate.application(self, configurationForConnecting: session, options: options) }
        connect(session, options: options)
    }

    /// Makes the session's scene and its delegate, tells the delegate it connects (it makes and
    /// shows the scene's window), then lets the scene follow its windows into the foreground.
    private func connect(_ session: UISceneSession, options: UIScene.ConnectionOptions) {
        let configuration = session.configuration
        var sceneType: UIScene.Type = UIWindowScene.self
        if let sceneClass = configuration.sceneClass {
            if let type = sceneClass as? UIScene.Type { sceneType = type } else {
                Diagnostics.report("UISceneConfiguration.sceneClass \(sceneClass) is not a UIScene; the scene is a UIWindowScene")
            }
        }
        let scene = sceneType.init(session: session, connectionOptions: options)
        session.scene = scene
        if let delegateClass = configuration.delegateClass {
            if let type = delegateClass as? any UISceneDelegate.Type { scene.delegate = type.init() } else {
                Diagnostics.report("UISceneConfiguration.delegateClass \(delegateClass) is not a UISceneDelegate; the scene has no delegate")
            }
        }
        sceneList.append(scene)
        connectingScene = scene
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        connectingScene = nil
        scene.activationState = .background
        followDesktop()
    }

    /// Takes `scene` through the background and disconnects it: its delegate and observers hear
    /// it, its windows close, the application delegate discards its session.
    func disconnect(_ scene: UIScene) {
        guard let index = sceneList.firstIndex(of: scene) else { return }
        for step in StateTransition.steps(from: scene.activationState.applicationState, to: .background) { scene.perform(step) }
        sceneList.remove(at: index)
        scene.activationState = .unattached
        for window in (scene as? UIWindowScene)?.windows ?? [] where !window.isHidden { window.isHidden = true }
        scene.delegate?.sceneDidDisconnect(scene)
        NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        scene.session.scene = nil
        delegate?.application(self, didDiscardSceneSessions: [scene.session])
    }

    /// Each connected scene moves to the state its windows show; a scene all of whose windows
    /// closed disconnects (the person closed it). A scene still connecting waits.
    func scenesFollowDesktop() {
        for scene in sceneList where scene !== connectingScene {
            let windows = (scene as? UIWindowScene)?.windows ?? []
            let open = windows.compactMap { $0.platformWindow?.id }.filter { openWindows[$0] != nil }
            if open.isEmpty, windows.contains(where: \.hasOpened) {
                disconnect(scene)
                continue
            }
            let target = desktop.state(open: open)
            for step in StateTransition.steps(from: scene.activationState.applicationState, to: target) { scene.perform(step) }
        }
    }
}

extension UIScene {
    /// The application state a scene's activation state corresponds to (unattached: not yet in front).
    var applicationState: UIApplication.State { activationState.applicationState }

    /// One step of the scene's state, told to its delegate and posted, in UIKit's order: the
    /// will-calls see the old state, the did-calls the new one.
    func perform(_ step: UIApplication.StateTransition) {
        switch step {
        case .willResignActive:
            delegate?.sceneWillResignActive(self)
            NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: self)
            activationState = .foregroundInactive
        case .didEnterBackground:
            activationState = .background
            delegate?.sceneDidEnterBackground(self)
            NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: self)
        case .willEnterForeground:
            delegate?.sceneWillEnterForeground(self)
            NotificationCenter.default.post(name: UIScene.willEnterForegroundNotification, object: self)
            activationState = .foregroundInactive
        case .didBecomeActive:
            activationState = .foregroundActive
            delegate?.sceneDidBecomeActive(self)
            NotificationCenter.default.post(name: UIScene.didActivateNotification, object: self)
        }
    }
}

extension UIScene.ActivationState {
    var applicationState: UIApplication.State {
        switch self {
        case .foregroundActive: .active
        case .foregroundInactive: .inactive
        case .background, .unattached: .background
        }
    }
}
