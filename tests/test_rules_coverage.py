"""docs/rules-coverage.md lists every magic rule id with the scenario files that test it.

The test checks that every rule id a magic scenario file names in `rules` appears in the
coverage table, and that every scenario file the table names still exists. After adding
or renaming scenarios, regenerate the table:

    .venv/bin/python tests/test_rules_coverage.py --write

The rule ids come from three places: the rules digest (../shared/rules/magic.md), the rule
ids the engine cites in cardgame/rulesets/magic and cardgame/engine, and the `rules` of the
scenario files. Each id is filed under a feature of the checklist (M1-M11, K1-K27).
"""

from __future__ import annotations

import re
import sys
import tomllib
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "rules-coverage.md"
SCENARIOS = ROOT / "tests" / "scenarios" / "magic"
TODO = ROOT / "tests" / "scenarios_todo" / "magic"
DIGEST = ROOT.parent / "shared" / "rules" / "magic.md"
ENGINE = [ROOT / "cardgame" / "rulesets" / "magic", ROOT / "cardgame" / "engine"]

RULE_ID = re.compile(r"\b(\d{3}\.\d+[a-z]?)\b")
# A rule id as a string of its own in the engine's code: the rule an effect, a check or a
# log line applies (a mention in a comment or docstring does not count).
APPLIED_RULE = re.compile(r"""["'](\d{3}\.\d+[a-z]?)["']""")
TABLE_ROW = re.compile(r"^\|\s*(?:[MK]\d+\s*\|\s*)?`?(\d{3}\.\d+[a-z]?)`?\s*\|")
FILE_NAME = re.compile(r"`([a-z0-9][a-z0-9.\-]*)`")

FEATURES = {
    "M1": "turn structure", "M2": "priority and the stack", "M3": "casting and activating",
    "M4": "mana", "M5": "state-based actions, life, damage basics", "M6": "triggered abilities",
    "M7": "continuous effects and layers", "M8": "replacement and prevention",
    "M9": "combat", "M10": "card types: Auras, Equipment, planeswalkers, tokens, counters",
    "M11": "static abilities that change the rules",
    "M12": "copy effects", "M13": "replacement effects in general",
    "M14": "dependencies between continuous effects",
    "K1": "deathtouch", "K2": "defender", "K3": "double strike", "K4": "enchant",
    "K5": "equip", "K6": "first strike", "K7": "flash", "K8": "flying", "K9": "haste",
    "K10": "hexproof", "K11": "indestructible", "K12": "intimidate", "K13": "landwalk",
    "K14": "lifelink", "K15": "protection", "K16": "reach", "K17": "shroud",
    "K18": "trample", "K19": "vigilance", "K20": "banding", "K21": "rampage",
    "K22": "cumulative upkeep", "K23": "flanking", "K24": "phasing",
    "K25": "menace", "K26": "ward", "K27": "prowess",
}
KEYWORD_OF = {2: "K1", 3: "K2", 4: "K3", 5: "K4", 6: "K5", 7: "K6", 8: "K7", 9: "K8",
              10: "K9", 11: "K10", 12: "K11", 13: "K12", 14: "K13", 15: "K14", 16: "K15",
              17: "K16", 18: "K17", 19: "K18", 20: "K19", 22: "K20", 23: "K21", 24: "K22",
              25: "K23", 26: "K24", 111: "K25", 21: "K26", 108: "K27"}
M10_SBA = ("704.5d", "704.5i", "704.5j", "704.5m", "704.5n", "704.5p", "704.5q")

# What each rule says, in a few words of our own (the CR has the full text).
WHAT = {
    "101.4": "APNAP order: active player first, then the other",
    "103.1": "the starting player is chosen at random",
    "103.3": "libraries are shuffled at the start",
    "103.5": "opening hands of seven; London mulligan",
    "103.7a": "the starting player skips the first draw",
    "104.3a": "a player may concede",
    "104.4a": "all players losing at once is a draw",
    "105.2": "an object's colours come from its mana cost",
    "105.2c": "an object without coloured symbols is colourless",
    "106.1": "mana is the resource for costs",
    "106.4": "mana goes into the pool and empties between steps",
    "107.3a": "X in a cost: the player chooses its value",
    "111.1": "an effect can create tokens",
    "111.2": "a token's controller and owner is the player who created it",
    "111.8": "a token that has left the battlefield ceases to exist",
    "113.7a": "an ability on the stack exists independently of its source",
    "115.1": "a target is chosen for a spell or ability; it must be legal",
    "115.4": "'any target' means a creature, player or planeswalker",
    "116.2a": "playing a land is a special action",
    "117.1": "what a player with priority may do",
    "117.1a": "instants any time with priority; other spells at sorcery timing",
    "117.1b": "activated abilities whenever the player has priority",
    "117.1c": "special actions and their timing",
    "117.1d": "mana abilities while paying or with priority",
    "117.2": "things that happen without priority",
    "117.2a": "triggers wait for the next time a player would get priority",
    "117.2b": "static abilities just apply",
    "117.2c": "turn-based actions happen at the start and end of steps",
    "117.2d": "state-based actions are checked before priority",
    "117.2e": "no one has priority while something resolves",
    "117.3a": "the active player gets priority first in a step",
    "117.3b": "the active player gets priority after a resolution",
    "117.3c": "a player who acts gets priority again",
    "117.3d": "passing gives priority to the next player",
    "117.4": "all passing in succession resolves the top object or ends the step",
    "117.5": "SBAs and triggers before each priority, repeated until stable",
    "117.7": "casting on top of something is 'in response'",
    "118.3": "a cost can't be paid without the resources",
    "119.3": "gaining and losing life",
    "119.4": "life can be paid only up to the life total",
    "120.3a": "damage to a player makes them lose that much life",
    "120.3c": "damage to a planeswalker removes loyalty counters",
    "120.3e": "damage to a creature is marked on it",
    "120.3f": "lifelink damage also makes its controller gain life",
    "120.6": "marked damage stays until the cleanup step",
    "121.1": "drawing a card",
    "121.4": "drawing from an empty library",
    "122.1": "counters on permanents (+1/+1, -1/-1, age, loyalty...)",
    "122.2": "counters don't move with an object to another zone",
    "122.3": "+1/+1 and -1/-1 counters cancel out",
    "202.1": "the mana cost is paid to cast the card",
    "301.5c": "an Equipment's controller is separate from the equipped creature's",
    "302.1": "creatures attack and block",
    "302.6": "summoning sickness: no attack, no {T} without continuous control",
    "303.4": "Auras",
    "303.4a": "an Aura spell targets what it will enchant",
    "303.4d": "an Aura attached to nothing goes to the graveyard",
    "303.4f": "an Aura spell enters attached to its target",
    "304.1": "instants",
    "305.1": "playing a land",
    "305.2": "one land per turn",
    "305.6": "basic land types give mana abilities",
    "306.4": "planeswalkers are often legendary (legend rule)",
    "306.5b": "a planeswalker enters with its printed loyalty",
    "306.5d": "loyalty abilities",
    "307.1": "sorceries at sorcery timing",
    "307.5": "a sorcery goes to the graveyard after resolving",
    "400.3": "cards go to their owner's zones",
    "400.7": "an object that changes zones is a new object",
    "405.1": "spells and abilities go on the stack",
    "405.2": "the stack: last in, first out",
    "405.3": "simultaneous objects go on the stack in APNAP order",
    "405.4": "who controls an object on the stack",
    "405.5": "all pass: the top of the stack resolves",
    "405.6": "things that don't use the stack",
    "405.6c": "mana abilities don't use the stack",
    "406.2": "exile",
    "500.1": "the five phases of a turn",
    "500.2": "a step ends when all pass with an empty stack",
    "500.3": "untap and cleanup steps normally have no priority",
    "500.4": "mana empties at the end of each step and phase",
    "500.5": "'until end of' durations",
    "500.6": "'at the beginning of' triggers",
    "500.7": "extra turns",
    "500.10": "skipping steps and phases",
    "502.1": "untap step: phasing first",
    "502.2": "untap step: day/night",
    "502.3": "untap step: the active player untaps",
    "502.4": "no priority in the untap step",
    "503.1a": "upkeep triggers go on the stack",
    "504.1": "the active player draws",
    "504.2": "priority in the draw step",
    "505.1a": "precombat and postcombat main phases",
    "505.4": "Saga lore counters",
    "505.5a": "sorcery-speed spells in the main phase",
    "505.5b": "lands in the main phase with an empty stack",
    "506.1": "combat steps; two damage steps with first or double strike",
    "506.2": "attacking and defending player",
    "506.3": "only creatures attack; players and planeswalkers are attacked",
    "506.4": "removed from combat (leaves, changes control, phases out, regenerates)",
    "506.4a": "an attacker stays attacking when a restriction appears later",
    "506.4b": "tapping or untapping doesn't remove from combat",
    "506.5": "'attacks alone', 'blocks alone'",
    "508.1": "declaring attackers is one turn-based action, checked as a whole",
    "508.1a": "attackers must be untapped and not summoning sick",
    "508.1b": "each attacker attacks the player or one of their planeswalkers",
    "508.1c": "attack restrictions",
    "508.1d": "attack requirements",
    "508.1e": "bands are announced",
    "508.1f": "attackers become tapped",
    "508.1g": "attack costs",
    "508.1k": "the creatures become attacking creatures",
    "508.1m": "'whenever attacks' triggers",
    "508.2": "priority in the declare attackers step",
    "508.2a": "attack triggers check only at declaration",
    "508.3": "variants of attack triggers",
    "508.4": "put onto the battlefield attacking: never declared",
    "508.8": "no attackers: no blockers and no damage steps",
    "509.1": "declaring blockers is one turn-based action, checked as a whole",
    "509.1a": "untapped creatures block one attacker (more if allowed)",
    "509.1b": "block restrictions, evasion, checked only when declared",
    "509.1c": "block requirements",
    "509.1d": "block costs",
    "509.1g": "the creatures become blocking creatures",
    "509.1h": "an attacker with a blocker is blocked and stays blocked",
    "509.1i": "'whenever blocks' triggers",
    "509.2": "priority in the declare blockers step (no damage assignment order since 2024)",
    "509.3": "blocking triggers (new numbering)",
    "509.3a": "blocking triggers (new numbering)",
    "509.3c": "'becomes blocked' triggers once (new numbering of 509.5c)",
    "509.3d": "'becomes blocked by a creature' per blocker (new numbering of 509.5d)",
    "509.4": "priority in the declare blockers step (old numbering)",
    "509.5a": "'whenever blocks' triggers once per combat",
    "509.5b": "'blocks a creature' once per attacker",
    "509.5c": "'becomes blocked' triggers once per combat",
    "509.5d": "'becomes blocked by a creature' triggers once per blocker",
    "509.5f": "block triggers look at the declaration only",
    "509.5g": "'attacks and isn't blocked'",
    "509.6": "put onto the battlefield blocking",
    "509.7": "put onto the battlefield blocking a given attacker",
    "510.1": "combat damage is assigned by the active player, then the defender",
    "510.1a": "a creature assigns damage equal to its power",
    "510.1b": "an unblocked attacker damages the player or planeswalker it attacks",
    "510.1c": "a blocked attacker damages its blockers, divided freely among several",
    "510.1d": "a blocker damages the attackers it blocks",
    "510.1e": "the whole assignment is checked together",
    "510.2": "all combat damage is dealt at once",
    "510.3": "priority after combat damage",
    "510.4": "first-strike and regular combat damage steps",
    "511.2": "'at end of combat' triggers",
    "511.3": "creatures are removed from combat when combat ends",
    "513.1": "'at the beginning of the end step' triggers",
    "513.2": "delayed end-step triggers made during the end step wait",
    "514.1": "discard to seven in the cleanup step",
    "514.2": "damage wears off and 'until end of turn' ends, together",
    "514.3": "no priority in the cleanup step normally",
    "514.3a": "SBAs or triggers in cleanup: priority, then another cleanup",
    "601.2": "casting a spell",
    "601.2b": "modes and X are chosen as the spell is cast",
    "601.2c": "targets are chosen as the spell is cast",
    "601.2f": "the total cost is determined",
    "601.2g": "mana abilities while casting",
    "601.2h": "the costs are paid",
    "601.2i": "the spell becomes cast: 'whenever you cast' abilities trigger",
    "602.1": "activated abilities: cost and effect",
    "602.2": "activating an ability",
    "602.2b": "paying an ability's costs",
    "602.5": "restrictions on activating",
    "602.5a": "{T} abilities of creatures and summoning sickness",
    "602.5d": "'activate only as a sorcery'",
    "603.2": "an ability triggers when its event happens",
    "603.2c": "once per event",
    "603.2f": "'becomes' triggers only on a change",
    "603.2h": "a prevented or replaced event triggers nothing",
    "603.3": "triggers go on the stack the next time a player would get priority",
    "603.3a": "a trigger's controller is its source's controller when it triggered",
    "603.3b": "simultaneous triggers: APNAP, each player orders their own",
    "603.3c": "modal triggers choose on stacking",
    "603.3d": "targets on stacking; no legal target: removed",
    "603.4": "intervening 'if': checked on trigger and on resolution",
    "603.5": "'may' is chosen on resolution",
    "603.6": "zone-change triggers",
    "603.6a": "enters-the-battlefield triggers",
    "603.6c": "leaves-the-battlefield and dies triggers",
    "603.6d": "'enters with' is not a trigger",
    "603.7": "delayed triggered abilities",
    "603.7a": "a delayed trigger is created by a resolving spell or ability",
    "603.7b": "a delayed trigger triggers only once",
    "603.7c": "a delayed trigger acts on what its creator referred to",
    "603.7d": "the controller of a delayed trigger",
    "603.8": "state triggers",
    "603.10": "abilities that look back in time",
    "603.10a": "leaves-the-battlefield abilities look back in time",
    "603.10b": "phasing-out triggers look back in time",
    "604.1": "static abilities do something all the time",
    "605.1a": "mana abilities",
    "605.3a": "activating a mana ability",
    "605.3b": "mana abilities resolve at once, without the stack",
    "606.3": "loyalty abilities: sorcery timing, one per planeswalker per turn",
    "606.4": "a loyalty cost adds or removes loyalty counters",
    "606.6": "a minus cost needs that many loyalty counters",
    "608.2": "resolving a spell or ability",
    "608.1": "the top object of the stack resolves",
    "608.2b": "targets are checked again; all illegal: it does nothing",
    "608.2h": "last known information of a source that is gone",
    "608.3": "a permanent spell enters the battlefield",
    "611.2": "continuous effects from resolving spells and abilities",
    "611.2a": "'until end of turn' and other durations",
    "611.2c": "a resolving effect's affected set is locked",
    "611.2d": "X is fixed on resolution",
    "611.3": "continuous effects from static abilities",
    "611.3a": "a static ability's effect applies to whatever matches now",
    "611.3b": "it applies while its source is on the battlefield",
    "611.3c": "it applies as a permanent enters",
    "613.1b": "layer 2: control",
    "613.1d": "layer 4: type",
    "613.1e": "layer 5: colour",
    "613.1f": "layer 6: abilities added and removed",
    "613.3": "characteristic-defining abilities first",
    "613.4b": "layer 7b: effects that set power and toughness",
    "613.4c": "layer 7c: modifications and counters",
    "613.4d": "layer 7d: switching power and toughness",
    "613.6": "an ability's effect stops when its source loses the ability",
    "613.7": "timestamp order within a layer",
    "613.7a": "a static ability's timestamp",
    "613.7d": "an object gets a timestamp when it enters a zone",
    "613.7e": "an Aura or Equipment gets a new timestamp when attached",
    "613.8": "dependency",
    "613.8a": "an effect depends on another that changes its existence or reach",
    "613.8b": "a dependent effect waits; a dependency loop applies in timestamp order",
    "613.8c": "the order is worked out again after each effect applies",
    "613.9": "what is not a dependency: the rules' two examples",
    "613.2a": "layer 1a: copy effects",
    "613.2c": "after layer 1 the characteristics are the copiable values",
    "614.12a": "a choice for how a permanent enters is made before it enters",
    "707.2": "copiable values: printed values and copy effects, not counters or other effects",
    "707.3": "a copy of a copy copies the copied values",
    "707.5": "'enters as a copy' is a copy as it enters; its enters abilities trigger",
    "707.9": "copy effects with exceptions",
    "707.9a": "an exception that adds a type or an ability",
    "707.9b": "an exception becomes part of the copiable values",
    "707.9c": "an exception that modifies a characteristic",
    "107.3": "X is the value chosen for it",
    "305.7": "setting a land's type removes its other land types and rules-text abilities",
    "613.10": "effects on players",
    "613.11": "rule-changing effects",
    "614.1a": "'instead': the event is replaced by another",
    "614.1b": "'skip': a step, phase or turn is replaced by nothing",
    "614.1c": "'enters tapped', 'enters with counters', 'enters as a copy' modify how it enters",
    "614.5": "a replacement effect applies once to an event and what replaced it",
    "614.6": "a replaced event never happens; the modified one does",
    "614.8": "regeneration is a destruction-replacement effect",
    "614.10": "a skipped step doesn't happen at all",
    "614.11": "draw replacements",
    "614.12": "replacements of how a permanent enters look at the permanent itself",
    "614.15": "self-replacement effects apply first",
    "616.1a": "self-replacement effects are applied before the others, unasked",
    "616.1f": "after one applies, the rest are checked again",
    "615.1": "prevention effects",
    "615.1a": "'prevent all combat damage'",
    "615.7": "a prevention shield for the next N damage",
    "616.1": "several replacement/prevention effects: the affected player chooses",
    "700.2": "modal spells",
    "700.2a": "the mode is chosen on casting",
    "700.4": "'dies' means put into a graveyard from the battlefield",
    "701.5": "counter a spell",
    "701.5a": "a countered spell goes to the graveyard",
    "701.7a": "destroy: to the graveyard",
    "701.8": "discard",
    "701.13a": "mill",
    "701.15": "regenerate",
    "701.15a": "regeneration: tap, remove damage, remove from combat instead",
    "701.15b": "a regeneration shield lasts this turn",
    "701.15c": "'can't be regenerated'",
    "701.17a": "sacrifice: not destroy",
    "701.21a": "tap",
    "701.21b": "untap",
    "702.2": "deathtouch",
    "702.2b": "a creature dealt damage by a deathtouch source is destroyed",
    "702.2c": "1 deathtouch damage is lethal for assignment",
    "702.2f": "several deathtouch instances are redundant",
    "702.3b": "defender: can't attack",
    "702.4": "double strike",
    "702.4b": "double strike deals first-strike and regular damage",
    "702.4c": "losing double strike in the first step stops the second hit",
    "702.4d": "gaining double strike after a first-strike hit gives the second",
    "702.5": "enchant",
    "702.5a": "an Aura can target and enchant only what its enchant allows",
    "702.6": "equip",
    "702.6a": "equip: attach to a creature you control, as a sorcery",
    "702.7": "first strike",
    "702.7b": "first strike: damage in the first-strike step",
    "702.7c": "gaining or losing first strike between the two steps",
    "702.8a": "flash: cast any time you could cast an instant",
    "702.9": "flying",
    "702.9b": "flying: blocked only by flying or reach",
    "702.9c": "several flying instances are redundant",
    "702.10b": "haste: attack and {T} despite summoning sickness",
    "702.10c": "several haste instances are redundant",
    "702.11": "hexproof",
    "702.11b": "hexproof: opponents can't target it",
    "702.12b": "indestructible: not destroyed by destroy or lethal damage",
    "702.13b": "intimidate: blocked only by artifacts or creatures sharing a colour",
    "702.14": "landwalk",
    "702.14a": "landwalk names a land type",
    "702.14c": "unblockable while the defender controls such a land",
    "702.14e": "several instances of one landwalk are redundant",
    "702.15b": "lifelink: damage dealt also gains that much life",
    "702.15f": "several lifelink instances are redundant",
    "702.16": "protection",
    "702.16a": "protection from a quality (a colour, a card type, everything)",
    "702.16b": "can't be targeted by sources with the quality",
    "702.16c": "can't be enchanted; such Auras fall off",
    "702.16d": "can't be equipped; such Equipment comes off",
    "702.16e": "damage from sources with the quality is prevented",
    "702.16f": "can't be blocked by creatures with the quality",
    "702.16g": "'from A and from B' is two protections",
    "702.16h": "'from all colours'",
    "702.16i": "'from each'",
    "702.16j": "protection from everything",
    "702.16k": "protection from a player",
    "702.16m": "several instances are redundant",
    "702.16n": "Auras that protection doesn't remove",
    "702.17": "reach",
    "702.17b": "reach: can block flyers",
    "702.17c": "several reach instances are redundant",
    "702.18": "shroud",
    "702.18a": "shroud: no spell or ability can target it",
    "702.19": "trample",
    "702.19a": "trample only matters for an attacker's combat damage",
    "702.19b": "lethal damage to all blockers first, the rest may trample over",
    "702.19c": "trample over planeswalkers",
    "702.19d": "blocked with no blockers left: all damage to the player",
    "702.19e": "trample over planeswalkers without blockers",
    "702.19f": "attacking a planeswalker: never damage to the player",
    "702.19g": "several trample instances are redundant",
    "702.20": "vigilance",
    "702.20b": "vigilance: attacking doesn't tap it",
    "702.22": "banding",
    "702.22a": "banding is a static ability of combat",
    "702.22b": "'bands with other' is a form of banding",
    "702.22c": "a band: banding creatures plus at most one without",
    "702.22d": "a band attacks one player or planeswalker",
    "702.22e": "a band lasts for the combat even if banding is lost",
    "702.22f": "a creature removed from combat leaves its band",
    "702.22g": "band members share no abilities",
    "702.22h": "blocking one member blocks the whole band",
    "702.22i": "an effect that blocks one member blocks the band",
    "702.22j": "blocked by banding: the defender divides the attacker's damage",
    "702.22k": "blocking banding: the attacker divides the blocker's damage",
    "702.22m": "several banding instances are redundant",
    "702.23": "rampage",
    "702.23a": "rampage N: +N/+N per blocker beyond the first",
    "702.23b": "the rampage bonus is counted once, on resolution",
    "702.23c": "several rampage instances trigger separately",
    "702.24": "cumulative upkeep",
    "702.24a": "an age counter, then pay the cost per counter or sacrifice",
    "702.24b": "several instances share the age counters",
    "702.25": "flanking",
    "702.25a": "flanking: each blocker without flanking gets -1/-1",
    "702.25b": "several flanking instances trigger separately",
    "702.26": "phasing",
    "702.26a": "phasing out and in during its controller's untap step",
    "702.26b": "a phased-out permanent is treated as though it doesn't exist",
    "702.26c": "phasing in: it exists again",
    "702.26d": "phasing is not a zone change: no triggers, counters stay",
    "702.26e": "resolving effects don't include phased-out permanents",
    "702.26f": "durations may end while phased out",
    "702.26g": "attachments phase out and in with their permanent",
    "702.26h": "direct and indirect phasing at once",
    "702.26i": "a directly phased attachment phases in attached if it can",
    "702.26j": "no attach/unattach triggers from phasing",
    "702.26k": "a player leaving the game (multiplayer)",
    "702.26m": "skipping the untap step skips phasing",
    "702.26p": "several phasing instances are redundant",
    "702.21": "ward",
    "702.21b": "several ward instances trigger separately",
    "702.108": "prowess",
    "702.111": "menace",
    "702.111c": "several menace instances are redundant",
    "702.21a": "ward: targeted by an opponent's spell or ability, counter it unless they pay",
    "702.108a": "prowess: casting a noncreature spell gives +1/+1 until end of turn",
    "702.108b": "several prowess instances trigger separately",
    "702.111b": "menace: can't be blocked except by two or more creatures",
    "704.3": "SBAs are checked whenever a player would get priority",
    "704.4": "SBAs look only at the state when checked",
    "704.5a": "0 or less life: that player loses",
    "704.5b": "drew from an empty library: loses",
    "704.5c": "ten poison counters: loses",
    "704.5d": "a token not on the battlefield ceases to exist",
    "704.5e": "copies outside the stack cease to exist",
    "704.5f": "toughness 0 or less: put into the graveyard",
    "704.5g": "lethal damage: destroyed",
    "704.5h": "deathtouch damage: destroyed",
    "704.5i": "a planeswalker with 0 loyalty goes to the graveyard",
    "704.5j": "legend rule",
    "704.5k": "world rule",
    "704.5m": "an illegally attached or unattached Aura goes to the graveyard",
    "704.5n": "an illegally attached Equipment becomes unattached",
    "704.5p": "other illegal attachments become unattached",
    "704.5q": "+1/+1 and -1/-1 counters are removed in pairs",
    "704.5r": "counter limits",
    "704.5s": "a Saga with enough lore counters is sacrificed",
    "704.8": "simultaneous SBAs use the state before any of them",
}

# Rules the CR examples of 613, 702.2-702.26 and 704 brought in (docs/cr-examples.md).
WHAT.update({
    "105.1": "the five colours (a colour of one's choice)",
    "506.4c": "a planeswalker removed from combat stops being attacked",
    "613.5": "layers are applied continually: a change of colour changes what applies",
    "613.9": "one effect can override another, or decide whether it applies",
    "614.1a": "'instead' effects are replacement effects",
    "702.14d": "landwalk abilities don't cancel one another",
    "702.15e": "several lifelink sources: separate life-gain events",
    "702.93a": "undying: back with a +1/+1 counter if it had none",
    "704.7": "one replacement replaces simultaneous SBAs with the same result",
})

# Rules of the digest that the engine doesn't implement, and why.
NOT_IMPLEMENTED = {
    "500.7": "no effect in the vocabulary makes extra turns",
    "500.10": "no effect in the vocabulary skips steps",
    "502.2": "no day/night",
    "505.4": "no Sagas",
    "508.1d": "no attack requirements in the vocabulary",
    "508.1g": "no attack costs in the vocabulary",
    "508.3": "no such triggers in the vocabulary",
    "508.4": "nothing is put onto the battlefield attacking",
    "509.1c": "no block requirements in the vocabulary",
    "509.1d": "no block costs in the vocabulary",
    "509.6": "nothing is put onto the battlefield blocking",
    "509.7": "nothing is put onto the battlefield blocking",
    "603.3c": "no modal triggered abilities in the pool",
    "603.8": "no state triggers in the vocabulary",
    "603.10b": "no 'phases out' triggers in the vocabulary",
    "611.3c": "no 'as it enters' statics in the vocabulary",
    "613.3": "no characteristic-defining abilities",
    "702.16h": "no 'protection from all colours' keyword",
    "702.16i": "no 'protection from each' keyword",
    "702.16k": "no 'protection from a player' keyword",
    "702.16n": "no Auras like Pentarch Ward",
    "702.22i": "no effect in the vocabulary makes a creature blocked",
    "702.26h": "no effect in the vocabulary phases permanents out",
    "702.26k": "two-player games only",
    "702.26m": "no effect in the vocabulary skips the untap step",
    "704.5e": "no copies of cards or spells (permanents copy as they enter, 707.5)",
    "704.5k": "no world enchantments in the pool",
    "704.5r": "no counter limits in the pool",
    "704.5s": "no Sagas",
}


def feature_of(rule: str) -> str:
    """The checklist feature a rule id belongs to."""
    major, minor = rule.split(".", 1)
    sec = int(major)
    num = int(re.match(r"\d+", minor).group(0))  # type: ignore[union-attr]
    if sec == 702:
        return KEYWORD_OF.get(num, "K")
    if rule in M10_SBA:
        return "M10"
    if rule == "101.4":
        return "M6"
    if sec in (111, 122, 301, 303, 305, 306, 606):
        return "M10"
    if sec == 302 or 506 <= sec <= 511:
        return "M9"
    if sec == 103 or 500 <= sec <= 514:
        return "M1"
    if sec in (116, 117, 405):
        return "M2"
    if sec in (105, 107, 113, 115, 118, 202, 304, 307, 601, 602, 608, 700):
        return "M3"
    if sec in (106, 605):
        return "M4"
    if sec == 603:
        return "M6"
    if sec == 707:
        return "M12"
    if rule.startswith(("613.8", "613.9")):
        return "M14"
    if sec in (611, 613):
        return "M7"
    if sec in (614, 616) and rule != "614.8":
        return "M13"
    if sec == 615 or rule == "614.8" or rule.startswith("701.15"):
        return "M8"
    if sec == 604:
        return "M11"
    return "M5"


def rule_key(rule: str) -> tuple[int, int, str]:
    major, minor = rule.split(".", 1)
    m = re.match(r"(\d+)([a-z]?)", minor)
    assert m is not None
    return int(major), int(m.group(1)), m.group(2)


def feature_key(feature: str) -> tuple[int, int]:
    return (0 if feature.startswith("M") else 1, int(feature[1:] or 0))


def scenario_rules(folder: Path) -> dict[str, list[str]]:
    """rule id -> names of the magic scenario files in `folder` that name it."""
    out: dict[str, list[str]] = defaultdict(list)
    for path in sorted(folder.glob("*.toml")):
        with path.open("rb") as f:
            data = tomllib.load(f)
        if data.get("ruleset") != "magic":
            continue
        for rule in data.get("rules", []):
            out[str(rule)].append(path.stem)
    return out


def engine_rules() -> set[str]:
    out: set[str] = set()
    for folder in ENGINE:
        for path in folder.rglob("*.py"):
            out.update(RULE_ID.findall(path.read_text(encoding="utf-8")))
    return {r for r in out if 100 <= int(r.split(".")[0]) <= 799}


def applied_rules() -> set[str]:
    """The rule ids the engine applies: quoted on their own in its code."""
    out: set[str] = set()
    for folder in ENGINE:
        for path in folder.rglob("*.py"):
            out.update(APPLIED_RULE.findall(path.read_text(encoding="utf-8")))
    return out


def digest_rules() -> set[str]:
    if not DIGEST.exists():
        return set()
    return set(RULE_ID.findall(DIGEST.read_text(encoding="utf-8")))


def generate() -> str:
    tested = scenario_rules(SCENARIOS)
    parked = scenario_rules(TODO) if TODO.exists() else {}
    rules = engine_rules() | digest_rules() | set(WHAT) | set(tested) | set(parked)
    by_feature: dict[str, list[str]] = defaultdict(list)
    for rule in rules:
        by_feature[feature_of(rule)].append(rule)
    files = sum(1 for p in SCENARIOS.glob("*.toml"))
    lines = [
        "# Rules coverage (magic)",
        "",
        "Every rule id of the magic ruleset — the checklist of `../shared/rules/magic.md`",
        "(M1-M11, K1-K27) and the CR numbers under them — with the scenario files in",
        "`tests/scenarios/magic/` that test it. Rule ids come from the rules digest, from the",
        "rules the engine cites (`cardgame/rulesets/magic`, `cardgame/engine`) and from the",
        "`rules` lists of the scenario files. \"Parked\" scenarios are in",
        "`tests/scenarios_todo/magic/`: they fail because of the engine, and each says why at",
        "its top.",
        "",
        "This page is for developers: `../shared/` (the rules digests, the format contracts,",
        "the acceptance scenarios) is the developers' folder beside the repository, not part",
        "of it. Users find the scenario format in [scenario-format.md](scenario-format.md).",
        "",
        "Generated by `.venv/bin/python tests/test_rules_coverage.py --write`; the test in the",
        "same file checks that every rule a scenario names is in this table and that every",
        "file named here exists. Rule numbers are those of the current Comprehensive Rules",
        "as the digest uses them (e.g. 702.19f for a trampler attacking a planeswalker).",
        "",
        f"{len(rules)} rule ids; {files} scenario files in `tests/scenarios/magic/`.",
        "",
        "## Summary",
        "",
        "| feature | what | rule ids | with a scenario | scenario files |",
        "|---|---|---|---|---|",
    ]
    for feature in sorted(by_feature, key=feature_key):
        ids = by_feature[feature]
        with_sc = sum(1 for r in ids if tested.get(r))
        nfiles = len({f for r in ids for f in tested.get(r, [])})
        lines.append(f"| {feature} | {FEATURES.get(feature, 'other')} | {len(ids)} | "
                     f"{with_sc} | {nfiles} |")
    for feature in sorted(by_feature, key=feature_key):
        lines += ["", f"## {feature} {FEATURES.get(feature, 'other')}", "",
                  "| rule | what | scenarios | parked |", "|---|---|---|---|"]
        for rule in sorted(by_feature[feature], key=rule_key):
            what = WHAT.get(rule, "")
            if rule in NOT_IMPLEMENTED:
                what = f"{what} — *not implemented: {NOT_IMPLEMENTED[rule]}*".lstrip(" —")
            sc = ", ".join(f"`{f}`" for f in tested.get(rule, [])) or "—"
            pk = ", ".join(f"`{f}`" for f in parked.get(rule, [])) or ""
            lines.append(f"| `{rule}` | {what} | {sc} | {pk} |")
    return "\n".join(lines) + "\n"


def _doc_rules_and_files() -> tuple[set[str], set[str]]:
    text = DOC.read_text(encoding="utf-8")
    rules: set[str] = set()
    files: set[str] = set()
    for line in text.splitlines():
        m = TABLE_ROW.match(line)
        if m:
            rules.add(m.group(1))
            cells = line.split("|")
            for cell in cells[3:]:
                files.update(FILE_NAME.findall(cell))
    return rules, files


def test_every_scenario_rule_is_in_the_coverage_doc() -> None:
    doc_rules, _ = _doc_rules_and_files()
    missing = {rule: names for rule, names in scenario_rules(SCENARIOS).items()
               if rule not in doc_rules}
    assert not missing, (
        "rule ids named by scenarios but missing from docs/rules-coverage.md "
        f"(run: python tests/test_rules_coverage.py --write): {missing}")


def test_the_coverage_doc_is_what_generate_produces() -> None:
    """An edited or stale doc fails: the doc is generated, never written by hand."""
    assert DIGEST.exists(), f"{DIGEST} is missing: the coverage table is built from it"
    assert DOC.read_text(encoding="utf-8") == generate(), (
        "docs/rules-coverage.md differs from what generate() produces "
        "(run: .venv/bin/python tests/test_rules_coverage.py --write)")


def test_no_rule_the_engine_applies_is_listed_as_not_implemented() -> None:
    applied = applied_rules()
    wrong = sorted(rule for rule in NOT_IMPLEMENTED if rule in applied)
    assert not wrong, f"NOT_IMPLEMENTED lists rules the engine applies: {wrong}"


def test_every_file_in_the_coverage_doc_exists() -> None:
    _, files = _doc_rules_and_files()
    existing = {p.stem for p in SCENARIOS.glob("*.toml")}
    if TODO.exists():
        existing |= {p.stem for p in TODO.glob("*.toml")}
    gone = sorted(f for f in files if f not in existing)
    assert not gone, f"docs/rules-coverage.md names scenario files that don't exist: {gone}"


if __name__ == "__main__":
    if "--write" in sys.argv:
        DOC.write_text(generate(), encoding="utf-8")
        print(f"wrote {DOC}")
    else:
        sys.stdout.write(generate())
