#!/usr/bin/env bash
# Installs the Debian packages Casement needs, and only those that are missing.
set -euo pipefail

packages=(
  pkg-config
  libsdl2-dev libsdl2-image-dev        # windows, displays, events, image decoding
  libgl-dev libegl-dev libgl1-mesa-dri libegl-mesa0   # OpenGL 3.3 core through Mesa (llvmpipe)
  libcairo2-dev libpango1.0-dev libfontconfig-dev fonts-dejavu-core   # drawing and text
  librsvg2-dev adwaita-icon-theme      # UIImage(systemName:): Adwaita's symbolic icons drawn from SVG
  xvfb xauth weston xdotool            # headless X11 and Wayland for tests and screenshots
  xclip                                # the real clipboard client of the text-input tests
  libx11-dev                           # Scripts/weston-output.c: reads and unplugs weston's outputs
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing Debian packages: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
