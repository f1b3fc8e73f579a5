import Loom
import LoomTestSupport
import Testing

/// The document's UIKit view controller behaves as the document says: the views start from the
/// store's state, typing goes into the store, and the hook and the button hide the red view.
@MainActor
struct EazyUIKitBehaviourTests {
    @Test func theBoundViewsFollowTheStoreAndTypingWritesIntoIt() throws {
        let tree = HostTree()
        let controller = ViewController()
        Navigator().start(root: controller, in: tree)
        #expect(controller.label.text == "Hello")
        #expect(controller.textField.text == "Hello")
        #expect(!controller.hiddenView.isHidden, "five letters: odd, so the hook leaves it shown")

        let field = try #require(controller.textField.elementID)
        try tree.send(HostEvent(element: field, action: .textChange("Hi")))
        #expect(controller.store.text == "Hi")
        #expect(controller.label.text == "Hi")
        #expect(controller.hiddenView.isHidden, "two letters: even, so the hook hides it")
        #expect(TextRenderer.render(tree.snapshot()).contains("opacity"), "renderers see it hidden")

        let button = try #require(controller.button.elementID)
        try tree.send(HostEvent(element: button, action: .tap))
        #expect(!controller.hiddenView.isHidden)
        #expect(controller.button.title == "Toggle")
    }

    @Test func cancellingTheBindingsStopsBothDirections() throws {
        let tree = HostTree()
        let controller = ViewController()
        Navigator().start(root: controller, in: tree)
        controller.cancellables.removeAll()
        let field = try #require(controller.textField.elementID)
        try tree.send(HostEvent(element: field, action: .textChange("Typed")))
        #expect(controller.store.text == "Hello")
        controller.store.binding(\.text).wrappedValue = "Set"
        #expect(controller.label.text == "Hello")
        #expect(controller.textField.text == "Typed")
    }
}
