"""The Hungarian words of an hkk game: zones, phases, card types, keywords, questions.

The board of an hkk game speaks the game's own language (tartalék, őrposzt, csere fázis,
Repül...); the card detail view gives the English beside it. Terms follow
`../shared/rules/hkk.md` and `docs/hkk-abilities.md`. Plain data for the terminal UI.
"""

from __future__ import annotations

from typing import Any

from cardgame.engine.uiterms import UiTerms

ZONES = {
    "deck": "Pakli", "hand": "Kéz", "reserve": "Tartalék", "guard_post": "Őrposzt",
    "table": "Asztal", "discard": "Gyűjtő", "void": "Semmi", "stack": "Reakció sor",
}
ZONES_EN = {
    "deck": "deck", "hand": "hand", "reserve": "reserve", "guard_post": "guard post",
    "table": "table", "discard": "discard pile", "void": "Void", "stack": "reaction queue",
}

# Phases (H-phases): the lit name in the step bar, and a short one for the others.
PHASES = {
    "preparation": "Előkészítő", "draw": "Húzás", "main": "Fő", "exchange": "Csere",
    "combat_start": "Harc", "declare_attacks": "Támadás", "before_strike": "Ütközet előtt",
    "strike": "Ütközet", "after_strike": "Ütközet után", "healing": "Gyógyulás",
    "end": "Kör vége",
}
PHASES_SHORT = {
    "preparation": "Elő", "draw": "Húz", "main": "Fő", "exchange": "Cse",
    "combat_start": "Har", "declare_attacks": "Tám", "before_strike": "ÜtE",
    "strike": "Üt", "after_strike": "ÜtU", "healing": "Gyó", "end": "Vég",
}

TYPES = {
    "creature": "lény", "building": "építmény", "item": "tárgy", "enchantment": "bűbáj",
    "instant": "azonnali varázslat", "general": "általános varázslat",
    "spell": "varázslat", "skill": "képesség", "token": "jelző", "land": "terület",
}
KEYWORDS = {
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
# Shown on a card only when the full words don't fit; listed in the help screen.
KEYWORDS_SHORT = {
    "flying": "Rep", "invisibility": "Láth", "see invisibility": "L.lát",
    "resurrection": "Felt", "union": "Össz", "magic attack": "M.tám",
    "magic defense": "M.véd", "magic defence": "M.véd", "resistance": "Rez",
    "net": "Háló", "guardian": "Őrző", "anchor": "Horg", "ancient magic": "Ősm",
    "cant change controller": "Nem cser.", "can't change controller": "Nem cser.",
    "cant be copied": "Nem másol.", "can't be copied": "Nem másol.",
    "cant lose abilities": "Nem veszít.", "can't lose abilities": "Nem veszít.",
}
# What each keyword does (written for this program, shown in the card detail view).
REMINDERS = {
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
KINDS = {
    "priority": "reakció", "declare_attackers": "támadás", "assign_damage": "sebzés elosztása",
    "exchange": "csere", "order_triggers": "sorrend", "choose_targets": "célpont",
    "yes_no": "igen / nem", "choose_cards": "lapok választása", "choose": "választás",
}

DEFENCE_BONUS = ("defence bonus (védekezés): +1/+1 for every creature of the player whose "
                 "turn it is not (H-defence-bonus)")


def player_stats(game: Any, index: int) -> list[tuple[str, str, str]]:
    """Ép (life) and VP (varázspont, the resource)."""
    p = game.players[index]
    return [("♥ Ép", str(p.life), "red"), ("VP", str(p.state.vp), "cyan")]


COPY_OF = "copy_of"  # GameObject.extra key: the name of the card a token copies


def card_marks(game: Any, obj: Any) -> list[str]:
    """A token copy says what it copies (másolat: copy)."""
    name = obj.extra.get(COPY_OF)
    return [f"másolat: {name}"] if name else []


UI = UiTerms(
    language="hu",
    tapped="passzív",
    untapped="aktív",
    stack="Reakció sor",
    zones=ZONES,
    zones_en=ZONES_EN,
    steps=PHASES,
    steps_short=PHASES_SHORT,
    kinds=KINDS,
    types=TYPES,
    keywords=KEYWORDS,
    keywords_short=KEYWORDS_SHORT,
    reminders=REMINDERS,
    turn="Kör",
    hand="Kéz",
    hidden="rejtett",
    keyword_forms=(("union with ", "Összefogás ({})", "Össz"),),
    board_rows=(("guard_post",), ("reserve", "table")),
    groups={"guard_post": "Őrposzt", "reserve": "Tartalék", "table": "Asztal"},
    stats_word="támadás/életerő (attack/life)",
    star_note="changed; on the defending player's creatures usually the " + DEFENCE_BONUS,
    cost_unit="VP",
    summoning_sickness=False,
    player_stats=player_stats,
    card_marks=card_marks,
    help_keys=(
        ("Csere (exchange)", "space/m moves to the other row · u on one, u on another "
                             "unites · x separates · Enter or d: done"),
        ("Támadás (attack)", "space toggles · ←/→ which guard-post creature or the player · "
                             "p at the player (átütés) · a all, the guard post first · Enter"),
    ),
    glossary=(
        ("Ép", "életpont: life"), ("VP", "varázspont: the resource cards cost"),
        ("Pakli", "deck"), ("Kéz", "hand"), ("Tartalék", "reserve"),
        ("Őrposzt", "guard post: the creatures that defend"), ("Asztal", "table"),
        ("Gyűjtő", "discard pile"), ("Semmi", "the Void (exile)"),
        ("Reakció sor", "reaction queue: cards and abilities waiting to happen"),
        ("↷ passzív", "passive: turned sideways (aktív = upright)"),
        ("∪", "united with (összefogás, K131.9)"),
        ("átütés", "breaking through the guard post to hit the player"),
        ("2/3*", "támadás/életerő (attack/life); * = changed, usually the "
                 + DEFENCE_BONUS),
        ("Phases", "Előkészítő preparation · Húzás draw · Fő main · Csere exchange · Harc "
                   "combat · Támadás attacks · Ütközet strike · Gyógyulás healing · Kör vége "
                   "end"),
    ),
)
