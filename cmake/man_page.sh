#!/bin/sh
# man_page.sh BINARY OUT.1: convscope's man page, made by help2man from the binary's own
# `--help` and `--version`, with one section per subcommand from its `--help`: the page says
# what the program says, so it cannot drift from it. English (C locale), no display needed.
set -eu
bin=$1
out=$2
include=$(mktemp)
trap 'rm -f "$include"' EXIT
export LC_ALL=C LANG=C LANGUAGE= QT_QPA_PLATFORM=offscreen
# roff: a backslash is doubled, a line starting with . or ' is escaped.
roff() { sed -e 's/\\/\\e/g' -e "s/^\\([.']\\)/\\\\\\&\\1/"; }
{
  echo "[SUBCOMMANDS]"
  for sub in render apply bench sweep network map info lessons; do
    echo ".SS $sub"
    echo ".nf"
    "$bin" "$sub" --help | roff
    echo ".fi"
  done
  echo "[SEE ALSO]"
  echo "The lessons, the glossary and the README, in the window (F1) and at"
  echo "/usr/share/doc/convscope."
} >"$include"
help2man --no-info --no-discard-stderr --section=1 \
  --name="see why convolution runs on GPUs" --include="$include" --output="$out" "$bin"
