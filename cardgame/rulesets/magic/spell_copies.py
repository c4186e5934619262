"""Copies of spells (707.10): "Copy target instant or sorcery spell, except that the copy
is red. You may choose new targets for the copy." (Fork)

Why a module of its own: a copy of a spell is a spell on the stack that is no card
(707.10, 111.1): it is put onto the stack by an effect (not cast), copies the original's
characteristics and every choice made for it (mode, targets, X, 707.10), and ceases to
exist when it leaves the stack (704.5e). It is a `StackItem` of kind "spell" marked as a
copy: resolving it never moves the original's card (the card stays on the stack,
resolving on its own), and its characteristics are kept on it (`copy_chars`), with the
exception's colour. "You may choose new targets" asks, target by target, with the old one
offered (and the default).

Effect `copy_spell`: `what` (the target spell), `color` (the copy's colour), `new_targets`
(bool).
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import Effect
from cardgame.engine.decisions import CHOOSE, Decision, Option
from cardgame.engine.layers import Chars
from cardgame.engine.objects import StackItem
from cardgame.errors import IllegalAction
from cardgame.rulesets.magic import mana_spent
from cardgame.rulesets.magic.interpreter import EFFECTS

if TYPE_CHECKING:
    from cardgame.engine.game import Game
    from cardgame.rulesets.magic.effects import Context

COPY_SPELL = "copy_spell"
COPY = "copy"  # StackItem.extra key: this spell is a copy (707.10)
CHARS = "copy_chars"  # StackItem.extra key: the copy's characteristics


def is_copy(item: StackItem) -> bool:
    """Whether the spell is a copy (no card: it ceases to exist off the stack, 704.5e)."""
    return bool(item.extra.get(COPY))


def spell_types(game: Game, item: StackItem) -> tuple[str, ...]:
    """The card types of a spell on the stack (a copy's are its own)."""
    chars = item.extra.get(CHARS)
    if isinstance(chars, Chars):
        return chars.types
    obj = game.objects.get(item.source)
    return game.chars(obj).types if obj is not None else ()


@EFFECTS.effect(COPY_SPELL)
def _copy_spell(ctx: Context, e: Effect) -> Generator[Decision, Any, None]:
    from cardgame.rulesets.magic import targets as tg

    g = ctx.game
    for t in ctx.refs(e.get("what"), "target"):
        original = next((s for s in g.stack if s.id == t and s.kind == "spell"), None)
        if original is None:
            continue
        obj = g.objects.get(original.source)
        chars = original.extra.get(CHARS)
        chars = copy.copy(chars if isinstance(chars, Chars)
                          else g.chars(obj) if obj is not None else None)
        if chars is None:
            continue
        you = ctx.item.controller
        chars.controller = you
        if e.get("color"):
            chars.colors = (str(e.get("color")),)
        item = dataclasses.replace(original, id=g.new_id(), controller=you,
                                   targets=list(original.targets),
                                   target_zcc=list(original.target_zcc),
                                   extra={**{k: v for k, v in original.extra.items()
                                              if k != mana_spent.KEY},  # none: 707.10
                                          COPY: True, CHARS: chars},
                                   name=f"{original.name} (copy)")
        if e.get("new_targets"):
            for i, spec in enumerate(item.target_specs):
                if i >= len(item.targets):
                    break
                options = tg.candidates(g, spec, chars, you, original.source)
                if item.targets[i] not in options:
                    options = [item.targets[i], *options]
                picked = yield _new_target(g, you, item, i, options)
                if picked != item.targets[i]:
                    item.targets[i] = picked
                    item.target_zcc[i] = g.objects[picked].zcc \
                        if isinstance(picked, int) and picked in g.objects else 0
        g.stack.append(item)
        g.log.add("707.10", "copy_spell", "{} puts a copy of {} onto the stack{}",
                  g.players[you].name, original.name,
                  " targeting " + ", ".join(tg.describe(g, x) for x in item.targets)
                  if item.targets else "")


def _new_target(g: Game, player: int, item: StackItem, i: int,
                options: list[Any]) -> Decision:
    """"You may choose new targets for the copy": the old target is the default."""
    from cardgame.rulesets.magic import targets as tg

    old = item.targets[i]

    def check(answer: Any) -> Any:
        if answer in options:
            return answer
        raise IllegalAction(f"{answer!r} is not a legal target for the copy of {item.name}",
                            "707.10c")

    return Decision(CHOOSE, player, f"New target {i + 1} for the copy of {item.name}? "
                    f"(now {tg.describe(g, old)})",
                    [Option(tg.describe(g, o), o) for o in options], "707.10c",
                    validate=check, default=lambda: old)
