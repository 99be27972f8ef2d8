"""Build-time tools of a source checkout (not shipped with the game; ``scenes`` and ``game`` never import
them). ``tools.art`` generates the assets: ``python -m tools.art.build``.
"""
