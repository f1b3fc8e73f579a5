// No `import Foundation` here on purpose: `import Loom` brings it, as `import SwiftUI` does.
import Loom
import Testing

@Suite struct FoundationReexportTests {
    @Test func foundationTypesAreInScopeThroughImportLoom() throws {
        let id = UUID()
        #expect(UUID(uuidString: id.uuidString) == id)
        #expect(IndexSet([1, 2, 5]).count == 3)
        let date = Date(timeIntervalSince1970: 0)
        #expect(date.addingTimeInterval(60).timeIntervalSince(date) == 60)
        #expect(Locale(identifier: "en_US").identifier == "en_US")
        #expect(Duration.seconds(2).formatted(.units(allowed: [.seconds])).contains("2"))
        #expect(42.formatted(.number) == "42")
        let defaults = try #require(UserDefaults(suiteName: "loom.tests.foundation-reexport"))
        #expect(defaults.string(forKey: "never-set") == nil)
        let request = URLRequest(url: try #require(URL(string: "http://127.0.0.1/")))
        #expect(request.url?.host == "127.0.0.1")
        let timer = Timer(timeInterval: 1, repeats: false) { _ in }
        #expect(timer.isValid)
        timer.invalidate()
    }
}
