import Foundation
import Loom
import LoomTestSupport
import Testing

@testable import LoomWebWire

/// `Image(systemName:)` on the page: drawings from Loom's own symbol set, painted in the text
/// colour, a placeholder and a development-mode mark for unknown names, and an app's own images
/// from its static files.
struct SymbolSetTests {
    private func image(_ properties: HostProperties) -> DOMElement {
        DOMElement(id: HostElementID(3), kind: .image, properties: properties, events: [])
    }

    /// The names public SwiftUI code uses most; each must have a drawing of its own.
    static let commonNames = [
        "plus", "minus", "trash", "pencil", "gear", "person", "star", "star.fill", "heart", "heart.fill", "checkmark",
        "xmark", "chevron.left", "chevron.right", "chevron.up", "chevron.down", "magnifyingglass", "house", "bell",
        "envelope", "calendar", "clock", "info.circle", "exclamationmark.triangle", "square.and.arrow.up", "ellipsis",
        "line.3.horizontal", "plus.circle.fill", "checkmark.circle.fill", "xmark.circle.fill", "gearshape", "person.circle",
        "folder", "doc", "paperplane", "bubble.left", "photo", "lock", "bookmark", "cart", "tray", "list.bullet",
        "square.grid.2x2", "globe", "arrow.clockwise", "play.fill", "pause.fill", "sun.max", "moon", "eye", "link", "tag",
        "flag", "mic", "camera", "phone", "map", "location", "wifi", "bolt", "cloud", "square.and.pencil",
    ]

    @Test func theCommonSymbolNamesAllHaveDrawings() {
        let missing = Self.commonNames.filter { !SymbolSet.contains($0) }
        #expect(missing.isEmpty, "no drawing for \(missing)")
        #expect(SymbolSet.names.count >= 60)
    }

    @Test func aKnownSymbolIsAnEmptyImageNamedByItsSymbol() {
        let dom = image([.systemImage("star.fill")])
        #expect(dom.tag == "span")
        #expect(dom.text == nil)
        #expect(dom[attribute: "role"] == "img")
        #expect(dom[attribute: "aria-label"] == "star.fill")
        #expect(dom[attribute: "data-symbol"] == "star.fill")
        #expect(dom[attribute: "data-symbol-missing"] == nil)
    }

    @Test func anUnknownSymbolIsMarkedForTheDevelopmentDiagnostic() {
        let dom = image([.systemImage("not.a.symbol")])
        #expect(dom[attribute: "data-symbol"] == "not.a.symbol")
        #expect(dom[attribute: "data-symbol-missing"] == "")
    }

    @Test func theStylesheetGivesEveryNameADrawingAndUnknownNamesThePlaceholder() {
        let css = SymbolSet.stylesheet
        let rules = css.split(separator: "\n").filter { $0.hasPrefix(".lm-image[data-symbol") }
        #expect(rules.count == SymbolSet.names.count + 1)
        #expect(rules.first?.hasPrefix(".lm-image[data-symbol]{--lm-symbol:url(\"data:image/svg+xml,") == true)
        for name in SymbolSet.names {
            #expect(css.contains(".lm-image[data-symbol=\"\(name)\"]{--lm-symbol:url(\"data:image/svg+xml,%3Csvg "), "\(name)")
        }
    }

    @Test func drawingsAreEscapedForACSSDataURLAndUseOnlyPathData() {
        let allowed = Set("MmLlHhVvCcSsQqTtAaZz0123456789.,- ")
        for name in SymbolSet.names {
            let drawing = SymbolSet.drawings[name]!
            for layer in [drawing.outline, drawing.solid, drawing.cut].compactMap({ $0 }) {
                #expect(layer.allSatisfy(allowed.contains), "\(name): \(layer)")
            }
            let url = drawing.dataURL
            #expect(!url.contains("<") && !url.contains(">") && !url.contains("#") && !url.contains("\""), "\(name)")
        }
    }

    @Test func aFilledSymbolWithAMarkCutsTheMarkOutOfItsDisc() {
        let url = SymbolSet.drawings["checkmark.circle.fill"]!.dataURL
        #expect(url.contains("%3Cmask id='c'%3E") && url.contains("mask='url(%23c)'"))
    }

    @Test func everyDrawnSymbolHasATextFormForTheTerminalAndTheTextRenderer() {
        #expect(HostSymbolText.names == Set(SymbolSet.names))
        #expect(HostSymbolText.character(for: "star.fill") == "★")
        #expect(HostSymbolText.character(for: "no.such.symbol") == nil)
    }

    @Test func anAppsOwnImageIsAnImgFromItsStaticFiles() {
        let dom = image([.url("photos/Team Photo")])
        #expect(dom.tag == "img" && dom.isVoid)
        #expect(dom[attribute: "src"] == "/static/photos/Team%20Photo")
        #expect(dom[attribute: "alt"] == "photos/Team Photo")
        #expect(dom[attribute: "data-symbol"] == nil)
    }

    @MainActor @Test func imagesReachTheHostTreeAsSymbolsOrNamedFiles() {
        let text = ViewHarness(VStack {
            Image(systemName: "heart.fill")
            Image("logo", bundle: .main)
        }).text
        #expect(text.contains("image symbol=\"heart.fill\" ♥"), Comment(rawValue: text))
        #expect(text.contains("image url=\"logo\""), Comment(rawValue: text))
    }
}
