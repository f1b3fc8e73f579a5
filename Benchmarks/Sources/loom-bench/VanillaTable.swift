import LoomBenchmarkTable
import LoomCore

/// The same table written by hand against the host tree: the fewest, cheapest calls that
/// produce the tree the engine app produces (buttons, then the rows in a container of their own,
/// js-framework-benchmark's `tbody`). This is the limit the engine is measured against.
@MainActor
final class VanillaTable: TableApp {
    private struct Row {
        let id: Int
        var label: String
        let element: HostElementID
        let labelText: HostElementID
    }

    let hostTree = HostTree()
    /// The rows' container.
    private let tbody: HostElementID
    private var rows: [Row] = []
    private var selected: HostElementID?
    private var nextID = 1
    private var labels = BenchmarkLabels()
    private static let red = HostColor(red: 1, green: 0.23, blue: 0.19, opacity: 1, name: "red")

    var bodies: Int { 0 }

    init() {
        let leading: HostProperty = .alignment(.leading)
        let page = hostTree.makeElement(.vstack, properties: [leading])
        let header = hostTree.makeElement(.hstack)
        tbody = hostTree.makeElement(.vstack, properties: [leading, Self.identifier("tbody")])
        hostTree.appendChild(page, to: hostTree.rootID)
        hostTree.appendChild(header, to: page)
        hostTree.appendChild(tbody, to: page)
        let buttons: [(String, String, @MainActor (VanillaTable) -> Void)] = [
            ("Create 1,000 rows", "run", { $0.run(1_000) }), ("Create 10,000 rows", "runlots", { $0.run(10_000) }),
            ("Append 1,000 rows", "add", { $0.add(1_000) }), ("Update every 10th row", "update", { $0.updateEvery10th() }),
            ("Clear", "clear", { $0.clear() }), ("Swap Rows", "swaprows", { $0.swapRows() }),
        ]
        for (title, identifier, action) in buttons {
            let button = hostTree.makeElement(
                .button, properties: [.text(title), Self.identifier(identifier)],
                handlers: HostEventHandlers(onTap: { [weak self] in
                    if let self { action(self) }
                }))
            hostTree.appendChild(button, to: header)
        }
    }

    /// The test id the shared table's `accessibilityIdentifier` puts on an element.
    private static func identifier(_ name: String) -> HostProperty { .accessibility(HostAccessibility(identifier: name)) }

    func run(_ count: Int) {
        selected = nil
        let made = makeRows(count)
        if rows.isEmpty {
            for row in made { hostTree.appendChild(row.element, to: tbody) }
        } else {
            hostTree.setChildren(made.map(\.element), of: tbody)
        }
        rows = made
    }

    func add(_ count: Int) {
        let made = makeRows(count)
        for row in made { hostTree.appendChild(row.element, to: tbody) }
        rows.append(contentsOf: made)
    }

    func updateEvery10th() {
        for index in stride(from: 0, to: rows.count, by: 10) {
            rows[index].label += " !!!"
            guard var properties = hostTree.element(rows[index].labelText)?.properties else { continue }
            properties.set(.text(rows[index].label))
            hostTree.setProperties(properties, of: rows[index].labelText)
        }
    }

    func select(row index: Int) {
        if let selected { paint(selected, nil) }
        paint(rows[index].element, Self.red)
        selected = rows[index].element
    }

    func swapRows() {
        guard rows.count > 998 else { return }
        let first = rows[1].element
        let second = rows[998].element
        let afterSecond = rows.count > 999 ? rows[999].element : nil
        hostTree.moveChild(second, before: first)
        hostTree.moveChild(first, before: afterSecond)
        rows.swapAt(1, 998)
    }

    func remove(row index: Int) {
        let element = rows[index].element
        if selected == element { selected = nil }
        hostTree.removeElement(element)
        rows.remove(at: index)
    }

    func clear() {
        selected = nil
        hostTree.setChildren([], of: tbody)
        rows = []
    }

    // MARK: Building blocks

    private func makeRows(_ count: Int) -> [Row] {
        var made: [Row] = []
        made.reserveCapacity(count)
        for _ in 0..<count {
            made.append(makeRow(id: nextID, label: labels.next()))
            nextID += 1
        }
        return made
    }

    /// A detached row: hstack { text id, text label, button select, button remove }.
    private func makeRow(id: Int, label: String) -> Row {
        let element = hostTree.makeElement(.hstack)
        let labelText = hostTree.makeElement(.text, properties: [.text(label)])
        let select = HostEventHandlers(onTap: { [weak self] in self?.select(id: id) })
        let remove = HostEventHandlers(onTap: { [weak self] in self?.remove(id: id) })
        hostTree.appendChild(hostTree.makeElement(.text, properties: [.text(String(id))]), to: element)
        hostTree.appendChild(labelText, to: element)
        hostTree.appendChild(hostTree.makeElement(.button, properties: [.text("select")], handlers: select), to: element)
        hostTree.appendChild(hostTree.makeElement(.button, properties: [.text("remove")], handlers: remove), to: element)
        return Row(id: id, label: label, element: element, labelText: labelText)
    }

    /// Sets (or clears) the foreground colour of a row's four children, as the engine's
    /// inherited `.foregroundColor` does.
    private func paint(_ row: HostElementID, _ color: HostColor?) {
        for child in hostTree.element(row)?.children ?? [] {
            guard var properties = hostTree.element(child)?.properties else { continue }
            if let color { properties.set(.foreground(color)) } else { properties.remove(.foreground) }
            hostTree.setProperties(properties, of: child)
        }
    }

    private func select(id: Int) {
        if let index = rows.firstIndex(where: { $0.id == id }) { select(row: index) }
    }

    private func remove(id: Int) {
        if let index = rows.firstIndex(where: { $0.id == id }) { remove(row: index) }
    }
}
