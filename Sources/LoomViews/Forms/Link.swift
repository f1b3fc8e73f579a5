import Foundation
import LoomHost

/// A link to a web address, opened by the renderer (a new tab on the web).
///
/// ```swift
/// Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
/// ```
/// Only `http`, `https` and `mailto` addresses become live links on the page.
public struct Link<Label: View>: BuiltinView {
    public var destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public func _buildNodeTree(_ node: Node) {
        var properties: HostProperties = [.url(destination.absoluteString)]
        let title = plainText(label)
        if let title { properties.set(.text(title)) }
        node.controlProperties(into: &properties)
        if title != nil {
            node.buildHostElement(.link, properties: properties)
        } else {
            node.buildHostContainer(.link, properties: properties, content: label)
        }
    }
}

extension Link where Label == Text {
    public init(_ title: String, destination: URL) {
        self.init(destination: destination, label: { Text(title) })
    }
}
