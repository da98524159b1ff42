#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test:
#   1. the full build's ctest (core, cuda, gpu, app, gui; GUI tests under Xvfb without a display),
#   2. the whole app and every test again under AddressSanitizer and UndefinedBehaviorSanitizer
#      (GUI tests under Xvfb too; LeakSanitizer with tests/sanitizer/lsan.supp, system libs only),
#   3. the libFuzzer targets (kernel parser, option parsers, image loading) for a bounded time
#      each (CONVSCOPE_FUZZ_SECONDS, default 20) on a scratch copy of tests/fuzz/corpus,
#   4. the formatting check against .clang-format.
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
# The variables reach the convscope processes the tests start, so a leak or a bad read there
# fails the test through its exit code.
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
(cd "$asan" && ASAN_OPTIONS=detect_leaks=1 \
  LSAN_OPTIONS=suppressions=$root/tests/sanitizer/lsan.supp:print_suppressions=0 \
  ctest -L 'core|app' --output-on-failure -j "$jobs" --timeout 900)
# GUI processes, leaks checked as well. Under Xvfb, Mesa's driver (swrast_dri.so, llvmpipe)
# callocs two 56-byte nodes that point at each other in the first glDrawArrays and keeps them
# in its statics. Qt closes the X display at exit, Mesa dlcloses the driver, and when
# LeakSanitizer looks the pair is held by nothing and was allocated in a module that is gone,
# so no suppression can name it (found with fast_unwind_on_malloc=0 under GALLIUM_DRIVER=
# softpipe: every frame above glDrawArrays is in swrast_dri.so; under llvmpipe that flag
# deadlocks in libgcc's unwinder). Preloaded, the driver belongs to the startup set and is
# never unloaded: its statics are scanned to the end and the pair is reachable. The driver
# then comes before libasan (verify_asan_link_order=0); it defines no allocator function.
dri=
for dir in "/usr/lib/$(gcc -print-multiarch 2>/dev/null)/dri" /usr/lib64/dri /usr/lib/dri; do
  if [ -f "$dir/swrast_dri.so" ]; then dri=$dir/swrast_dri.so; break; fi
done
gui_env=(ASAN_OPTIONS=detect_leaks=0)
if [ -n "$dri" ]; then
  gui_env=(LD_PRELOAD="$dri" ASAN_OPTIONS=detect_leaks=1:verify_asan_link_order=0
    LSAN_OPTIONS=suppressions=$root/tests/sanitizer/lsan.supp:print_suppressions=0)
else
  echo "no swrast_dri.so found: GUI processes run without leak checks"
fi
# env after xvfb-run: the preload is for the test processes, not for the X server.
(cd "$asan" && "${display[@]}" env "${gui_env[@]}" \
  ctest -L gui --output-on-failure -j "$jobs" --timeout 900)
unset UBSAN_OPTIONS

echo "== libFuzzer: kernel parser, option parsers, image loading"
fuzz=$build-fuzz
seconds=${CONVSCOPE_FUZZ_SECONDS:-20}
if [ ! -f "$fuzz/CMakeCache.txt" ]; then
  CC=clang-14 CXX=clang++-14 cmake -S "$root" -B "$fuzz" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCONVSCOPE_CUDA=OFF -DCONVSCOPE_FUZZ=ON -DCONVSCOPE_SANITIZE=address,undefined >/dev/null
fi
cmake --build "$fuzz" -j "$jobs" --target fuzz_kernel fuzz_options fuzz_image
for target in kernel options image; do
  # New inputs go to a scratch copy; the committed seed corpus stays as it is.
  corpus=$(mktemp -d)
  cp "$root/tests/fuzz/corpus/$target/"* "$corpus/"
  echo "fuzz_$target: ${seconds} s"
  log=$fuzz/fuzz_$target.log
  status=0
  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
    LSAN_OPTIONS=suppressions=$root/tests/sanitizer/lsan.supp:print_suppressions=0 \
    QT_QPA_PLATFORM=offscreen \
    "$fuzz/tests/fuzz/fuzz_$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=4096 -print_final_stats=1 -artifact_prefix="$fuzz/fuzz_$target-" "$corpus" \
    >"$log" 2>&1 || status=$?
  grep -E "^(stat::number_of_executed_units|Done|==[0-9]+==ERROR|SUMMARY)" "$log" || true
  rm -rf "$corpus"
  [ "$status" -eq 0 ] || { echo "fuzz_$target failed: $log, crash input in $fuzz"; exit 1; }
done

echo "== format"
"$root/scripts/check-format.sh"
echo "all checks passed"
