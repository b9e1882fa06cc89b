#!/usr/bin/env bash
# Measures the CPU the stage uses while idle: `megxadrez stage` (release
# build) in its real windows (operator, final, mirrors) under Xvfb, its
# user+system time read from /proc/PID/stat over 30 s, first with nothing
# moving (before the start), then with both boards' clocks running.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=target/release/megxadrez
[ -x "$bin" ] || cargo build --locked --release
display=:$((200 + RANDOM % 100))
Xvfb "$display" -screen 0 2560x1600x24 -nolisten tcp &
xvfb=$!
journal=$(mktemp -d)
fifo="$journal/in"
mkfifo "$fifo"
trap 'kill $stage $xvfb 2>/dev/null; rm -rf "$journal"' EXIT
sleep 1
DISPLAY=$display "$bin" stage --journal "$journal" <"$fifo" >/dev/null 2>&1 &
stage=$!
exec 3>"$fifo"
ticks() { awk '{print $14 + $15}' "/proc/$stage/stat"; }
hz=$(getconf CLK_TCK)
measure() {
    local before after
    before=$(ticks)
    sleep 30
    after=$(ticks)
    echo "$1: CPU over 30 s: $(( (after - before) * 1000 / hz )) ms = $(awk "BEGIN {printf \"%.1f\", ($after - $before) / $hz / 30 * 100}") % of one core"
}
sleep 20
measure "nothing moving"
echo "start" >&3
echo "board 2 start" >&3
sleep 10
measure "two clocks running"
