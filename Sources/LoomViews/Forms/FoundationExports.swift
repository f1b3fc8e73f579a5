// SwiftUI re-exports Foundation: screens use `Date`, `URL`, `UUID`, `IndexSet` and formats with
// only `import SwiftUI`, so `import Loom` must bring them too.
@_exported import Foundation
