import Loom

/// The namespace of the document's tutorial screen, so its names (`Evaluator`, `Translator`,
/// `CharacterBezel`) do not shadow Loom's or other tests'.
enum PoetSample {}

extension PoetSample {
/// The tutorial's page, which the document uses but does not show: a body of elements.
struct Page {
    enum Element: Equatable {
        case title(String)
        case text(String)
        case quote(String)
    }

    var body: [Element]
}
}
