#!/usr/bin/env bash
# Sets up a fresh machine (scripts/setup.sh) and runs every check: formatting,
# clippy with warnings as errors, and the whole test suite: pairing and the
# core's rules first (no bevy in them: a failing rule shows in seconds), then
# the program.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
# A desktop session has a runtime folder; without one the sound libraries
# stall the stage's frames while they look for a sound server, and a key
# pressed with Ctrl inside one long frame reaches the window without it.
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
# cargo-deb: the package test builds the .deb (scripts/package.sh).
cargo deb --version >/dev/null 2>&1 || cargo install cargo-deb --locked --quiet
cargo fmt --all --check
cargo test --locked -p megxadrez-pairing
cargo test --locked -p megxadrez-core
cargo clippy --locked --workspace --all-targets -- -D warnings
cargo test --locked -p megxadrez
