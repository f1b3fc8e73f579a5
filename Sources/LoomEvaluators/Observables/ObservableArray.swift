/// An observable array, such as the elements of a page.
///
/// ```swift
/// let pageBody = ObservableArray<Page.Element>([])
/// pageBody.array = page.body
/// ```
@MainActor
public final class ObservableArray<Element>: ObservableValue<[Element]> {
    /// The observed elements.
    public var array: [Element] {
        get { value }
        set { value = newValue }
    }

    /// Creates an observable holding an empty array.
    public convenience init() {
        self.init([])
    }
}
