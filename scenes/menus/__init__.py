"""The screens outside the table: the title and its menus, settings, files, records, keys, the gallery and the rules
reference, pause, hand-off, game over."""
