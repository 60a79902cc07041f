import Testing
@testable import UIKit

@Suite("Launch configuration", .startsClean)
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

@Suite("Debug configuration", .startsClean)
struct DebugConfigurationTests {
    @Test("CASEMENT_DEBUG names overlays; CASEMENT_ANIMATION_SPEED a positive factor; bad values fall back")
    func environment() {
        let c = DebugConfiguration.fromEnvironment(["CASEMENT_DEBUG": "blended, Misaligned,nonsense", "CASEMENT_ANIMATION_SPEED": "0.1"])
        #expect(c.overlays == [.blended, .misaligned] && c.animationSpeed == 0.1)
        #expect(DebugConfiguration.fromEnvironment([:]) == DebugConfiguration())
        #expect(DebugConfiguration.fromEnvironment(["CASEMENT_ANIMATION_SPEED": "0"]).animationSpeed == 1)
        #expect(DebugConfiguration.fromEnvironment(["CASEMENT_ANIMATION_SPEED": "fast"]).animationSpeed == 1)
        #expect(LaunchConfiguration.fromEnvironment(["CASEMENT_DEBUG": "offscreen"]).debug.overlays == .offscreen)
        #expect(DebugConfiguration.fromEnvironment(["CASEMENT_TRACE": "/tmp/t.json"]).tracePath == "/tmp/t.json")
        #expect(DebugConfiguration.fromEnvironment(["CASEMENT_TRACE": ""]).tracePath == nil)
    }
}
