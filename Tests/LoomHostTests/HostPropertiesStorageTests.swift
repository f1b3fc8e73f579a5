import Foundation
import Testing

@testable import LoomHost

/// One property, the common case, is kept without an array (memory per row, issue 18: a text's
/// or a button's one-property array was a 64-byte block); sets still compare, edit and encode
/// as the sorted array did.
struct HostPropertiesStorageTests {
    /// `HostProperties(property)` stores its property inline, as the literal and `set` do, so
    /// the three are equal, hash alike and grow into the same sorted list.
    @Test func aSinglePropertyMadeDirectlyIsTheSameAsOneSet() {
        var direct = HostProperties(.text("a"))
        var set = HostProperties()
        set.set(.text("a"))
        let literal: HostProperties = [.text("a")]
        #expect(direct == set && direct == literal && !direct.usesArray)
        #expect(direct.hashValue == set.hashValue && direct.hashValue == literal.hashValue)
        #expect(Array(direct) == [.text("a")] && direct[.text] == .text("a"))
        direct.set(.bold(true))
        set.set(.bold(true))
        #expect(direct == set && Array(direct) == [.text("a"), .bold(true)] && direct.usesArray)
        var before = HostProperties(.bold(true))
        before.set(.text("b"))
        #expect(Array(before) == [.text("b"), .bold(true)])
        before.remove(.bold)
        #expect(before == HostProperties(.text("b")) && !before.usesArray)
    }

    @Test func noneOrOnePropertyAllocatesNoArray() {
        var properties: HostProperties = [.text("a")]
        #expect(!properties.usesArray && !HostProperties().usesArray)
        properties.set(.text("b"))
        #expect(!properties.usesArray && properties[.text] == .text("b"))
        properties.set(.bold(true))
        #expect(properties.usesArray && Array(properties) == [.text("b"), .bold(true)])
        properties.remove(.text)
        #expect(!properties.usesArray && Array(properties) == [.bold(true)])
        properties.remove(.bold)
        #expect(properties.isEmpty && !properties.usesArray)
    }

    @Test func equalSetsAreEqualHowEverTheyWereBuilt() {
        var grown: HostProperties = [.bold(true)]
        grown.set(.text("a"))
        grown.remove(.bold)
        let literal: HostProperties = [.text("a")]
        #expect(grown == literal && grown.hashValue == literal.hashValue)
        var built = HostProperties([.spacing(2), .text("x")])
        built.set(.text("a"))
        #expect(Array(built) == [.text("a"), .spacing(2)])
        #expect(built.changes(to: literal) == HostPropertyChanges(removed: [.spacing]))
        #expect(literal.changes(to: built) == HostPropertyChanges(changed: [.spacing(2)]))
    }

    @Test func theEncodingIsTheSortedArrayAsBefore() throws {
        struct ArrayForm: Codable { let storage: [HostProperty] }
        for properties: HostProperties in [[], [.text("a")], [.text("a"), .bold(true), .spacing(3)]] {
            let encoded = try JSONEncoder().encode(properties)
            let asArray = try JSONEncoder().encode(ArrayForm(storage: Array(properties)))
            #expect(encoded == asArray)
            #expect(try JSONDecoder().decode(HostProperties.self, from: encoded) == properties)
        }
    }
}
