import UIKit

@MainActor
enum DemoLauncher {
    static func main(arguments: [String]) {
        exit(0)
    }
}
