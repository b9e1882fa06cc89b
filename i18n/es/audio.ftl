## src/audio/public_address.rs

public-address-silent-render = render sin sonido

## src/audio/engine.rs

engine-audio-output-d = Salida de audio: { $d }
engine-no-audio-device-trying-again = sin dispositivo de audio — reintentando: compruebe que hay altavoces o una tarjeta de sonido conectados
engine-opening-audio-output = abriendo la salida de audio…

## src/audio/desk.rs

desk-label-not-repeated-sounded-ago = «{ $label }» no se repite: sonó hace { $ago } s ({ $why })
desk-label-was-not-heard-no = «{ $label }» no se oyó: sin dispositivo de audio — { $why }
desk-by-hand = manual
desk-go-list-done = GO: la lista ya terminó
desk-go-ignored-last-one-was = GO ignorado: el anterior fue hace { $ago } s
desk-go-list-starts-again = GO: la lista vuelve al principio
desk-all-sound-stopped = ■ todo el sonido parado
desk-automatic-cues = señales automáticas activadas
desk-automatic-cues-muted = señales automáticas silenciadas
desk-volume-set = volumen al { $volume } %
desk-muted = silencio: volumen 0 % (antes { $before } %)
desk-not-muted = no estaba en silencio (volumen { $volume } %)
desk-unmuted = sonido de nuevo: volumen al { $volume } %
desk-label-muted-automatic-cues-off = «{ $label }» silenciada (automáticas apagadas) — { $why }
desk-label-not-given-came-late = «{ $label }» no se dio: llegó { $late } s tarde — { $why }

## src/audio/public_address.rs

public-address-double-beep-sounds-instead = suena un doble pitido en su lugar

## src/audio/synth.rs

synth-at-cue-cue2-cannot-use = { $at }señal «{ $cue }»: no se puede usar { $path }: { $reason }

## src/audio/synth.rs

synth-cue-cue2-path-holds-no = señal «{ $cue }»: { $path } no tiene sonido
synth-no-cue-called-name2-cues = no hay ninguna señal «{ $name }»; las señales son: { $known }
synth-cannot-write-path-reason = no se puede escribir { $path }: { $reason }

## src/audio/public_address.rs

public-address-public-address-text = megafonía: { $text }
cue-list-chime = campana { $hz } Hz, { $s } s
cue-list-tone = tono { $hz } Hz, { $s } s
cue-list-beeps = { $count } pitidos { $hz } Hz
cue-list-game-start = inicio de partida
cue-list-game-end = fin de partida
cue-list-window-end = fin del tiempo de ronda
cue-list-min-left = quedan { $min } min
cue-list-low-time = poco tiempo
cue-list-go = lista GO
synth-not-a-sound-it-reads = no es un sonido que se pueda leer; use WAV u OGG Vorbis ({ $detail })
synth-synthesised-cue-holds-no-sound = señal «{ $cue }»: el sonido sintetizado no suena (revise su volumen y su frecuencia)
desk-speech-on = voz: se dicen { $kind }
desk-speech-off = voz: ya no se dicen { $kind }
desk-speech-moves = jugadas
desk-speech-results = resultados
desk-speech-pairings = emparejamientos
speech-cannot-speak = la megafonía no puede hablar: { $why } (instale el paquete espeak-ng); suenan las señales como siempre
speech-not-said = «{ $text }» no se dijo: { $why }
speech-recording-unusable = grabación no utilizable: { $what }
speech-no-pairings = no hay emparejamientos que leer todavía
speech-source-board = tablero { $board }
speech-source-round = ronda { $round }
