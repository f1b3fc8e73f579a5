import LoomHost

/// Sibling subtrees inserted together (the rows a list gains) go out with their shared structure
/// once, the split of static and dynamic parts LiveView makes: a template (the first subtree's
/// HTML with blank ids) and, per subtree, only its ids and its texts. A subtree of another
/// shape, and a lone subtree, stays a plain HTML insert. A template lives for one op, so a reset
/// or a resync has nothing to resend.
enum RepeatedInserts {
    /// Writes the ops that insert `subtrees`, in order, under `parent` before `before`.
    static func write(parent: HostElementID, before: HostElementID?, subtrees: [HostElementSnapshot], into operations: inout PatchOperations) {
        let head = "\(JSONText.id(parent)),\(JSONText.id(before)),"
        func insert(_ subtree: HostElementSnapshot) {
            var html = UTF8Buffer()
            HTMLWriter.write(subtree, quote: "'", into: &html) { _ in }
            operations.add { op in
                op.append("[0," + head)
                op.appendJSONString(html)
                op.append(byte: UInt8(ascii: "]"))
            }
        }
        guard subtrees.count > 1 else { return subtrees.forEach(insert) }
        var run: [Split] = []
        func flush() {
            guard let first = run.first else { return }
            defer { run.removeAll(keepingCapacity: true) }
            if run.count == 1 { return insert(first.subtree) }
            operations.add { op in
                op.append("[7," + head)
                op.appendJSONString(first.template)
                for split in run {
                    op.append(byte: UInt8(ascii: ","))
                    split.appendInstance(defaults: first.texts, to: &op)
                }
                op.append(byte: UInt8(ascii: "]"))
            }
        }
        for subtree in subtrees {
            let split = Split(subtree)
            if let first = run.first, split.structure == nil || first.structure != split.structure { flush() }
            run.append(split)
        }
        flush()
    }

    /// One subtree split into its structure (its HTML with blank ids and each non-empty own text
    /// replaced by a marker), its ids and its non-empty own texts, both in document order: the
    /// order the page walks a clone of the template in.
    struct Split {
        let subtree: HostElementSnapshot
        /// Nil when a text holds the marker itself: such a subtree is never shared.
        let structure: [UInt8]?
        let ids: [Int]
        let texts: [String]
        /// The marker: U+0000, one zero byte in UTF-8 (a subtree with a text that holds it is not shared).
        private static let marker = "\u{0}"

        init(_ subtree: HostElementSnapshot) {
            var ids: [Int] = []
            var texts: [String] = []
            var shareable = true
            var structure = UTF8Buffer()
            HTMLWriter.write(subtree, quote: "'", into: &structure) { element in
                ids.append(Int(element.attributes[0].value) ?? 0)
                element.attributes[0].value = ""
                if let text = element.text, !text.isEmpty {
                    if text.utf8.contains(0) { shareable = false }
                    texts.append(text)
                    element.text = Self.marker
                }
            }
            self.subtree = subtree
            self.structure = shareable ? structure.bytes : nil
            self.ids = ids
            self.texts = texts
        }

        /// The template this subtree makes: its HTML with its texts and blank ids.
        var template: UTF8Buffer {
            var html = UTF8Buffer()
            HTMLWriter.write(subtree, quote: "'", into: &html) { $0.attributes[0].value = "" }
            return html
        }

        /// This subtree as an instance of a template showing `defaults`, appended to `json`: its
        /// first id when its ids follow one another in document order (else all of them, as an
        /// array), then each of its texts, `0` for one the template already shows.
        func appendInstance(defaults: [String], to json: inout UTF8Buffer) {
            let consecutive = ids.indices.allSatisfy { ids[$0] == ids[0] + $0 }
            json.append(byte: UInt8(ascii: "["))
            json.append(consecutive ? String(ids[0]) : "[" + ids.map(String.init).joined(separator: ",") + "]")
            for (index, text) in texts.enumerated() {
                json.append(byte: UInt8(ascii: ","))
                // As bytes: a canonically equivalent text (`String ==`) is not what the template shows.
                if index < defaults.count && defaults[index].hasSameBytes(as: text) {
                    json.append(byte: UInt8(ascii: "0"))
                } else {
                    json.appendJSONString(text)
                }
            }
            json.append(byte: UInt8(ascii: "]"))
        }
    }
}
