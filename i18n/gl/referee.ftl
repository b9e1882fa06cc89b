## crates/core/src/pgn.rs

pgn-white = as brancas
pgn-black = as negras
pgn-unclocked-opening-period-then-clock = período inicial sen reloxo, despois o reloxo
pgn-illegal-move-by-who-n = {"{"}Xogada ilegal de { $who } ({ $n }){"}"}{" "}
pgn-arbiters-decision-r = {"{"}Decisión arbitral: { $r }{"}"}{" "}
pgn-armageddon-draw-counts-as-win = {"{"}Armagedón: as táboas contan como vitoria das negras{"}"}{" "}

## crates/core/src/session/rounds.rs

rounds-play-off = Desempate

## crates/core/src/replay.rs

replay-time-went-backwards-at-ms = o tempo vai cara atrás: { $at_ms } ms é antes de { $last_ms } ms

## crates/core/src/feed.rs

feed-source-holds-found-games-not = a fonte ten { $found } partidas, non a partida { $wanted }
feed-move-ply-san-not-legal = a xogada { $ply } ({ $san }) non é legal

## crates/core/src/hotkey.rs

hotkey-empty-key = tecla baleira
hotkey-m2-not-modifier-use-ctrl = «{ $m }» non é un modificador: usa Ctrl, Alt ou Shift
hotkey-k2-not-key-use-z = «{ $k }» non é unha tecla: usa A-Z, 0-9 ou F1-F12, con Ctrl, Alt ou Shift diante
hotkey-k-alone-would-be-typed = { $k } soa escribiríase no campo da xogada: engade Ctrl ou Alt (Ctrl+{ $k })
hotkey-shift-changes-digit-d-into = Shift converte a cifra { $d } noutro signo na maioría dos teclados: usa só Ctrl ou Alt
hotkey-alt-f4-closes-window-most = Alt+F4 pecha a xanela na maioría dos escritorios: escolle outra tecla
hotkey-ctrl-alt-f-switches-text = Ctrl+Alt+{ $f } cambia a unha consola de texto en Linux: escolle outra tecla
hotkey-ctrl-m-message-field = Ctrl+M leva a xanela do operador ao campo das mensaxes: escolle outra tecla
hotkey-k-operator-panels-own-key = { $k } é unha tecla do propio panel do operador (F1-F9 con ou sen Shift os reloxos e resultados, { $MUTE_KEY } os sinais automáticos, { $GO_KEY } GO): engade Ctrl ou Alt
