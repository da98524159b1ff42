#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test:
#   1. the Release build (GCC, one file at a time, so a missing include of our own fails here)
#      and its ctest (core, cuda, gpu, app, gui; app and GUI tests each under an Xvfb and a home
#      of their own, so neither DISPLAY nor the user's settings play a part),
#   2. one clang tree with AddressSanitizer and UndefinedBehaviorSanitizer that also holds the
#      libFuzzer targets (-fsanitize=fuzzer-no-link for every library, -fsanitize=fuzzer for the
#      targets), built in unity batches: the whole app and every test under the sanitizers
#      (LeakSanitizer with tests/sanitizer/lsan.supp, system libs only; a leak of our own still
#      fails: app.leak_on_purpose),
#   3. from that tree, the libFuzzer targets (kernel parser, option parsers, image loading, the
#      settings file, a recorded measurement file), one per core at a time, for a bounded time
#      each (CONVSCOPE_FUZZ_SECONDS, default 20) on a scratch copy of tests/fuzz/corpus, from a
#      fixed seed (CONVSCOPE_FUZZ_SEED, default 1) so that every machine tries the same inputs
#      in the same order, only more or fewer of them; to explore instead, run with
#      CONVSCOPE_FUZZ_SEED=0 (a new seed each time) and more seconds, and add what it finds to
#      the corpus,
#   4. the formatting check against .clang-format.
# At the end (also after a failure) it prints each stage's wall time and the 10 slowest tests of
# each ctest run. A second run with no change rebuilds nothing and spends its time on the tests.
# Tests that need a CUDA device or an NVIDIA EGL device report SKIPPED with the reason here.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${CONVSCOPE_BUILD_DIR:-$root/build}
sanitize=$build-sanitize
jobs=$(nproc)

stage_names=()
stage_seconds=()
stage_started=0
stage_name=""
# stage NAME: ends the stage before (recording its time) and starts NAME.
stage() {
  local now
  now=$(date +%s)
  if [ -n "$stage_name" ]; then
    stage_names+=("$stage_name")
    stage_seconds+=($((now - stage_started)))
  fi
  stage_name=$1
  stage_started=$now
  [ -z "$1" ] || echo "== $1"
}
# The slowest tests of one ctest run, from its output ("  12/200 Test  #34: gui.lessons .... Passed  81.23 sec").
slowest_tests() {
  echo "-- the 10 slowest tests of $1"
  grep -E '^ *[0-9]+/[0-9]+ Test +#[0-9]+: ' "$2" |
    sed -E 's/^ *[0-9]+\/[0-9]+ Test +#[0-9]+: ([^ ]+) .* ([0-9.]+) sec$/\2 \1/' |
    sort -rn | awk 'NR <= 10 { printf "   %7.1f s  %s\n", $1, $2 }'
}
# Runs on EXIT, so nothing in it may end the script: errexit is off here, no pipe closes early
# (head would, and pipefail would turn sort's SIGPIPE into exit 141 after every test passed), and
# the script ends with the status it had before the summary.
summary() {
  local status=$?
  set +e
  stage ""
  echo "== stage times"
  local total=0 i
  for i in "${!stage_names[@]}"; do
    printf '   %-40s %4d min %02d s\n' "${stage_names[$i]}" $((stage_seconds[i] / 60)) $((stage_seconds[i] % 60))
    total=$((total + stage_seconds[i]))
  done
  printf '   %-40s %4d min %02d s\n' "total" $((total / 60)) $((total % 60))
  [ ! -f "$build/ctest.log" ] || slowest_tests "the Release build" "$build/ctest.log"
  [ ! -f "$sanitize/ctest.log" ] || slowest_tests "the sanitizer build" "$sanitize/ctest.log"
  if [ "$status" -ne 0 ] && [ ${#stage_names[@]} -gt 0 ]; then
    echo "FAILED (exit $status) in: ${stage_names[-1]}"
  fi
  exit "$status"
}
trap summary EXIT

stage "build (Release, GCC, no unity batches)"
"$root/scripts/build.sh"

stage "tests (Release)"
# Each app and GUI test starts its own Xvfb and home (tests/CMakeLists.txt): this needs neither a
# display nor an empty HOME, and uses neither when there is one.
rm -f "$build/ctest.log"
(cd "$build" && ctest --output-on-failure -j "$jobs" --timeout 600) | tee "$build/ctest.log"
# A skip is not a pass: say which tests skipped and why (no CUDA device, no NVIDIA EGL device).
echo "== skipped tests and their reasons"
"$root/scripts/skip_reasons.sh" "$build/Testing/Temporary/LastTest.log"

stage "build (clang, ASan + UBSan + fuzzer, unity)"
# -O1 keeps the sanitizers' reports exact and runs the tests several times faster than -O0;
# Debug keeps the assertions; line tables are all a stack trace needs.
if [ ! -f "$sanitize/CMakeCache.txt" ]; then
  CC=clang-14 CXX=clang++-14 cmake -S "$root" -B "$sanitize" -G Ninja -DCMAKE_BUILD_TYPE=Debug \
    "-DCMAKE_CXX_FLAGS_DEBUG=-O1 -gline-tables-only" -DCONVSCOPE_CUDA=OFF \
    -DCONVSCOPE_SANITIZE=address,undefined -DCONVSCOPE_FUZZ=ON -DCONVSCOPE_UNITY=ON >/dev/null
fi
cmake --build "$sanitize" -j "$jobs"

stage "tests (sanitizers)"
# Every test process, and every process it starts, runs with the sanitizers' options and Mesa's
# driver preloaded, set for each test in one place (tests/CMakeLists.txt, convscope_add_test),
# so a leak or a bad read fails its test through the exit code the same way here or by hand.
rm -f "$sanitize/ctest.log"
# LeakSanitizer's exit-time tracer itself now and then crashes ("Tracer caught signal 11" and
# "LeakSanitizer has encountered a fatal error"; google/sanitizers#1353, still open): a failure of
# the tool, not a finding (a leak says "ERROR: LeakSanitizer: detected memory leaks"). When a run
# shows that crash, its failed tests run once more, and must pass then.
if ! (cd "$sanitize" && ctest --output-on-failure -j "$jobs" --timeout 900) |
  tee "$sanitize/ctest.log"; then
  grep -q "LeakSanitizer has encountered a fatal error" "$sanitize/ctest.log" || exit 1
  echo "== LeakSanitizer's tracer crashed (a tool failure): the failed tests once more"
  (cd "$sanitize" && ctest --rerun-failed --output-on-failure -j "$jobs" --timeout 900) |
    tee -a "$sanitize/ctest.log"
fi

stage "libFuzzer (5 targets)"
seconds=${CONVSCOPE_FUZZ_SECONDS:-20}
seed=${CONVSCOPE_FUZZ_SEED:-1}
fuzz_targets=(kernel options image settings recorded)
# fuzz TARGET: runs one target for its seconds on a scratch copy of its seed corpus (new inputs go
# there; the committed corpus stays as it is), its output in fuzz_TARGET.log and its exit status
# in fuzz_TARGET.status (none there: it failed before it ran).
fuzz() {
  local target=$1 corpus status=0
  corpus=$(mktemp -d)
  cp "$root/tests/fuzz/corpus/$target/"* "$corpus/"
  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
    LSAN_OPTIONS=suppressions=$root/tests/sanitizer/lsan.supp:print_suppressions=0 \
    QT_QPA_PLATFORM=offscreen \
    "$sanitize/tests/fuzz/fuzz_$target" -seed="$seed" -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 \
    -artifact_prefix="$sanitize/fuzz_$target-" "$corpus" >"$sanitize/fuzz_$target.log" 2>&1 ||
    status=$?
  rm -rf "$corpus"
  echo "$status" >"$sanitize/fuzz_$target.status"
}
# As many targets at a time as there are cores: a fuzzer is one thread, and each still runs for
# all of its seconds from the same seed, so no machine tries fewer inputs than one at a time.
running=0
for target in "${fuzz_targets[@]}"; do
  rm -f "$sanitize/fuzz_$target.status"
  if [ "$running" -ge "$jobs" ]; then
    wait -n || true
    running=$((running - 1))
  fi
  fuzz "$target" &
  running=$((running + 1))
done
wait || true
failed=()
for target in "${fuzz_targets[@]}"; do
  echo "fuzz_$target: ${seconds} s"
  grep -E "^(stat::number_of_executed_units|Done|==[0-9]+==ERROR|SUMMARY)" "$sanitize/fuzz_$target.log" || true
  [ "$(cat "$sanitize/fuzz_$target.status" 2>/dev/null)" = 0 ] || failed+=("$target")
done
for target in "${failed[@]}"; do
  echo "fuzz_$target failed: $sanitize/fuzz_$target.log, crash input in $sanitize"
done
[ ${#failed[@]} -eq 0 ] || exit 1

stage "format"
"$root/scripts/check-format.sh"
echo "all checks passed"
