// This file imports Combine by that name, as SwiftUI code does: on Linux the name is Loom's
// `Combine` module (OpenCombine with its schedulers), on Apple's platforms Apple's framework.
import Combine
import Loom
import Testing

@MainActor
@Suite struct ImportCombineTests {
    final class Ticker: ObservableObject {
        @Published var count = 0
    }

    @Test func importCombineOffersPublishersSubjectsAndSchedulers() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let subscription = subject.map { $0 * 2 }.sink { received.append($0) }
        subject.send(1)
        subject.send(2)
        #expect(received == [2, 4])
        subscription.cancel()

        // The schedulers Combine users name exist under Combine's import.
        let timer: Publishers.Autoconnect<Timer.TimerPublisher> = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        let onMain: Publishers.ReceiveOn<PassthroughSubject<Int, Never>, DispatchQueue> = subject.receive(on: DispatchQueue.main)
        _ = (timer, onMain)
    }

    @Test func anObservableObjectAnnouncesChangesThroughCombine() throws {
        let ticker = Ticker()
        var changes = 0
        let subscription = ticker.objectWillChange.sink { _ in changes += 1 }
        ticker.count = 3
        #expect(changes == 1)
        subscription.cancel()
    }
}
