import UIKit

/// L4: a plain layer whose contents are an image, centred in the controller's view (the listing, verbatim).
final class ImageLayerViewController: ListingViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let myLayer = CALayer()
        let layerContents = UIImage(named: "myImage")!
        myLayer.bounds = CGRect(origin: .zero, size: layerContents.size)
        myLayer.contents = layerContents.cgImage
        view.layer.addSublayer(myLayer)
        myLayer.position = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }
}

enum ImageLayerDemo {
    @MainActor
    static func make(frame: CGRect) -> UIView {
        ControllerPage(frame: frame, controller: ImageLayerViewController())
    }
}
