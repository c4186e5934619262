"""`cardgame card NAME` and `cardgame cards [TEXT]`: the card pool, read as a player would.

Why: a rules tester writing a scenario needs a card's exact name, cost, types, stats,
keywords (with what they do) and abilities, and which bundled decks and scenario files
already use it — without grepping the card data. Everything shown comes from the card
pool and the ruleset's own description (its keyword reminders), so a card file written by
a user reads the same way.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from cardgame.cards.pool import CardPool
from cardgame.engine.cardmodel import CardDef
from cardgame.rulesets import describe as describe_ruleset
from cardgame.rulesets import get_ruleset, ruleset_names


@dataclass(frozen=True)
class Found:
    """A card and the ruleset whose pool holds it."""

    ruleset: str
    card: CardDef


class NoSuchCard(LookupError):
    """No card of that name; the message has the nearest names ("did you mean")."""


def _pools(ruleset: str | None) -> list[CardPool]:
    names = [ruleset] if ruleset else ruleset_names()
    return [CardPool.builtin(r) for r in names]


def find(name: str, ruleset: str | None = None) -> list[Found]:
    """Cards named `name` (exactly, or ignoring case; the English name of a card counts)."""
    out: list[Found] = []
    low = name.strip().lower()
    if not low:  # "" would match every card without an English name
        raise NoSuchCard(f"card: found an empty name {name!r}, expected a card's name")
    for pool in _pools(ruleset):
        for card in pool.cards():
            if low == card.name.lower() or (card.name_en and low == card.name_en.lower()):
                out.append(Found(pool.ruleset, card))
    if out:
        return out
    near: list[str] = []
    for pool in _pools(ruleset):
        near.extend(pool.suggest(name))
    hint = f"; did you mean {', '.join(repr(n) for n in near[:4])}?" if near else ""
    where = f"the {ruleset} card pool" if ruleset else "any card pool"
    raise NoSuchCard(f"no card named {name!r} in {where}{hint}")


def type_line(card: CardDef) -> str:
    """"Legendary Creature — Human Wizard"."""
    main = " ".join([*card.supertypes, *card.types])
    return f"{main} — {' '.join(card.subtypes)}" if card.subtypes else main


def stats(card: CardDef) -> str:
    """The numbers printed on the card: P/T, loyalty, or as the ruleset names its two
    stats (hkk: attack/life, `RulesetDescription.card_stats`)."""
    parts = []
    named = {attr: key for key, attr in describe_ruleset(card.ruleset).card_stats.items()}
    if card.power is not None or card.toughness is not None:
        p_name, t_name = named.get("power", "power"), named.get("toughness", "toughness")
        if (p_name, t_name) == ("power", "toughness"):
            parts.append(f"{_num(card.power)}/{_num(card.toughness)}")
        else:
            parts.append(f"{p_name} {_num(card.power)}, {t_name} {_num(card.toughness)}")
    if card.loyalty is not None:
        parts.append(f"loyalty {card.loyalty}")
    return ", ".join(parts)


def _num(v: int | None) -> str:
    return "—" if v is None else str(v)


def reminder(ruleset: str, keyword: str) -> str:
    """What a keyword does, in the ruleset's own words (its UI terms)."""
    return get_ruleset(ruleset).description.ui.reminder(keyword)


def describe(found: Found, repo: Path | None = None) -> list[str]:
    """The card as lines of text: what a player reads, then where the project uses it."""
    card, ruleset = found.card, found.ruleset
    title = card.name + (f" ({card.name_en})" if card.name_en else "")
    lines = [title, f"  ruleset: {ruleset}"]
    if card.cost not in (None, ""):
        lines.append(f"  cost: {card.cost}")
    lines.append(f"  type: {type_line(card)}")
    if card.colors:
        lines.append(f"  colours: {', '.join(card.colors)}")
    if stats(card):
        lines.append(f"  stats: {stats(card)}")
    for kw in card.keywords:
        why = reminder(ruleset, kw)
        lines.append(f"  keyword: {kw}" + (f" — {why}" if why else ""))
    for ab in card.abilities:
        head = ab.kind + (f" ({ab.cost})" if ab.cost else "") + (
            f", when: {ab.trigger}" if ab.trigger else "")
        lines.append(f"  ability: {head}" + (f": {ab.text}" if ab.text else ""))
    if card.text:
        lines.append("  text: " + card.text.replace("\n", "\n        "))
    decks = decks_using(card.name, ruleset)
    lines.append("  in bundled decks: " + (", ".join(decks) if decks else "none"))
    files = scenarios_using(card.name, repo)
    if files is not None:
        shown = ", ".join(files[:8]) + (f" and {len(files) - 8} more" if len(files) > 8 else "")
        lines.append(f"  in scenario files: {shown or 'none'}")
    return lines


def decks_using(name: str, ruleset: str) -> list[str]:
    """Bundled decks of the ruleset that play the card, as "deck (N)"."""
    from cardgame.decks import bundled_decks, load_deck

    out = []
    for path in bundled_decks(ruleset):
        n = load_deck(path).counts().get(name, 0)
        if n:
            out.append(f"{path.stem} ({n})")
    return out


def scenarios_using(name: str, repo: Path | None = None) -> list[str] | None:
    """Scenario files under the source checkout's `tests/scenarios` that name the card
    (in a zone, a `[[card]]`, a script or an expectation); None without a checkout."""
    import cardgame

    root = (repo or Path(cardgame.__file__).resolve().parent.parent) / "tests" / "scenarios"
    if not root.is_dir():
        return None
    needle = f'"{name}"'
    out = []
    for f in sorted(root.rglob("*.toml")):
        text = f.read_text(encoding="utf-8", errors="replace")
        if needle in text:
            out.append(str(f.relative_to(root)))
    return out


def listing(ruleset: str | None = None, text: str = "") -> list[str]:
    """One line per card of the pools, filtered by `text` (in the name, English name,
    type line, keywords or rules text; case ignored)."""
    low = text.strip().lower()
    rows = []
    for pool in _pools(ruleset):
        for card in pool.cards():
            hay = " ".join([card.name, card.name_en, type_line(card), " ".join(card.keywords),
                            card.text]).lower()
            if low and low not in hay:
                continue
            cost = f" {card.cost}" if card.cost not in (None, "") else ""
            st = f" [{stats(card)}]" if stats(card) else ""
            rows.append(f"{pool.ruleset:<6} {card.name}{cost} — {type_line(card)}{st}")
    return rows

