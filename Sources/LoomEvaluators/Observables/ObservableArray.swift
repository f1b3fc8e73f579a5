import LoomReactive

/// An observable array, such as the elements of a page.
///
/// ```swift
/// let pageBody = ObservableArray<Page.Element>([])
/// pageBody.array = page.body
/// ```
/// Like ``ObservableString``: `@Published`, every write announced, no actor of its own.
public final class ObservableArray<Element>: ObservableObject {
    /// The observed elements; `$array` publishes every write.
    @Published public var array: [Element] = []

    /// Creates an observable holding an empty array.
    public init() {}

    /// Creates an observable holding `array`.
    public init(_ array: [Element]) {
        self.array = array
    }
}
