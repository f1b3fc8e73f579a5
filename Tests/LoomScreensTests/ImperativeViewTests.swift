import Loom
import LoomTestSupport
import Testing

/// The setup/style/update/layout lifecycle of element views, and models.
@MainActor
struct ImperativeViewTests {
    @Test func setupAndStyleRunExactlyOnceWhateverHappensLater() throws {
        let view = CountView()
        let probe = TreeProbe()
        probe.show(view)
        view.model = CountViewModel(text: "a")
        view.setNeedsLayout()
        view.removeFromSuperview()
        probe.show(view)
        #expect(view.calls == ["setup", "style", "layout", "layout"])
    }

    @Test func settingTheModelCallsUpdateOnceWithThePreviousModel() {
        let view = CountView()
        view.model = CountViewModel(text: "one")
        view.model = CountViewModel(text: "two")
        #expect(view.updates.count == 2)
        #expect(view.updates[0].old == nil && view.updates[0].new?.text == "one")
        #expect(view.updates[1].old?.text == "one" && view.updates[1].new?.text == "two")
        #expect(view.label.text == "two")
    }

    @Test func aMountedViewShowsItsSubviewsAndUpdatesTheTree() throws {
        let view = CountView()
        view.model = CountViewModel(text: "before")
        let probe = TreeProbe()
        probe.show(view)
        #expect(try probe.text == "vstack\n  text \"before\"\n  button \"Increment\" {tap}\n")
        view.model = CountViewModel(text: "after")
        view.backgroundColor = HostColor(red: 1, green: 0, blue: 0, name: "red")
        #expect(try probe.text == "vstack background=red\n  text \"after\"\n  button \"Increment\" {tap}\n")
    }

    @Test func aRemovedViewIsRebuiltFromWhatItHoldsWhenAddedAgain() throws {
        let parent = ElementView()
        let child = CountView()
        let probe = TreeProbe()
        probe.show(parent)
        parent.addSubview(child)
        child.model = CountViewModel(text: "kept")
        child.removeFromSuperview()
        #expect(try probe.text == "container\n")
        #expect(child.elementID == nil)
        parent.addSubview(child)
        #expect(try probe.text == "container\n  vstack\n    text \"kept\"\n    button \"Increment\" {tap}\n")
    }

    @Test func insertingASubviewPlacesItBeforeItsNextSibling() throws {
        let parent = StackView(axis: .horizontal)
        let probe = TreeProbe()
        probe.show(parent)
        parent.addSubview(LabelView(text: "a"))
        parent.addSubview(LabelView(text: "c"))
        parent.insertSubview(LabelView(text: "b"), at: 1)
        #expect(try probe.text == "hstack\n  text \"a\"\n  text \"b\"\n  text \"c\"\n")
    }

    @Test func interactionsReachTheOwnerThroughTheirCallbacks() throws {
        let view = CountView()
        var taps = 0
        view.didTap = { taps += 1 }
        let probe = TreeProbe()
        probe.show(view)
        try probe.tap("Increment")
        try probe.tap("Increment")
        #expect(taps == 2)
    }
}
