import CasementPortKit
import Testing

@Suite struct PlatformConditionRewriterTests {
    let source = """
        #if os(iOS) || os(tvOS)
        let haptics = true
        #elseif canImport(UIKit)
        let haptics = false
        #endif
        """

    @Test func reportedByDefault() {
        let file = port(source)
        #expect(file.ported == source)
        #expect(file.unported == ["1:5: os(iOS)", "1:16: os(tvOS)"])
    }

    @Test func assumedIOSTakesTheBranch() {
        let file = port(source, options: PortOptions(assumeIOS: true))
        #expect(file.ported.hasPrefix("#if os(Linux) || os(Linux)\n"))
        #expect(file.isComplete)
    }

    @Test func callsOutsideConditionsAreLeftAlone() {
        #expect(port("let os = os(iOS)").ported == "let os = os(iOS)")
    }
}
