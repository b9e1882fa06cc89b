## src/audio/public_address.rs

public-address-silent-render = render sen son

## src/audio/engine.rs

engine-audio-output-d = Saída de son: { $d }
engine-no-audio-device-trying-again = sen dispositivo de son — reintentando: comprobe que hai altofalantes ou unha tarxeta de son conectados
engine-opening-audio-output = abrindo a saída de son…

## src/audio/desk.rs

desk-label-not-repeated-sounded-ago = «{ $label }» non se repite: soou hai { $ago } s ({ $why })
desk-label-was-not-heard-no = «{ $label }» non se oíu: sen dispositivo de son — { $why }
desk-by-hand = manual
desk-go-list-done = GO: a lista xa rematou
desk-go-ignored-last-one-was = GO ignorado: o anterior foi hai { $ago } s
desk-go-list-starts-again = GO: a lista volve ao principio
desk-all-sound-stopped = ■ todo o son parado
desk-automatic-cues = sinais automáticos activados
desk-automatic-cues-muted = sinais automáticos silenciados
desk-volume-set = volume ao { $volume } %
desk-muted = silencio: volume 0 % (antes { $before } %)
desk-not-muted = non estaba en silencio (volume { $volume } %)
desk-unmuted = son de novo: volume ao { $volume } %
desk-label-muted-automatic-cues-off = «{ $label }» silenciado (automáticos apagados) — { $why }
desk-label-not-given-came-late = «{ $label }» non se deu: chegou { $late } s tarde — { $why }

## src/audio/public_address.rs

public-address-double-beep-sounds-instead = soa un dobre pitido no seu lugar

## src/audio/synth.rs

synth-at-cue-cue2-cannot-use = { $at }sinal «{ $cue }»: non se pode usar { $path }: { $reason }

## src/audio/synth.rs

synth-cue-cue2-path-holds-no = sinal «{ $cue }»: { $path } non ten son
synth-no-cue-called-name2-cues = non hai ningún sinal «{ $name }»; os sinais son: { $known }
synth-cannot-write-path-reason = non se pode escribir { $path }: { $reason }

## src/audio/public_address.rs

public-address-public-address-text = megafonía: { $text }
cue-list-chime = campá { $hz } Hz, { $s } s
cue-list-tone = ton { $hz } Hz, { $s } s
cue-list-beeps = { $count } pitidos { $hz } Hz
cue-list-game-start = comezo da partida
cue-list-game-end = fin da partida
cue-list-window-end = fin do tempo de rolda
cue-list-min-left = quedan { $min } min
cue-list-low-time = pouco tempo
cue-list-go = lista GO
synth-not-a-sound-it-reads = non é un son que se poida ler; use WAV ou OGG Vorbis ({ $detail })
synth-synthesised-cue-holds-no-sound = sinal «{ $cue }»: o son sintetizado non soa (revise o seu volume e a súa frecuencia)
desk-speech-on = voz: dinse { $kind }
desk-speech-off = voz: xa non se din { $kind }
desk-speech-moves = xogadas
desk-speech-results = resultados
desk-speech-pairings = emparellamentos
speech-cannot-speak = a megafonía non pode falar: { $why } (instale o paquete espeak-ng); soan os sinais coma sempre
speech-not-said = «{ $text }» non se dixo: { $why }
speech-recording-unusable = gravación non utilizable: { $what }
speech-no-pairings = aínda non hai emparellamentos que ler
speech-source-board = taboleiro { $board }
speech-source-round = rolda { $round }
