"""Keyboard shortcuts and line editing in a real terminal (tmux): `keyboardShortcut` buttons
answer to Ctrl (terminals have no Command key), also from inside a text field, and text
fields take the shell's Ctrl chords."""

FORMS = "Forms and keyboard (SwiftUI vocabulary)"


def test_command_shortcut_answers_to_ctrl_from_anywhere_and_fields_edit_like_a_shell(pane):
    pane.start()
    pane.open(FORMS)
    assert pane.wait_for("Preferences"), pane.screen()
    # "Sign up" is .keyboardShortcut("s") (Command-S): Ctrl-S triggers it wherever focus is.
    # With no name it asks for one by focusing the Name field.
    pane.keys("C-s")
    pane.type("Ada King Lovelace")
    assert pane.wait_for("Ada King Lovelace"), pane.screen()
    pane.keys("C-w")  # the word before the caret
    assert pane.wait_for_absence("Lovelace"), pane.screen()
    pane.keys("C-a")
    pane.type(">")
    pane.keys("C-e", "C-u")  # everything before the caret
    assert pane.wait_for_absence("Ada King"), pane.screen()
    pane.type("Ada")
    pane.keys("C-s")  # now the email is missing: focus moves there
    pane.type("ada@example.org")
    pane.keys("C-s")
    assert pane.wait_for("Welcome, Ada!"), pane.screen()
