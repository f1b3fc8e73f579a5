import Foundation
import Testing

@testable import LoomHost

/// One property, the common case, is kept without an array (memory per row, issue 18: a text's
/// or a button's one-property array was a 64-byte block); sets still compare, edit and encode
/// as the sorted array did.
struct HostPropertiesStorageTests {
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
