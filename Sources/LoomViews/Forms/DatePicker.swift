import Foundation
import LoomHost

/// A control for choosing a date, a time, or both.
///
/// ```swift
/// DatePicker("Due", selection: $due, displayedComponents: .date)
/// DatePicker("Alarm", selection: $alarm, in: Date()..., displayedComponents: .hourAndMinute)
/// ```
/// On the web it is an `<input type="date">` (or `time`, `datetime-local`) in the page's local
/// time zone; a date outside `in:` is clamped into it.
public struct DatePicker<Label: View>: View {
    let label: Label
    let selection: Binding<Date>
    let components: DatePickerComponents
    let lowerBound: Date?
    let upperBound: Date?
    @Environment(\.labelsHidden) private var labelsHidden

    init(label: Label, selection: Binding<Date>, components: DatePickerComponents, lower: Date?, upper: Date?) {
        self.label = label
        self.selection = selection
        self.components = components
        self.lowerBound = lower
        self.upperBound = upper
    }

    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: selection, components: displayedComponents, lower: nil, upper: nil)
    }

    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(label: label(), selection: selection, components: displayedComponents, lower: range.lowerBound, upper: range.upperBound)
    }

    public var body: some View {
        let element = DatePickerElement(
            title: plainText(label), selection: selection, components: components, lower: lowerBound, upper: upperBound)
        if labelsHidden || Label.self == EmptyView.self {
            element
        } else {
            HostPart("field") {
                label
                element
            }
        }
    }
}

extension DatePicker where Label == Text {
    public init(_ title: String, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(label: Text(title), selection: selection, components: displayedComponents, lower: nil, upper: nil)
    }

    public init(
        _ title: String, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(label: Text(title), selection: selection, components: displayedComponents, lower: range.lowerBound, upper: range.upperBound)
    }

    public init(
        _ title: String, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(label: Text(title), selection: selection, components: displayedComponents, lower: range.lowerBound, upper: nil)
    }

    public init(
        _ title: String, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(label: Text(title), selection: selection, components: displayedComponents, lower: nil, upper: range.upperBound)
    }
}

/// Which parts of a date a date picker edits.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let date = DatePickerComponents(rawValue: 1 << 0)
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// The date picker's host element: the date as ISO text in the local time zone.
struct DatePickerElement: BuiltinView {
    let title: String?
    let selection: Binding<Date>
    let components: DatePickerComponents
    let lower: Date?
    let upper: Date?

    var style: String {
        if components == .hourAndMinute { return "time" }
        return components.contains(.hourAndMinute) ? "dateTime" : "date"
    }

    func _buildNodeTree(_ node: Node) {
        let date = node.graph.evaluateContent(of: node) { selection.wrappedValue }
        let format = DateText(style: style)
        var properties: HostProperties = [.value(format.string(from: date)), .style(style)]
        if let title { properties.set(.text(title)) }
        node.controlProperties(into: &properties)
        let binding = selection, lower = lower, upper = upper
        var handlers = HostEventHandlers(onValueChange: { text in
            guard var chosen = format.date(from: text, keepingOther: binding.wrappedValue) else { return }
            if let lower, chosen < lower { chosen = lower }
            if let upper, chosen > upper { chosen = upper }
            binding.wrappedValue = chosen
        })
        node.controlHandlers(&handlers)
        node.buildHostElement(.datePicker, properties: properties, handlers: handlers)
    }
}

/// Dates as the web's date inputs write them (`2026-11-22`, `21:30`, `2026-11-22T21:30`), in
/// the current time zone, independent of the user's locale.
struct DateText: Sendable {
    let style: String

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return calendar
    }

    func string(from date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let day = String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 1, parts.day ?? 1)
        let time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        switch style {
        case "time": return time
        case "dateTime": return day + "T" + time
        default: return day
        }
    }

    /// The date `text` names; the parts it does not name (the time of a date) come from `other`.
    func date(from text: String, keepingOther other: Date) -> Date? {
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: other)
        let halves = text.split(separator: "T", omittingEmptySubsequences: false)
        for half in halves {
            let fields = half.split(separator: half.contains(":") ? ":" : "-").compactMap { Int($0) }
            if half.contains(":") {
                guard fields.count >= 2 else { return nil }
                parts.hour = fields[0]
                parts.minute = fields[1]
                parts.second = 0
            } else {
                guard fields.count == 3 else { return nil }
                parts.year = fields[0]
                parts.month = fields[1]
                parts.day = fields[2]
            }
        }
        return calendar.date(from: parts)
    }
}

/// How a date picker is drawn; every style is the browser's own date input on the web.
@MainActor
public protocol DatePickerStyle {}

public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
}

public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
}

public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
}

public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// Accepted for source compatibility: the browser's date input stands for every style.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        self
    }
}
