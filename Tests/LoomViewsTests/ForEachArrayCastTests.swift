import Foundation
import Testing

@testable import LoomViews

/// A `ForEach` over an array asks whether its data is a ``ListModel``. Asked with `as?`, the
/// runtime first bridged the array to an `NSArray` (Foundation is loaded in every Loom process),
/// boxing each element: a tenth of the instructions of creating a row of the benchmark table.
/// The elements here count how often they are bridged.
@MainActor
struct ForEachArrayCastTests {
    /// Counts its bridgings to Objective-C; never bridged back.
    struct CountedElement: Identifiable, _ObjectiveCBridgeable {
        nonisolated(unsafe) static var bridgings = 0
        let id: Int

        func _bridgeToObjectiveC() -> NSNumber {
            Self.bridgings += 1
            return NSNumber(value: id)
        }

        static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CountedElement?) {
            result = CountedElement(id: source.intValue)
        }

        static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CountedElement?) -> Bool {
            result = CountedElement(id: source.intValue)
            return true
        }

        static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CountedElement {
            CountedElement(id: source?.intValue ?? 0)
        }
    }

    struct Rows: View {
        let elements: [CountedElement]
        var body: some View {
            VStack {
                ForEach(elements) { element in
                    Text("\(element.id)")
                }
            }
        }
    }

    @Test func buildingRowsOfAnArrayBridgesNoElement() throws {
        CountedElement.bridgings = 0
        let host = ViewHost(Rows(elements: (0..<100).map(CountedElement.init)))
        let rows = try #require(host.rootNode.children.first?.children.first)
        #expect(rows.children.count == 100)
        #expect(CountedElement.bridgings == 0)
    }
}
