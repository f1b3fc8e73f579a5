@testable import LoomViews
import LoomTestSupport
import Testing

/// `ListEditLog` (the oldest edit inline, the others in an array) behaves as an array of the
/// same edits: checked against one over seeded random appends, trims and clears.
@MainActor
struct ListEditLogTests {
    private func positions(_ step: ListEditStep) -> [Int] {
        switch step {
        case .insert(let index, let count, let first): [0, index, count, first]
        case .remove(let index, let count): [1, index, count]
        case .replace(let index, let element): [2, index, element]
        case .swap(let first, let second): [3, first, second]
        case .move(let offsets, let target): [4, target] + offsets
        }
    }

    private func expectSame(_ log: ListEditLog, _ reference: [ListEditStep], _ context: String) {
        #expect(log.count == reference.count, "\(context)")
        for index in reference.indices where index < log.count {
            #expect(positions(log[index]) == positions(reference[index]), "\(context), edit \(index)")
        }
        #expect(log.firstElement == reference.lazy.compactMap(\.firstElement).first, "\(context)")
    }

    private func randomStep(_ number: Int, using rng: inout SeededGenerator) -> ListEditStep {
        switch Int.random(in: 0..<5, using: &rng) {
        case 0: .insert(at: number % 7, count: 1 + number % 3, firstElement: number)
        case 1: .remove(at: number % 5, count: 1)
        case 2: .replace(at: number % 4, element: number)
        case 3: .swap(number % 3, number % 6)
        default: .move(offsets: [number % 2, 2 + number % 3], to: number % 4)
        }
    }

    @Test func behavesAsAnArrayOfTheSameEdits() {
        var rng = SeededGenerator(state: 18)
        var log = ListEditLog()
        var reference: [ListEditStep] = []
        expectSame(log, reference, "empty")
        for number in 0..<600 {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0 where !reference.isEmpty:
                let dropped = Int.random(in: 0...reference.count, using: &rng)
                log.removeFirst(dropped)
                reference.removeFirst(dropped)
                expectSame(log, reference, "step \(number): dropped \(dropped)")
            case 1:
                log.removeAll()
                reference.removeAll()
                expectSame(log, reference, "step \(number): cleared")
            default:
                let step = randomStep(number, using: &rng)
                log.append(step)
                reference.append(step)
                expectSame(log, reference, "step \(number): appended")
            }
        }
    }
}
