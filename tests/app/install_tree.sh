#!/usr/bin/env bash
# The installed tree as a desktop sees it: `cmake --install` into a scratch prefix, then the
# files a launcher and a software centre read, validated by their own tools, and the installed
# binary run. With `package`, CPack's .deb too: its files and its computed dependencies. With
# `lintian`, the .deb checked by Debian's lintian and its metainfo by appstreamcli: no error
# (exit 77, a skip with its reason, where lintian is not installed).
set -euo pipefail
build=$1
mode=${2:-install}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
id=org.convscope.ConvScope

if [ "$mode" = lintian ] && ! command -v lintian >/dev/null; then
  echo "skipped: lintian is not installed (scripts/deps.sh installs it)"
  exit 77
fi

if [ "$mode" = package ] || [ "$mode" = lintian ]; then
  (cd "$scratch" && cpack --config "$build/CPackConfig.cmake" -B "$scratch/out" >/dev/null)
  deb=$(ls "$scratch"/out/convscope_*.deb)
  if [ "$mode" = lintian ]; then
    # Errors fail; warnings and notes are printed for whoever reads the log.
    lintian --info --display-info --fail-on error "$deb" || { echo "lintian reports errors"; exit 1; }
    mkdir "$scratch/deb"
    dpkg-deb -x "$deb" "$scratch/deb"
    appstreamcli validate --no-net --explain "$scratch/deb/usr/share/metainfo/$id.metainfo.xml"
    echo "lintian and appstreamcli: no errors"
    exit 0
  fi
  contents=$(dpkg-deb -c "$deb")
  for f in usr/bin/convscope usr/share/applications/$id.desktop usr/share/metainfo/$id.metainfo.xml \
    usr/share/doc/convscope/copyright usr/share/doc/convscope/changelog.Debian.gz \
    usr/share/man/man1/convscope.1.gz; do
    grep -q "$f" <<<"$contents" || { echo "not in $deb: $f"; exit 1; }
  done
  depends=$(dpkg-deb -f "$deb" Depends)
  echo "Depends: $depends"
  # OpenMP's runtime is the compiler's: libgomp1 from GCC, libomp5-<version> from clang.
  for lib in libqt6widgets6 libqt6opengl6 'libgomp1|libomp5'; do
    grep -Eq "$lib" <<<"$depends" || { echo "Depends lacks $lib"; exit 1; }
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
  share/doc/convscope/copyright
  share/doc/convscope/changelog.Debian.gz
  share/man/man1/convscope.1.gz
)
for f in "${expect[@]}"; do
  [ -f "$scratch/usr/$f" ] || { echo "not installed: $f"; exit 1; }
done
desktop-file-validate "$scratch/usr/share/applications/$id.desktop"
# A file manager offers ConvScope for images: the entry takes files (%F) and names their types.
grep -q '^Exec=convscope %F$' "$scratch/usr/share/applications/$id.desktop" ||
  { echo "the desktop entry does not take files (Exec=convscope %F)"; exit 1; }
grep -q '^MimeType=.*image/png;' "$scratch/usr/share/applications/$id.desktop" ||
  { echo "the desktop entry names no image types (MimeType=)"; exit 1; }
# The man page is the binary's own help, subcommands included. grep reads it all (no -q): one
# that stopped at the first match could leave zcat a closed pipe, and pipefail a failure.
zcat "$scratch/usr/share/man/man1/convscope.1.gz" | grep '^\.SS map' >/dev/null ||
  { echo "the man page lacks the subcommands' sections"; exit 1; }
appstreamcli validate --no-net --explain "$scratch/usr/share/metainfo/$id.metainfo.xml"
"$scratch/usr/bin/convscope" --version | grep "^convscope [0-9]" >/dev/null
"$scratch/usr/bin/convscope" apply --image digit --kernel sobel-x --out "$scratch/out.npy" >/dev/null
[ -s "$scratch/out.npy" ] || { echo "the installed binary wrote no output"; exit 1; }
echo "installed tree complete and valid"
