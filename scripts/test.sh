#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test:
#   1. the full build's ctest (core, cuda, gpu, app, gui; app and GUI tests each under an Xvfb and
#      a home of their own, so neither DISPLAY nor the user's settings play a part),
#   2. the whole app and every test again under AddressSanitizer and UndefinedBehaviorSanitizer
#      (LeakSanitizer with tests/sanitizer/lsan.supp, system libs only; a leak of our own still
#      fails: app.leak_on_purpose),
#   3. the libFuzzer targets (kernel parser, option parsers, image loading, the settings file,
#      a recorded measurement file) for a bounded time
#      each (CONVSCOPE_FUZZ_SECONDS, default 20) on a scratch copy of tests/fuzz/corpus, from a
#      fixed seed (CONVSCOPE_FUZZ_SEED, default 1) so that every machine tries the same inputs
#      in the same order, only more or fewer of them; to explore instead, run with
#      CONVSCOPE_FUZZ_SEED=0 (a new seed each time) and more seconds, and add what it finds to
#      the corpus,
#   4. the formatting check against .clang-format.
# Tests that need a CUDA device or an NVIDIA EGL device report SKIPPED with the reason here.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${CONVSCOPE_BUILD_DIR:-$root/build}
jobs=$(nproc)

echo "== build"
"$root/scripts/build.sh"

echo "== tests"
# Each app and GUI test starts its own Xvfb and home (tests/CMakeLists.txt): this needs neither a
# display nor an empty HOME, and uses neither when there is one.
(cd "$build" && ctest --output-on-failure -j "$jobs" --timeout 600)
# A skip is not a pass: say which tests skipped and why (no CUDA device, no NVIDIA EGL device).
echo "== skipped tests and their reasons"
"$root/scripts/skip_reasons.sh" "$build/Testing/Temporary/LastTest.log"

echo "== the app and its tests under AddressSanitizer + UndefinedBehaviorSanitizer"
asan=$build-sanitize
if [ ! -f "$asan/CMakeCache.txt" ]; then
  cmake -S "$root" -B "$asan" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCONVSCOPE_CUDA=OFF \
    -DCONVSCOPE_SANITIZE=address,undefined >/dev/null
fi
cmake --build "$asan" -j "$jobs"
# Every test process, and every process it starts, runs with the sanitizers' options and Mesa's
# driver preloaded, set for each test in one place (tests/CMakeLists.txt, convscope_add_test),
# so a leak or a bad read fails its test through the exit code the same way here or by hand.
(cd "$asan" && ctest --output-on-failure -j "$jobs" --timeout 900)

echo "== libFuzzer: kernel parser, option parsers, image loading, settings file, recorded file"
fuzz=$build-fuzz
seconds=${CONVSCOPE_FUZZ_SECONDS:-20}
seed=${CONVSCOPE_FUZZ_SEED:-1}
if [ ! -f "$fuzz/CMakeCache.txt" ]; then
  CC=clang-14 CXX=clang++-14 cmake -S "$root" -B "$fuzz" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCONVSCOPE_CUDA=OFF -DCONVSCOPE_FUZZ=ON -DCONVSCOPE_SANITIZE=address,undefined >/dev/null
fi
cmake --build "$fuzz" -j "$jobs" --target fuzz_kernel fuzz_options fuzz_image \
  fuzz_settings fuzz_recorded
for target in kernel options image settings recorded; do
  # New inputs go to a scratch copy; the committed seed corpus stays as it is.
  corpus=$(mktemp -d)
  cp "$root/tests/fuzz/corpus/$target/"* "$corpus/"
  echo "fuzz_$target: ${seconds} s"
  log=$fuzz/fuzz_$target.log
  status=0
  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
    LSAN_OPTIONS=suppressions=$root/tests/sanitizer/lsan.supp:print_suppressions=0 \
    QT_QPA_PLATFORM=offscreen \
    "$fuzz/tests/fuzz/fuzz_$target" -seed="$seed" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=4096 -print_final_stats=1 -artifact_prefix="$fuzz/fuzz_$target-" "$corpus" \
    >"$log" 2>&1 || status=$?
  grep -E "^(stat::number_of_executed_units|Done|==[0-9]+==ERROR|SUMMARY)" "$log" || true
  rm -rf "$corpus"
  [ "$status" -eq 0 ] || { echo "fuzz_$target failed: $log, crash input in $fuzz"; exit 1; }
done

echo "== format"
"$root/scripts/check-format.sh"
echo "all checks passed"
