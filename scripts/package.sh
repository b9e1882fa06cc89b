#!/usr/bin/env bash
# Builds the packages an organiser installs without compiling:
#   target/package/megxadrez_VERSION-1_ARCH.deb        (Debian, Ubuntu: cargo-deb)
#   target/package/megxadrez-VERSION-linux-ARCH.tar.gz (any Linux: the binary,
#       the assets and configs, and megxadrez.sh to start it)
#
#   scripts/package.sh                  the release build, stripped (about 19
#                                       minutes from scratch on 2 cores)
#   scripts/package.sh --binary PATH    packages a binary already built (the
#                                       tests package the one they built)
#   --out DIR                           where to write them (default target/package)
#
# Installs cargo-deb (cargo install --locked) when it is not there.
set -euo pipefail
cd "$(dirname "$0")/.."

binary=""
out="target/package"
while [ $# -gt 0 ]; do
    case "$1" in
        --binary) binary="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        *) echo "package.sh: unknown option $1 (use --binary PATH, --out DIR)" >&2; exit 2 ;;
    esac
done

if ! cargo deb --version >/dev/null 2>&1; then
    echo "package.sh: installing cargo-deb (once)"
    cargo install cargo-deb --locked --quiet
fi

version=$(sed -n 's/^version = "\(.*\)"$/\1/p' Cargo.toml | head -1)
arch=$(dpkg --print-architecture 2>/dev/null || uname -m)
mkdir -p "$out"
out=$(cd "$out" && pwd)

# The binary to ship, in a target folder of its own (cargo-deb takes the
# binary from `target/release/`, wherever the target folder is).
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/target/release"
if [ -z "$binary" ]; then
    cargo build --release --locked --bin megxadrez
    binary="${CARGO_TARGET_DIR:-target}/release/megxadrez"
fi
cp "$binary" "$stage/target/release/megxadrez"
strip "$stage/target/release/megxadrez"
# The manual pages, from the command line's own help (`megxadrez man`).
for l in en es gl; do
    mkdir -p "$stage/target/release/man/$l"
    "$stage/target/release/megxadrez" man --language "$l" | gzip -9n \
        > "$stage/target/release/man/$l/megxadrez.1.gz"
done

# The .deb (its size and list are said at the end).
CARGO_TARGET_DIR="$stage/target" cargo deb --no-build --no-strip \
    --output "$out/megxadrez_${version}-1_${arch}.deb" >/dev/null
deb="$out/megxadrez_${version}-1_${arch}.deb"

# The portable folder: megxadrez/{megxadrez, megxadrez.sh, configs, assets,
# docs/guide with its pictures and what it links to}.
folder="$stage/megxadrez"
mkdir -p "$folder"
cp "$stage/target/release/megxadrez" "$folder/"
cp -r configs assets "$folder/"
cp LICENSE README.md "$folder/"
mkdir -p "$folder/docs"
cp -r docs/guide docs/screens docs/plots docs/benchmarks.md docs/architecture.md "$folder/docs/"
cat > "$folder/megxadrez.sh" <<'LAUNCHER'
#!/bin/sh
# Starts MegXadrez Stage from this folder (any Linux with Vulkan or Mesa's
# software renderer, and ALSA): `./megxadrez.sh` opens the giant-board
# final; `./megxadrez.sh new`, `./megxadrez.sh check FILE`, … as the
# `megxadrez` command. The shipped configs and sounds are found beside it.
here=$(cd "$(dirname "$0")" && pwd)
exec "$here/megxadrez" "$@"
LAUNCHER
chmod 755 "$folder/megxadrez.sh" "$folder/megxadrez"
tarball="$out/megxadrez-${version}-linux-$(uname -m).tar.gz"
tar -C "$stage" -czf "$tarball" megxadrez

for f in "$deb" "$tarball"; do
    echo "package.sh: $(du -h "$f" | cut -f1) $f"
done
