"""The words of a magic game as its players read them (English).

Data for the terminal UI (`engine.uiterms.UiTerms`): step names for the step bar, the
keyword reminders and abbreviations the help screen lists, and where the header finds a
player's life, poison counters and mana pool.
"""

from __future__ import annotations

from typing import Any

from cardgame.engine.uiterms import UiTerms

STEPS = {
    "untap": "Untap", "upkeep": "Upkeep", "draw": "Draw", "main1": "Main 1",
    "beginning_of_combat": "Combat", "declare_attackers": "Attack",
    "declare_blockers": "Block", "first_strike_damage": "1st dmg", "combat_damage": "Damage",
    "end_of_combat": "End cmb", "main2": "Main 2", "end": "End", "cleanup": "Cleanup",
}
STEPS_SHORT = {
    "untap": "Unt", "upkeep": "Upk", "draw": "Drw", "main1": "M1", "beginning_of_combat": "BoC",
    "declare_attackers": "Atk", "declare_blockers": "Blk", "first_strike_damage": "FS",
    "combat_damage": "Dmg", "end_of_combat": "EoC", "main2": "M2", "end": "End",
    "cleanup": "Cln",
}

# Reminder texts, written for this program (shown by `?` and in card details).
REMINDERS = {
    "banding": "Any creatures with banding, and up to one without, can attack as a band; "
               "whoever blocks one blocks them all. Its controller divides combat damage "
               "dealt to or by creatures it is in combat with.",
    "bands with other": "Can form a band with other creatures that share the named quality.",
    "cumulative upkeep": "At the start of your upkeep it gets an age counter; pay the cost "
                         "once per age counter or sacrifice it.",
    "deathtouch": "Any damage it deals to a creature is enough to destroy it.",
    "defender": "It can't attack.",
    "double strike": "Deals both first-strike and regular combat damage.",
    "enchant": "Says what this Aura can be attached to.",
    "equip": "Pay the cost to attach it to a creature you control; only as a sorcery.",
    "first strike": "Deals combat damage before creatures without first strike.",
    "flanking": "Creatures without flanking that block it get -1/-1 until end of turn.",
    "flash": "You may cast it any time you could cast an instant.",
    "flying": "Can be blocked only by creatures with flying or reach.",
    "haste": "Can attack and use {T} abilities the turn it comes under your control.",
    "hexproof": "Can't be the target of spells or abilities your opponents control.",
    "indestructible": "Damage and 'destroy' effects don't destroy it.",
    "intimidate": "Can be blocked only by artifact creatures and creatures sharing a color "
                  "with it.",
    "landwalk": "Can't be blocked while the defending player controls a land of that type.",
    "lifelink": "Damage it deals also gains you that much life.",
    "menace": "Can't be blocked except by two or more creatures.",
    "phasing": "It phases in or out before you untap; while phased out it is treated as "
               "though it doesn't exist.",
    "protection": "Can't be Damaged, Enchanted/Equipped, Blocked or Targeted by anything "
                  "with the named quality (DEBT).",
    "rampage": "Whenever it becomes blocked, it gets +N/+N for each blocker beyond the "
               "first.",
    "prowess": "Whenever you cast a noncreature spell, it gets +1/+1 until end of turn.",
    "reach": "Can block creatures with flying.",
    "shroud": "Can't be the target of any spell or ability.",
    "trample": "Damage beyond lethal for its blockers can be assigned to the player or "
               "planeswalker it attacks.",
    "vigilance": "Attacking doesn't cause it to tap.",
    "ward": "Whenever it becomes the target of a spell or ability an opponent controls, "
            "counter that unless its controller pays the cost.",
}

# Shown on a card only when the full words don't fit; listed in the help screen.
KEYWORDS_SHORT = {
    "flying": "fly", "first strike": "1st strike", "double strike": "2x strike",
    "trample": "trample", "vigilance": "vigil", "haste": "haste", "reach": "reach",
    "deathtouch": "deathtch", "lifelink": "lifelnk", "defender": "defendr",
    "banding": "band", "flanking": "flank", "hexproof": "hexprf", "shroud": "shroud",
    "indestructible": "indestr", "intimidate": "intimid", "flash": "flash",
    "phasing": "phase", "islandwalk": "islwalk", "swampwalk": "swpwalk",
    "forestwalk": "frstwalk", "mountainwalk": "mtnwalk", "plainswalk": "plnwalk",
    "menace": "menace", "prowess": "prowess",
}
KEYWORD_FORMS = (
    ("protection from ", "protection from {}", "pro {}"),
    ("bands with other ", "bands with other {}", "bwo {}"),
    ("cumulative upkeep ", "cumulative upkeep {}", "cum.upk {}"),
    ("rampage ", "rampage {}", "ramp {}"),
    ("ward ", "ward {}", "ward {}"),
)


def player_stats(game: Any, index: int) -> list[tuple[str, str, str]]:
    """Life, poison counters when there are any, and the mana pool when it isn't empty."""
    p = game.players[index]
    out = [("♥", str(p.life), "red")]
    poison = p.state.poison  # the magic player state (playerstate.MagicPlayer)
    if poison:
        out.append(("☠", str(poison), "green"))
    shield = game.state.get("shields", {}).get(f"p{index + 1}", 0)
    if shield:  # 615.7: the next N damage to the player is prevented this turn
        out.append(("shield", str(shield), "cyan"))
    pool = p.state.pool
    if pool:
        out.append(("Pool", "".join(k * n for k, n in pool.items()), "mana"))
    return out


def card_marks(game: Any, obj: Any) -> list[str]:
    """A permanent's shields this turn: damage prevention (615.7) and regeneration
    (701.15), from the magic game state the effects keep them in."""
    key = (obj.id, obj.zcc)
    out = []
    prevent = game.state.get("shields", {}).get(key, 0)
    if prevent:
        out.append(f"shield {prevent}")
    regen = game.state.get("regeneration", {}).get(key, 0)
    if regen:
        out.append("regen" if regen == 1 else f"regen×{regen}")
    return out


UI = UiTerms(
    steps=STEPS,
    steps_short=STEPS_SHORT,
    zones={"library": "Library", "hand": "Hand", "graveyard": "Graveyard", "exile": "Exile",
           "battlefield": "Battlefield", "stack": "Stack"},
    reminders=REMINDERS,
    keywords_short=KEYWORDS_SHORT,
    keyword_forms=KEYWORD_FORMS,
    groups={"creatures": "Creatures", "lands": "Lands", "other": "Other"},
    player_stats=player_stats,
    card_marks=card_marks,
    help_keys=(
        ("Card marks", "↷ tapped (drawn sideways) · ⚔ attacking (→ what it attacks, band) · "
                       "⛨ blocking (→ whom) · zZ summoning sick · P/T* modified · ✹N dmg "
                       "damage marked · dashed = phased out · ×N identical lands · "
                       "shield N: the next N damage to it is prevented (615.7) · regen: a "
                       "regeneration shield (701.15)"),
    ),
)
