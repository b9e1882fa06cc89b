#!/usr/bin/env bash
# Installs what MegXadrez Stage needs to build, test and run on a Debian or
# Ubuntu machine: a C toolchain and pkg-config, ALSA's headers (the public
# address plays through ALSA), Vulkan with Mesa's software renderer, Xvfb,
# and Rust (through rustup) when cargo is missing. Safe to
# run again: it only installs what is absent.
set -euo pipefail

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

installed() {
    dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"
}

missing=()
command -v cc >/dev/null 2>&1 || missing+=(build-essential)
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
command -v curl >/dev/null 2>&1 || missing+=(curl ca-certificates)
# The screens render through Vulkan; Mesa's lavapipe is the software
# fallback where there is no GPU (the tests render offscreen with it).
# Xvfb runs the windows on a machine without a display; xdotool and xwd
# (x11-apps) drive and capture them in the end-to-end tests.
# libasound2-dev: the audio output (cpal's alsa-sys links against it).
# chromium (headless) opens the web mirror in the tests, with the DejaVu
# fonts for its chess pieces.
# dpkg-dev: the Debian package's dependencies (dpkg-shlibdeps).
# poppler-utils (pdftoppm, pdftotext) and zbar-tools (zbarimg) read the
# table cards' PDF back: its text and its QR codes.
for package in dpkg-dev libasound2-dev libvulkan1 mesa-vulkan-drivers xvfb xauth xdotool x11-apps chromium fonts-dejavu-core poppler-utils zbar-tools xclip espeak-ng speech-dispatcher speech-dispatcher-espeak-ng; do
    installed "$package" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "setup: installing ${missing[*]}"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
fi

if ! command -v cargo >/dev/null 2>&1; then
    if [ -x "$HOME/.cargo/bin/cargo" ]; then
        export PATH="$HOME/.cargo/bin:$PATH"
    else
        echo "setup: installing Rust with rustup"
        curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs \
            | sh -s -- -y --profile minimal --component clippy,rustfmt
        export PATH="$HOME/.cargo/bin:$PATH"
    fi
fi

# clippy and rustfmt are needed by the test command.
if command -v rustup >/dev/null 2>&1; then
    for component in clippy rustfmt; do
        rustup component list --installed 2>/dev/null | grep -q "^$component" \
            || rustup component add "$component"
    done
fi
echo "setup: $(cargo --version)"
