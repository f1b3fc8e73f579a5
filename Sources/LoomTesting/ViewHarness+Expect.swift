import LoomCore

extension ViewHarness {
    /// Throws, showing the screen, unless the screen's text contains `text`: a failure message
    /// that says what was on screen instead of only `false`.
    ///
    /// ```swift
    /// try ui.expectText("1 left")
    /// ```
    public func expectText(_ text: String) throws {
        let screen = self.text
        guard screen.contains(text) else { throw HarnessError.missingText(text, screen: screen) }
    }
}
