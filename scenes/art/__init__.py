"""Our own 8-bit art: palette, pixel maps, generators and run-time composition of card faces.

``python -m scenes.art.build`` regenerates every generated file under ``assets/`` from the pixel maps
kept as text in ``assets/src/``.
"""
