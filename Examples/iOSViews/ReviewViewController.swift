import UIKit

/// A screen to rate a place: a title, a rating view, a save button; ⌘S saves, and so does a timer
/// every 30 seconds; a tap on the background puts the title back, as does the window becoming key.
@UIApplicationMain
class ReviewAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = ReviewViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

class ReviewViewController: UIViewController, RatingViewDelegate {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet var saveButton: UIButton!
    private var autosaveTimer: Timer?
    private let ratingView = RatingView(frame: CGRect(x: 20, y: 80, width: 160, height: 32))

    override func viewDidLoad() {
        super.viewDidLoad()
        let titleLabel = UILabel(frame: CGRect(x: 20, y: 20, width: 280, height: 40))
        titleLabel.text = "Rate this place"
        view.addSubview(titleLabel)
        self.titleLabel = titleLabel
        ratingView.delegate = self
        view.addSubview(ratingView)
        saveButton = UIButton(type: .system)
        saveButton.frame = CGRect(x: 20, y: 140, width: 100, height: 44)
        saveButton.setTitle("Save", for: .normal)
        saveButton.isEnabled = false
        saveButton.addTarget(self, action: #selector(save(_:)), for: .touchUpInside)
        view.addSubview(saveButton)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(backgroundTapped)))
        NotificationCenter.default.addObserver(self, selector: #selector(windowBecameKey(_:)),
                                               name: UIWindow.didBecomeKeyNotification, object: nil)
        autosaveTimer = Timer.scheduledTimer(timeInterval: 30, target: self, selector: #selector(save(_:)),
                                             userInfo: nil, repeats: true)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "s", modifierFlags: .command, action: #selector(save(_:)))]
    }

    func ratingView(_ ratingView: RatingView, didChangeRating rating: Int) {
        saveButton.isEnabled = rating > 0
        titleLabel.text = "\(rating) of 5"
    }

    @objc func save(_ sender: Any) {
        titleLabel.text = "Saved: \(ratingView.rating) of 5"
        perform(#selector(backgroundTapped), with: nil, afterDelay: 2)
    }

    @objc private func windowBecameKey(_ notification: Notification) {
        backgroundTapped()
    }

    @objc private func backgroundTapped() {
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
        titleLabel.text = "Rate this place"
    }
}
