import Foundation

/// A ``FetchRequest``'s result, read a page at a time as it is used, for a long list in a
/// lazy stack (the name SwiftUI gives Core Data's fetch results).
///
/// The count comes from one `COUNT` statement; an element is made when it is read, with the
/// page of ``ResultPages/pageSize`` rows around it, and only the last ``ResultPages/keptPages``
/// pages read are held. A lazy stack reads only the rows it shows, so a query over 100,000 rows
/// holds a few hundred models, not 100,000. Indices are positions in the query's order;
/// elements are the context's models (the same object for the same row while it is held).
///
/// Its conformance to `RandomAccessCollection` is isolated to the main actor, where views and
/// their context live: the elements are read from the context as they are used.
public struct FetchedResults<Element: PersistentModel> {
    let pages: ResultPages<Element>
}

@MainActor
extension FetchedResults: @MainActor RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { pages.count }
    public subscript(position: Int) -> Element { pages.model(at: position) }

    /// How many models the results hold now: the pages read last (Loom's addition, for
    /// measuring what a long list costs).
    public var heldModelCount: Int { pages.heldModels }
}

/// The pages a ``FetchedResults`` has read: made anew whenever the query runs again (a save
/// of a type it reads, another query), so it never mixes rows of two runs.
@MainActor
final class ResultPages<Element: PersistentModel> {
    static var pageSize: Int { 100 }
    static var keptPages: Int { 6 }

    let count: Int
    private let context: ModelContext
    private let descriptor: FetchDescriptor<Element>
    private var pages: [Int: [Element]] = [:]
    /// Page numbers, least recently read first.
    private var recent: [Int] = []

    init(context: ModelContext, descriptor: FetchDescriptor<Element>) throws {
        self.context = context
        self.descriptor = descriptor
        var all = descriptor
        all.fetchLimit = nil
        all.fetchOffset = nil
        let matching = max(0, try context.fetchCount(all) - (descriptor.fetchOffset ?? 0))
        count = descriptor.fetchLimit.map { min($0, matching) } ?? matching
    }

    /// An empty result (a query that failed).
    init(empty context: ModelContext, descriptor: FetchDescriptor<Element>) {
        self.context = context
        self.descriptor = descriptor
        count = 0
    }

    /// How many models are held now (for tests and measurements).
    var heldModels: Int { pages.values.reduce(0) { $0 + $1.count } }

    func model(at position: Int) -> Element {
        precondition(position >= 0 && position < count, "FetchedResults: index \(position) is out of 0..<\(count)")
        let number = position / Self.pageSize
        let page = pages[number] ?? read(page: number)
        recent.removeAll { $0 == number }
        recent.append(number)
        let offset = position - number * Self.pageSize
        // Another process deleted rows since the count: the page is short. The last row of it
        // stands in until the query runs again, which that save's notice makes it do.
        return offset < page.count ? page[offset] : page.last ?? lastResort(at: position)
    }

    private func read(page number: Int) -> [Element] {
        var window = descriptor
        window.fetchOffset = (descriptor.fetchOffset ?? 0) + number * Self.pageSize
        window.fetchLimit = min(Self.pageSize, count - number * Self.pageSize)
        let models: [Element]
        do {
            models = try context.fetch(window)
        } catch {
            FileHandle.standardError.write(Data("LoomData: @Query of \(Element.entityName) could not read rows \(window.fetchOffset ?? 0)…: \(error)\n".utf8))
            models = []
        }
        pages[number] = models
        while recent.count >= Self.keptPages, let oldest = recent.first {
            recent.removeFirst()
            pages[oldest] = nil
        }
        return models
    }

    /// Any model of the result, for a position whose page came back empty.
    private func lastResort(at position: Int) -> Element {
        if let model = pages.values.lazy.compactMap(\.last).first { return model }
        var first = descriptor
        first.fetchLimit = 1
        if let model = try? context.fetch(first).first { return model }
        preconditionFailure("FetchedResults: row \(position) of \(Element.entityName) is gone and the query has no rows left; read the results again")
    }
}
