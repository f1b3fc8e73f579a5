extension PoetTutorial {
    /// One page of the tutorial: a column of rich-text elements.
    public struct Page: Sendable, Equatable {
        /// One block of rich text on a page.
        public enum Element: Sendable, Equatable {
            /// The page's heading.
            case title(String)
            /// A section heading within the page.
            case subtitle(String)
            /// A paragraph.
            case text(String)
            /// An indented aside, often a short list.
            case quote(String)
            /// A code sample, shown verbatim.
            case code(String)
            /// A small note at the end of the page.
            case footnote(String)
        }

        /// The page's elements, top to bottom.
        public var body: [Element]

        /// Creates a page from its elements.
        public init(body: [Element]) {
            self.body = body
        }

        /// The text of the page's first `title` element, or "" when it has none.
        public var title: String {
            for element in body {
                if case .title(let title) = element { return title }
            }
            return ""
        }
    }
}
