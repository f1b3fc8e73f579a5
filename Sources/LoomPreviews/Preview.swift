import LoomViews

/// A preview of a view, as in SwiftUI: `#Preview { ContentView() }`.
///
/// ```swift
/// #Preview("Signed out") {
///     LoginScreen(model: .signedOut)
/// }
/// #Preview(traits: .sizeThatFitsLayout) { Badge(count: 3) }
/// ```
/// Each use becomes a uniquely named type conforming to ``LoomPreview``: nothing runs when the
/// program loads and no global list is kept. ``PreviewCatalog`` finds the types, and Loom's
/// testing support renders them headless (`ViewHarness(preview:)`).
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "LoomMacros", type: "PreviewMacro")

/// A preview with traits (layout, orientation), as in SwiftUI: `#Preview(traits: .landscapeLeft)`.
/// Loom records the traits on the preview type; renderers that have no device frame ignore them.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait,
    _ additionalTraits: PreviewTrait...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "LoomMacros", type: "PreviewMacro")
