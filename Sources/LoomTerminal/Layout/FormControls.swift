import LoomHost

/// The one-line forms of pickers, sliders, progress and dates, and the values their keys step to.
enum FormControls {
    /// A picker: `‹ Vanilla ›` as a menu, `(•) Vanilla ( ) Mint` as a group (its label is
    /// beside it, drawn by the row that holds both).
    static func pickerLine(_ picker: HostElementSnapshot) -> String {
        let options = picker.children.filter { $0.kind == .option }
        if picker.styleValue == "segmented" || picker.styleValue == "inline" || picker.styleValue == "radioGroup" {
            return options.map { ($0.isOnValue ? "(•) " : "( ) ") + $0.shownText }.joined(separator: "  ")
        }
        let chosen = chosenIndex(picker).map { options[$0].shownText } ?? "—"
        return "‹ " + chosen + " ›"
    }

    /// The index of the chosen option among the picker's options.
    static func chosenIndex(_ picker: HostElementSnapshot) -> Int? {
        let options = picker.children.filter { $0.kind == .option }
        if let index = options.firstIndex(where: { $0.isOnValue }) { return index }
        if case .value(let value)? = picker.properties[.value], let index = Int(value), options.indices.contains(index) { return index }
        return options.isEmpty ? nil : 0
    }

    /// The value to send for choosing the option `step` places away from the chosen one (wrapping).
    static func pickerValue(_ picker: HostElementSnapshot, step: Int) -> String? {
        let options = picker.children.filter { $0.kind == .option }
        guard !options.isEmpty else { return nil }
        let index = ((chosenIndex(picker) ?? 0) + step % options.count + options.count) % options.count
        if case .value(let value)? = options[index].properties[.value] { return value }
        return String(index)
    }

    /// A slider's value `steps` steps away, kept in its range.
    static func sliderValue(_ slider: HostElementSnapshot, steps: Int) -> String {
        let minimum = slider.numberValue(.minimum) ?? 0
        let maximum = slider.numberValue(.maximum) ?? 1
        let step = slider.numberValue(.step) ?? (maximum - minimum) / 20
        let value = min(maximum, max(minimum, (slider.numberValue(.number) ?? minimum) + Double(steps) * step))
        return number(value)
    }

    /// A bar `width` cells wide filled to `fraction`, with `fill` and `rest` characters.
    static func bar(_ fraction: Double, width: Int, fill: Character, rest: Character, knob: Character? = nil) -> String {
        guard width > 0 else { return "" }
        let filled = Int((min(1, max(0, fraction)) * Double(width)).rounded())
        if let knob {
            let position = min(width - 1, max(0, filled - 1))
            return String(repeating: fill, count: position) + String(knob) + String(repeating: rest, count: width - position - 1)
        }
        return String(repeating: fill, count: filled) + String(repeating: rest, count: width - filled)
    }

    /// A slider's or progress's fraction of its range.
    static func fraction(_ element: HostElementSnapshot) -> Double? {
        guard let value = element.numberValue(.number) else { return nil }
        let minimum = element.kind == .progress ? 0 : element.numberValue(.minimum) ?? 0
        let maximum = element.numberValue(.maximum) ?? 1
        return maximum > minimum ? (value - minimum) / (maximum - minimum) : 0
    }

    /// A date picker's value `days` days later (earlier when negative), for `yyyy-MM-dd…` values.
    static func dateValue(_ date: HostElementSnapshot, days: Int) -> String? {
        let value = date.fieldValue
        let parts = value.prefix(10).split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        let (year, month, day) = civil(fromDays: daysFromCivil(parts[0], parts[1], parts[2]) + days)
        func pad(_ number: Int, _ width: Int) -> String {
            let text = String(number)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + value.dropFirst(10)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    private static func daysFromCivil(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }

    private static func civil(fromDays days: Int) -> (Int, Int, Int) {
        let z = days + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
