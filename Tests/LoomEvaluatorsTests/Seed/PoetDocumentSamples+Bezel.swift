import Loom

// The document's "PassableString" page, as written: a plain `Configuration` class holding
// observables and a `Behavior`, and Loom's public `CharacterBezelWrapped` showing them.
// Only the document's `// etc.` is filled in (the bezel shows itself), marked below. In the
// `PoetSample` namespace so it does not shadow Loom's `CharacterBezel` in other test files.
extension PoetSample {
struct CharacterBezel: View {

  let configuration: Configuration

  class Configuration {

    var character = ObservableString()
    var opacity = ObservableDouble(0.0)
    private var behavior: Behavior?

    init(character: PassableString) {

      self.behavior = character.subject.sink { value in
        self.character.string = value ?? ""
        self.opacity.double = value == nil ? 0 : 1 // the document's "// etc."
      }
    }
  }

  var body: some View {
    CharacterBezelWrapped(
      character: configuration.character,
      opacity: configuration.opacity)
  }
}
}
