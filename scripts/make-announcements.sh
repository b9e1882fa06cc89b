#!/usr/bin/env bash
# Regenerates the spoken announcements in assets/audio/ (committed; the
# product does not need this script), one set per language of the product:
# es-*, gl-*, en-*. Needs espeak-ng and vorbis-tools. espeak-ng has no
# Galician voice: the Galician texts are read by its Spanish voice, whose
# sounds Galician spelling shares.
set -euo pipefail
cd "$(dirname "$0")/../assets/audio"
say() { espeak-ng -v "$1" -s 140 -a 180 -w "$2" "$3"; }
ogg() { say "$1" "/tmp/$2.wav" "$3"; oggenc -Q -q 3 -o "$2.ogg" "/tmp/$2.wav"; rm "/tmp/$2.wav"; }

say es es-quedan-10.wav "Quedan diez minutos"
say es es-quedan-5.wav "Quedan cinco minutos"
say es es-quedan-1.wav "Queda un minuto"
ogg es es-fin-de-ronda "Tiempo. Fin de la ronda"

say es gl-quedan-10.wav "Quedan dez minutos"
say es gl-quedan-5.wav "Quedan cinco minutos"
say es gl-quedan-1.wav "Queda un minuto"
ogg es gl-fin-de-ronda "Tempo. Fin da rolda"

say en-gb en-quedan-10.wav "Ten minutes left"
say en-gb en-quedan-5.wav "Five minutes left"
say en-gb en-quedan-1.wav "One minute left"
ogg en-gb en-fin-de-ronda "Time. End of the round"
