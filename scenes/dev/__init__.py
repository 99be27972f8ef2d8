"""Tools for developers, not for players: the screenshots command and the screen benchmark."""
