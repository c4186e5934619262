"""The top line: turn, active player, the steps of the turn with the current one lit,
and who is being asked what."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.widgets import Static

from cardgame.engine.uiterms import UiTerms


@dataclass(frozen=True, slots=True)
class StepInfo:
    turn: int
    active: str
    step: str
    steps: tuple[str, ...]
    asked: str  # "Bob: declare blockers" or "" when nobody is asked
    terms: UiTerms = UiTerms()  # the ruleset's words for the turn and its steps


class StepBar(Static):
    """Where the game is in the turn."""

    DEFAULT_CSS = """
    StepBar {
        height: 1;
        width: 1fr;
        background: $primary 40%;
        color: $text;
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.info: StepInfo | None = None

    def show(self, info: StepInfo) -> None:
        if info == self.info:
            return
        self.info = info
        t = Text()
        ui = info.terms
        t.append(f" {ui.turn} {info.turn} ", "bold")
        t.append(f"{info.active} ", "bold italic")
        t.append("│ ", "dim")
        steps = info.steps or (info.step,)
        for s in steps:
            if s == info.step:
                t.append(f"[{ui.step(s).capitalize() if s not in ui.steps else ui.step(s)}]",
                         "bold reverse")
            else:
                t.append(ui.steps_short.get(s, s[:3]), "dim")
            t.append(" ")
        if info.asked:
            t.append("│ ", "dim")
            t.append(info.asked, "bold yellow")
        self.update(t, layout=False)
