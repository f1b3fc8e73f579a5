import Testing

@testable import LoomViews

/// A key's value is read back in its own type, from the entry the typed subscript wrote (no
/// cast of an `Any`), and through a cast from an entry written untyped (`setValue`): these
/// pin that both paths read what was written, for optional, existential and plain value types.
@MainActor
struct EnvironmentValueTypeTests {
    private struct OptionalKey: EnvironmentKey { static let defaultValue: Int? = nil }
    private struct ExistentialKey: EnvironmentKey { static var defaultValue: any CustomStringConvertible { "none" } }
    private struct PlainKey: EnvironmentKey { static let defaultValue = 0 }

    @Test func aKeysValueIsReadInItsOwnType() {
        var environment = EnvironmentValues()
        environment[OptionalKey.self] = 7
        environment[ExistentialKey.self] = 42
        environment[PlainKey.self] = 3
        #expect(environment[OptionalKey.self] == 7)
        #expect(environment[ExistentialKey.self].description == "42")
        #expect(environment[PlainKey.self] == 3)
        environment[OptionalKey.self] = nil
        #expect(environment[OptionalKey.self] == nil)
    }

    /// An entry written untyped (as `EnvironmentObject` and `.environment(_:)` write theirs)
    /// holding the wrapped value of an optional key's type is still cast to it.
    @Test func anEntryOfAnotherTypeIsCast() {
        var environment = EnvironmentValues()
        environment.setValue(5, for: ObjectIdentifier(OptionalKey.self))
        #expect(environment[OptionalKey.self] == 5)
        environment.setValue("not an int", for: ObjectIdentifier(PlainKey.self))
        #expect(environment[PlainKey.self] == 0)
    }
}
