"""Hot seat: who is at the keyboard, and what the UI answers without asking.

Two people share one keyboard. When hands are hidden, the board may only show the hand of
the player at the keys, so a question for the other player needs a hand-off first. The UI
answers some questions itself, as any agent may: priority while a player's stop ("pass
until end of turn", "pass until my next turn") holds and nothing of the opponent's waits on
the stack, and a declaration of attackers when no creature could attack. The engine's own
auto-pass (`Player.autopass`) is separate and stays the engine's. A seat may be a
computer's (`computers`: player -> agent): its questions are answered by its agent, never
by a hand-off, and the one person then stays at the keys. No Textual here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from cardgame.engine.decisions import DECLARE_ATTACKERS, PRIORITY

if TYPE_CHECKING:
    from cardgame.engine.decisions import Decision
    from cardgame.engine.game import Game

END_OF_TURN = "end_of_turn"
MY_NEXT_TURN = "my_next_turn"
STOP_LABELS = {END_OF_TURN: "until end of turn", MY_NEXT_TURN: "until my next turn"}


@dataclass(frozen=True, slots=True)
class Stop:
    """A player's standing order to pass priority, set on `turn`."""

    kind: str
    turn: int

    def holds(self, game: Game, player: int) -> bool:
        if self.kind == END_OF_TURN:
            return game.turn == self.turn
        return not (game.active == player and game.turn > self.turn)


@dataclass
class Seat:
    """The keyboard's owner and the players' stops."""

    open_hands: bool = False
    at_keys: int | None = None
    stops: dict[int, Stop] = field(default_factory=dict)
    computers: dict[int, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        humans = [p for p in (0, 1) if p not in self.computers]
        if self.computers and len(humans) == 1:
            self.at_keys = humans[0]

    def computer(self, player: int) -> Any | None:
        """The agent that plays this seat, or None for a person."""
        return self.computers.get(player)

    @property
    def viewer(self) -> int:
        """Whose eyes the board uses: the player at the keys (p1 before anyone sat)."""
        return 0 if self.at_keys is None else self.at_keys

    def needs_handoff(self, decision: Decision) -> bool:
        """A question for someone not at the keys, while hands are hidden."""
        if decision.player in self.computers:
            return False
        return not self.open_hands and self.at_keys != decision.player

    def sit(self, player: int) -> None:
        self.at_keys = player

    def set_stop(self, player: int, kind: str, game: Game) -> None:
        self.stops[player] = Stop(kind, game.turn)

    def clear_stop(self, player: int) -> None:
        self.stops.pop(player, None)

    def stop_label(self, player: int) -> str:
        stop = self.stops.get(player)
        return STOP_LABELS.get(stop.kind, "") if stop else ""

    def auto_answer(self, game: Game) -> Any | None:
        """The answer the UI gives for the pending question by itself, or None to ask."""
        d = game.pending
        if d is None:
            return None
        if d.kind == PRIORITY:
            stop = self.stops.get(d.player)
            if stop is None:
                return None
            if not stop.holds(game, d.player):
                self.clear_stop(d.player)
                return None
            if game.stack and game.stack[-1].controller != d.player:
                return None  # the opponent did something: let the player answer it
            return {"action": "pass"}
        if d.kind == DECLARE_ATTACKERS and not any(o.data.get("can_attack")
                                                  for o in d.options):
            return {"attackers": [], "bands": []}
        return None
