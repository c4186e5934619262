"""The abilities of Kódex chapter 131 (seed 000), one module each.

Each module answers the questions the rest of the ruleset asks about its ability:
combat asks `invisibility` and `magic_combat`, targeting asks `resistance` and
`guardian`, playing cards asks `net`, `resurrection` and `ancient_magic`, effects ask
`anchor`, `control`, `copying` and `abilities_loss`, coming into play asks `flying`, and
the exchange phase asks `union`.
"""
