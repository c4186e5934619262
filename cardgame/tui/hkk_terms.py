"""The Hungarian words of an hkk game: zones, phases, card types, keywords, questions.

The board of an hkk game speaks the game's own language (tartalék, őrposzt, csere fázis,
Repül...); the card detail view gives the English beside it. Terms follow
`../shared/rules/hkk.md` and `docs/hkk-abilities.md`. Everything here is plain data and
small look-ups, so magic games are untouched: callers ask `is_hkk(game)` first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from cardgame.engine.game import Game

# Zones: the group labels on the board, the header's counts, the zone viewer's titles.
ZONES: dict[str, str] = {
    "deck": "Pakli", "hand": "Kéz", "reserve": "Tartalék", "guard_post": "Őrposzt",
    "table": "Asztal", "discard": "Gyűjtő", "void": "Semmi", "stack": "Reakció sor",
}
ZONES_EN: dict[str, str] = {
    "deck": "deck", "hand": "hand", "reserve": "reserve", "guard_post": "guard post",
    "table": "table", "discard": "discard pile", "void": "Void", "stack": "reaction queue",
}

# Phases (H-phases): the lit name in the step bar, and a short one for the others.
PHASES: dict[str, str] = {
    "preparation": "Előkészítő", "draw": "Húzás", "main": "Fő", "exchange": "Csere",
    "combat_start": "Harc", "declare_attacks": "Támadás", "before_strike": "Ütközet előtt",
    "strike": "Ütközet", "after_strike": "Ütközet után", "healing": "Gyógyulás",
    "end": "Kör vége",
}
PHASES_TINY: dict[str, str] = {
    "preparation": "Elő", "draw": "Húz", "main": "Fő", "exchange": "Cse",
    "combat_start": "Har", "declare_attacks": "Tám", "before_strike": "ÜtE",
    "strike": "Üt", "after_strike": "ÜtU", "healing": "Gyó", "end": "Vég",
}

# Card types (hkk.md terms) and keywords (docs/hkk-abilities.md).
TYPES: dict[str, str] = {
    "creature": "lény", "building": "építmény", "item": "tárgy", "enchantment": "bűbáj",
    "instant": "azonnali varázslat", "general": "általános varázslat",
    "spell": "varázslat", "skill": "képesség", "token": "jelző", "land": "terület",
}
KEYWORDS: dict[str, str] = {
    "flying": "Repül", "invisibility": "Láthatatlanság",
    "see invisibility": "Láthatatlanság látása", "resurrection": "Feltámadás",
    "union": "Összefogás", "magic attack": "Mágikus támadás",
    "magic defense": "Mágikus védelem", "magic defence": "Mágikus védelem",
    "resistance": "Rezisztencia", "net": "Háló", "guardian": "Őrző", "anchor": "Horgony",
    "ancient magic": "Ősmágia", "cant change controller": "Nem cserélhet gazdát",
    "can't change controller": "Nem cserélhet gazdát",
    "cant be copied": "Nem másolható", "can't be copied": "Nem másolható",
    "cant lose abilities": "Nem veszítheti el a képességeit",
    "can't lose abilities": "Nem veszítheti el a képességeit",
}
# A few letters on a small card.
KEYWORDS_SHORT: dict[str, str] = {
    "flying": "rep", "invisibility": "láth", "see invisibility": "l.lát",
    "resurrection": "felt", "union": "össz", "magic attack": "m.tám",
    "magic defense": "m.véd", "magic defence": "m.véd", "resistance": "rez",
    "net": "háló", "guardian": "őrző", "anchor": "horg", "ancient magic": "ősm",
}
# What each keyword does (written for this program, shown in the card detail view).
REMINDERS: dict[str, str] = {
    "flying": "Comes into play active instead of passive (K131.5-6).",
    "invisibility": "May break through a guard post that is not fully attacked (K131.3).",
    "see invisibility": "While in the guard post, the opponent's invisibility doesn't work "
                        "(K131.4).",
    "resurrection": "Its owner may play it from the discard pile in their main phase "
                    "(K131.8).",
    "union": "Unites with a matching creature in the exchange phase: one creature of two "
             "cards (K131.9).",
    "magic attack": "Its combat damage hurts creatures with magic defence too (K131.1).",
    "magic defense": "Creatures with normal attack deal it no combat damage (K131.1).",
    "magic defence": "Creatures with normal attack deal it no combat damage (K131.1).",
    "resistance": "Can't be the target of a source that picks exactly one specific card "
                  "(K131.2).",
    "net": "While it is in play, each player plays at most a few cards from hand per turn "
           "(K131.2).",
    "guardian": "Its controller can't be the target of damaging instants and general spells "
                "(K131.2).",
    "anchor": "Can't be returned from play to the hand (K131.2).",
    "ancient magic": "Opponents can't increase its cost unless you reduced it (K131.2).",
}

# Question kinds as the dialog titles and the step bar name them.
KINDS: dict[str, str] = {
    "priority": "reakció", "declare_attackers": "támadás", "assign_damage": "sebzés elosztása",
    "exchange": "csere", "order_triggers": "sorrend", "choose_targets": "célpont",
    "yes_no": "igen / nem", "choose_cards": "lapok választása", "choose": "választás",
}


def is_hkk(game: Any) -> bool:
    return getattr(game, "ruleset", "") == "hkk"


def _base(keyword: str) -> str:
    k = keyword.lower()
    return "union" if k.startswith("union") else k


def keyword_hu(keyword: str) -> str:
    """The Hungarian name of a keyword ("union with Raia" -> "Összefogás (Raia)")."""
    k = keyword.lower()
    if k.startswith("union with "):
        return f"Összefogás ({keyword[len('union with '):]})"
    return KEYWORDS.get(k, keyword)


def keyword_short(keyword: str) -> str:
    return KEYWORDS_SHORT.get(_base(keyword), keyword[:5])


def keyword_reminder(keyword: str) -> str:
    return REMINDERS.get(_base(keyword), "")


def zone_hu(zone: str) -> str:
    return ZONES.get(zone, zone.replace("_", " "))


def zone_both(zone: str) -> str:
    """"Tartalék (reserve)"."""
    hu = ZONES.get(zone)
    return f"{hu} ({ZONES_EN[zone]})" if hu else zone


def types_hu(types: tuple[str, ...]) -> str:
    return ", ".join(TYPES.get(t.lower(), t) for t in types)


def player_vp(game: Game, index: int) -> int | None:
    return getattr(game.players[index], "vp", None)
