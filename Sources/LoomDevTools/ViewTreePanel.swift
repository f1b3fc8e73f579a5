import LoomCore

/// The views panel: the session's view tree, one row a view (indented by depth) with how many
/// times its body ran and why it last ran, and below it the view's state and inputs. A view that
/// shows an element outlines that element on the session's page while the pointer is over its
/// row; tapping the row keeps it outlined.
struct ViewTreePanel: View {
    let tree: InspectedNode?
    let model: InspectorModel

    /// The most rows shown: a session showing a long list has thousands of views.
    static let maximumRows = 400

    var body: some View {
        if let tree {
            let rows = ViewTreeRow.rows(of: tree, limit: Self.maximumRows)
            VStack(alignment: .leading, spacing: 2) {
                Text("\(tree.nodeCount) views").foregroundStyle(.secondary)
                ForEach(rows) { row in
                    VStack(alignment: .leading, spacing: 0) {
                        if let element = row.hostElement {
                            // A view with an element of its own: the pointer over it outlines the
                            // element on the page, and a tap keeps it outlined.
                            Button(model.highlighted == element ? "◉ " + row.title : row.title) { model.highlight(element) }
                                .buttonStyle(.plain)
                                .font(.body.monospaced())
                                .onHover { inside in model.hover(element, inside: inside) }
                        } else {
                            Text(row.title).font(.body.monospaced())
                        }
                        ForEach(row.properties, id: \.self) { property in
                            Text(property).font(.caption.monospaced()).foregroundStyle(.secondary).padding(.leading, 16)
                        }
                    }
                    .padding(.leading, Double(row.depth * 14))
                }
                if tree.nodeCount > rows.count {
                    Text("… and \(tree.nodeCount - rows.count) more views").foregroundStyle(.secondary)
                }
            }
        } else {
            Text("This session's views cannot be shown.").foregroundStyle(.secondary)
        }
    }
}

/// One view of the tree as a row of the panel.
struct ViewTreeRow: Identifiable, Hashable {
    let id: Int
    let depth: Int
    let title: String
    /// Its element on the page, for "show on page".
    let hostElement: HostElementID?
    let properties: [String]

    /// The tree in order, depth first, at most `limit` rows.
    static func rows(of tree: InspectedNode, limit: Int) -> [ViewTreeRow] {
        var rows: [ViewTreeRow] = []
        func visit(_ node: InspectedNode, depth: Int) {
            guard rows.count < limit else { return }
            rows.append(row(for: node, id: rows.count, depth: depth))
            for child in node.children { visit(child, depth: depth + 1) }
        }
        visit(tree, depth: 0)
        return rows
    }

    static func row(for node: InspectedNode, id: Int, depth: Int) -> ViewTreeRow {
        var title = ViewTypeName.short(node.viewType)
        // What a text or a button shows says which one it is: `Button "Increment"`.
        if let shown = node.properties.first(where: { $0.kind == "let" && ["title", "content"].contains($0.name) }),
           shown.value.count <= 40, !shown.value.contains("(") {
            title += " \"\(shown.value)\""
        }
        if node.bodyRuns > 0 {
            title += "  · body ×\(node.bodyRuns)"
            if let reason = node.lastBodyRunReason { title += " (\(reason))" }
        }
        var properties = node.properties.map { "\($0.kind) \($0.name) = \($0.value)" }
        if !node.observableReads.isEmpty { properties.append("reads " + node.observableReads.joined(separator: ", ")) }
        return ViewTreeRow(id: id, depth: depth, title: title, hostElement: node.hostElement, properties: properties)
    }
}

/// View type names as the tree shows them: `VStack<TupleView<…>>` as `VStack`, and a modified
/// view (`ModifiedContent<Text, PaddingModifier>`) by its modifier, `.PaddingModifier`.
enum ViewTypeName {
    static func short(_ type: String) -> String {
        if type.hasPrefix("ModifiedContent<"), let modifier = genericArguments(of: type).last {
            return "." + (modifier.count <= 48 ? modifier : base(modifier))
        }
        return base(type)
    }

    static func base(_ type: String) -> String {
        String(type.prefix { $0 != "<" })
    }

    /// The top-level generic arguments of `type`: `A<B, C<D, E>>` gives `B` and `C<D, E>`.
    static func genericArguments(of type: String) -> [String] {
        guard let open = type.firstIndex(of: "<"), type.hasSuffix(">") else { return [] }
        var arguments: [String] = [], current = "", depth = 0
        for character in type[type.index(after: open)..<type.index(before: type.endIndex)] {
            switch character {
            case "<", "{": depth += 1
            case ">", "}": depth -= 1
            default: break
            }
            if character == ",", depth == 0 {
                arguments.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        arguments.append(current.trimmingCharacters(in: .whitespaces))
        return arguments
    }
}
