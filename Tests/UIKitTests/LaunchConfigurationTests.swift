import Testing
@testable import UIKit

@Suite("Launch configuration")
struct LaunchConfigurationTests {
    @Test("CASEMENT_* variables")
    func environment() {
        let c = LaunchConfiguration.fromEnvironment(["CASEMENT_CLOCK": "virtual", "CASEMENT_SCREENSHOT": "/tmp/a.png",
                                                     "CASEMENT_SCREENSHOT_AT": "1.25"])
        #expect(c.virtualClock && c.screenshotPath == "/tmp/a.png" && c.screenshotTime == 1.25 && c.vsync)
        let defaults = LaunchConfiguration.fromEnvironment([:])
        #expect(!defaults.virtualClock && defaults.screenshotPath == nil && defaults.screenshotTime == 0.5 && defaults.vsync)
        #expect(!LaunchConfiguration.fromEnvironment(["CASEMENT_VSYNC": "off"]).vsync)
        #expect(LaunchConfiguration.fromEnvironment(["CASEMENT_SCREENSHOT_AT": "soon"]).screenshotTime == 0.5)
    }
}
