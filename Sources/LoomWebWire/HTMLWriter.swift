import LoomHost

/// Writes host elements as HTML, escaping every text and attribute value.
public enum HTMLWriter {
    /// The HTML of a whole subtree: the first render of a page, and the resync after reconnect.
    /// The root element itself is not written; its children are.
    public static func html(of snapshot: HostElementSnapshot) -> String {
        var html = ""
        if snapshot.kind == .root {
            for child in snapshot.children { write(child, into: &html) }
        } else {
            write(snapshot, into: &html)
        }
        return html
    }

    /// The HTML of one element without its children (children arrive as inserts of their own).
    public static func html(of element: DOMElement) -> String {
        var html = openingTag(of: element)
        if !element.isVoid { html += "</\(element.tag)>" }
        return html
    }

    private static func write(_ snapshot: HostElementSnapshot, into html: inout String) {
        let element = DOMElement(id: snapshot.id, kind: snapshot.kind, properties: snapshot.properties, events: snapshot.events)
        html += openingTag(of: element)
        if element.isVoid { return }
        for child in snapshot.children { write(child, into: &html) }
        html += "</\(element.tag)>"
    }

    private static func openingTag(of element: DOMElement) -> String {
        var html = "<" + element.tag
        for attribute in element.attributes {
            html += " " + attribute.name
            if !attribute.value.isEmpty || attribute.name != "disabled" {
                html += "=\"" + escapeAttribute(attribute.value) + "\""
            }
        }
        html += ">"
        if let text = element.text, !element.isVoid { html += escapeText(text) }
        return html
    }

    /// Escapes text content: `<script>` shows as text, never runs.
    public static func escapeText(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// Escapes an attribute value for double- or single-quoted attributes.
    public static func escapeAttribute(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
