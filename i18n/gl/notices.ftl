# Notices of the stage, the console and the tools (Galician).

# A remote cue asked by a name the config has not ($names: those it has).
unknown-cue = non hai un sinal «{ $name }»: son { $names }
# A change not applied because the journal could not keep it.
not-saved = NON aplicada: non se puido gardar no diario ({ $detail })
writer-live-pgn-not-written = non se puido reescribir o PGN en directo { $path }: { $why } (o diario gárdao todo; vólvese tentar coa próxima orde)
# A line typed at a terminal that is not UTF-8.
not-utf8 = esa liña non é texto UTF-8 (o terminal está en Latin-1?): non se fixo nada; pon o terminal en UTF-8 e escríbea outra vez
# A file that could not be read ($what: its path as shown) and why.
cannot-read = non se pode ler { $what }: { $why }
# A journal read with CRLF line ends.
crlf-note = { $path } tiña finais de liña CRLF (editouno outro sistema): lese igual e os rexistros novos seguen con finais LF
