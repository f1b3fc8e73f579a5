import Foundation
import LoomWebWire
import Testing

@testable import LoomWebServer

/// The page's images: the symbol set travels with `/loom.css`, and an app's named images are
/// found in its static folder without their extension.
struct ImageAssetTests {
    @Test func thePageStylesheetCarriesTheSymbolDrawingsAfterItsOwnRules() throws {
        let own = try #require(Stylesheet.source.range(of: ".lm-image[data-symbol] {"))
        let drawings = try #require(Stylesheet.source.range(of: ".lm-image[data-symbol=\"star.fill\"]{--lm-symbol:url("))
        #expect(own.lowerBound < drawings.lowerBound)
    }

    @Test func aNameWithoutExtensionFindsTheImageOfThatName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loom-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("icons"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("p".utf8).write(to: folder.appendingPathComponent("logo.png"))
        try Data("s".utf8).write(to: folder.appendingPathComponent("icons/leaf.svg"))
        try Data("t".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let assets = WebAssets(directory: folder)
        #expect(assets.file(at: ["logo"])?.lastPathComponent == "logo.png")
        #expect(assets.file(at: ["icons", "leaf"])?.lastPathComponent == "leaf.svg")
        #expect(assets.file(at: ["notes"]) == nil, "only image extensions are tried")
        #expect(assets.file(at: ["logo.jpg"]) == nil, "a name with an extension is taken as it is")
        #expect(assets.file(at: ["..", "logo"]) == nil)
    }
}
