// The Tempura document's navigation samples ("The AppNavigation file"), as written, against
// `import Loom`. The document shows `ScreenB` and `ScreenC` only as routables; here they are
// plain screens (`ScreenController`, Loom's `UIViewController`). Fixes of the document's own
// slips are marked `// Document slip:`.
import Loom

enum Screen: String {
  case screenB = "ScreenB"
  case screenC = "ScreenC"
}

class ScreenB: ScreenController {}
class ScreenC: ScreenController {}

// Document slip: the AppNavigation file leaves `routeIdentifier`'s braces open and puts ScreenB's
// `show` into ScreenC's extension; the earlier sections place it in ScreenB, as here.
extension ScreenB: Routable {
  var routeIdentifier: RouteElementIdentifier {
    return Screen.screenB.rawValue
  }

  func show(identifier: RouteElementIdentifier,
                             from: RouteElementIdentifier,
                             animated: Bool,
                             context: Any?,
                             completion: @escaping RoutingCompletion) -> Bool {
    if identifier == "ScreenC" {
      let screenToPresent = ScreenC()
      self.tempuraPresent(screenToPresent, animated: true, completion: {
        completion()
      })
      return true
    }
    return false
  }
}

extension ScreenC: Routable {
  var routeIdentifier: RouteElementIdentifier {
    return Screen.screenC.rawValue
  }

  func hide(identifier: RouteElementIdentifier,
            from: RouteElementIdentifier,
            animated: Bool,
            context: Any?,
            completion: @escaping RoutingCompletion) -> Bool {
    if identifier == "ScreenC" {
      self.tempuraDismiss(animated: animated)
      completion()
      return true
    }
    return false
  }
}
