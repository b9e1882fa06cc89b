#!/usr/bin/env bash
# Sets up a fresh machine (scripts/setup.sh), runs every benchmark on the
# release build, one after another (on a small machine they would disturb
# each other), then prints one table of their figures against their targets
# and keeps it in target/bench-table.md. Arguments go to the soak (for
# example `--hours 2` for a shorter day). Takes about 25 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
rm -rf target/bench-figures target/criterion
for bench in core journal audio stage network; do
    echo "bench: $bench"
    cargo bench --locked --bench "$bench"
done
echo "bench: dutch"
cargo bench --locked -p megxadrez-pairing --bench dutch
cargo bench --locked -p megxadrez-pairing --bench tournament
echo "bench: soak"
cargo bench --locked --bench soak -- "$@" || echo "bench: the soak missed a target (see above)"
cargo bench --locked --bench table | tee target/bench-table.md
