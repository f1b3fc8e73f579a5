import Loom
import LoomTestSupport

/// What the list tests show: plain rows with an id and a name, a screen with siblings before
/// and after the `ForEach` (so host anchors cross view boundaries), and a counter of content
/// closure calls, held by identity so it never makes view values differ.
struct Item: Identifiable, Hashable {
    let id: Int
    var name: String
}

@MainActor
final class ContentCalls {
    var count = 0
}

/// The rows of a `ListModel`, between a header and a footer, with an optional banner inside
/// the same stack after the rows.
struct ItemScreen: View {
    let items: ListModel<Item>
    let calls: ContentCalls
    let showsBanner: Bool

    init(items: ListModel<Item>, calls: ContentCalls = ContentCalls(), showsBanner: Bool = true) {
        self.items = items
        self.calls = calls
        self.showsBanner = showsBanner
    }

    var body: some View {
        VStack {
            Text("Header")
            ForEach(items) { item in
                let _ = calls.count += 1
                ItemRow(item: item)
            }
            if showsBanner { Text("Banner") }
        }
    }
}

struct ItemRow: View {
    let item: Item

    var body: some View {
        HStack {
            Text("\(item.id)")
            Text(item.name)
        }
    }
}

@MainActor
func items(_ ids: Range<Int>) -> [Item] {
    ids.map { Item(id: $0, name: "item \($0)") }
}

/// The screen a fresh host renders for `elements`: what any sequence of edits must end at.
@MainActor
func freshText(_ elements: [Item], showsBanner: Bool = true) -> String {
    ViewHarness(ItemScreen(items: ListModel(elements), showsBanner: showsBanner)).text
}

/// A value content closures read, to change beside an edit.
@Observable
final class Marker {
    var marked = 0
}

/// A model holding a plain array, the baseline `ListModel` is compared with.
@Observable
final class ArrayRows {
    var items: [Item] = []
}
