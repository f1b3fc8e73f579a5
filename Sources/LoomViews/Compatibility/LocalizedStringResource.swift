import Foundation

#if !canImport(Darwin)
/// A string to show in the user's language, looked up when it is shown, as Foundation's
/// `LocalizedStringResource` on Apple's platforms (Linux's Foundation has none): a model's
/// `var title: LocalizedStringResource { "Low" }` compiles and shows as its text.
///
/// ```swift
/// enum Priority { case low, high
///     var title: LocalizedStringResource { self == .low ? "Low" : "High" }
/// }
/// Text(priority.title)
/// ```
/// The key is looked up in the app's main bundle (`Localizable.strings`, or `table`), and a key
/// the bundle does not translate shows its default value, which is the key unless given.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key looked up in the table.
    public var key: String
    /// What is shown when the table has no entry for the key.
    public var defaultValue: String
    /// The strings file's name, without `.strings`; `nil` is `Localizable`.
    public var table: String?
    /// The locale the string is meant for.
    public var locale: Locale

    public init(_ key: String, defaultValue: String? = nil, table: String? = nil, locale: Locale = .current) {
        self.key = key
        self.defaultValue = defaultValue ?? key
        self.table = table
        self.locale = locale
    }

    /// A resource whose key is the literal: `"Low"`.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A resource whose key is the interpolated text: `"\(count) tasks"`.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
    }

    public var description: String { String(localized: self) }
}

extension String {
    /// The text of `resource` in the app's main bundle, or its default value.
    public init(localized resource: LocalizedStringResource) {
        self = Bundle.main.localizedString(forKey: resource.key, value: resource.defaultValue, table: resource.table)
    }
}
#endif

extension Text {
    /// Text showing a localised string resource: `Text(priority.title)`. Disfavoured, so a
    /// literal (`Text("Hi")`) stays a plain string, as in SwiftUI.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(String(localized: resource))
    }
}
