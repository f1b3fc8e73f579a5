import LoomHost

/// Sibling subtrees inserted together (the rows a list gains) go out with their shared structure
/// once, the split of static and dynamic parts LiveView makes: a template (the first subtree's
/// HTML with blank ids) and, per subtree, only its ids and its texts. A subtree of another
/// shape, and a lone subtree, stays a plain HTML insert. A template lives for one op, so a reset
/// or a resync has nothing to resend.
enum RepeatedInserts {
    /// The ops that insert `subtrees`, in order, under `parent` before `before`.
    static func operations(parent: HostElementID, before: HostElementID?, subtrees: [HostElementSnapshot]) -> [String] {
        let head = "\(JSONText.id(parent)),\(JSONText.id(before)),"
        guard subtrees.count > 1 else {
            return subtrees.map { "[0," + head + JSONText.string(HTMLWriter.html(of: $0, quote: "'")) + "]" }
        }
        var operations: [String] = []
        var run: [Split] = []
        func flush() {
            guard let first = run.first else { return }
            if run.count == 1 {
                operations.append("[0," + head + JSONText.string(HTMLWriter.html(of: first.subtree, quote: "'")) + "]")
            } else {
                var op = "[7," + head + JSONText.string(first.template)
                for split in run { op += "," + split.instance(defaults: first.texts) }
                operations.append(op + "]")
            }
            run.removeAll(keepingCapacity: true)
        }
        for subtree in subtrees {
            let split = Split(subtree)
            if let first = run.first, split.structure == nil || first.structure != split.structure { flush() }
            run.append(split)
        }
        flush()
        return operations
    }

    /// One subtree split into its structure (its HTML with blank ids and each non-empty own text
    /// replaced by a marker), its ids and its non-empty own texts, both in document order: the
    /// order the page walks a clone of the template in.
    struct Split {
        let subtree: HostElementSnapshot
        /// Nil when a text holds the marker itself: such a subtree is never shared.
        let structure: String?
        let ids: [Int]
        let texts: [String]
        private static let marker = "\u{0}"

        init(_ subtree: HostElementSnapshot) {
            var ids: [Int] = []
            var texts: [String] = []
            var shareable = true
            let structure = HTMLWriter.html(of: subtree, quote: "'") { element in
                ids.append(Int(element.attributes[0].value) ?? 0)
                element.attributes[0].value = ""
                if let text = element.text, !text.isEmpty {
                    if text.contains(Self.marker) { shareable = false }
                    texts.append(text)
                    element.text = Self.marker
                }
            }
            self.subtree = subtree
            self.structure = shareable ? structure : nil
            self.ids = ids
            self.texts = texts
        }

        /// The template this subtree makes: its HTML with its texts and blank ids.
        var template: String {
            HTMLWriter.html(of: subtree, quote: "'") { $0.attributes[0].value = "" }
        }

        /// This subtree as an instance of a template showing `defaults`: its first id when its
        /// ids follow one another in document order (else all of them, as an array), then each
        /// of its texts, `0` for one the template already shows.
        func instance(defaults: [String]) -> String {
            let consecutive = ids.indices.allSatisfy { ids[$0] == ids[0] + $0 }
            var json = "[" + (consecutive ? String(ids[0]) : "[" + ids.map(String.init).joined(separator: ",") + "]")
            for (index, text) in texts.enumerated() {
                json += "," + (index < defaults.count && defaults[index] == text ? "0" : JSONText.string(text))
            }
            return json + "]"
        }
    }
}
