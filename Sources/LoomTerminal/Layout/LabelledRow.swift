import LoomHost

/// A control shown beside its label: a labelled picker, slider, date picker or stepper, or a
/// `LabeledContent` row. The views build these as a container part named "row", "field" or
/// "stepper" holding the label and the control; the terminal draws the part as one line, the
/// way a settings form reads ("Size ‹ M ›", "Name ........ Ada").
///
/// The control's own title is its accessible name (the web page's `aria-label`), never drawn:
/// the part shows the label, or the app hid it on purpose with `labelsHidden()`.
extension HostElementSnapshot {
    var isLabelledRow: Bool {
        guard kind == .container, let style = styleValue else { return false }
        return style == "row" || style == "field" || style == "stepper"
    }
}
