import Loom
import Testing

@testable import LoomApp

/// `--text` prints the first screen as the text renderer shows it, with geometry readers told
/// their size first, as the terminal and the web tell theirs: a reader does not print zero.
@MainActor
struct TextScreenTests {
    struct Measured: View {
        var body: some View {
            GeometryReader { proxy in
                Text("width \(Int(proxy.size.width))")
            }
        }
    }

    @Test func aGeometryReaderOnTheTextScreenReadsTheWidthTheTextRendererOffers() throws {
        let host = ViewHost(Measured())
        let screen = try AppRunner.firstScreenText(of: host)
        #expect(screen.contains("width 640"), "80 columns of 8 points: \(screen)")
        #expect(!screen.contains("width 0"))
        host.tearDown()
    }
}
