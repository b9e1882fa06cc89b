#!/usr/bin/env bash
# Regenerates the README's pictures in docs/screens/ with the release build
# (no window, no display: `megxadrez screenshot` renders offscreen).
set -euo pipefail
cd "$(dirname "$0")/.."
# MEGXADREZ_BIN=target/debug/megxadrez uses a build at hand (the pictures
# are the same: the renderer does not depend on the profile).
bin=${MEGXADREZ_BIN:-target/release/megxadrez}
[ -n "${MEGXADREZ_BIN:-}" ] || cargo build --locked --release
out=docs/screens
final=configs/megxadrez-final-armageddon-12-10.toml
sixteen=tests/configs/sixteen-boards.toml
shot() { "$bin" screenshot "$@" 2>/dev/null; echo "made ${*: -1}"; }
# The final with the longest real names, at 16:9, 4:3 and portrait.
long=tests/configs/final-long-names.toml
shot --config "$long" --script tests/scripts/stage-final.txt --screen final --size 1920x1080 "$out/final.png"
shot --config "$long" --script tests/scripts/stage-final.txt --screen final --size 1024x768 "$out/final-4x3.png"
shot --config "$long" --script tests/scripts/stage-final.txt --screen final --size 1080x1920 "$out/final-portrait.png"
# The league's table and a round's pairings with 50-character names, at 4:3
# and portrait.
leaguelong=tests/configs/league-six-long-names.toml
shot --config "$leaguelong" --script tests/scripts/league-six-final.txt --screen tabla --size 1024x768 "$out/standings-4x3.png"
shot --config "$leaguelong" --script tests/scripts/league-six-final.txt --screen tabla --size 1080x1920 "$out/standings-portrait.png"
shot --config "$leaguelong" --script tests/scripts/league-six.txt --screen ronda --size 1080x1920 "$out/pairings-portrait.png"
# The knockout, the crosstable and the mirrors with the same names.
shot --config "$leaguelong" --script tests/scripts/league-six-final.txt --screen cuadro --size 1920x1080 "$out/bracket-long-names.png"
shot --config "$leaguelong" --script tests/scripts/league-six-final.txt --screen cruzada --size 1080x1920 "$out/crosstable-portrait.png"
shot --config "$leaguelong" --script tests/scripts/league-six-final.txt --screen mesas --size 1080x1920 "$out/mirrors-portrait.png"
shot --config "$final" --script tests/scripts/megxadrez-final.txt --screen final --size 1920x1080 "$out/final-result.png"
shot --config "$final" --script tests/scripts/stage-final.txt --screen operator --size 1280x720 "$out/operator.png"
shot --config "$sixteen" --script tests/scripts/sixteen-boards.txt --screen mirrors --size 1920x1080 "$out/mirrors-16.png"
shot --config "$sixteen" --script tests/scripts/sixteen-boards.txt --screen featured --size 1920x1080 "$out/mirrors-featured.png"
shot --config tests/configs/rapid-standings.toml --script tests/scripts/rapid-standings.txt --screen tabla --size 1920x1080 "$out/standings.png"
shot --config tests/configs/rapid-standings.toml --script tests/scripts/rapid-standings.txt --screen ronda --size 1920x1080 "$out/pairings.png"
shot --config tests/configs/rapid-standings.toml --script tests/scripts/rapid-standings.txt --screen tabla --size 3840x2160 "$out/standings-4k.png"
shot --config tests/configs/rapid-standings.toml --script tests/scripts/rapid-standings.txt --screen ronda --size 3840x2160 "$out/pairings-4k.png"
school=tests/configs/school-five.toml
league=tests/configs/league-six.toml
shot --config "$school" --script tests/scripts/school-five.txt --screen encuentro --size 1920x1080 "$out/match.png"
shot --config "$school" --script tests/scripts/school-five.txt --screen encuentro --size 3840x2160 "$out/match-4k.png"
shot --config "$school" --script tests/scripts/school-five.txt --screen encuentro --size 1024x768 "$out/match-4x3.png"
shot --config "$league" --script tests/scripts/league-six.txt --screen mesas --size 1920x1080 "$out/league-round.png"
shot --config "$league" --script tests/scripts/league-six.txt --screen mesas --size 3840x2160 "$out/league-round-4k.png"
shot --config "$league" --script tests/scripts/league-six.txt --screen operator --size 1280x720 "$out/operator-league.png"
shot --config "$league" --script tests/scripts/league-six-final.txt --screen cuadro --size 1920x1080 "$out/bracket.png"
shot --config "$league" --script tests/scripts/league-six-final.txt --screen cuadro --size 3840x2160 "$out/bracket-4k.png"
shot --config "$league" --script tests/scripts/league-six-final.txt --screen final --size 1920x1080 "$out/league-final.png"
shot --config "$league" --script tests/scripts/league-six-final.txt --screen cruzada --size 1920x1080 "$out/crosstable.png"
shot --config "$league" --script tests/scripts/league-six-final.txt --screen cruzada --size 3840x2160 "$out/crosstable-4k.png"
bug=configs/bughouse-pairs-swiss.toml
shot --config "$bug" --script tests/scripts/bughouse-stage.txt --screen final --size 1920x1080 "$out/bughouse.png"
shot --config "$bug" --script tests/scripts/bughouse-stage.txt --screen final --size 3840x2160 "$out/bughouse-4k.png"
shot --config "$bug" --script tests/scripts/bughouse-stage.txt --screen final --size 1080x1920 "$out/bughouse-portrait.png"
shot --config "$bug" --script tests/scripts/bughouse-stage.txt --screen operator --size 1280x720 "$out/operator-bughouse.png"
# The categories' picture: the rapid circuit with birth years (as the test makes it).
cat=$(mktemp -d)
awk '/^rating = /{k++; print; print "born = " 2007 + (k*5)%8; next} {print}' tests/configs/rapid-standings.toml \
  | sed 's/^rules = "2026"$/rules = "2026"\ncategories = [14, 16, 18]\ngeneral_prizes = 1\nyear = 2026/' > "$cat/sub18.toml"
printf '\n[[screens]]\nname = "premios"\nlayout = "categories"\n' >> "$cat/sub18.toml"
shot --config "$cat/sub18.toml" --script tests/scripts/rapid-standings.txt --screen premios --size 1920x1080 "$out/categories.png"
shot --config "$cat/sub18.toml" --script tests/scripts/rapid-standings.txt --screen premios --size 3840x2160 "$out/categories-4k.png"
rm -rf "$cat"
# The hall's board: a banner over the league's round, and a full-screen
# message over its table (a line added after the script's last instant).
hall=$(mktemp -d)
after() { awk -v line="$2" '/^at /{t=$2} {print} END{print "at " t + 1 " " line}' "$1"; }
after tests/scripts/league-six.txt "message banner La ronda 4 empieza a las 12:15 · Entrega de premios a las 13:30" > "$hall/banner.txt"
shot --config "$league" --script "$hall/banner.txt" --screen mesas --size 1920x1080 "$out/hall-banner.png"
after tests/scripts/league-six-final.txt "message full on tabla Entrega de premios en el escenario central" > "$hall/full.txt"
shot --config "$league" --script "$hall/full.txt" --screen tabla --size 1920x1080 "$out/hall-full.png"
# The welcome screen: the rapid circuit's rounds' times and the code to
# follow it on a phone.
sed 's/^initial_colour = "white"$/initial_colour = "white"\nschedule = ["10:00", "11:15", "12:30", "16:00", "17:15"]/' tests/configs/rapid-swiss-stage.toml > "$hall/welcome.toml"
printf '\n[[screens]]\nname = "bienvenida"\nlayout = "welcome"\n\n[network]\nlisten = "127.0.0.1:0"\npublic_url = "http://192.168.1.40:8080/"\n' >> "$hall/welcome.toml"
shot --config "$hall/welcome.toml" --screen bienvenida --size 1920x1080 "$out/welcome.png"
# The sponsors' logos: in a strip under the league's boards, and large on
# a carousel's sponsors' page.
logos="\"$PWD/assets/logos/concello.png\", \"$PWD/assets/logos/club-xadrez.png\", \"$PWD/assets/logos/deportes.jpg\""
cp "$league" "$hall/logos.toml"
printf '\n[[screens]]\nname = "mesas-logos"\nlayout = "mirrors"\nlogos = [%s]\n\n[[screens]]\nname = "patrocinio"\nlayout = "sponsors"\nlogos = [%s]\n' "$logos" "$logos" >> "$hall/logos.toml"
shot --config "$hall/logos.toml" --script tests/scripts/league-six.txt --screen mesas-logos --size 1920x1080 "$out/logos-strip.png"
shot --config "$hall/logos.toml" --script tests/scripts/league-six.txt --screen patrocinio --size 1920x1080 "$out/logos-sponsors.png"
