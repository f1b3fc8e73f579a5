import Loom
import LoomTestSupport
import Testing

/// `ViewHarness.exercise()`, the driver `scripts/compat-run` runs on every public screen of the
/// compatibility corpus, pinned on small screens of our own (CI has no corpus).
@MainActor
struct ScreenExerciseTests {
    /// A settings screen in the style of the corpus: a form, a pushed detail, a sheet, an alert.
    struct Settings: View {
        @State private var name = ""
        @State private var submitted = ""
        @State private var notifications = false
        @State private var flavor = "Vanilla"
        @State private var volume = 0.2
        @State private var showsAbout = false
        @State private var confirmsReset = false
        @State private var resets = 0

        var body: some View {
            NavigationStack {
                Form {
                    TextField("Name", text: $name).onSubmit { submitted = name }
                    Toggle("Notifications", isOn: $notifications)
                    Picker("Flavor", selection: $flavor) {
                        ForEach(["Vanilla", "Chocolate"], id: \.self) { Text($0).tag($0) }
                    }
                    Slider(value: $volume, in: 0...1)
                    NavigationLink("Details") { Text("Details of \(name)") }
                    Button("About") { showsAbout = true }
                    Button("Reset") { confirmsReset = true }
                    Text("submitted \(submitted) resets \(resets) volume \(volume)")
                }
                .navigationTitle("Settings")
            }
            .sheet(isPresented: $showsAbout) { AboutSheet() }
            .alert("Reset everything?", isPresented: $confirmsReset) {
                Button("Reset", role: .destructive) { resets += 1 }
                Button("Cancel", role: .cancel) {}
            }
        }
    }

    struct AboutSheet: View {
        @State private var likes = 0
        var body: some View {
            VStack {
                Text("About, liked \(likes) times")
                Button("Like \(likes)") { likes += 1 }
            }
        }
    }

    @Test func everyControlIsUsedOnceAndOpenedScreensAreClosedAgain() async throws {
        let ui = ViewHarness(Settings())
        let report = await ui.exercise()
        #expect(report.isClean, "\(report)")
        #expect(!report.ranOutOfSteps)
        #expect(report.steps == [
            "type \"Loom\" into textField \"Name\"",
            "switch on toggle \"Notifications\"",
            "choose \"1\" in picker \"Flavor Vanilla Chocolate\"",
            "choose \"0.5\" in slider \"\"",
            "tap button \"Details\"",
            "dismiss screen \"‹ Back Details of Loom\"",
            "tap button \"About\"",
            "tap button \"Like 0\"",
            "dismiss screen \"About, liked 1 times Like 1\"",
            "tap button \"Reset\"",
            "tap button \"Reset\"",
        ])
        // The alert's own Reset button is a different control from the form's: it ran.
        try ui.expectText("submitted Loom resets 1 volume 0.5")
        try ui.verifyReplay()
    }

    struct WritesDuringBody: View {
        @State private var taps = 0
        @State private var echo = 0
        var body: some View {
            if taps > 0 { echo = taps }
            return Button("Tap \(taps)") { taps += 1 }
        }
    }

    @Test func aRuntimeIssueDuringTheExerciseIsReportedWithTheStepBeforeIt() async {
        let report = await ViewHarness(WritesDuringBody()).exercise()
        #expect(report.steps == ["tap button \"Tap 0\""])
        #expect(report.problems.count == 1)
        #expect(report.problems.first?.hasPrefix("after tap button \"Tap 0\": runtime issue:") == true, "\(report)")
    }

    struct Endless: View {
        var body: some View {
            NavigationStack { Deeper(level: 0) }
        }
    }

    struct Deeper: View {
        let level: Int
        var body: some View {
            NavigationLink("Level \(level + 1) of \(String(repeating: "a", count: level))") { Deeper(level: level + 1) }
        }
    }

    @Test func aScreenThatKeepsOfferingNewControlsStopsAtTheStepBudget() async {
        let report = await ViewHarness(Endless()).exercise(maxSteps: 12)
        #expect(report.steps.count == 12)
        #expect(report.ranOutOfSteps)
        #expect(report.isClean, "\(report)")
    }
}
