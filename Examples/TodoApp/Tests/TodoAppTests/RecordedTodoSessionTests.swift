// Recorded with Loom DevTools: 22 events of a session of ContentView.
// It replays what the user did and checks each screen, so it fails where the app's
// behaviour changes. Give the view its arguments or environment here if it needs any.
// Its models start from an empty store: record on an empty one, or insert what it showed first.
import LoomTesting
import Testing
@testable import TodoKit

@MainActor @Test func recordedTodoSession1() throws {
    let ui = ViewHarness(ContentView().modelContainer(for: [TodoItem.self], inMemory: true))
    try ui.expectScreen(#"""
        navigationStack
          container style=screen
            vstack spacing=12 alignment=leading padding=16
              text "Todo" font=title
              hstack
                textField value="" placeholder="What needs doing?" {text,submit}
                button "Add" disabled {tap}
              container style=row
                text "Show"
                picker "Show" value="0" style=segmented {value}
                  option "All" value="0" on style=segmented {tap}
                  option "Active" value="1" off style=segmented {tap}
                  option "Done" value="2" off style=segmented {tap}
              hstack
                text "0 items left"
                spacer
                button "Clear done" disabled {tap}

        """#)
    try ui.type("Buy milk", into: "What needs doing?")
    try ui.expectScreen(#"""
        navigationStack
          container style=screen
            vstack spacing=12 alignment=leading padding=16
              text "Todo" font=title
              hstack
                textField value="Buy milk" placeholder="What needs doing?" {text,submit}
                button "Add" {tap}
              container style=row
                text "Show"
                picker "Show" value="0" style=segmented {value}
                  option "All" value="0" on style=segmented {tap}
                  option "Active" value="1" off style=segmented {tap}
                  option "Done" value="2" off style=segmented {tap}
              hstack
                text "0 items left"
                spacer
                button "Clear done" disabled {tap}

        """#)
    try ui.tap("Add")
    try ui.expectScreen(#"""
        navigationStack
          container style=screen
            vstack spacing=12 alignment=leading padding=16
              text "Todo" font=title
              hstack
                textField value="" placeholder="What needs doing?" {text,submit}
                button "Add" disabled {tap}
              container style=row
                text "Show"
                picker "Show" value="0" style=segmented {value}
                  option "All" value="0" on style=segmented {tap}
                  option "Active" value="1" off style=segmented {tap}
                  option "Done" value="2" off style=segmented {tap}
              hstack
                toggle "Buy milk" off {toggle}
                container style=navigationLink a11y=(label:"Edit Buy milk")
                  button {tap}
                    container style=label
                      image symbol="pencil" ✎
                button style=destructive a11y=(label:"Delete Buy milk") {tap}
                  container style=label
                    image symbol="trash" ⌫
              hstack
                text "1 item left"
                spacer
                button "Clear done" disabled {tap}

        """#)
    try ui.type("Walk the dog", into: "What needs doing?")
    try ui.expectScreen(#"""
        navigationStack
          container style=screen
            vstack spacing=12 alignment=leading padding=16
              text "Todo" font=title
              hstack
                textField value="Walk the dog" placeholder="What needs doing?" {text,submit}
                button "Add" {tap}
              container style=row
                text "Show"
                picker "Show" value="0" style=segmented {value}
                  option "All" value="0" on style=segmented {tap}
                  option "Active" value="1" off style=segmented {tap}
                  option "Done" value="2" off style=segmented {tap}
              hstack
                toggle "Buy milk" off {toggle}
                container style=navigationLink a11y=(label:"Edit Buy milk")
                  button {tap}
                    container style=label
                      image symbol="pencil" ✎
                button style=destructive a11y=(label:"Delete Buy milk") {tap}
                  container style=label
                    image symbol="trash" ⌫
              hstack
                text "1 item left"
                spacer
                button "Clear done" disabled {tap}

        """#)
    try ui.tap("Add")
    try ui.expectScreen(#"""
        navigationStack
          container style=screen
            vstack spacing=12 alignment=leading padding=16
              text "Todo" font=title
              hstack
                textField value="" placeholder="What needs doing?" {text,submit}
                button "Add" disabled {tap}
              container style=row
                text "Show"
                picker "Show" value="0" style=segmented {value}
                  option "All" value="0" on style=segmented {tap}
                  option "Active" value="1" off style=segmented {tap}
                  option "Done" value="2" off style=segmented {tap}
              hstack
                toggle "Buy milk" off {toggle}
                container style=navigationLink a11y=(label:"Edit Buy milk")
                  button {tap}
                    container style=label
                      image symbol="pencil" ✎
                button style=destructive a11y=(label:"Delete Buy milk") {tap}
                  container style=label
                    image symbol="trash" ⌫
              hstack
                toggle "Walk the dog" off {toggle}
                container style=navigationLink a11y=(label:"Edit Walk the dog")
                  button {tap}
                    container style=label
                      image symbol="pencil" ✎
                button style=destructive a11y=(label:"Delete Walk the dog") {tap}
                  container style=label
                    image symbol="trash" ⌫
              hstack
                text "2 items left"
                spacer
                button "Clear done" disabled {tap}

        """#)
}
