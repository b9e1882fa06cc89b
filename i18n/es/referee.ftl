## crates/core/src/pgn.rs

pgn-white = las blancas
pgn-black = las negras
pgn-unclocked-opening-period-then-clock = periodo inicial sin reloj, después el reloj
pgn-illegal-move-by-who-n = {"{"}Jugada ilegal de { $who } ({ $n }){"}"}{" "}
pgn-arbiters-decision-r = {"{"}Decisión arbitral: { $r }{"}"}{" "}
pgn-armageddon-draw-counts-as-win = {"{"}Armagedón: las tablas cuentan como victoria de las negras{"}"}{" "}

## crates/core/src/session/rounds.rs

rounds-play-off = Desempate

## crates/core/src/replay.rs

replay-time-went-backwards-at-ms = el tiempo va hacia atrás: { $at_ms } ms es antes de { $last_ms } ms

## crates/core/src/feed.rs

feed-source-holds-found-games-not = la fuente tiene { $found } partidas, no la partida { $wanted }
feed-move-ply-san-not-legal = la jugada { $ply } ({ $san }) no es legal

## crates/core/src/hotkey.rs

hotkey-empty-key = tecla vacía
hotkey-m2-not-modifier-use-ctrl = «{ $m }» no es un modificador: usa Ctrl, Alt o Shift
hotkey-k2-not-key-use-z = «{ $k }» no es una tecla: usa A-Z, 0-9 o F1-F12, con Ctrl, Alt o Shift delante
hotkey-k-alone-would-be-typed = { $k } sola se escribiría en el campo de la jugada: añade Ctrl o Alt (Ctrl+{ $k })
hotkey-shift-changes-digit-d-into = Shift convierte la cifra { $d } en otro signo en la mayoría de teclados: usa solo Ctrl o Alt
hotkey-alt-f4-closes-window-most = Alt+F4 cierra la ventana en la mayoría de escritorios: elige otra tecla
hotkey-ctrl-alt-f-switches-text = Ctrl+Alt+{ $f } cambia a una consola de texto en Linux: elige otra tecla
hotkey-ctrl-m-message-field = Ctrl+M lleva la ventana del operador al campo de los mensajes: elige otra tecla
hotkey-k-operator-panels-own-key = { $k } es una tecla del propio panel del operador (F1-F9 con o sin Shift los relojes y resultados, { $MUTE_KEY } las señales automáticas, { $GO_KEY } GO): añade Ctrl o Alt
