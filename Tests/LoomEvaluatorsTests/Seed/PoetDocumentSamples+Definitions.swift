import Loom

// The Poet document's own definitions of its building blocks, as written. Loom provides the
// same types with the same shapes; these live in a namespace only so that their names do not
// shadow Loom's in the other sample files. `import SwiftUI` → `import Loom` (platform swap).
enum DocumentDefinitions {
class ObservableString: ObservableObject {
  @Published var string: String = ""

  init() {}

  init(_ string: String) {
    self.string = string
  }
}

class ObservableBool: ObservableObject {
  @Published var bool: Bool = false

  init() {}

  init(_ bool: Bool) {
    self.bool = bool
  }
}

class PassableString {
  var subject = PassthroughSubject<String?, Never>()
  var string: String? {
    willSet {
      subject.send(newValue)
    }
  }
}

struct BezelTranslator {
  var character = PassableString()
}

struct ButtonActionView: View {
    let action: Action
    let content: AnyView
    var body: some View {
        Button(action: action.evaluate) {
            self.content
        }
    }
}
}
