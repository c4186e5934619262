"""The hkk ruleset: Hatalom Kártyái (HKK) on the shared engine (../shared/rules/hkk.md)."""
