import Loom
import LoomTestSupport
import Testing

/// Child screens inside a container view of a parent screen.
@MainActor
struct ContainmentTests {
    final class ParentView: ElementView {
        let header = LabelView(text: "Parent")
        let slot = ElementView()
        override func setup() {
            addSubview(header)
            addSubview(slot)
        }
    }

    @Test func addingAChildPutsItsViewInTheContainerAndConnectsItWhenVisible() throws {
        let store = makeStore()
        let parentView = ParentView()
        let parent = ScreenController(view: parentView)
        let probe = TreeProbe()
        Navigator().start(root: parent, in: probe.tree)
        let child = CountController(store: store)
        parent.add(child, in: parentView.slot)
        #expect(parent.children.count == 1 && child.parent === parent)
        #expect(child.connected)
        #expect(try probe.text == """
            container
              container
                text "Parent"
                container
                  vstack
                    text "count 0"
                    button "Increment" {tap}

            """)
    }

    @Test func removingAChildTakesItsViewOutAndDisconnectsIt() throws {
        let parentView = ParentView()
        let parent = ScreenController(view: parentView)
        let probe = TreeProbe()
        Navigator().start(root: parent, in: probe.tree)
        let child = CountController(store: makeStore())
        parent.add(child, in: parentView.slot)
        child.remove()
        #expect(parent.children.isEmpty && child.parent == nil && !child.connected)
        #expect(try probe.text == "container\n  container\n    text \"Parent\"\n    container\n")
    }

    @Test func transitioningReplacesOneChildWithAnotherInPlace() throws {
        let store = makeStore()
        let parentView = ParentView()
        let parent = ScreenController(view: parentView)
        let probe = TreeProbe()
        Navigator().start(root: parent, in: probe.tree)
        let first = CountController(store: store)
        parent.add(first, in: parentView.slot)
        parentView.slot.addSubview(LabelView(text: "after"))
        let second = ScreenController(view: LabelView(text: "second"))
        var completed = false
        parent.transition(from: first, to: second) { completed = true }
        #expect(completed && parent.children.count == 1 && parent.children.first === second)
        #expect(!first.connected)
        #expect(try probe.text == """
            container
              container
                text "Parent"
                container
                  text "second"
                  text "after"

            """)
    }
}
