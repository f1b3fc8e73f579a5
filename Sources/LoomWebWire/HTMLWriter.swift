import LoomHost

/// Writes host elements as HTML, escaping every text and attribute value.
public enum HTMLWriter {
    /// The HTML of a whole subtree: the first render of a page, and the resync after reconnect.
    /// The root element itself is not written; its children are.
    public static func html(of snapshot: HostElementSnapshot, quote: Character = "\"") -> String {
        html(of: snapshot, quote: quote) { _ in }
    }

    /// The same HTML with each element's DOM form passed through `adjust`, in document order,
    /// before it is written: the wire's templates (``RepeatedInserts``) blank the ids and read
    /// the texts this way, in the one walk that writes the HTML.
    static func html(of snapshot: HostElementSnapshot, quote: Character, adjust: (inout DOMElement) -> Void) -> String {
        var html = ""
        if snapshot.kind == .root {
            for child in snapshot.children { write(child, quote: quote, adjust: adjust, into: &html) }
        } else {
            write(snapshot, quote: quote, adjust: adjust, into: &html)
        }
        return html
    }

    private static func write(_ snapshot: HostElementSnapshot, quote: Character, adjust: (inout DOMElement) -> Void, into html: inout String) {
        var element = DOMElement(id: snapshot.id, kind: snapshot.kind, properties: snapshot.properties, events: snapshot.events)
        adjust(&element)
        html += openingTag(of: element, quote: quote)
        if element.isVoid { return }
        for child in snapshot.children { write(child, quote: quote, adjust: adjust, into: &html) }
        html += "</\(element.tag)>"
    }

    /// An element's opening tag and own text. Attribute values are quoted with `quote` (the
    /// wire uses `'`, which JSON does not need to escape); both quotes are always escaped.
    static func openingTag(of element: DOMElement, quote: Character) -> String {
        var html = "<" + element.tag
        for attribute in element.attributes {
            html += " " + attribute.name
            if !attribute.value.isEmpty || attribute.name != "disabled" {
                html += "=" + String(quote) + escapeAttribute(attribute.value) + String(quote)
            }
        }
        html += ">"
        if let text = element.text, !element.isVoid { html += escapeText(text) }
        return html
    }

    /// Escapes text content: `<script>` shows as text, never runs.
    public static func escapeText(_ text: String) -> String {
        escape(text, quotes: false)
    }

    /// Escapes an attribute value for double- or single-quoted attributes.
    public static func escapeAttribute(_ text: String) -> String {
        escape(text, quotes: true)
    }

    private static func escape(_ text: String, quotes: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
