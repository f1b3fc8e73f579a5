import Testing

import Loom
import LoomTestSupport

/// Each stack updates its content alone when its element can stay as it is, and is built whole
/// (its element marked with the pass's animation) when its content changes in an animated pass:
/// the two branches of the stacks' own `updateContent(in:)` (`Node.updatedStackContentAlone(_:)`).
@MainActor
struct StackContentUpdateTests {
    struct Screen: View {
        @State private var big = false
        @State private var plain = 0
        var body: some View {
            VStack {
                Button("Grow") { withAnimation(.easeInOut(duration: 0.2)) { big = true } }
                Button("Count") { plain += 1 }
                HStack { Text(big ? "h big" : "h small"); Text("h \(plain)") }
                VStack { Text(big ? "v big" : "v small"); Text("v \(plain)") }
                ZStack { Text(big ? "z big" : "z small"); Text("z \(plain)") }
            }
        }
    }

    @Test func aStackChangedInAnAnimatedPassIsBuiltWholeAndOtherwiseUpdatesItsContentAlone() throws {
        let ui = ViewHarness(Screen())
        try ui.tap("Count")
        #expect(ui.text.contains("text \"h 1\""))
        #expect(ui.text.contains("text \"v 1\""))
        #expect(ui.text.contains("text \"z 1\""))
        #expect(!ui.text.contains("animation="))
        try ui.tap("Grow")
        for kind in ["hstack", "vstack", "zstack"] {
            #expect(ui.text.contains("\(kind) animation=easeInOut(0.2)"), "\(kind)")
        }
        #expect(ui.text.contains("text \"h big\" animation=easeInOut(0.2)"))
        #expect(ui.text.contains("text \"z big\" animation=easeInOut(0.2)"))
    }
}
