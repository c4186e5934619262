"""An SVG snapshot of the hkk board at 100×30 (update: `pytest tests/tui --snapshot-update
-k hkk_board`, then look at snapshot_report.html)."""

from __future__ import annotations

from typing import Any

from tui_helpers import scenario_factory

from cardgame.tui.app import CardGameApp

HKK_BOARD = """
format = 1
name = "the hkk board"
ruleset = "hkk"

[[card]]
name = "Szürke farkas"
types = ["creature"]
subtypes = ["farkas"]
cost = 2
attack = 2
life = 2
keywords = ["union with farkas"]

[state]
step = "main"

[state.p1]
vp = 3
hand = ["Kézrátétel", "Apró gömbvillám"]
guard_post = [{ card = "Dornodoni harcos", id = "a" }, { card = "Szürke farkas", id = "w1" },
              { card = "Szürke farkas", id = "w2", united_with = "w1" }]
reserve = [{ card = "Dornodoni harcos", passive = true }]
table = ["Ezüstsereg"]

[state.p2]
vp = 1
life = 17
hand = ["Angyali közbelépés"]
guard_post = [{ card = "Raiai őrszem" }]
reserve = [{ card = "Raiai őrszem", passive = true }, "Raiai őrszem"]
"""


def test_hkk_board(snap_compare: Any) -> None:
    """Alice looks at the board: guard posts facing each other, reserve and table behind,
    a passive creature sideways, a union pair, Ép and VP; Hungarian words."""
    app = CardGameApp(scenario_factory(HKK_BOARD), open_hands=True)
    assert snap_compare(app, press=["v"], terminal_size=(100, 30))
