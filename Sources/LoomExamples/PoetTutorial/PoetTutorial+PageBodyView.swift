import Loom

/// The elements of the page shown, re-rendered whenever the translator sets a new page.
struct PageBodyView: View {
    @ObservedObject var elements: ObservableArray<PoetTutorial.Page.Element>

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(elements.array.indices, id: \.self) { index in
                PageElementView(element: elements.array[index])
            }
        }
    }
}

/// One element of a page, styled by its kind.
struct PageElementView: View, Equatable {
    let element: PoetTutorial.Page.Element

    var body: some View {
        switch element {
        case .title(let text):
            Text(text).font(.title).bold()
        case .subtitle(let text):
            Text(text).font(.title3).bold()
        case .text(let text):
            Text(text)
        case .quote(let text):
            Text(text).font(.callout).foregroundColor(.secondary).padding(.leading, 16)
        case .code(let text):
            Text(text).font(Font.body.monospaced()).padding(8).background(.gray)
        case .footnote(let text):
            Text(text).font(.footnote).foregroundColor(.secondary)
        }
    }
}
