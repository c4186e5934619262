""""As this enters, choose a creature type" and the abilities linked to it (607.2d):
Adaptive Automaton's "this is the chosen type in addition to its other types" and
"other creatures you control of the chosen type get +1/+1".

Why it is kept like the chosen colour (chosen_color.py): the choice is made as the
permanent enters, belongs to that object and to the card that made it, and is no
copiable value (707.2). A Clone entering as a copy of Adaptive Automaton makes its own
choice as it enters (707.6); a permanent that becomes a copy without entering has none.

Static effects: `choose_creature_type` (no parameters), `is_chosen_type` (`what =
"self"`: layer 4), `pump_chosen_type` (`power`, `toughness`: other creatures you control
of the chosen type, layer 7c).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import AbilityDef, Effect
from cardgame.engine.decisions import CHOOSE, Decision, Option
from cardgame.engine.layers import LAYER_PT_MODIFY, LAYER_TYPE, Chars, ContinuousEffect
from cardgame.engine.objects import GameObject
from cardgame.errors import IllegalAction
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.engine.game import Flow, Game

CHOOSE_TYPE = "choose_creature_type"
IS_CHOSEN = "is_chosen_type"
PUMP_CHOSEN = "pump_chosen_type"
KINDS = (IS_CHOSEN, PUMP_CHOSEN)
_KEY = "chosen_creature_type"
_TYPE_WORD = re.compile(r"^[A-Z][a-z]+(-[a-z]+)?$")


def chooses(obj: GameObject) -> bool:
    """Whether the card says "as this enters, choose a creature type"."""
    return any(ab.kind == "static" and any(e.kind == CHOOSE_TYPE for e in ab.effects)
               for ab in obj.card.abilities)


def ask(game: Game, player: int, obj: GameObject) -> Flow:
    """The choice, made as the permanent enters (607.2d); returns the creature type.
    The options are the creature types of the game's cards; any creature type is legal."""
    seen = sorted({s for o in game.objects.values() if "Creature" in o.card.types
                   for s in o.card.subtypes})
    opts = [Option(s, s) for s in seen]

    def check(answer: Any) -> str:
        if isinstance(answer, str) and _TYPE_WORD.match(answer.strip().capitalize()):
            return answer.strip().capitalize()
        raise IllegalAction(f"choose a creature type (such as {', '.join(seen[:3])}), "
                            f"not {answer!r}", "607.2d")

    chosen_type = yield Decision(CHOOSE, player, f"Choose a creature type for {obj.card.name}",
                                 opts, "607.2d", validate=check,
                                 default=lambda: seen[0] if seen else "Shapeshifter")
    return str(chosen_type)


def remember(game: Game, obj: GameObject, creature_type: str) -> None:
    """Keep the choice on the object and the card that made it (400.7, 607.5a)."""
    obj.extra[_KEY] = (obj.zcc, creature_type, obj.card.name)
    game.invalidate()
    game.log.add("607.2d", "chosen_type", "{}: {} is chosen", obj.card.name, creature_type)


def chosen(obj: GameObject) -> str | None:
    """The creature type chosen for this object, or None (never made, 607.5a)."""
    zcc, creature_type, made_by = obj.extra.get(_KEY, (None, None, None))
    return creature_type if zcc == obj.zcc and made_by == obj.card.name else None


def continuous(src: GameObject, ab: AbilityDef, e: Effect) -> ContinuousEffect | None:
    """The layer effect of `is_chosen_type` / `pump_chosen_type`, or None without a
    choice (an ability that refers to a choice never made does nothing)."""
    creature_type = chosen(src)
    if creature_type is None:
        return None
    sid, ctrl = src.id, src.controller
    if e.kind == IS_CHOSEN:
        return ContinuousEffect(LAYER_TYPE, src.timestamp, "add_types", (creature_type,),
                                sid, "", applies=lambda o, c: o.id == sid, rule="611.3a",
                                ability=ab, reads=frozenset())

    def yours_of_type(o: GameObject, c: Chars) -> bool:
        return o.id != sid and "Creature" in c.types and creature_type in c.subtypes \
            and c.controller == ctrl

    value = (int(e.get("power", 0)), int(e.get("toughness", 0)))
    return ContinuousEffect(LAYER_PT_MODIFY, src.timestamp, "modify_pt", value, sid, "",
                            applies=yours_of_type, rule="611.3a", ability=ab,
                            reads=frozenset({"types", "subtypes", "controller"}))


@EFFECTS.effect(CHOOSE_TYPE)
@EFFECTS.effect(IS_CHOSEN)
@EFFECTS.effect(PUMP_CHOSEN)
def _static_only(ctx: object, e: Effect) -> None:
    """Only meaningful as static abilities (priority.py and statics.py read them)."""
