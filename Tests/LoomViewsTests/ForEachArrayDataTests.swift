import Loom
import LoomTestSupport
import Testing

@testable import LoomViews

/// A `ForEach` reads an array's elements through `mapArray` (the array's own subscript getter)
/// and any other collection's through `map` (`ForEach+ArrayData.swift`): both must show the
/// same rows, run each content closure once per element in order, and report a repeated id
/// the same way.
@MainActor
struct ForEachArrayDataTests {
    struct Rows<Data: RandomAccessCollection>: View where Data.Element == Int {
        let data: Data
        let seen: Box
        var body: some View {
            VStack {
                ForEach(data, id: \.self) { value in
                    seen.values.append(value)
                    return Text("row \(value)")
                }
            }
        }
    }

    final class Box { var values: [Int] = [] }

    private func labels(_ host: ViewHost) -> [HostProperties] {
        host.hostTree.snapshot().children[0].children.map(\.properties)
    }

    @Test func mapArrayTransformsEachElementOnceInOrder() {
        var calls: [Int] = []
        let mapped = mapArray([3, 1, 2]) { value in
            calls.append(value)
            return "\(value)"
        }
        #expect(mapped == ["3", "1", "2"])
        #expect(calls == [3, 1, 2])
        #expect(mapArray([Int]()) { $0 }.isEmpty)
    }

    @Test func arrayAndOtherCollectionsShowTheSameRows() {
        let values = [5, 3, 8, 1]
        let arraySeen = Box(), sliceSeen = Box()
        let array = ViewHost(Rows(data: values, seen: arraySeen))
        let slice = ViewHost(Rows(data: ([0] + values)[1...], seen: sliceSeen))
        #expect(labels(array) == labels(slice))
        #expect(labels(array).count == 4)
        #expect(arraySeen.values == values)
        #expect(sliceSeen.values == values)
    }

    @Test func aRepeatedIDInAnArrayShowsItsFirstElementOnly() {
        let issues = Box()
        let host = ViewHost(Rows(data: [1, 2, 1, 3], seen: Box()), issueHandler: { _ in issues.values.append(0) })
        #expect(labels(host) == [[.text("row 1")], [.text("row 2")], [.text("row 3")]])
        #expect(issues.values.count == 1)
    }
}

/// A replacement (no id agreed at either end, the first id new) puts the rows in a new keyed
/// table and drops the old one whole (`compareEveryRow`): rows kept from the old list must be
/// in the new table, so a later update still finds them by id with their state, and a
/// repeated id still shows its first row only.
@MainActor
struct ForEachReplacedTableTests {
    typealias Rows = KeyedListTests.Rows
    typealias Table = KeyedListTests.Table

    private func labels(_ ui: ViewHarness) -> [HostProperty?] {
        ui.host.hostTree.snapshot().children[0].children.map { $0.properties[.text] }
    }

    @Test func rowsKeptThroughAReplacementKeepTheirStateInLaterUpdates() throws {
        let rows = Rows(count: 5)
        let ui = ViewHarness(Table(rows: rows))
        try ui.tap("row 2 taps 0")
        rows.ids = [10, 2, 11, 10, 12]
        ui.host.update()
        #expect(labels(ui) == ["row 10 taps 0", "row 2 taps 1", "row 11 taps 0", "row 12 taps 0"].map(HostProperty.text))
        try ui.verifyReplay()
        try ui.tap("row 11 taps 0")
        // Found again by id: the rebuilt table holds the kept row and the new ones.
        rows.ids = [12, 11, 2, 10]
        ui.host.update()
        #expect(labels(ui) == ["row 12 taps 0", "row 11 taps 1", "row 2 taps 1", "row 10 taps 0"].map(HostProperty.text))
        try ui.verifyReplay()
        rows.ids = []
        ui.host.update()
        #expect(labels(ui).isEmpty)
    }
}
