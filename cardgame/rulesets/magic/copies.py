"""Copy effects of magic permanents (707): "you may have this enter as a copy of ...".

Why a module of its own: "enters as a copy" is a replacement effect that modifies how
the permanent enters (614.1c, 707.5), and the general replacement machinery (614, 616)
is built elsewhere. Everything it needs is here, behind one entry point the ETB path
calls, `enter_as_copy`: which ability offers the copy, which permanents may be copied,
the question, and the copiable values with the exceptions (707.9). Moving it onto the
replacement machinery means calling `copy_choice` and `apply_copy` from there instead
of from `priority.resolve_top`.

The copiable values of a permanent are its card as the engine keeps it (see
`engine.copies`): printed values plus copy effects, exceptions included (707.2, 707.9b),
never counters, damage, status or other effects, so copying an animated land or a pumped
creature copies only what is printed (or copied) on it. A copy of a token copies the
token's values, yet the copy itself is a card, not a token (111.1, 707.2).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import AbilityDef, CardDef, Effect
from cardgame.engine.copies import become_copy
from cardgame.engine.decisions import CHOOSE_CARDS, Decision, Option
from cardgame.engine.objects import GameObject
from cardgame.errors import IllegalAction
from cardgame.rulesets.magic import extra_counters

if TYPE_CHECKING:
    from cardgame.engine.game import Game

Flow = Generator[Decision, Any, Any]


def copy_ability(card: CardDef) -> Effect | None:
    """The card's "enters as a copy" effect (a static ability's), if it has one."""
    for ab in card.abilities:
        if ab.kind == "static":
            for e in ab.effects:
                if e.kind == "enters_as_copy":
                    return e
    return None


def candidates(game: Game, spec: Effect, controller: int,
               entering: GameObject) -> list[GameObject]:
    """The permanents it may copy: any on the battlefield matching the filter, anyone's
    (707.5: the choice is made as it enters; it is no target, so hexproof doesn't stop it)."""
    from cardgame.rulesets.magic.effects import matches_filter

    flt = str(spec.get("filter"))
    return [o for o in game.battlefield()
            if o.id != entering.id and matches_filter(game.chars(o), flt, controller)]


def copy_values(original: GameObject, spec: Effect,
                copier: GameObject | None = None) -> CardDef:
    """The copiable values of `original` (707.2) with the exceptions of the copy effect
    written into them (707.9b: "except it's an Illusion" is part of the copy, so a copy
    of this copy is an Illusion too). "Except it doesn't copy that creature's color"
    (`keep_color`, Vesuvan Doppelganger) keeps the copier's own colour (707.9b)."""
    values = original.card
    add_types = tuple(t for t in spec.get("types", ()) if t not in values.types)
    add_subtypes = tuple(t for t in spec.get("subtypes", ()) if t not in values.subtypes)
    gained: tuple[AbilityDef, ...] = ()
    if spec.get("trigger"):
        gained = (AbilityDef(kind="triggered", trigger=str(spec.get("trigger")),
                             effects=tuple(spec.get("effects", ())),
                             targets=tuple(spec.get("targets", ())),
                             optional=bool(spec.get("optional", False)),
                             text=str(spec.get("text", "") or "")),)
    colors = copier.card.colors if copier is not None and spec.get("keep_color") \
        else values.colors
    if spec.get("power") is not None:  # "except it's 7/7" (707.9d)
        values = _fixed_pt(values, int(spec.get("power")), int(spec.get("toughness", 0)))
    if not (add_types or add_subtypes or gained) and colors == values.colors:
        return values
    return dataclasses.replace(values, types=values.types + add_types,
                               subtypes=values.subtypes + add_subtypes,
                               abilities=values.abilities + gained, colors=colors)


def _fixed_pt(values: CardDef, power: int, toughness: int) -> CardDef:
    """The copy's power and toughness are set by the exception; a characteristic-defining
    ability that would define them is not copied (707.9d: Tarmogoyf's)."""
    def defines_pt(ab: AbilityDef) -> bool:
        return ab.kind == "static" and any(
            e.kind == "set_pt" and e.get("what") == "self" for e in ab.effects)

    return dataclasses.replace(values, power=power, toughness=toughness,
                               abilities=tuple(a for a in values.abilities
                                               if not defines_pt(a)))


def copy_choice(game: Game, obj: GameObject, controller: int, spec: Effect,
                options: list[GameObject]) -> Decision:
    """The question: which permanent to copy, or none ("you may", 707.5)."""
    ids = [o.id for o in options]
    opts = [Option(_label(game, o), o.id) for o in options]

    def check(answer: Any) -> list[int]:
        if not isinstance(answer, (list, tuple)):
            raise IllegalAction(f"a list of at most one permanent to copy, not {answer!r}",
                                "707.5")
        picked = list(answer)
        if len(picked) > 1:
            raise IllegalAction("choose at most one permanent to copy", "707.5")
        for p in picked:
            if isinstance(p, bool) or p not in ids:
                raise IllegalAction(f"{p!r} is not a permanent {obj.card.name} may copy "
                                    f"(a {spec.get('filter')} on the battlefield)", "707.5")
        return [int(p) for p in picked]

    return Decision(CHOOSE_CARDS, controller,
                    f"{obj.card.name}: choose a permanent to enter as a copy of (or none)",
                    opts, "707.5", 0, 1, data={"copy": obj.id},
                    validate=check, default=lambda: ids[:1])


def _label(game: Game, o: GameObject) -> str:
    owner = game.players[game.chars(o).controller].name
    return f"{game.chars(o).name} ({owner})"


def apply_copy(game: Game, obj: GameObject, original: GameObject, spec: Effect) -> None:
    """`obj` becomes a copy of `original` as it enters (707.5)."""
    values = copy_values(original, spec, obj)
    game.rules.prepare_card(values)
    printed = obj.card.name
    become_copy(obj, values, values.name)
    game.invalidate()
    game.log.add("707.5", "copy", "{} enters as a copy of {}", printed, values.name)


def enter_as_copy(game: Game, obj: GameObject, controller: int) -> Flow:
    """As `obj` enters the battlefield: if it may enter as a copy, its controller
    chooses what it copies, if anything (614.1c, 614.12a: the choice comes before it
    enters). "Creatures you control enter as a copy of this" (Essence of the Wild) comes
    first and leaves no choice (616.1f)."""
    from cardgame.rulesets.magic.enter_as_copy_of_this import copied_by

    essence = copied_by(game, obj, controller)
    if essence is not None:
        apply_copy(game, obj, essence, Effect("enters_as_copy", {}))
        return
    applied: list[Effect] = []
    spec = copy_ability(obj.card)
    while spec is not None and not any(spec is a for a in applied):
        options = candidates(game, spec, controller, obj)
        if not options:
            game.log.add("707.5", "copy_none", "{} has nothing to copy", obj.card.name)
            break
        picked = yield copy_choice(game, obj, controller, spec, options)
        if not picked:
            game.log.add("707.5", "copy_declined", "{} enters as itself", obj.card.name)
            break
        applied.append(spec)
        apply_copy(game, obj, game.objects[picked[0]], spec)
        # a copy of a Clone that copied nothing has Clone's "enters as a copy": it applies
        # in its turn (614.12), and a later copy effect drops an earlier one's additional
        # effect (707.9e)
        spec = copy_ability(obj.card)
    if applied:
        extra_counters.remember(game, obj, applied[-1])
