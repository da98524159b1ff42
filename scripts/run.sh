#!/usr/bin/env bash
# Installs what is missing, builds, and starts ConvScope. Arguments go to the app, so
# `scripts/run.sh info` or `scripts/run.sh bench` work too.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${CONVSCOPE_BUILD_DIR:-$root/build}
"$root/scripts/build.sh" >&2
exec "$build/app/convscope" "$@"
