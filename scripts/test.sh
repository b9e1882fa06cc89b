#!/usr/bin/env bash
# Sets up a fresh machine (scripts/setup.sh) and runs every check: formatting,
# clippy with warnings as errors (during the test build), and the whole test suite: pairing and the
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
# Clippy lints the workspace's own crates while they are compiled for the
# tests: its driver is cargo's wrapper for workspace members only, so the
# dependencies (the bevy stack) are compiled once, by rustc, and not a
# second time for a separate `cargo clippy` check. `-D warnings` holds on
# every target: the test build below takes them all (--all-targets).
export RUSTC_WORKSPACE_WRAPPER="$(rustc --print sysroot)/bin/clippy-driver"
export CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
# One build from scratch: incremental data would only be written, not read.
export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"
cargo test --locked -p megxadrez-pairing
cargo test --locked -p megxadrez-core
cargo test --locked --workspace --all-targets --no-run
cargo test --locked -p megxadrez
