#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test:
#   1. the full build's ctest (core, cuda, gpu, app, gui; GUI tests under Xvfb without a display),
#   2. core and its tests again under AddressSanitizer and UndefinedBehaviorSanitizer,
#   3. the formatting check against .clang-format.
# Tests that need a CUDA device or an NVIDIA EGL device report SKIPPED with the reason here.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${CONVSCOPE_BUILD_DIR:-$root/build}
jobs=$(nproc)

echo "== build"
"$root/scripts/build.sh"

echo "== tests"
display=()
if [ -z "${DISPLAY:-}" ]; then
  display=(xvfb-run -a -s "-screen 0 1920x1080x24")
fi
(cd "$build" && "${display[@]}" ctest --output-on-failure -j "$jobs" --timeout 600)

echo "== core under AddressSanitizer + UndefinedBehaviorSanitizer"
asan=$build-sanitize
if [ ! -f "$asan/CMakeCache.txt" ]; then
  cmake -S "$root" -B "$asan" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCONVSCOPE_APP=OFF \
    -DCONVSCOPE_CUDA=OFF -DCONVSCOPE_SANITIZE=address,undefined >/dev/null
fi
cmake --build "$asan" -j "$jobs" --target core_tests
(cd "$asan" && ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
  ctest -L core --output-on-failure -j "$jobs")

echo "== format"
"$root/scripts/check-format.sh"
echo "all checks passed"
