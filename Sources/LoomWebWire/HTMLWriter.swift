import LoomHost

/// Writes host elements as HTML, escaping every text and attribute value.
public enum HTMLWriter {
    /// The HTML of a whole subtree: the first render of a page, and the resync after reconnect.
    /// The root element itself is not written; its children are. Attribute values are quoted
    /// with `quote`, `"` or `'`.
    public static func html(of snapshot: HostElementSnapshot, quote: Character = "\"") -> String {
        var html = UTF8Buffer()
        write(snapshot, quote: quote, into: &html) { _ in }
        return html.string
    }

    /// The same HTML, as bytes appended to `html`, with each element's DOM form passed through
    /// `adjust`, in document order, before it is written: the wire's templates
    /// (``RepeatedInserts``) blank the ids and read the texts this way, in the one walk that
    /// writes the HTML.
    static func write(
        _ snapshot: HostElementSnapshot, quote: Character, into html: inout UTF8Buffer, adjust: (inout DOMElement) -> Void
    ) {
        let quote = quoteByte(quote)
        if snapshot.kind == .root {
            for child in snapshot.children { write(element: child, quote: quote, adjust: adjust, into: &html) }
        } else {
            write(element: snapshot, quote: quote, adjust: adjust, into: &html)
        }
    }

    private static func write(element snapshot: HostElementSnapshot, quote: UInt8, adjust: (inout DOMElement) -> Void, into html: inout UTF8Buffer) {
        var element = DOMElement(id: snapshot.id, kind: snapshot.kind, properties: snapshot.properties, events: snapshot.events)
        adjust(&element)
        appendOpeningTag(of: element, quote: quote, to: &html)
        if element.isVoid { return }
        for child in snapshot.children { write(element: child, quote: quote, adjust: adjust, into: &html) }
        html.append("</")
        html.append(element.tag)
        html.append(byte: UInt8(ascii: ">"))
    }

    /// An element's opening tag and own text. Attribute values are quoted with `quote` (the
    /// wire uses `'`, which JSON does not need to escape); both quotes are always escaped.
    static func openingTag(of element: DOMElement, quote: Character) -> String {
        var html = UTF8Buffer()
        appendOpeningTag(of: element, quote: quoteByte(quote), to: &html)
        return html.string
    }

    /// `"` or `'`, the only quotes an attribute value can be written in; anything else is a
    /// mistake in the caller, stopped here rather than written as broken HTML.
    private static func quoteByte(_ quote: Character) -> UInt8 {
        precondition(quote == "\"" || quote == "'", "HTMLWriter: attributes are quoted with \" or ', not \(quote)")
        return quote == "'" ? UInt8(ascii: "'") : UInt8(ascii: "\"")
    }

    private static func appendOpeningTag(of element: DOMElement, quote: UInt8, to html: inout UTF8Buffer) {
        html.append(byte: UInt8(ascii: "<"))
        html.append(element.tag)
        for attribute in element.attributes {
            html.append(byte: UInt8(ascii: " "))
            html.append(attribute.name)
            if !attribute.value.isEmpty || attribute.name != "disabled" {
                html.append(byte: UInt8(ascii: "="))
                html.append(byte: quote)
                html.appendHTMLEscaped(attribute.value, quotes: true)
                html.append(byte: quote)
            }
        }
        html.append(byte: UInt8(ascii: ">"))
        if let text = element.text, !element.isVoid { html.appendHTMLEscaped(text, quotes: false) }
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
        var result = UTF8Buffer(capacity: text.utf8.count)
        result.appendHTMLEscaped(text, quotes: quotes)
        return result.string
    }
}
