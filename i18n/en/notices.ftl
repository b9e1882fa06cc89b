# Notices of the stage, the console and the tools (English).

# A remote cue asked by a name the config has not ($names: those it has).
unknown-cue = there is no cue "{ $name }": the cues are { $names }
# A change not applied because the journal could not keep it.
not-saved = NOT applied: it could not be saved in the journal ({ $detail })
writer-live-pgn-not-written = the live PGN { $path } could not be rewritten: { $why } (the journal holds everything; the next command tries again)
# A line typed at a terminal that is not UTF-8.
not-utf8 = that line is not UTF-8 text (is the terminal set to Latin-1?): nothing was done; set the terminal to UTF-8 and type it again
# A file that could not be read ($what: its path as shown) and why.
cannot-read = cannot read { $what }: { $why }
# A journal read with CRLF line ends.
crlf-note = { $path } had CRLF line ends (edited on another system): it reads the same, and new records follow with LF ends
