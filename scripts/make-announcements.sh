#!/usr/bin/env bash
# Regenerates the spoken Spanish announcements in assets/audio/ (committed;
# the product does not need this script). Needs espeak-ng and vorbis-tools.
set -euo pipefail
cd "$(dirname "$0")/../assets/audio"
say() { espeak-ng -v es -s 140 -a 180 -w "$1" "$2"; }
say es-quedan-10.wav "Quedan diez minutos"
say es-quedan-5.wav "Quedan cinco minutos"
say es-quedan-1.wav "Queda un minuto"
say /tmp/es-fin-de-ronda.wav "Tiempo. Fin de la ronda"
oggenc -q 3 -o es-fin-de-ronda.ogg /tmp/es-fin-de-ronda.wav
