import LoomHost
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
