"""The showcase in a real terminal (tmux): every example reachable and usable by keyboard."""
import pytest

from conftest import wait_until

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
    # Waited for: the menu's first frame may still be reaching tmux when its title shows.
    assert wait_until(lambda: all(f"[ {title} ]" in pane.screen() for title, _ in EXAMPLES)), pane.screen()
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


def test_a_mouse_click_opens_an_example(pane):
    pane.start()
    assert pane.wait_for("[ Keyed list ]"), pane.screen()
    lines = pane.screen().splitlines()
    row = next(index for index, line in enumerate(lines) if "[ Keyed list ]" in line)
    column = lines[row].index("[ Keyed list ]") + 3
    # What a terminal sends for a left click with SGR mouse reports on (1-based cells).
    pane.type(f"\x1b[<0;{column};{row + 1}M\x1b[<0;{column};{row + 1}m")
    assert pane.wait_for("Fruit basket"), pane.screen()


def test_focus_is_drawn_in_reverse_video_and_moves_with_tab(pane):
    pane.start()
    def focused_line():
        return next((line for line in pane.styled_screen().splitlines() if "\x1b[7m" in line), "")
    assert wait_until(lambda: "Counter" in focused_line()), pane.styled_screen()
    pane.keys("Tab")
    assert wait_until(lambda: "Keyed list" in focused_line()), pane.styled_screen()



def test_katana_counter_adds_through_the_app_store(pane):
    pane.start()
    pane.open("Counter (Katana app store)")
    assert pane.wait_for("the counter is at 0")
    assert pane.focus("add"), pane.styled_screen()
    pane.keys("Enter", "Enter")
    assert pane.wait_for("the counter is at 2"), pane.screen()


def test_machine_counter_increments(pane):
    import re
    pane.start()
    pane.open("Persistent counter (machines)")
    assert pane.wait_for("Increment")
    found = wait_until(lambda: re.search(r"^ +(-?\d+) *$", pane.screen(), re.M))
    assert found, pane.screen()
    before = int(found.group(1))
    assert pane.focus("Increment")
    pane.keys("Enter")
    assert pane.wait_for(f" {before + 1}"), pane.screen()


def test_chat_sends_a_typed_message(pane):
    pane.start()
    pane.open("Chat (Eazy store)")
    assert pane.wait_for("Shall we meet for lunch?")
    pane.type("hello from tmux")
    assert pane.focus("Send")
    pane.keys("Enter")
    assert pane.wait_for("hello from tmux"), pane.screen()


def test_poet_tutorial_pages_forward_with_the_arrow(pane):
    pane.start()
    pane.open("Paging tutorial (Poet)")
    assert pane.wait_for("1 / 6")
    assert pane.focus("→"), pane.styled_screen()
    pane.keys("Enter")
    assert pane.wait_for("2 / 6"), pane.screen()
