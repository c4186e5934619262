"""Full screens and overlays that are not questions of the engine."""
