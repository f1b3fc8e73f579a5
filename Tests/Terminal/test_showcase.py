"""The showcase in a real terminal (tmux): every example reachable and usable by keyboard."""
import pytest

EXAMPLES = [
    ("Counter", "Count: 0"),
    ("Keyed list", "Fruit basket"),
    ("Chat (Eazy store)", "Conversation"),
    ("Counter (Katana app store)", "the counter is at"),
    ("Persistent counter (machines)", "Machine counter"),
    ("Paging tutorial (Poet)", "The Poet Pattern"),
    ("Login (Poet)", "Log In"),
    ("Counter and screens (Tempura)", "Tempura counter"),
]


def test_menu_lists_every_example(pane):
    pane.start()
    screen = pane.screen()
    for title, _ in EXAMPLES:
        assert f"[ {title} ]" in screen, screen
    assert pane.alternate_screen_on()


@pytest.mark.parametrize("title,marker", EXAMPLES)
def test_every_example_opens_and_escape_returns_to_the_menu(pane, title, marker):
    pane.start()
    pane.open(title)
    assert pane.wait_for(marker), pane.screen()
    pane.keys("Escape")
    assert pane.wait_for("Enter to open"), pane.screen()


def test_counter_counts_with_enter_and_space(pane):
    pane.start()
    pane.open("Counter")
    assert pane.wait_for("Count: 0")
    pane.keys("Enter")
    assert pane.wait_for("Count: 1"), pane.screen()
    pane.keys("Space")
    assert pane.wait_for("Count: 2"), pane.screen()
    # Tab to the "5" step, choose it, Shift-Tab back to Increment.
    pane.keys("Tab", "Tab", "Tab", "Enter", "BTab", "BTab", "BTab", "Enter")
    assert pane.wait_for("Count: 7"), pane.screen()


def test_keyed_list_adds_and_selects_rows(pane):
    pane.start()
    pane.open("Keyed list")
    assert pane.wait_for("3. Cherry")
    pane.keys("Enter")  # Add
    assert pane.wait_for("4. "), pane.screen()


def test_login_fields_take_typing_editing_and_paste(pane):
    pane.start()
    pane.open("Login (Poet)")
    assert pane.wait_for("Log In")
    pane.type("pxet")
    pane.keys("Left", "Left", "BSpace", "o", "End", "!", "BSpace")
    assert pane.wait_for("poet"), pane.screen()
    pane.keys("Tab")
    pane.type("loom-secret")
    assert pane.wait_for("•••••••••••"), pane.screen()
    assert "loom-secret" not in pane.screen()


def test_tempura_pushes_a_screen_and_escape_goes_back(pane):
    pane.start()
    pane.open("Counter and screens (Tempura)")
    assert pane.wait_for("Show B")
    screen = pane.screen()
    buttons = [part for line in screen.splitlines() for part in line.split("]") if "[ " in part]
    order = [b.split("[ ")[1].strip() for b in buttons]
    pane.keys(*(["Tab"] * order.index("Show B")), "Enter")
    assert pane.wait_for("Back (Esc)"), pane.screen()
    pane.keys("Escape")
    assert pane.wait_for_absence("Back (Esc)"), pane.screen()
    assert "Tempura counter" in pane.screen()
