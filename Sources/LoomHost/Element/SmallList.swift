/// An ordered collection that holds no element and one element inline, and an array only from
/// the second element on: the storage of a host element's properties (``HostProperties``) and
/// of a view node's children.
///
/// Most such lists hold exactly one element (a text's title, a view's `body`), and an array of
/// one costs a 48 to 64-byte block besides its owner: about 400 bytes of every benchmark row
/// went to such arrays (memory per row, issue 18). The array is dropped again when an edit
/// leaves one element or none, so equal lists always have the same storage and a synthesized
/// `Hashable` holds.
///
/// The three forms are stored in an enum of the user's own (``SmallListStorage``), not in a
/// generic enum of this type: Swift lays out a generic enum with two payloads with an extra tag
/// byte (it cannot use its payloads' spare bits), and that byte moved a node out of its
/// allocator block. The user's enum is two lines; the mechanism is all here.
///
/// Edits of a long list mutate the array in place: the storage gives up its reference before
/// the array is changed (``takeArray()``), so the array stays uniquely referenced and is never
/// copied. A mutation handles none and one in a `switch` over the storage and takes the array
/// only after that `switch` has ended: an unoptimised build keeps the switched-over copy alive
/// through the case body, and an array taken there has two references, so every edit of a
/// long list copied it. Members are `@inlinable` so that the engine's and
/// the tree's hot paths, in other modules, are specialised for their element type.
public struct SmallList<Storage: SmallListStorage>: RandomAccessCollection, MutableCollection,
    RangeReplaceableCollection, ExpressibleByArrayLiteral
{
    public typealias Element = Storage.Element

    @usableFromInline
    var storage: Storage

    @inlinable
    public init() { storage = .none }

    /// The elements of `array`, which is kept as it is when it holds two or more.
    @inlinable
    public init(_ array: [Element]) {
        switch array.count {
        case 0: storage = .none
        case 1: storage = .one(array[0])
        default: storage = .many(array)
        }
    }

    /// One element, inline: no array to make, check and free as a literal `[element]` would.
    @inlinable
    public init(one element: Element) { storage = .one(element) }

    @inlinable
    public init(arrayLiteral elements: Element...) { self.init(elements) }

    /// Whether the elements are held in an array (two or more of them); tests read it to check
    /// that a single element costs none.
    @inlinable
    public var usesArray: Bool {
        if case .many = storage.contents { return true }
        return false
    }

    /// The elements as an array: free for none and for two or more (the stored array is
    /// shared), one allocation for a single element. For readers outside the hot paths.
    @inlinable
    public var array: [Element] {
        switch storage.contents {
        case .none: return []
        case .one(let element): return [element]
        case .many(let elements): return elements
        }
    }

    @inlinable
    public var startIndex: Int { 0 }

    @inlinable
    public var endIndex: Int {
        switch storage.contents {
        case .none: return 0
        case .one: return 1
        case .many(let elements): return elements.count
        }
    }

    @inlinable
    public subscript(position: Int) -> Element {
        get {
            switch storage.contents {
            case .one(let element) where position == 0: return element
            case .many(let elements): return elements[position]
            default: preconditionFailure("SmallList index \(position) out of range (count \(count))")
            }
        }
        set {
            if case .one = storage.contents {
                precondition(position == 0, "SmallList index \(position) out of range (count 1)")
                storage = .one(newValue)
                return
            }
            var elements = takeArray()
            elements[position] = newValue
            storage = .many(elements)
        }
    }

    @inlinable
    public mutating func append(_ element: Element) {
        switch storage.contents {
        case .none:
            storage = .one(element)
            return
        case .one(let first):
            storage = .many([first, element])
            return
        case .many: break
        }
        var elements = takeArray()
        elements.append(element)
        storage = .many(elements)
    }

    /// Inserts `element` at `position`; a second element makes an array of two at once.
    @inlinable
    public mutating func insert(_ element: Element, at position: Int) {
        switch storage.contents {
        case .none:
            precondition(position == 0, "SmallList insertion index \(position) out of range (count 0)")
            storage = .one(element)
            return
        case .one(let first):
            precondition(position == 0 || position == 1, "SmallList insertion index \(position) out of range (count 1)")
            storage = .many(position == 0 ? [element, first] : [first, element])
            return
        case .many: break
        }
        var elements = takeArray()
        elements.insert(element, at: position)
        storage = .many(elements)
    }

    /// Removes the element at `position`; one left over goes back inline.
    @inlinable
    @discardableResult
    public mutating func remove(at position: Int) -> Element {
        let count = self.count
        precondition(position >= 0 && position < count, "SmallList index \(position) out of range (count \(count))")
        let removed = self[position]
        switch count {
        case 1: storage = .none
        case 2: storage = .one(self[1 - position])
        default:
            var elements = takeArray()
            elements.remove(at: position)
            storage = .many(elements)
        }
        return removed
    }

    /// Exchanges the elements at `i` and `j`, taking the array once. `MutableCollection`'s
    /// default wrote each position through the subscript, taking and storing the array back
    /// twice and releasing each element written over: about 250 instructions of a list swap's
    /// `node.childNodes.swapAt`.
    @inlinable
    public mutating func swapAt(_ i: Int, _ j: Int) {
        guard i != j else { return }
        // Two different valid positions: two or more elements, held in an array.
        var elements = takeArray()
        elements.swapAt(i, j)
        storage = .many(elements)
    }

    @inlinable
    public mutating func replaceSubrange<C: Collection<Element>>(_ subrange: Range<Int>, with newElements: C) {
        var elements = takeArray()
        elements.replaceSubrange(subrange, with: newElements)
        self = SmallList(elements)
    }

    /// Reserves room in the array of two or more elements; fewer keep no array to reserve in.
    @inlinable
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        guard usesArray else { return }
        var elements = takeArray()
        elements.reserveCapacity(minimumCapacity)
        storage = .many(elements)
    }

    @inlinable
    public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        storage = .none
    }

    /// The elements as an array, leaving none stored: the caller holds the only reference to
    /// the array, so editing it does not copy it. A function of its own so that no copy of
    /// `storage` made to match it outlives the call.
    @inlinable
    mutating func takeArray() -> [Element] {
        let taken = storage.contents
        storage = .none
        switch taken {
        case .none: return []
        case .one(let element): return [element]
        case .many(let elements): return elements
        }
    }
}

/// The stored form of a ``SmallList``: an enum with exactly these three cases (the cases are
/// the requirements), and ``contents`` to read it.
///
///     enum Storage: SmallListStorage {
///         case none, one(Item), many([Item])
///         var contents: SmallListContents<Item> {
///             switch self {
///             case .none: .none
///             case .one(let item): .one(item)
///             case .many(let items): .many(items)
///             }
///         }
///     }
///
/// A non-generic enum of the user's own keeps its payloads' spare bits for its tag, so it is
/// one word for a reference element (see ``SmallList``).
public protocol SmallListStorage {
    associatedtype Element
    /// No element.
    static var none: Self { get }
    /// One element, inline.
    static func one(_ element: Element) -> Self
    /// Two or more elements, never fewer.
    static func many(_ elements: [Element]) -> Self
    /// Which form is stored, as a value to switch over.
    var contents: SmallListContents<Element> { get }
}

/// A ``SmallListStorage`` read as a value: what ``SmallList`` switches over. Never stored.
public enum SmallListContents<Element> {
    case none
    case one(Element)
    case many([Element])
}

extension SmallList: Equatable where Storage: Equatable {}
extension SmallList: Hashable where Storage: Hashable {}
extension SmallList: Sendable where Storage: Sendable {}
