@testable import LoomApp
import Foundation
import Loom
import LoomTesting
import Testing

// Each "same" row of the SwiftUI → Loom table in docs/GETTING-STARTED.md, compiled verbatim.
// If one of these stops compiling, the table is wrong; `everySameRowIsCompiledHere` fails when
// a row's code is not found in this file.

private struct FoundationRow {
    func make() -> (UUID, Date) {
        let id = UUID(); let when = Date()
        return (id, when)
    }
}

private struct AppRow: App {
    var body: some Scene {
        WindowGroup("Todo") { Text("Hi") }
    }
}

private struct StateRow: View {
    @State private var count = 0
    var body: some View { Text("\(count)") }
}

@Observable final class Model { var name = "" }

private struct AppStorageRow: View {
    @AppStorage("name") private var name = "Ada"
    var body: some View { Text(name) }
}

private struct LayoutRow: View {
    var body: some View {
        HStack { Text("a"); Spacer() }.frame(maxWidth: .infinity).padding()
    }
}

private struct ControlsRow: View {
    var body: some View {
        Toggle("On", isOn: .constant(true))
    }
}

private struct AccessibilityRow: View {
    var body: some View {
        Button("✕") {}.accessibilityLabel("Close").accessibilityIdentifier("close")
    }
}

private struct SelectionRow: View {
    @State private var flavor: String?
    var body: some View {
        List(selection: $flavor) { Text("Vanilla").tag("vanilla") }
    }
}

private struct Counter: View {
    @State private var count = 0
    var body: some View { Button("\(count)") { count += 1 } }
}

private struct TabsRow: View {
    func load() {}
    var body: some View {
        TabView { Counter().tabItem { Text("One") }.onAppear { load() } }
    }
}

private struct SymbolRow: View {
    var body: some View {
        Image(systemName: "star.fill").foregroundStyle(.yellow).imageScale(.large)
    }
}

private struct GradientRow: View {
    var body: some View {
        Circle().fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
    }
}

private struct TransitionRow: View {
    var body: some View {
        Text("Hi").transition(.move(edge: .top).combined(with: .opacity))
    }
}

private struct AnimationValueRow: View {
    @State private var isLarge = false
    var body: some View {
        Circle().scaleEffect(isLarge ? 1.5 : 1).animation(.spring, value: isLarge)
    }
}

private struct ScrollReaderRow: View {
    struct Message: Identifiable { let id: Int }
    let messages: [Message] = []
    var body: some View {
        ScrollViewReader { proxy in Button("Latest") { withAnimation { proxy.scrollTo(messages.last?.id, anchor: .bottom) } } }
    }
}

@Model private final class Item {
    var created = Date.now
    init() {}
}

private struct QueryRow: View {
    @Query(sort: \Item.created) var items: [Item]
    var body: some View { Text("\(items.count) items") }
}

private struct CombineRow {
    func make() -> PassthroughSubject<Int, Never> {
        let subject = PassthroughSubject<Int, Never>()
        return subject
    }
}

@MainActor
struct GuideTableTests {
    /// The code column of every row whose Loom column is "same" (or starts with it).
    private func sameRowSnippets() throws -> [String] {
        let guide = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/GETTING-STARTED.md")
        let text = try String(contentsOf: guide, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> String? in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, cells[2].hasPrefix("same"), cells[3].hasPrefix("`"), cells[3].hasSuffix("`") else { return nil }
            return String(cells[3].dropFirst().dropLast())
        }
    }

    @Test func everySameRowIsCompiledHere() throws {
        let snippets = try sameRowSnippets()
        #expect(snippets.count >= 8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        for snippet in snippets {
            #expect(source.contains(snippet), "GETTING-STARTED.md's row `\(snippet)` is not compiled in GuideTableTests.swift")
        }
    }

    @Test func theSameRowsRunAsSwiftUIWould() throws {
        #expect(ViewHarness(LayoutRow()).text.contains("a"))
        #expect(ViewHarness(AppStorageRow().defaultAppStorage(KeyValueStore())).text.contains("Ada"))
        #expect(AppRow().body.windows.first?.title == "Todo")
        let container = try ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(Item())
        try container.mainContext.save()
        #expect(ViewHarness(QueryRow().modelContainer(container)).text.contains("1 items"))
        let accessible = ViewHarness(AccessibilityRow())
        try accessible.tap(identifier: "close")
        #expect(accessible.text.contains(#"a11y=(label:"Close" id:"close")"#))
        let selection = ViewHarness(SelectionRow())
        try selection.tap(label: "Vanilla")
        #expect(selection.text.contains("style=row selected"))
        let tabs = ViewHarness(TabsRow())
        try tabs.tap("0")
        try tabs.expectText("\"1\"")
        _ = (FoundationRow().make(), CombineRow().make(), StateRow(), ControlsRow(), Model())
    }
}
