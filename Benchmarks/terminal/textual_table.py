"""The benchmark table in Textual, the peer Loom's terminal renderer is measured against.

The same rows as Loom's `TerminalBenchApp` (Benchmarks/Sources/loom-bench/TerminalTable.swift):
id, label, select and remove, labels from the same fixed-seed generator, the selected row in
red, and the same keys (c create 1,000, a append 1,000, u update every 10th, s select the next
row, w swap rows 2 and 999, d remove the fourth row, x clear; Ctrl-C quits). Written the way a
Textual developer writes a large table: one `DataTable` (virtualised: it renders only the rows
on screen), updated cell by cell.
"""
from rich.text import Text
from textual.app import App, ComposeResult
from textual.widgets import DataTable, Static

ADJECTIVES = [
    "pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint",
    "clean", "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly",
    "adorable", "important", "inexpensive", "cheap", "expensive", "fancy",
]
COLOURS = ["red", "yellow", "blue", "green", "pink", "brown", "purple", "brown", "white", "black", "orange"]
NOUNS = ["table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger", "pizza", "mouse", "keyboard"]
MASK = (1 << 32) - 1


class Labels:
    """Loom's `BenchmarkLabels`: a 32-bit linear congruential generator with the same seed."""

    def __init__(self):
        self.state = 12345

    def draw(self, bound):
        self.state = (self.state * 1664525 + 1013904223) & MASK
        return (self.state >> 8) % bound

    def next(self):
        adjective = ADJECTIVES[self.draw(len(ADJECTIVES))]
        colour = COLOURS[self.draw(len(COLOURS))]
        return f"{adjective} {colour} {NOUNS[self.draw(len(NOUNS))]}"


COLUMNS = ("id", "label", "select", "remove")


class Row:
    """One row of the benchmark and the key of the table row that shows it."""

    def __init__(self, id, label):
        self.id = id
        self.label = label
        self.key = str(id)


class TableApp(App):
    CSS = "DataTable { height: 1fr; }"
    BINDINGS = [
        ("c", "create", "create"), ("a", "append", "append"), ("u", "update", "update"),
        ("s", "select", "select"), ("w", "swap", "swap"), ("d", "remove", "remove"),
        ("x", "clear", "clear"), ("ctrl+c", "quit", "quit"),
    ]

    def __init__(self):
        super().__init__()
        self.labels = Labels()
        self.next_id = 1
        self.rows = []  # Row, in table order
        self.selected = None  # the selected Row

    def compose(self) -> ComposeResult:
        yield Static("[ c create ] [ a append ] [ u update ] [ s select ] [ w swap ] [ d remove ] [ x clear ]", markup=False)
        yield DataTable(show_header=False, cursor_type="none", zebra_stripes=False)

    @property
    def table(self):
        return self.query_one(DataTable)

    def on_mount(self):
        for column in COLUMNS:
            self.table.add_column(column, key=column)

    def cells(self, row):
        style = "red" if row is self.selected else ""
        return [Text(str(row.id), style=style), Text(row.label, style=style), Text("[ select ]", style=style), Text("[ remove ]", style=style)]

    def add(self, count):
        for _ in range(count):
            row = Row(self.next_id, self.labels.next())
            self.next_id += 1
            self.rows.append(row)
            self.table.add_row(*self.cells(row), key=row.key)

    def redraw(self, row):
        """Rewrites the cells of the table row that shows `row`."""
        for column, cell in zip(COLUMNS, self.cells(row)):
            self.table.update_cell(row.key, column, cell)

    def action_create(self):
        self.action_clear()
        self.add(1000)

    def action_append(self):
        self.add(1000)

    def action_update(self):
        for row in self.rows[::10]:
            row.label += " !!!"
            self.table.update_cell(row.key, "label", self.cells(row)[1])

    def action_select(self):
        if not self.rows:
            return
        previous = self.selected
        index = (self.rows.index(previous) + 1) % len(self.rows) if previous in self.rows else 0
        self.selected = self.rows[index]
        if previous in self.rows:
            self.redraw(previous)
        self.redraw(self.selected)

    def action_swap(self):
        # DataTable cannot move a row: the two table rows trade contents (and keys) instead.
        if len(self.rows) <= 998:
            return
        first, second = self.rows[1], self.rows[998]
        self.rows[1], self.rows[998] = second, first
        first.key, second.key = second.key, first.key
        self.redraw(first)
        self.redraw(second)

    def action_remove(self):
        if len(self.rows) > 3:
            row = self.rows.pop(3)
            self.table.remove_row(row.key)

    def action_clear(self):
        self.rows = []
        self.selected = None
        self.table.clear()


if __name__ == "__main__":
    TableApp().run()
