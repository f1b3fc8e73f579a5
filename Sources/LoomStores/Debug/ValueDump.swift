import Foundation

/// A readable, indented description of a value for the ``DebugStore`` log, in the Eazy
/// document's format: every enum case with its full type path (`ChatState.MessagesState.loading`),
/// structs as `Type(field: value)`, one field per line once there is more than one.
///
/// Loom's own rather than swift-custom-dump's: custom-dump abbreviates nested enum cases to
/// `.loading`, and the document's log names the type of every case. The format is line based so
/// that ``lineDiff(from:to:)`` can show a change as the lines that differ.
enum ValueDump {
    /// The description of `value`, over as many lines as it needs.
    static func lines(of value: Any) -> [String] {
        describe(value)
    }

    /// The description as one string.
    static func text(of value: Any) -> String {
        lines(of: value).joined(separator: "\n")
    }

    /// `value` as lines; an aggregate with one single-line part stays on one line.
    private static func describe(_ value: Any) -> [String] {
        if let leaf = leafDescription(value) { return leaf }
        let mirror = Mirror(reflecting: value)
        let type = typeName(mirror.subjectType)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return ["nil"] }
            return describe(wrapped)
        case .enum:
            return describeCase(value, of: type, mirror: mirror)
        case .collection, .set:
            let open = mirror.displayStyle == .set ? "Set([" : "["
            let close = mirror.displayStyle == .set ? "])" : "]"
            var elements = mirror.children.map { describe($0.value) }
            // A set's order is its hash order, which differs from process to process: sorted,
            // a state reads the same in the server's log and in a test replaying the session.
            if mirror.displayStyle == .set { elements.sort { $0.lexicographicallyPrecedes($1) } }
            let parts = elements.enumerated().map { index, lines in (label: "[\(index)]", lines: lines) }
            return block(open: open, close: close, parts: parts, inlineSingle: false)
        case .dictionary:
            let parts = mirror.children.map { pair -> (label: String?, lines: [String]) in
                let entry = Array(Mirror(reflecting: pair.value).children)
                guard entry.count == 2 else { return (nil, describe(pair.value)) }
                return (text(of: entry[0].value), describe(entry[1].value))
            }
            // Sorted by key, for the same reason as a set.
            .sorted { lhs, rhs in
                lhs.label == rhs.label ? lhs.lines.lexicographicallyPrecedes(rhs.lines) : (lhs.label ?? "") < (rhs.label ?? "")
            }
            return block(open: "[", close: "]", parts: parts, inlineSingle: false)
        case .tuple:
            let parts = mirror.children.map { (label: tupleLabel($0.label), lines: describe($0.value)) }
            return block(open: "(", close: ")", parts: parts, inlineSingle: true)
        default:
            let parts = mirror.children.map { (label: $0.label, lines: describe($0.value)) }
            return block(open: "\(type)(", close: ")", parts: parts, inlineSingle: true)
        }
    }

    /// Values shown as they print: strings quoted, numbers, flags, UUIDs, and anything without parts.
    private static func leafDescription(_ value: Any) -> [String]? {
        switch value {
        case let string as String:
            return quoted(string)
        case let character as Character:
            return quoted(String(character))
        case let uuid as UUID:
            return ["UUID(\(uuid.uuidString))"]
        case is any Numeric, is Bool:
            return ["\(value)"]
        default:
            // No display style: a value with a custom mirror that has no parts to show.
            return Mirror(reflecting: value).displayStyle == nil ? ["\(value)"] : nil
        }
    }

    /// A string in quotes; a multi-line one as a `"""` block.
    private static func quoted(_ string: String) -> [String] {
        guard string.contains("\n") else { return ["\"\(escaped(string))\""] }
        return ["\"\"\""] + string.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 } + ["  \"\"\""]
    }

    private static func escaped(_ string: String) -> String {
        string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    /// `Type.case`, or `Type.case(payload)` with the payload's parts.
    private static func describeCase(_ value: Any, of type: String, mirror: Mirror) -> [String] {
        guard let payload = mirror.children.first else { return ["\(type).\(value)"] }
        let name = "\(type).\(payload.label ?? "\(value)")"
        let payloadMirror = Mirror(reflecting: payload.value)
        let parts: [(label: String?, lines: [String])]
        if payloadMirror.displayStyle == .tuple {
            parts = payloadMirror.children.map { (label: tupleLabel($0.label), lines: describe($0.value)) }
        } else {
            parts = [(label: nil, lines: describe(payload.value))]
        }
        return block(open: "\(name)(", close: ")", parts: parts, inlineSingle: true)
    }

    /// Tuple elements without a written label are reflected as `.0`, `.1`: shown without one.
    private static func tupleLabel(_ label: String?) -> String? {
        guard let label, label.first != "." else { return nil }
        return label
    }

    /// `open`, the parts one per line (indented, comma-separated), `close`; or all on one line
    /// when there is a single single-line part and `inlineSingle`, or no part at all.
    private static func block(
        open: String, close: String, parts: [(label: String?, lines: [String])], inlineSingle: Bool
    ) -> [String] {
        if parts.isEmpty { return [open + close] }
        if inlineSingle, parts.count == 1, parts[0].lines.count == 1 {
            return [open + labelled(parts[0].label, parts[0].lines[0]) + close]
        }
        var lines = [open]
        for (index, part) in parts.enumerated() {
            let comma = index < parts.count - 1 ? "," : ""
            var partLines = part.lines
            partLines[0] = labelled(part.label, partLines[0])
            partLines[partLines.count - 1] += comma
            lines += partLines.map { "  " + $0 }
        }
        return lines + [close]
    }

    private static func labelled(_ label: String?, _ line: String) -> String {
        label.map { "\($0): \(line)" } ?? line
    }

    /// The type's name without its module: `ChatState.MessagesState`.
    static func typeName(_ type: Any.Type) -> String {
        var name = String(reflecting: type)
        // Types declared inside functions read `(unknown context at $…)`: keep the name only.
        while let range = name.range(of: #"\(unknown context at \$[0-9a-f]+\)\."#, options: .regularExpression) {
            name.removeSubrange(range)
        }
        // Each qualified name starts with its module (`Swift.Int`, `Chat.ChatState`): drop it.
        return name.replacingOccurrences(
            of: #"(^|[<(\[,:] ?)[A-Za-z_][A-Za-z0-9_]*\.(?=[A-Za-z_])"#, with: "$1", options: .regularExpression)
    }
}

/// The lines of `old` and `new` as a diff: unchanged lines indented by two spaces, removed ones
/// marked `-`, added ones `+`, in order; `nil` when they are equal.
func lineDiff(from old: [String], to new: [String]) -> String? {
    guard old != new else { return nil }
    let difference = new.difference(from: old)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
        switch change {
        case let .remove(offset, _, _): removed.insert(offset)
        case let .insert(offset, _, _): inserted.insert(offset)
        }
    }
    var lines: [String] = []
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < old.count || newIndex < new.count {
        if oldIndex < old.count, removed.contains(oldIndex) {
            lines.append("- " + old[oldIndex])
            oldIndex += 1
        } else if newIndex < new.count, inserted.contains(newIndex) {
            lines.append("+ " + new[newIndex])
            newIndex += 1
        } else {
            lines.append("  " + new[newIndex])
            oldIndex += 1
            newIndex += 1
        }
    }
    return lines.joined(separator: "\n")
}
