#!/usr/bin/env bash
# The installed tree as a desktop sees it: `cmake --install` into a scratch prefix, then the
# files a launcher and a software centre read, validated by their own tools, and the installed
# binary run. With `package`, CPack's .deb too: its files and its computed dependencies.
set -euo pipefail
build=$1
mode=${2:-install}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
id=org.convscope.ConvScope

if [ "$mode" = package ]; then
  (cd "$scratch" && cpack --config "$build/CPackConfig.cmake" -B "$scratch/out" >/dev/null)
  deb=$(ls "$scratch"/out/convscope_*.deb)
  contents=$(dpkg-deb -c "$deb")
  for f in usr/bin/convscope usr/share/applications/$id.desktop usr/share/metainfo/$id.metainfo.xml; do
    grep -q "$f" <<<"$contents" || { echo "not in $deb: $f"; exit 1; }
  done
  depends=$(dpkg-deb -f "$deb" Depends)
  echo "Depends: $depends"
  for lib in libqt6widgets6 libqt6opengl6 libgomp1; do
    grep -q "$lib" <<<"$depends" || { echo "Depends lacks $lib"; exit 1; }
  done
  exit 0
fi

cmake --install "$build" --prefix "$scratch/usr" >/dev/null
expect=(
  bin/convscope
  share/applications/$id.desktop
  share/metainfo/$id.metainfo.xml
  share/icons/hicolor/scalable/apps/$id.svg
  share/icons/hicolor/16x16/apps/$id.png
  share/icons/hicolor/48x48/apps/$id.png
  share/icons/hicolor/256x256/apps/$id.png
  share/doc/convscope/LICENSE
)
for f in "${expect[@]}"; do
  [ -f "$scratch/usr/$f" ] || { echo "not installed: $f"; exit 1; }
done
desktop-file-validate "$scratch/usr/share/applications/$id.desktop"
appstreamcli validate --no-net --explain "$scratch/usr/share/metainfo/$id.metainfo.xml"
"$scratch/usr/bin/convscope" --version | grep -q "^convscope [0-9]"
"$scratch/usr/bin/convscope" apply --image digit --kernel sobel-x --out "$scratch/out.npy" >/dev/null
[ -s "$scratch/out.npy" ] || { echo "the installed binary wrote no output"; exit 1; }
echo "installed tree complete and valid"
