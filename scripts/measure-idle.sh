#!/usr/bin/env bash
# Measures the CPU the stage uses while idle: `megxadrez stage` (release
# build) in its real windows (operator, final, mirrors) under Xvfb, with two
# clocks running, its user+system time read from /proc/PID/stat over 30 s.
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
sleep 15
echo "start" >&3
echo "board 2 start" >&3
sleep 10
ticks() { awk '{print $14 + $15}' "/proc/$stage/stat"; }
hz=$(getconf CLK_TCK)
before=$(ticks)
sleep 30
after=$(ticks)
echo "CPU over 30 s: $(( (after - before) * 1000 / hz )) ms = $(awk "BEGIN {printf \"%.1f\", ($after - $before) / $hz / 30 * 100}") % of one core"
