import LoomHost

/// A control shown beside its label: a labelled picker, slider, date picker or stepper, a
/// `LabeledContent` row, or a `Label`'s icon and title. The views build these as a container
/// part named "row", "field", "stepper" or "label"; the terminal draws the part as one line, the
/// way a settings form reads ("Size ‹ M ›", "Name ........ Ada", "☺ Signed in").
///
/// The control's own title is its accessible name (the web page's `aria-label`), never drawn:
/// the part shows the label, or the app hid it on purpose with `labelsHidden()`.
extension HostElementSnapshot {
    var isLabelledRow: Bool {
        guard kind == .container, let style = styleValue else { return false }
        return style == "row" || style == "field" || style == "stepper" || style == "label"
    }
}
