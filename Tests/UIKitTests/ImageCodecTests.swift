import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Images through the platform seam (issue 31, item 8): each platform's codec writes a PNG that reads
/// back to the same pixels, and reads what the other wrote; the headless codec (cairo) needs no SDL.
@Suite("Image codecs behind the platform", .startsClean)
struct ImageCodecTests {
    /// 3×2 pixels, unpremultiplied RGBA: opaque red, green, blue; half-transparent grey; a faint
    /// orange; nothing.
    static let rgba: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255,
                                128, 128, 128, 128, 255, 128, 0, 51, 0, 0, 0, 0]

    /// The premultiplied pixels of `image`, row by row.
    static func pixels(_ image: CGImage) -> [[UInt8]] {
        (0..<image.height).flatMap { y in (0..<image.width).map { x in
            let p = image.pixel(x: x, y: y)!
            return [p.red, p.green, p.blue, p.alpha]
        } }
    }

    static let expected = pixels(CGImage.fromUnpremultipliedRGBA(width: 3, height: 2, bytes: rgba)!)

    @Test("A PNG each codec writes reads back, through either codec, to exactly the pixels written",
          arguments: [PlatformChoice.sdl, .headless], [PlatformChoice.sdl, .headless])
    func roundTrip(writer: PlatformChoice, reader: PlatformChoice) throws {
        let png = try #require(writer.imageCodec.encodePNG(rgba: Self.rgba, width: 3, height: 2))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let image = try reader.imageCodec.decode(png)
        #expect((image.width, image.height) == (3, 2))
        #expect(Self.pixels(image) == Self.expected)
        #expect(Self.pixels(image)[3] == [64, 64, 64, 128] && Self.pixels(image)[4] == [51, 26, 0, 51], "premultiplied, rounded")
    }

    @Test("A screenshot written through the headless codec is the captured frame's pixels")
    func screenshotThroughTheSeam() throws {
        let path = FileManager.default.temporaryDirectory.appending(path: "casement-codec-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let opaque = Self.rgba.enumerated().map { $0.offset % 4 == 3 ? 255 : $0.element }
        try CairoImageCodec().writePNG(CapturedFrame(width: 3, height: 2, rgba: opaque), to: path)
        let image = try SDLImageCodec().decode(try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Self.pixels(image).flatMap { $0 } == opaque)
    }

    @Test("A screenshot that cannot be written says where and why")
    func screenshotFailure() {
        let frame = CapturedFrame(width: 1, height: 1, rgba: [0, 0, 0, 255])
        #expect(throws: ScreenshotError.self) { try CairoImageCodec().writePNG(frame, to: "/nonexistent-folder/shot.png") }
        #expect(throws: ScreenshotError.self) { try CairoImageCodec().writePNG(CapturedFrame(width: 2, height: 1, rgba: []), to: "/tmp/x.png") }
    }

    @Test("The headless codec refuses JPEG with a clear reason, and writes none")
    func headlessJPEG() throws {
        let jpeg = try Data(contentsOf: URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../Assets/Images/scene1.jpg"))
        #expect(throws: ImageDecodingError.unsupported("the headless platform reads PNG only, not JPEG")) { try CairoImageCodec().decode(jpeg) }
        #expect((try? SDLImageCodec().decode(jpeg)) != nil)
        let messages = Diagnostics.recording {
            #expect(CairoImageCodec().encodeJPEG(rgba: Self.rgba, width: 3, height: 2, quality: 80) == nil)
        }
        #expect(messages == ["the headless platform writes PNG only; jpegData(compressionQuality:) returns nil"])
    }

    @Test("CASEMENT_PLATFORM picks the platform: SDL unless it says headless; anything else is reported")
    func platformChoice() {
        #expect(PlatformChoice(environment: [:]) == .sdl)
        #expect(PlatformChoice(environment: ["CASEMENT_PLATFORM": "headless"]) == .headless)
        #expect(PlatformChoice(environment: ["CASEMENT_PLATFORM": "sdl"]) == .sdl)
        var choice = PlatformChoice.headless
        let messages = Diagnostics.recording { choice = PlatformChoice(environment: ["CASEMENT_PLATFORM": "wayland"]) }
        #expect(choice == .sdl)
        #expect(messages == ["CASEMENT_PLATFORM=wayland is neither sdl nor headless; using sdl"])
        #expect(PlatformChoice.headless.imageCodec is CairoImageCodec)
        #expect(PlatformChoice.sdl.imageCodec is SDLImageCodec)
    }
}
