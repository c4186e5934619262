"""What a priority option would do: the card, its kind, and the effects it would run.

The priority question lists plays and activations as plain values (`{"action": "cast",
"card": 12}`); the tactics need the effects behind them to choose targets and to judge
whether the play is worth making now. Both rulesets' card data is read the same way.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cardgame.engine.cardmodel import AbilityDef, CardDef, Effect
from cardgame.engine.decisions import Option
from cardgame.engine.game import GameView
from cardgame.engine.objects import GameObject

SPELL_ABILITIES = ("spell", "on play")  # hkk: what a card does when played


@dataclass(slots=True)
class Play:
    option: Option
    obj: GameObject | None
    action: str
    effects: tuple[Effect, ...] = ()
    specs: tuple[str, ...] = ()
    types: tuple[str, ...] = field(default_factory=tuple)

    @property
    def card(self) -> CardDef | None:
        return self.obj.card if self.obj is not None else None

    @property
    def name(self) -> str:
        return self.obj.card.name if self.obj is not None else self.option.label

    def is_type(self, t: str) -> bool:
        return any(x.lower() == t for x in self.types)

    @property
    def is_permanent(self) -> bool:
        return any(self.is_type(t) for t in ("creature", "artifact", "enchantment",
                                              "planeswalker", "building", "item"))


def _activated(card: CardDef) -> list[AbilityDef]:
    return [a for a in card.abilities if a.kind not in ("static", "triggered", "spell",
                                                        "on play", "cost", "vision",
                                                        "compensation", "alternative cost",
                                                        "flies if")]


def _mode_effects(modes: Any, mode: Any) -> tuple[tuple[Effect, ...], tuple[str, ...]]:
    if isinstance(mode, int) and modes and 0 <= mode < len(modes):
        return tuple(modes[mode].effects), tuple(modes[mode].targets)
    return (), ()


def read(view: GameView, opt: Option) -> Play:
    value = opt.value
    oid = value.get("card")
    obj = view.object(oid) if isinstance(oid, int) else None
    play = Play(opt, obj, value.get("action", ""))
    if obj is None:
        return play
    card = obj.card
    play.types = tuple(view.chars(obj).types) if obj.zone == "battlefield" else card.types
    mode = value.get("mode")
    effects: list[Effect] = []
    if play.action == "activate":
        abilities = _activated(card)
        i = value.get("ability", 0)
        ab = abilities[i] if isinstance(i, int) and i < len(abilities) else None
        if ab is not None:
            effects.extend(ab.effects)
            extra, _ = _mode_effects(ab.modes, mode)
            effects.extend(extra)
    else:
        effects.extend(card.effects)
        extra, _ = _mode_effects(card.modes, mode)
        effects.extend(extra)
        for ab in card.abilities:
            if ab.kind in SPELL_ABILITIES:
                effects.extend(ab.effects)
                extra, _ = _mode_effects(ab.modes, mode)
                effects.extend(extra)
    play.effects = tuple(effects)
    play.specs = tuple(opt.data.get("targets") or ())
    return play
