# Notices of the stage, the console and the tools (Spanish, the default).

# A remote cue asked by a name the config has not ($names: those it has).
unknown-cue = no hay una señal «{ $name }»: son { $names }
# A change not applied because the journal could not keep it.
not-saved = NO aplicada: no se pudo guardar en el diario ({ $detail })
writer-live-pgn-not-written = no se pudo reescribir el PGN en directo { $path }: { $why } (el diario lo guarda todo; se vuelve a intentar con la próxima orden)
# A line typed at a terminal that is not UTF-8.
not-utf8 = esa línea no es texto UTF-8 (¿el terminal está en Latin-1?): no se ha hecho nada; pon el terminal en UTF-8 y escríbela otra vez
# A file that could not be read ($what: its path as shown) and why.
cannot-read = no se puede leer { $what }: { $why }
# A journal read with CRLF line ends.
crlf-note = { $path } tenía finales de línea CRLF (lo editó otro sistema): se lee igual y los registros nuevos siguen con finales LF
