import LoomHost
import Testing

@MainActor
struct HostPropertiesTests {
    @Test func propertiesKeepOnePerKeyInKeyOrder() {
        var properties: HostProperties = [.bold(true), .text("a"), .text("b")]
        #expect(Array(properties) == [.text("b"), .bold(true)])
        properties.remove(.text)
        #expect(Array(properties) == [.bold(true)])
    }

    @Test func changesListWhatToSetAndWhatToRemove() {
        let old: HostProperties = [.text("a"), .bold(true), .spacing(4)]
        let new: HostProperties = [.text("b"), .spacing(4), .disabled(true)]
        let changes = old.changes(to: new)
        #expect(changes.changed == [.text("b"), .disabled(true)])
        #expect(changes.removed == [.bold])
        var applied = old
        applied.apply(changes)
        #expect(applied == new)
    }

    @Test func updatesLogOnlyWhatChangedAndOnlyForAttachedElements() {
        let tree = HostTree()
        let detached = tree.makeElement(.text, properties: [.text("a")])
        tree.setProperties([.text("b")], of: detached)
        #expect(tree.takeMutations().isEmpty)
        tree.appendChild(detached, to: tree.rootID)
        _ = tree.takeMutations()
        tree.setProperties([.text("b")], of: detached)
        #expect(tree.takeMutations().isEmpty)
        tree.setProperties([.text("c"), .bold(true)], of: detached)
        #expect(tree.takeMutations() == [.update(detached, HostPropertyChanges(changed: [.text("c"), .bold(true)]))])
    }

    @Test func replicaRejectsMutationsThatDoNotFit() {
        var replica = HostReplica()
        #expect(throws: HostReplicaError.unknownElement(HostElementID(7))) {
            try replica.apply(.remove(HostElementID(7)))
        }
        let insertion = HostInsertion(id: HostElementID(1), kind: .text, properties: [], events: [], parent: .root, before: nil)
        #expect(throws: HostReplicaError.duplicateElement(HostElementID(1))) {
            try replica.apply([.insert(insertion), .insert(insertion)])
        }
        #expect(replica.elementCount == 2)
    }
}
