"""Hot seat: who is at the keyboard, and what the seats answer without asking.

Two people share one keyboard. When hands are hidden, the board may only show the hand of
the player at the keys, so a question for the other player needs a hand-off first; the
fewer questions really reach a person, the fewer hand-offs. Each seat answers by itself
what its stops (`cardgame.stops`: own main phases, the opponent's spells it could answer,
declarations only when someone can attack or block) say is not worth asking, and what a
standing order ("pass until end of turn", "pass until my next turn") covers. Those answers
go through `game.answer` like any other. The engine's own auto-pass (`Player.autopass`)
is separate and stays the engine's. A seat may be a computer's (`agents`: player ->
agent): its questions are answered by its agent, never by a hand-off, and the one person
then stays at the keys. No Textual here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from cardgame.engine.decisions import PRIORITY
from cardgame.stops import PASS, Stops, seat_answer

if TYPE_CHECKING:
    from cardgame.engine.decisions import Decision
    from cardgame.engine.game import Game

END_OF_TURN = "end_of_turn"
MY_NEXT_TURN = "my_next_turn"
STOP_LABELS = {END_OF_TURN: "until end of turn", MY_NEXT_TURN: "until my next turn"}


@dataclass(frozen=True, slots=True)
class PassUntil:
    """A player's standing order to pass priority, set on `turn`."""

    kind: str
    turn: int

    def holds(self, game: Game, player: int) -> bool:
        if self.kind == END_OF_TURN:
            return game.turn == self.turn
        return not (game.active == player and game.turn > self.turn)


@dataclass
class Seat:
    """The keyboard's owner, each seat's stops and standing orders."""

    open_hands: bool = False
    at_keys: int | None = None
    passing: dict[int, PassUntil] = field(default_factory=dict)
    stops: dict[int, Stops] = field(default_factory=dict)
    computer: frozenset[int] = frozenset()  # seats played by an agent, never handed to
    agents: dict[int, Any] = field(default_factory=dict)  # the agent of each computer seat

    def __post_init__(self) -> None:
        if self.agents:
            self.computer = self.computer | frozenset(self.agents)
        humans = [p for p in (0, 1) if p not in self.computer]
        if self.computer and len(humans) == 1 and self.at_keys is None:
            self.at_keys = humans[0]

    def agent_of(self, player: int) -> Any | None:
        """The agent that plays this seat, or None for a person."""
        return self.agents.get(player)

    @property
    def viewer(self) -> int:
        """Whose eyes the board uses: the player at the keys (p1 before anyone sat)."""
        return 0 if self.at_keys is None else self.at_keys

    def needs_handoff(self, decision: Decision) -> bool:
        """A question for a person not at the keys, while hands are hidden."""
        return (not self.open_hands and self.at_keys != decision.player
                and decision.player not in self.computer)

    def sit(self, player: int) -> None:
        self.at_keys = player

    def stops_of(self, game: Game, player: int) -> Stops:
        """The player's stops (the ruleset's defaults until changed in settings)."""
        stops = self.stops.get(player)
        if stops is None:
            stops = self.stops[player] = Stops.defaults(game)
        return stops

    def set_stop(self, player: int, kind: str, game: Game) -> None:
        self.passing[player] = PassUntil(kind, game.turn)

    def clear_stop(self, player: int) -> None:
        self.passing.pop(player, None)

    def stop_label(self, player: int, game: Game | None = None) -> str:
        order = self.passing.get(player)
        if order is None:
            return ""
        if game is not None and not order.holds(game, player):
            return ""  # worn off: the marker goes with it
        return STOP_LABELS.get(order.kind, "")

    def auto_answer(self, game: Game) -> Any | None:
        """The answer a seat gives for the pending question by itself, or None to ask."""
        d = game.pending
        if d is None or d.player in self.agents:
            return None  # a computer seat's agent decides for itself what is worth doing
        if d.kind == PRIORITY:
            order = self.passing.get(d.player)
            if order is not None:
                if not order.holds(game, d.player):
                    self.clear_stop(d.player)
                elif not _targets_me(game, d.player):
                    return dict(PASS)
        return seat_answer(game, self.stops_of(game, d.player))


def _targets_me(game: Game, player: int) -> bool:
    """Something of the opponent's on the stack targets the player or their permanents:
    a standing order to pass gives way to it."""
    key = f"p{player + 1}"
    for item in game.stack:
        if item.controller == player:
            continue
        for t in item.targets:
            if t == key:
                return True
            obj = game.objects.get(t) if isinstance(t, int) else None
            if obj is not None and game.controller(obj) == player:
                return True
    return False
