import UIKit

/// L15: a container centred at the top holding an image view of scene1; scene2's image view is made
/// ready to flip to (the listing, verbatim, with the sizes the sample uses).
final class ImageHierarchyViewController: ListingViewController {
    private let imageWidth: CGFloat = 240
    private let imageHeight: CGFloat = 160
    private let topPlacement: CGFloat = 40
    private(set) var containerView: UIView!
    private(set) var mainView: UIImageView!
    private(set) var flipToView: UIImageView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let frame = CGRect(x: ((view.bounds.width - imageWidth) / 2).rounded(), y: topPlacement,
                           width: imageWidth, height: imageHeight)
        containerView = UIView(frame: frame)
        view.addSubview(containerView)
        containerView.isAccessibilityElement = true
        containerView.accessibilityLabel = "Images"
        mainView = UIImageView(frame: CGRect(x: 0, y: 0, width: imageWidth, height: imageHeight))
        mainView.image = UIImage(named: "scene1.jpg")
        containerView.addSubview(mainView)
        flipToView = UIImageView(frame: CGRect(x: 0, y: 0, width: imageWidth, height: imageHeight))
        flipToView.image = UIImage(named: "scene2.jpg")
    }
}

enum ImageHierarchyDemo {
    @MainActor
    static func make(frame: CGRect) -> UIView {
        ControllerPage(frame: frame, controller: ImageHierarchyViewController())
    }
}
