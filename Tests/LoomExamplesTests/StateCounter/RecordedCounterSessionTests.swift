// Recorded with Loom DevTools: 3 events of a session of StateCounterApp.
// It replays what the user did and checks each screen, so it fails where the app's
// behaviour changes. Give the view its arguments or environment here if it needs any.
import LoomTesting
import Testing
@testable import LoomExamples

@MainActor @Test func recordedCounterSession1() throws {
    let ui = ViewHarness(StateCounterApp())
    // What the session did before recording began.
    try ui.tap("Increment")
    try ui.tap("Increment")
    try ui.tap("Increment")
    try ui.expectScreen(#"""
        vstack spacing=8 alignment=leading padding=16
          text "Counter" font=title bold
          text "Count: 3"
          hstack spacing=8
            button "Increment" {tap}
            button "Reset" {tap}
          hstack spacing=4
            text "Step"
            button "[1]" {tap}
            button "5" {tap}
            button "10" {tap}
          text "odd" foreground=orange

        """#)
    try ui.tap("Increment")
    try ui.expectScreen(#"""
        vstack spacing=8 alignment=leading padding=16
          text "Counter" font=title bold
          text "Count: 4"
          hstack spacing=8
            button "Increment" {tap}
            button "Reset" {tap}
          hstack spacing=4
            text "Step"
            button "[1]" {tap}
            button "5" {tap}
            button "10" {tap}
          text "even" foreground=green

        """#)
    try ui.tap("5")
    try ui.expectScreen(#"""
        vstack spacing=8 alignment=leading padding=16
          text "Counter" font=title bold
          text "Count: 4"
          hstack spacing=8
            button "Increment" {tap}
            button "Reset" {tap}
          hstack spacing=4
            text "Step"
            button "1" {tap}
            button "[5]" {tap}
            button "10" {tap}
          text "even" foreground=green

        """#)
    try ui.tap("Increment")
    try ui.expectScreen(#"""
        vstack spacing=8 alignment=leading padding=16
          text "Counter" font=title bold
          text "Count: 9"
          hstack spacing=8
            button "Increment" {tap}
            button "Reset" {tap}
          hstack spacing=4
            text "Step"
            button "1" {tap}
            button "[5]" {tap}
            button "10" {tap}
          text "odd" foreground=orange

        """#)
}
