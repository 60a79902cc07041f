/// Why a screenshot was not written.
package struct ScreenshotError: Error, CustomStringConvertible {
    package let description: String
}
