"""Replacement and prevention effects (614, 615, 616): the step every event goes through.

Why here: an "instead" effect watches an event before it happens and changes it, and
rules tie several of them together (self-replacement effects first, 614.15; each applies
at most once to an event and to what replaced it, 614.5; the affected player orders the
rest, 616.1). Those rules are the same whatever the game, so the engine applies them;
a ruleset only says which effects exist (a *source*: a function of the game and the
event returning the effects that watch it) and what each does to the event.

`Game.apply` settles an event through `Replacements.settle` before carrying it out. When
several effects apply and order matters, settling asks the affected player a `choose`
question (616.1): `Game.apply_flow` and `Game.move_flow` pass it up to the ruleset's
question loop; the plain `Game.apply` / `Game.move`, called where no question can be
asked, take the first listed option (the default answer) and say so in the log.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Hashable, Iterable
from typing import TYPE_CHECKING, Any

from cardgame.engine.decisions import CHOOSE, Decision, Option
from cardgame.engine.events import DamageDealt, Event
from cardgame.engine.objects import GameObject
from cardgame.errors import IllegalAction

if TYPE_CHECKING:
    from cardgame.engine.game import Game

# What settling yields and returns: questions, then the event to carry out (or None).
Settle = Generator[Decision, Any, "Event | None"]


class ReplacementEffect:
    """One effect that may replace (or prevent part of) an event.

    `key` names the effect for 614.5 (an effect applies at most once to an event and to
    the events that replace it); `label` is what a player reads when choosing the order;
    `test(game, event)` says whether it applies to the event as it now is;
    `change(game, event)` returns the event that happens instead (the same record
    changed, a new one, or None when nothing happens at all) and writes its log line.
    `self_replacement` marks an effect that is part of the resolving spell's own
    instruction (614.15: applied before the others). `order_free` marks an effect whose
    result can't depend on the order, such as "enters tapped" (614.1c): it is applied
    without asking when at most one effect that is not order-free applies too. Effects
    whose labels read the same (two Rest in Peace) are identical: no order is asked.
    """

    __slots__ = ("key", "label", "kind", "test", "change", "self_replacement", "order_free",
                 "source", "rule")

    def __init__(self, key: Hashable, label: str, kind: str,
                 test: Callable[[Game, Any], bool], change: Callable[[Game, Any], Event | None],
                 *, self_replacement: bool = False, order_free: bool = False,
                 source: int | None = None, rule: str = "614.1") -> None:
        self.key = key
        self.label = label
        self.kind = kind
        self.test = test
        self.change = change
        self.self_replacement = self_replacement
        self.order_free = order_free
        self.source = source  # the object whose ability it is (the TUI shows it), if any
        self.rule = rule

    def __repr__(self) -> str:
        return f"ReplacementEffect({self.label!r})"


Source = Callable[["Game", Event], Iterable[ReplacementEffect]]
Describe = Callable[["Game", Event], str]


def affected_player(game: Game, event: Event) -> int:
    """Who chooses the order (616.1): the affected player, or the controller of the
    affected object (a damaged permanent, a moving card, a permanent getting counters)."""
    if isinstance(event, DamageDealt):
        t = event.target
        return game.controller(t) if isinstance(t, GameObject) else t
    obj = getattr(event, "obj", None)
    if isinstance(obj, GameObject):
        return game.controller(obj)
    player = getattr(event, "player", None)
    if isinstance(player, int):
        return player
    return game.active


class Replacements:
    """The registry a game consults for every event: the rulesets' sources of effects."""

    def __init__(self) -> None:
        self.sources: list[Source] = []
        self.describe: Describe = lambda game, event: repr(event)
        self._kinds: list[frozenset[str] | None] = []  # per source: the kinds it watches
        self._by_kind: dict[str, list[Source]] = {}

    def add_source(self, source: Source, kinds: Iterable[str] | None = None) -> None:
        """Consult `source(game, event)` for every event from now on; with `kinds`, only
        for events of those kinds (a source that returns effects of those kinds only):
        every event is settled, and most kinds (taps, untaps) have no source at all."""
        self.sources.append(source)
        self._kinds.append(None if kinds is None else frozenset(kinds))
        self._by_kind.clear()

    def sources_for(self, kind: str) -> list[Source]:
        """The sources consulted for an event of `kind`, in the order they were added."""
        found = self._by_kind.get(kind)
        if found is None:
            found = [s for s, ks in zip(self.sources, self._kinds, strict=True)
                     if ks is None or kind in ks]
            self._by_kind[kind] = found
        return found

    def applicable(self, game: Game, event: Event, used: set[Hashable],
                   extra: Iterable[ReplacementEffect] = ()) -> list[ReplacementEffect]:
        """The effects that apply to the event now and have not applied to it yet (614.5);
        only the self-replacement effects while there are any (614.15, 616.1a).
        `extra` are effects that come with this one event (a spell's own "instead")."""
        found: list[ReplacementEffect] = []
        for src in self.sources_for(event.kind):
            found.extend(src(game, event))
        if extra:
            found += extra
        return _applying(game, event, used, found) if found else found

    def settle(self, game: Game, event: Event,
               extra: tuple[ReplacementEffect, ...] = (),
               first: list[ReplacementEffect] | None = None) -> Settle:
        """Apply the applicable effects one at a time, asking the order when several
        apply (616.1), until none is left (616.1f); returns the event that happens.
        `first`: the effects already found applicable to `event` (`settle_now`)."""
        used: set[Hashable] = set()
        current: Event | None = event
        while current is not None:
            if first is not None:
                cands, first = first, None
            else:
                cands = self.applicable(game, current, used, extra)
            if not cands:
                break
            free = [r for r in cands if r.order_free]
            if free and len(cands) - len(free) <= 1:
                chosen = free[0]
            elif len({(r.label, r.rule) for r in cands}) == 1:
                chosen = cands[0]  # one effect, or copies that read the same: no order
            else:
                idx = yield order_question(game, current, cands, self.describe(game, current))
                chosen = cands[idx]
            used.add(chosen.key)
            current = chosen.change(game, current)
        return current

    def settle_now(self, game: Game, event: Event) -> Event | None:
        """Settle where no question can be asked: each order question takes its default
        (the first listed effect), noted in the log. Most events have no applicable
        effect: they are returned without starting the settling generator."""
        sources = self._by_kind.get(event.kind)
        if sources is None:
            sources = self.sources_for(event.kind)
        if not sources:
            return event
        found: list[ReplacementEffect] = []
        for src in sources:  # (a loop, not a comprehension: no frame of its own)
            found.extend(src(game, event))
        if not found:
            return event  # no source has an effect watching it: no generator either
        cands = _applying(game, event, set(), found)
        if not cands:
            return event
        flow = self.settle(game, event, (), cands)
        try:
            d = next(flow)
            while True:
                game.log.add("616.1", "replacement_order",
                             "{} applies first (the order was not asked here)",
                             d.options[0].label)
                d = flow.send(d.default_answer())
        except StopIteration as stop:
            return stop.value  # type: ignore[no-any-return]


def _applying(game: Game, event: Event, used: set[Hashable],
              found: list[ReplacementEffect]) -> list[ReplacementEffect]:
    """`Replacements.applicable` of the effects found: those of the event's kind that
    apply to it now and haven't applied yet; only self-replacement ones while any."""
    out = [r for r in found
           if r.kind == event.kind and r.key not in used and r.test(game, event)]
    own = [r for r in out if r.self_replacement]
    return own or out


def order_question(game: Game, event: Event, cands: list[ReplacementEffect],
                   what: str) -> Decision:
    """616.1: the affected player chooses which of several effects applies first."""
    opts = [Option(r.label, i, {"source": r.source, "rule": r.rule})
            for i, r in enumerate(cands)]

    def check(answer: Any) -> int:
        if isinstance(answer, list) and len(answer) == 1:
            answer = answer[0]
        if isinstance(answer, int) and not isinstance(answer, bool) \
                and 0 <= answer < len(cands):
            return answer
        raise IllegalAction(f"choose one of the {len(cands)} replacement or prevention "
                            "effects", "616.1")

    return Decision(CHOOSE, affected_player(game, event),
                    f"{what}: which effect applies first?", opts, "616.1", validate=check,
                    default=lambda: 0,
                    data={"replacement_order": True, "event": what,
                          "sources": [r.source for r in cands]})
