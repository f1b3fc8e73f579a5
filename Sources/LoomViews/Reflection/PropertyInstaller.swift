@_spi(Reflection) import Swift

/// A property wrapper the engine connects to a node before `body` runs: `@State` finds its
/// box, `@ObservedObject` subscribes, `@Environment` reads the node's environment.
///
/// `slot` is the property's stable position in its view type, so the node can keep the
/// property's storage across view values. Returns false when the view cannot be built (an
/// `@EnvironmentObject` with no object provided); the property has reported why.
@MainActor
protocol NodeInstallable {
    mutating func install(in node: Node, slot: Int) -> Bool
}

/// The per-type plan for installing a view's dynamic properties: where each one lies in the
/// value, found once from the type's layout and reused for every value of the type.
@MainActor
final class PropertyInstaller {
    private struct Step {
        let offset: Int
        let slot: Int
        let run: (UnsafeMutableRawPointer, Node, Int) -> Bool
    }

    private let steps: [Step]

    /// Whether the type has any dynamic property to install.
    var hasSteps: Bool { !steps.isEmpty }

    private init(steps: [Step]) { self.steps = steps }

    /// Installs every dynamic property of `value` into `node`. Returns false if one failed.
    func install<V>(_ value: inout V, in node: Node) -> Bool {
        if steps.isEmpty { return true }
        return withUnsafeMutableBytes(of: &value) { bytes in
            guard let base = bytes.baseAddress else { return true }
            var succeeded = true
            for step in steps where !step.run(base + step.offset, node, step.slot) { succeeded = false }
            return succeeded
        }
    }

    private static var installers: [ObjectIdentifier: PropertyInstaller] = [:]

    /// The plan for `type`, built on first use (a process-wide cache keyed by type).
    static func installer(for type: Any.Type) -> PropertyInstaller {
        let key = ObjectIdentifier(type)
        if let cached = installers[key] { return cached }
        var steps: [Step] = []
        var slot = 0
        collect(type, baseOffset: 0, into: &steps, slot: &slot)
        let made = PropertyInstaller(steps: steps)
        installers[key] = made
        return made
    }

    private static func collect(_ type: Any.Type, baseOffset: Int, into steps: inout [Step], slot: inout Int) {
        guard MetadataKind(type) == .struct else { return }
        _ = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            if let installable = fieldType as? any NodeInstallable.Type {
                steps.append(Step(offset: baseOffset + offset, slot: slot, run: installStep(installable)))
                slot += 1
            } else if let dynamic = fieldType as? any DynamicProperty.Type {
                collect(fieldType, baseOffset: baseOffset + offset, into: &steps, slot: &slot)
                steps.append(Step(offset: baseOffset + offset, slot: -1, run: updateStep(dynamic)))
            } else if fieldType is any ViewModifier.Type {
                collect(fieldType, baseOffset: baseOffset + offset, into: &steps, slot: &slot)
            }
            return true
        }
    }

    private static func installStep<T: NodeInstallable>(_: T.Type) -> (UnsafeMutableRawPointer, Node, Int) -> Bool {
        { pointer, node, slot in pointer.assumingMemoryBound(to: T.self).pointee.install(in: node, slot: slot) }
    }

    private static func updateStep<T: DynamicProperty>(_: T.Type) -> (UnsafeMutableRawPointer, Node, Int) -> Bool {
        { pointer, _, _ in
            pointer.assumingMemoryBound(to: T.self).pointee.update()
            return true
        }
    }
}

extension Node {
    /// Connects the dynamic properties of `view` to this node. Returns false when the view
    /// cannot be built now (a missing environment object, already reported).
    func installDynamicProperties<V: View>(of view: inout V) -> Bool {
        propertyInstaller(for: V.self).install(&view, in: self)
    }

    /// The dynamic-property plan of this node's view type, cached on the node.
    /// Whether values of `type` have dynamic properties to connect before their body runs.
    func hasPropertiesToInstall(_ type: Any.Type) -> Bool {
        if let installer { return installer.hasSteps }
        return propertyInstaller(for: type).hasSteps
    }

    func propertyInstaller(for type: Any.Type) -> PropertyInstaller {
        if let installer { return installer }
        let made = PropertyInstaller.installer(for: type)
        installer = made
        return made
    }
}
