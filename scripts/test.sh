#!/usr/bin/env bash
# Sets up a fresh machine (scripts/setup.sh) and runs every check: formatting,
# clippy with warnings as errors, and the whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
cargo fmt --check
cargo clippy --locked --all-targets -- -D warnings
cargo test --locked
