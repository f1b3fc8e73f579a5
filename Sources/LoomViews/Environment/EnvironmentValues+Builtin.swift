import LoomHost

private struct ForegroundColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct BoldKey: EnvironmentKey { static let defaultValue = false }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// The colour text and symbols use, set by `.foregroundColor(_:)`.
    public var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }

    /// The font text uses, set by `.font(_:)`.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// Whether text is bold, set by `.bold()`.
    public var isBold: Bool {
        get { self[BoldKey.self] }
        set { self[BoldKey.self] = newValue }
    }

    /// Whether controls accept input; `.disabled(true)` turns it off for a whole subtree.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The text styling properties these values give a host element.
    func textProperties(into properties: inout HostProperties) {
        // The common case, an environment nobody set anything in: three lookups skipped.
        if isEmpty { return }
        if let color = foregroundColor { properties.set(.foreground(color.host)) }
        if let font = resolvedFont { properties.set(.font(font.host)) }
        if isBold { properties.set(.bold(true)) }
    }
}
