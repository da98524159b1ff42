#!/usr/bin/env bash
# Installs what is missing, builds, and starts ConvScope. Arguments go to the app, so
# `scripts/run.sh info` or `scripts/run.sh bench` work too.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${CONVSCOPE_BUILD_DIR:-$root/build}
"$root/scripts/build.sh" >&2
# Large buffers (a 4096² float image is 64 MiB) on transparent huge pages inside glibc's malloc
# too, which Mesa's software renderer uses for textures: fewer page faults, so a 4096² size change
# under llvmpipe settles sooner (1.7 → 1.4 s measured here); harmless elsewhere.
export GLIBC_TUNABLES=${GLIBC_TUNABLES:-glibc.malloc.hugetlb=1}
exec "$build/app/convscope" "$@"
