import LoomViews

/// A text showing an ``ObservableString``: it re-renders (alone) whenever the string is written.
///
/// ```swift
/// ObservingTextView(text: translator.pageXofX, font: .footnote.monospaced(), alignment: .center)
/// ```
public struct ObservingTextView: View {
    /// The string shown.
    @ObservedObject public var text: ObservableString
    /// The font, or `nil` for the inherited one.
    public let font: Font?
    /// Where the text sits in the width it is given, or `nil` to take only its own width.
    public let alignment: Alignment?

    /// Creates a text observing `text`.
    public init(text: ObservableString, font: Font? = nil, alignment: Alignment? = nil) {
        self.text = text
        self.font = font
        self.alignment = alignment
    }

    /// The text, styled.
    public var body: some View {
        if let alignment {
            styled.frame(maxWidth: .infinity, alignment: alignment)
        } else {
            styled
        }
    }

    @ViewBuilder private var styled: some View {
        if let font {
            Text(text.string).font(font)
        } else {
            Text(text.string)
        }
    }
}
