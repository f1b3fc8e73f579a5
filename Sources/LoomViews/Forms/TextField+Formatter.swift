import Foundation

/// A text field editing a value through a `Formatter`: the draft the user types stays until
/// Enter, and every draft that reads as a value is written.
struct FormatterTextField<Value>: View {
    let placeholder: String
    @Binding var value: Value
    let formatter: Formatter
    @State private var draft: String?

    var body: some View {
        let formatter = formatter
        let shown = Binding<String>(get: { draft ?? formatter.string(for: value) ?? "" }, set: { typed in
            draft = typed
            if let parsed: Value = formatter.value(from: typed) { value = parsed }
        })
        FieldElement(placeholder: placeholder, text: shown, onCommit: { draft = nil })
    }
}

extension Formatter {
    /// `text` read as a `Value`, or `nil` when this formatter cannot read it as one.
    func value<Value>(from text: String) -> Value? {
        if let dates = self as? DateFormatter { return dates.date(from: text) as? Value }
        guard let numbers = self as? NumberFormatter, let number = numbers.number(from: text) else { return nil }
        switch Value.self {
        case is Double.Type: return number.doubleValue as? Value
        case is Int.Type: return number.intValue as? Value
        case is Float.Type: return number.floatValue as? Value
        case is Decimal.Type: return number.decimalValue as? Value
        case is CGFloat.Type: return CGFloat(number.doubleValue) as? Value
        case is Double?.Type: return Double?.some(number.doubleValue) as? Value
        case is Int?.Type: return Int?.some(number.intValue) as? Value
        default: return number as? Value
        }
    }
}
