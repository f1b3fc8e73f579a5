/// A height a sheet can rest at on a phone: `.medium` (half the screen), `.large` (all of it),
/// a fixed `.height(_:)` or a `.fraction(_:)` of the screen.
public struct PresentationDetent: Hashable, Sendable {
    enum Size: Hashable, Sendable {
        case medium, large
        case height(Double)
        case fraction(Double)
    }

    let size: Size

    /// About half the screen's height.
    public static let medium = PresentationDetent(size: .medium)
    /// The full height a sheet can take.
    public static let large = PresentationDetent(size: .large)

    /// A sheet `height` points tall.
    public static func height(_ height: Double) -> PresentationDetent { PresentationDetent(size: .height(height)) }

    /// A sheet the given fraction (0...1) of the screen tall.
    public static func fraction(_ fraction: Double) -> PresentationDetent { PresentationDetent(size: .fraction(fraction)) }
}

extension View {
    /// The heights the sheet this view is in can be dragged to. Accepted, no effect: a sheet on
    /// a page is a dialog sized by its content and closed with Escape or its buttons, and a
    /// terminal shows it as a full screen, so there is no resting height to choose.
    ///
    /// ```swift
    /// AddTodoView().presentationDetents([.medium, .large])
    /// ```
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }

    /// The heights the sheet can be dragged to and the one it shows; accepted, no effect (see
    /// ``presentationDetents(_:)``), so `selection` keeps the value the app gives it.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> Self { self }

    /// Whether the sheet shows a grabber; accepted, no effect: a page's sheet is not dragged.
    public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }
}
