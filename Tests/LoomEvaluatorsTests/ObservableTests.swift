import Loom
import LoomTestSupport
import Testing

@MainActor
@Suite struct ObservableTests {
    /// Counts the change announcements of an observable.
    final class ChangeCounter {
        var count = 0
        var behavior: Behavior?

        init<Object: ObservableObject>(_ observable: Object) {
            behavior = observable.objectWillChange.sink { [weak self] _ in self?.count += 1 }
        }
    }

    @Test func everyWriteIsAnnouncedEvenOfAnEqualValueAsPublishedDoes() {
        let title = ObservableString()
        let counter = ChangeCounter(title)

        title.string = "Paging"
        title.string = "Paging"
        title.string = "Steps"

        #expect(counter.count == 3)
        #expect(title.string == "Steps")
    }

    @Test func theProjectedPublisherSendsEveryWrite() {
        let title = ObservableString("start")
        var seen: [String] = []
        let behavior = title.$string.sink { seen.append($0) }

        title.string = "Paging"
        title.string = "Paging"

        #expect(seen == ["start", "Paging", "Paging"])
        _ = behavior
    }

    @Test func everyNamedObservablePublishesItsValue() {
        var seen: [String] = []
        let flag = ObservableBool()
        let count = ObservableInt()
        let opacity = ObservableDouble()
        let elements = ObservableArray<String>()
        let button = ObservableAlertAction()
        let behaviors = [
            flag.$bool.dropFirst().sink { seen.append("bool \($0)") },
            count.$int.dropFirst().sink { seen.append("int \($0)") },
            opacity.$double.dropFirst().sink { seen.append("double \($0)") },
            elements.$array.dropFirst().sink { seen.append("array \($0)") },
            button.$alertAction.dropFirst().sink { seen.append("action \($0?.title ?? "none")") },
        ]

        flag.bool = true
        count.int = 3
        opacity.double = 0.5
        elements.array = ["a", "b"]
        button.alertAction = AlertAction(title: "OK")

        #expect(seen == ["bool true", "int 3", "double 0.5", "array [\"a\", \"b\"]", "action OK"])
        _ = behaviors
    }

    @Test func observablesStartFromTheirEmptyValues() {
        #expect(ObservableString().string == "")
        #expect(ObservableBool().bool == false)
        #expect(ObservableInt().int == 0)
        #expect(ObservableDouble().double == 0)
        #expect(ObservableArray<Int>().array.isEmpty)
        #expect(ObservableAlertAction().alertAction == nil)
    }

    @Test func changesOfOneObservableDoNotReachObserversOfAnother() {
        let left = ObservableBool(true)
        let right = ObservableBool(true)
        let leftCounter = ChangeCounter(left)
        let rightCounter = ChangeCounter(right)

        left.bool = false

        #expect(leftCounter.count == 1)
        #expect(rightCounter.count == 0)
    }

    /// The cost of announcing equal writes: the observing view re-runs its body, and the host
    /// tree, compared with what it shows, gets no mutation.
    @Test func anEqualWriteRerunsTheObservingViewButChangesNothingOnScreen() {
        let label = ObservableString("1 / 3")
        let ui = ViewHarness(ObservingTextView(text: label))
        _ = ui.host.hostTree.takeMutations()
        let bodies = ui.host.statistics.bodies

        label.string = "1 / 3"
        ui.host.update()

        #expect(ui.host.statistics.bodies == bodies + 1)
        #expect(ui.host.hostTree.takeMutations().isEmpty)
        #expect(ui.text.contains("text \"1 / 3\""))
    }
}
