"""Keyword abilities of the magic ruleset (702), one concern per module.

Keywords are data on cards (`keywords = [...]`); these modules answer the questions the
rules ask about them: may this creature block that one, is this target legal, is this
damage prevented. Combat and targeting call them through the functions re-exported here.
"""

from cardgame.rulesets.magic.keywords.evasion import block_restriction
from cardgame.rulesets.magic.keywords.protection import protection_qualities, protects_from
from cardgame.rulesets.magic.keywords.targeting import target_restriction

__all__ = ["block_restriction", "protection_qualities", "protects_from", "target_restriction"]
