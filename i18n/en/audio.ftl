## src/audio/public_address.rs

public-address-silent-render = silent render

## src/audio/engine.rs

engine-audio-output-d = Audio output: { $d }
engine-no-audio-device-trying-again = no audio device — trying again: check that speakers or a sound card are connected
engine-opening-audio-output = opening the audio output…

## src/audio/desk.rs

desk-label-not-repeated-sounded-ago = “{ $label }” not repeated: it sounded { $ago } s ago ({ $why })
desk-label-was-not-heard-no = “{ $label }” was not heard: no audio device — { $why }
desk-by-hand = by hand
desk-go-list-done = GO: the list is done
desk-go-ignored-last-one-was = GO ignored: the last one was { $ago } s ago
desk-go-list-starts-again = GO: the list starts again
desk-all-sound-stopped = ■ all sound stopped
desk-automatic-cues = automatic cues on
desk-automatic-cues-muted = automatic cues muted
desk-volume-set = volume at { $volume } %
desk-muted = muted: volume 0 % ({ $before } % before)
desk-not-muted = was not muted (volume { $volume } %)
desk-unmuted = unmuted: volume at { $volume } %
desk-label-muted-automatic-cues-off = “{ $label }” muted (automatic cues off) — { $why }
desk-label-not-given-came-late = “{ $label }” not given: it came { $late } s late — { $why }

## src/audio/public_address.rs

public-address-double-beep-sounds-instead = a double beep sounds instead

## src/audio/synth.rs

synth-at-cue-cue2-cannot-use = { $at }cue { $cue_quoted }: cannot use { $path }: { $reason }

## src/audio/synth.rs

synth-cue-cue2-path-holds-no = cue { $cue_quoted }: { $path } holds no sound
synth-no-cue-called-name2-cues = no cue called { $name_quoted }; the cues are: { $known }
synth-cannot-write-path-reason = cannot write { $path }: { $reason }

## src/audio/public_address.rs

public-address-public-address-text = public address: { $text }
cue-list-chime = chime { $hz } Hz, { $s } s
cue-list-tone = tone { $hz } Hz, { $s } s
cue-list-beeps = { $count } beeps { $hz } Hz
cue-list-game-start = game start
cue-list-game-end = game end
cue-list-window-end = round time's end
cue-list-min-left = { $min } min left
cue-list-low-time = low time
cue-list-go = GO list
synth-not-a-sound-it-reads = not a sound it can read; use WAV or OGG Vorbis ({ $detail })
synth-synthesised-cue-holds-no-sound = cue { $cue_quoted }: the synthesised sound is silent (check its volume and its frequency)
desk-speech-on = speech: { $kind } are said
desk-speech-off = speech: { $kind } are no longer said
desk-speech-moves = moves
desk-speech-results = results
desk-speech-pairings = pairings
speech-cannot-speak = the public address cannot speak: { $why } (install the espeak-ng package); the signals sound as always
speech-not-said = "{ $text }" was not said: { $why }
speech-recording-unusable = recording not usable: { $what }
speech-no-pairings = there are no pairings to read yet
speech-source-board = board { $board }
speech-source-round = round { $round }
