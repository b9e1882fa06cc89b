#!/usr/bin/env bash
# Sets up a fresh machine (scripts/setup.sh) and starts MegXadrez Stage on its
# default config (the giant-board final). Extra arguments go to megxadrez,
# e.g. `scripts/run.sh console --config configs/children-team-league.toml`.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
cargo run --locked --release -- "$@"
