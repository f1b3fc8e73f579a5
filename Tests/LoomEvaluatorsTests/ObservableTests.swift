import Loom
import Testing

@MainActor
@Suite struct ObservableTests {
    /// Counts the change announcements of an observable.
    final class ChangeCounter {
        var count = 0
        var behavior: Behavior?

        init<Value>(_ observable: ObservableValue<Value>) {
            behavior = observable.objectWillChange.sink { [weak self] _ in self?.count += 1 }
        }
    }

    @Test func aWriteAnnouncesAChangeOnlyWhenTheValueDiffers() {
        let title = ObservableString()
        let counter = ChangeCounter(title)

        title.string = "Paging"
        title.string = "Paging"
        title.string = "Steps"

        #expect(counter.count == 2)
        #expect(title.string == "Steps")
    }

    @Test func everyWriteOfAValueThatIsNotEquatableIsAnnounced() {
        let button = ObservableAlertAction()
        let counter = ChangeCounter(button)

        button.alertAction = AlertAction(title: "OK")
        button.alertAction = AlertAction(title: "OK")

        #expect(counter.count == 2)
    }

    @Test func equalArraysAreNotAnnouncedAgain() {
        let elements = ObservableArray<Int>([1, 2])
        let counter = ChangeCounter(elements)

        elements.array = [1, 2]
        elements.array = [1, 2, 3]

        #expect(counter.count == 1)
    }

    @Test func namedAccessorsReadAndWriteTheSharedValue() {
        let flag = ObservableBool()
        let count = ObservableInt()
        let opacity = ObservableDouble()
        let elements = ObservableArray<String>()

        flag.bool = true
        count.int = 3
        opacity.double = 0.5
        elements.array = ["a", "b"]

        #expect(flag.value == true)
        #expect(count.value == 3)
        #expect(opacity.value == 0.5)
        #expect(elements.value == ["a", "b"])
    }

    @Test func observablesStartFromTheirEmptyValues() {
        #expect(ObservableString().string == "")
        #expect(ObservableBool().bool == false)
        #expect(ObservableInt().int == 0)
        #expect(ObservableDouble().double == 0)
        #expect(ObservableArray<Int>().array.isEmpty)
        #expect(ObservableAlertAction().alertAction == nil)
    }

    @Test func writingTheGenericFormNotifiesObserversOfTheNamedForm() {
        let page = ObservableString("1 / 3")
        let counter = ChangeCounter(page)
        let generic: ObservableValue<String> = page

        generic.value = "2 / 3"

        #expect(counter.count == 1)
        #expect(page.string == "2 / 3")
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
}
