"""The bots' research: the Hard bot's trials, the tuners and fitters of its weights, the leaf network, the
Expert bot and paired tournaments. Not shipped, and never imported by ``game`` or ``scenes`` (an import-linter
contract in pyproject.toml); README.md here says what was measured."""
