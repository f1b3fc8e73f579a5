import LoomHost

/// A key, for keyboard shortcuts: a character, or a named key.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's name in the host tree: the character itself, or `return`, `escape`, ….
    let name: String

    init(name: String) {
        self.name = name
    }

    public init(_ character: Character) {
        name = String(character).lowercased()
    }

    public init(extendedGraphemeClusterLiteral character: Character) {
        self.init(character)
    }

    public static let `return` = KeyEquivalent(name: "return")
    public static let escape = KeyEquivalent(name: "escape")
    public static let delete = KeyEquivalent(name: "backspace")
    public static let deleteForward = KeyEquivalent(name: "delete")
    public static let tab = KeyEquivalent(name: "tab")
    public static let space = KeyEquivalent(name: "space")
    public static let upArrow = KeyEquivalent(name: "arrowup")
    public static let downArrow = KeyEquivalent(name: "arrowdown")
    public static let leftArrow = KeyEquivalent(name: "arrowleft")
    public static let rightArrow = KeyEquivalent(name: "arrowright")
    public static let home = KeyEquivalent(name: "home")
    public static let end = KeyEquivalent(name: "end")
    public static let pageUp = KeyEquivalent(name: "pageup")
    public static let pageDown = KeyEquivalent(name: "pagedown")
    public static let clear = KeyEquivalent(name: "clear")
}

/// Modifier keys held with a shortcut's key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let function = EventModifiers(rawValue: 1 << 6)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}

/// A key and its modifiers that trigger a button from anywhere on the screen.
public struct KeyboardShortcut: Hashable, Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the screen's default button.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the screen's cancel button.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// `cmd+shift+s`: modifiers in a fixed order, then the key (the page matches Command with
    /// either Meta or Control, since most of its users have no Command key).
    var hostName: String {
        var parts: [String] = []
        if modifiers.contains(.command) { parts.append("cmd") }
        if modifiers.contains(.control) { parts.append("ctrl") }
        if modifiers.contains(.option) { parts.append("alt") }
        if modifiers.contains(.shift) { parts.append("shift") }
        parts.append(key.name)
        return parts.joined(separator: "+")
    }
}

extension View {
    /// Triggers the buttons below with `key` and `modifiers` (Command by default).
    ///
    /// ```swift
    /// Button("Save", action: save).keyboardShortcut("s")
    /// Button("OK", action: confirm).keyboardShortcut(.defaultAction)
    /// ```
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }

    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        environment(\.shortcut, shortcut.hostName)
    }

    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        environment(\.shortcut, shortcut?.hostName)
    }
}

extension EnvironmentValues {
    /// The shortcut a button with `role` answers to: the one given with `keyboardShortcut`, or
    /// Escape for the cancel button of an alert or confirmation dialog. SwiftUI's alerts cancel on
    /// Escape whether the button was written `Button(role: .cancel)` or marked `.cancelAction`,
    /// and a browser's dialogs close on Escape, so the role alone is enough.
    func buttonShortcut(role: ButtonRole?) -> String? {
        if let shortcut { return shortcut }
        return role == .cancel && dismissAlert != nil ? KeyboardShortcut.cancelAction.hostName : nil
    }
}
