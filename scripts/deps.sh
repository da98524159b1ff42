#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages that ConvScope builds and tests with.
# Idempotent and quiet: when everything is there it only checks and returns.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config
  qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev qt6-tools-dev qt6-tools-dev-tools
  qt6-l10n-tools qt6-image-formats-plugins qt6-translations-l10n qt6-charts-dev
  libgl-dev libegl-dev libopengl-dev libgl1-mesa-dri libglx-mesa0 libegl-mesa0
  libgtest-dev libomp-dev libgif-dev libimagequant-dev
  xvfb xauth fonts-dejavu-core fonts-noto-cjk
  # An ordinary desktop's wider font set (what imagemagick and libopencv-dev pull in): the GUI
  # tests must hold with other fonts than DejaVu and Noto CJK alone.
  fonts-droid-fallback fonts-noto-mono fonts-urw-base35 gsfonts
  clang-format
  # The fast CPU layer engines (OpenMP builds) and the PyTorch comparison in tests/app.
  libopenblas-openmp-dev libdnnl-dev python3-torch python3-numpy
  # Training: the Fashion-MNIST IDX files (gzip, read through zlib).
  dataset-fashion-mnist zlib1g-dev
  # The locales' sources, which tests/app's app.locale compiles with localedef (decimal commas).
  locales
  librsvg2-bin desktop-file-utils appstream dpkg-dev file
  # pdfinfo and pdftotext: gui.deck reads the lessons' PDF deck (render --deck) as a reader would.
  poppler-utils
  # The man page is made from the binary's help; the .deb is checked as Debian would.
  help2man lintian
  clang-14 libclang-rt-14-dev
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "deps: installing ${missing[*]}"
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
