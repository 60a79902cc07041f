import Testing
@testable import UIKit

@Suite("Software rasteriser settings", .startsClean)
struct SoftwareRasterizerTests {
    @Test("one llvmpipe thread more than cores, unless the user chose")
    func threadCount() {
        #expect(SoftwareRasterizer.threadCount(cores: 2, environment: [:]) == 3)
        #expect(SoftwareRasterizer.threadCount(cores: 8, environment: ["DISPLAY": ":0"]) == 9)
        #expect(SoftwareRasterizer.threadCount(cores: 2, environment: ["LP_NUM_THREADS": "1"]) == nil)
        // One core: a second rasteriser thread would only take turns with the first.
        #expect(SoftwareRasterizer.threadCount(cores: 1, environment: [:]) == nil)
    }
}
