"""What every screen draws alike: text (one function, one spelling of the alignments) and panels."""
