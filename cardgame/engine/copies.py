"""Copy effects as layer 1 (CR 707, 613.2a): an object's copiable values.

Why the object's card is swapped rather than an effect added: a copy effect is applied
first of all (layer 1a), and what it yields becomes the object's copiable values
(613.2c, 707.2), the base that every other layer starts from and that a later copy
copies in its turn. The rest of the engine and the rulesets already read an object's
base from `obj.card` (its abilities, its triggers, its statics), so making the copied
values that base gives a copy the copied object's abilities everywhere at once, and a
copy of a copy copies the copied values (707.3). The printed card is kept aside and
comes back when the object leaves the zone where the copy effect applies (400.7: it
becomes a new object). Counters, damage, tapped status and non-copy effects are not
copiable (707.2): they live on the object and in `Game.effects`, never in its card.
"""

from __future__ import annotations

from cardgame.engine.cardmodel import CardDef
from cardgame.engine.objects import GameObject

PRINTED = "printed_card"  # obj.extra key: the card as printed, while it copies another
COPY_OF = "copy_of"  # obj.extra key: the name of what it copies, for people


def become_copy(obj: GameObject, values: CardDef, of: str) -> None:
    """`obj` becomes a copy: `values` (the copied object's copiable values, with any
    exceptions of the copy effect already in them, 707.9b) are its new base."""
    obj.extra.setdefault(PRINTED, obj.card)
    obj.extra[COPY_OF] = of
    obj.card = values


def end_copy(obj: GameObject) -> None:
    """The object left the zone where it copied: it is its printed card again."""
    printed = obj.extra.pop(PRINTED, None)
    if printed is not None:
        obj.card = printed
    obj.extra.pop(COPY_OF, None)


def copy_of(obj: GameObject) -> str | None:
    """What the object is a copy of (a name), or None when it copies nothing."""
    of = obj.extra.get(COPY_OF)
    return str(of) if of is not None else None


def printed_card(obj: GameObject) -> CardDef:
    """The card as printed, whatever it copies now."""
    card = obj.extra.get(PRINTED, obj.card)
    assert isinstance(card, CardDef)
    return card
