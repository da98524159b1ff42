#!/usr/bin/env bash
# The GPU check: one prepared script for a session that is lent the H200 device machine (its
# notes: /work/.library/device/README.md, H200.md, HOPPER.md).
#
#   scripts/gpu_check.sh fetch     here (needs the package mirror): the glvnd EGL/OpenGL loaders,
#                                  their headers and GoogleTest as .deb files into .gl/
#                                  (git-ignored). `prepare` and `dry-run` do it when .gl/ is missing.
#   scripts/gpu_check.sh prepare   here, right before the device call: fetches .gl/ if missing and
#                                  writes .gl/checkout.txt (this checkout's commit, and whether
#                                  the working tree differs from it). The device copy has no .git,
#                                  so the commit in the measurement file comes from there (or from
#                                  CONVSCOPE_COMMIT, which wins when set).
#   scripts/gpu_check.sh dry-run   here, without a GPU: prepares, builds exactly what the device
#                                  builds (Qt-free, sm_90) in a fresh folder, runs the tests (the
#                                  device ones skip, with their reasons), self-tests the
#                                  measurement writer against the app's reader fixture, checks the
#                                  tools' no-device paths, and prints the device plan with each
#                                  step's time limit. Exit 0 when all of that holds.
#   scripts/gpu_check.sh [run]     on the device machine, through the device tool:
#        run(command="scripts/gpu_check.sh", carry=[".gl"], timeout_s=420)
#
# Options (run and dry-run): --only STEP,... takes only those steps (and the ones they need: the
# build always, measure for torch and record, layers for torch-layer); --budget S is the run's
# whole time (default CONVSCOPE_GPU_BUDGET_S, else 400 s: 20 s under the tool's timeout_s=420, so
# the last summary is written before the tool kills the command).
#
# Budgets. Every step runs under `timeout` with limit = min(its cap, the time left in the budget).
# The limits therefore never add up past the budget, whatever earlier steps took; a step whose
# limit falls below its minimum useful time is not started and reads "SKIPPED (time)", never
# FAILED. After every step the summary is printed and written to $OUT/summary.txt and
# $OUT/summary.json, so a run killed at any point still leaves the steps it finished.
#
#   step         cap s  expected s on the H200 (16 cores)
#   build          200   60-90  configure + core, cuda, tests/cuda, tests/gpu for sm_90
#   interop         20    ~3    EGL vendor file, NVIDIA EGL library, GL 4.5 context, texture
#                               registration: one summary line each (gpu_measure --interop-probe)
#   tests          150   ~40    ctest -L 'cuda|gpu'; a skipped device test fails the step
#   measure         90   ~30    gpu_measure, 16..8192 (rows written after every size)
#   torch           60   ~20    torch_anchor.py: cuDNN conv2d and copy_ on the same tensors
#   layers          45   ~10    gpu_layer_measure: our layer kernels and cuDNN at VGG-16's shapes
#   torch-layer     45   ~15    torch_layer.py: PyTorch's conv2d on those layers
#   record          20    ~1    write_measurement.py → resources/measurements/<device>-<date>.json
#   memcheck        60   ~30    compute-sanitizer memcheck, small cases; API errors apart
#   racecheck       40   ~15    compute-sanitizer racecheck, a few small tiled-kernel cases
#   profile         45   ~30    ncu --clock-control none (SpeedOfLight, memory, sectors per
#                               request, DRAM bytes, bank conflicts) at 8192²
#   figures        200  (only when asked: --only figures) the older gpu_figures tool
# Expected about 4-5 minutes in all; the budget cuts the tail (profile first, then the sanitizer)
# before anything that the record needs. When interop fails (no vendor file, no context, no
# registration), its lines say which, and the CUDA-only steps still run.
#
# A rerun costs more than its steps. The machine stays warm only ~30 s after a call, so a rerun
# minutes later starts a fresh, bare machine: 1-2 minutes of start, the tree sent again, and the
# build again (~60-90 s) before the first step it asked for. E.g. only the sanitizer:
#   run(command="scripts/gpu_check.sh --only memcheck,racecheck", carry=[".gl"], timeout_s=240)
# costs about 2 + 1.5 + 1.5 = 5 minutes of the 15; a first run of 7 minutes leaves room for one.
# Nothing here changes the GPU's settings. Back in $OUT (at most 8 files): gpu_check.log,
# summary.txt, summary.json, logs.tar.gz (the full configure, build, ctest and LastTest logs,
# the interop probe, the sanitizer's own logs and the whole run's clock samples), the
# measurement .json, sanitizer.log, ncu.txt (and gpu_figures.txt when asked for).
#
# What keeps the record: every command runs under `timeout -k 5` (a limit below 1 s is not run:
# `timeout 0` would mean none); record_reserve seconds are kept back from every step before
# `record`; the record is written right after measure and again by its step; a malformed row is
# dropped and named. After a failed interop probe nothing creates an EGL context again (ctest
# -E GpuInterop, gpu_measure --no-interop). cuDNN comes from the toolkit or from pip's wheel
# (find_cudnn), whose lib/ is on LD_LIBRARY_PATH for every step.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

loaders=(libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2)
headers=(libegl-dev libgl-dev libglx-dev libopengl-dev libgles-dev libgtest-dev)
# One folder of this run's own under /tmp: two runs on one machine never share a file.
tmp=$(mktemp -d /tmp/convscope-gpu.XXXXXX)
deps=$tmp/deps
build="build-gpu"
npy=$tmp/npy
rows=$tmp/rows.json
layer_rows=$tmp/layer-rows.json
torch_json=$tmp/torch-anchor.json
torch_layer_json=$tmp/torch-layer.json
clocks_csv=$tmp/clocks.csv
logs=$tmp/logs  # the full configure, build, test and probe logs: logs.tar.gz in $OUT
record_dir=resources/measurements
# Seconds kept back for `record` in the limit of every step before it, so that however those
# steps end (a hang cut at its limit included), the record is written.
record_reserve=15
interop_ok=unknown
cudnn_args=()
mkdir -p "$logs"
trap 'rm -rf "$tmp"' EXIT
budget=${CONVSCOPE_GPU_BUDGET_S:-400}
# The Python with PyTorch: the device image's python3; CONVSCOPE_PYTHON names another (the dry
# run here takes Debian's /usr/bin/python3, where python3-torch installs).
py=${CONVSCOPE_PYTHON:-python3}
all_steps=(build interop tests measure torch layers torch-layer record memcheck racecheck profile)
declare -A cap=([build]=200 [interop]=20 [tests]=150 [measure]=90 [torch]=60 [layers]=45
  [torch-layer]=45 [record]=20 [memcheck]=60 [racecheck]=40 [profile]=45 [figures]=200)
# Below this limit a step is not worth starting: it would be cut before it could finish.
declare -A least=([build]=60 [interop]=5 [tests]=30 [measure]=20 [torch]=15 [layers]=10
  [torch-layer]=10 [record]=3 [memcheck]=20 [racecheck]=10 [profile]=20 [figures]=60)
declare -A expected=([build]="60-90" [interop]="~3" [tests]="~40" [measure]="~30" [torch]="~20"
  [layers]="~10" [torch-layer]="~15" [record]="~1" [memcheck]="~30" [racecheck]="~15"
  [profile]="~30" [figures]="~200")
steps=""
only=""
out=""
mode_label=""
gl_line=""
declare -a results=() facts=()

fetch() {
  set -e
  local exclude
  exclude=$(git rev-parse --git-path info/exclude)
  mkdir -p "$(dirname "$exclude")"
  grep -qxF '/.gl/' "$exclude" 2>/dev/null || echo '/.gl/' >>"$exclude"
  mkdir -p .gl /tmp/amd64/partial
  local o=(-oAPT::Architecture=amd64 -oAPT::Architectures=amd64 -oDir::State::Lists=/tmp/amd64)
  apt-get "${o[@]}" -qq update
  (cd .gl && apt-get "${o[@]}" -qq download "${loaders[@]}" "${headers[@]}")
  ls .gl
  set +e
}

have_gl() {
  local p
  for p in "${loaders[@]}" "${headers[@]}"; do
    compgen -G ".gl/${p}_*.deb" >/dev/null || return 1
  done
}

# Here, before a device call: .gl/ complete, and the checkout's commit written beside it.
prepare() {
  if ! have_gl; then
    echo "gpu_check: .gl/ is missing or incomplete here; fetching it (scripts/gpu_check.sh fetch)"
    (fetch) || { echo "gpu_check: fetching .gl/ failed (is the package mirror reachable?)"; return 1; }
  fi
  local commit dirty=""
  commit=$(git rev-parse HEAD 2>/dev/null) || commit=unknown
  [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ] && dirty="-dirty"
  echo "$commit$dirty" >.gl/checkout.txt
  echo "gpu_check: .gl/ has $(compgen -G '.gl/*.deb' | wc -l) packages; commit $commit$dirty"
}

checkout_commit() {
  if [ -n "${CONVSCOPE_COMMIT:-}" ]; then
    echo "$CONVSCOPE_COMMIT"
  elif [ -s .gl/checkout.txt ]; then
    head -1 .gl/checkout.txt
  elif git rev-parse HEAD >/dev/null 2>&1; then
    git rev-parse HEAD
  else
    echo unknown
  fi
}

# ---- the summary: one line per step, printed and written after every step --------------------

json_string() {
  local s=${1//\\/\\\\}
  s=${s//\"/\\\"}
  s=${s//$'\t'/ }
  printf '"%s"' "${s//$'\n'/ }"
}

# note STEP STATUS DETAIL [SECONDS LIMIT]; STATUS is ok, FAILED or SKIPPED.
# Fields are split at \x1f, not a tab: read collapses runs of whitespace, and a field may be empty.
sep=$'\x1f'
note() {
  results+=("$1$sep$2$sep$3$sep${4:-}$sep${5:-}")
  summary
}

fact() {
  facts+=("$1$sep$2")
}

summary() {
  local line step status detail seconds limit
  {
    echo "== summary ($mode_label, $SECONDS s of the $budget s budget)"
    [ -n "$gl_line" ] && echo "  $gl_line"
    for line in "${facts[@]}"; do
      IFS=$sep read -r step detail <<<"$line"
      printf '  %-24s %s\n' "$step" "$detail"
    done
    for line in "${results[@]}"; do
      IFS=$sep read -r step status detail seconds limit <<<"$line"
      printf '  %-24s %-8s %s%s\n' "$step" "$status" "$detail" \
        "${seconds:+ ($seconds s of ≤ $limit s)}"
    done
  } | tee "$out/summary.txt.new"
  mv -f "$out/summary.txt.new" "$out/summary.txt"
  {
    printf '{"mode": %s, "budget_s": %s, "elapsed_s": %s, "gl": %s, "facts": [' \
      "$(json_string "$mode_label")" "$budget" "$SECONDS" "$(json_string "$gl_line")"
    local first=1
    for line in "${facts[@]}"; do
      IFS=$sep read -r step detail <<<"$line"
      [ $first = 1 ] || printf ', '
      first=0
      printf '{"fact": %s, "value": %s}' "$(json_string "$step")" "$(json_string "$detail")"
    done
    printf '], "steps": ['
    first=1
    for line in "${results[@]}"; do
      IFS=$sep read -r step status detail seconds limit <<<"$line"
      [ $first = 1 ] || printf ', '
      first=0
      printf '\n  {"step": %s, "status": %s, "detail": %s, "seconds": %s, "limit_s": %s}' \
        "$(json_string "$step")" "$(json_string "$status")" "$(json_string "$detail")" \
        "${seconds:-null}" "${limit:-null}"
    done
    printf '\n]}\n'
  } >"$out/summary.json.new"
  mv -f "$out/summary.json.new" "$out/summary.json"
}

# ---- budgets -------------------------------------------------------------------------------

time_left() { echo $((budget - SECONDS)); }

# The limit of a step: its cap, or the time left when that is less, less the time kept for
# `record` while record is still to come.
limit_for() {
  local left
  left=$(time_left)
  [ "$1" != record ] && want record && [ -z "${record_done:-}" ] && left=$((left - record_reserve))
  ((left < cap[$1])) && echo "$left" || echo "${cap[$1]}"
}

# tmo LIMIT COMMAND...: COMMAND under `timeout -k 5` (a process stuck in the driver that ignores
# TERM is killed 5 s later). A limit below 1 s is not run at all (exit 124): `timeout 0` would
# mean no limit.
tmo() {
  local limit=$1
  shift
  if ! [[ $limit =~ ^[0-9]+$ ]] || ((limit < 1)); then
    echo "gpu_check: no time left for $1 (limit ${limit} s): not started" >&2
    return 124
  fi
  timeout -k 5 "$limit" "$@"
}

# step NAME FUNCTION: runs FUNCTION LIMIT under the budget and notes its outcome. FUNCTION prints
# its detail on fd 3 (one line) and returns 0 ok, 1 failed, 3 skipped (with the detail as the
# reason).
step() {
  local name=$1 fn=$2 limit started rc detail
  want "$name" || return 0
  limit=$(limit_for "$name")
  if ((limit < least[$name])); then
    note "$name" "SKIPPED" "(time): $(time_left) s of the budget left, it needs ≥ ${least[$name]} s"
    return 0
  fi
  echo "== $name (limit $limit s, $(time_left) s of the budget left)"
  started=$SECONDS
  exec 4>$tmp/step-detail.txt
  "$fn" "$limit" 3>&4
  rc=$?
  exec 4>&-
  detail=$(head -1 $tmp/step-detail.txt 2>/dev/null)
  case $rc in
    0) note "$name" "ok" "$detail" $((SECONDS - started)) "$limit" ;;
    3) note "$name" "SKIPPED" "$detail" $((SECONDS - started)) "$limit" ;;
    124 | 137) note "$name" "FAILED" "timed out at its limit; $detail" $((SECONDS - started)) \
      "$limit"
      status=1 ;;
    *) note "$name" "FAILED" "$detail" $((SECONDS - started)) "$limit"
      status=1 ;;
  esac
  return 0
}

want() { [[ ",$steps," == *",$1,"* ]]; }

# The steps a run takes: all by default, else those of --only and what they need.
resolve_steps() {
  if [ -z "$only" ]; then
    steps=$(IFS=,; echo "${all_steps[*]}")
    return 0
  fi
  local s list=",build,"
  for s in ${only//,/ }; do
    if [ -z "${cap[$s]:-}" ]; then
      echo "gpu_check: unknown step '$s' (steps: ${all_steps[*]} figures)" >&2
      return 2
    fi
    case $s in
      torch | record) list+="measure," ;;
      torch-layer) list+="layers," ;;
    esac
    list+="$s,"
  done
  steps=""
  for s in "${all_steps[@]}" figures; do
    [[ $list == *",$s,"* ]] && steps+="${steps:+,}$s"
  done
  return 0
}

# ---- the steps -----------------------------------------------------------------------------

# $1 = yes on the device machine: the loaders also go to / (the device README's way), so that
# the tests find them at run time. Headers, link-time symlinks and GoogleTest stay in /tmp,
# where they cannot break the image. A dry run leaves / alone and builds against /tmp only.
unpack() {
  rm -rf "$deps"  # never a stale copy from an earlier run
  if have_gl; then
    mkdir -p "$deps"
    for f in .gl/*.deb; do
      case "$(basename "$f")" in
        *-dev_*) ;;
        *) [ "$1" = yes ] && dpkg -x "$f" / ;;
      esac
      dpkg -x "$f" "$deps"
    done
    [ "$1" = yes ] && ldconfig
    gl_line="gpu_check: .gl was brought along ($(compgen -G '.gl/*.deb' | wc -l) packages)"
  elif compgen -G ".gl/*.deb" >/dev/null; then
    gl_line="gpu_check: .gl was brought along INCOMPLETE; relying on the image for the rest"
    mkdir -p "$deps"
    for f in .gl/*.deb; do dpkg -x "$f" "$deps"; done
  else
    gl_line="gpu_check: .gl was NOT brought along (carry=[\".gl\"]; here: scripts/gpu_check.sh prepare); relying on the image's EGL, GL and GoogleTest"
  fi
}

# glvnd looks for vendor files only in its default folders; the driver's own may live under
# /usr/local/nvidia. Says which was found, or names the driver's file as the fallback.
egl_vendor() {
  local found="" f
  for f in /usr/share/glvnd/egl_vendor.d/*nvidia*.json /etc/glvnd/egl_vendor.d/*nvidia*.json; do
    [ -f "$f" ] && { found=$f; break; }
  done
  if [ -n "${__EGL_VENDOR_LIBRARY_FILENAMES:-}" ]; then
    fact "EGL vendor file" "given: __EGL_VENDOR_LIBRARY_FILENAMES=$__EGL_VENDOR_LIBRARY_FILENAMES"
  elif [ -n "$found" ]; then
    fact "EGL vendor file" "found: $found"
  else
    local driver
    for driver in /usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json \
      /usr/share/glvnd/egl_vendor.d/10_nvidia.json; do
      [ -f "$driver" ] && break
    done
    if [ -f "$driver" ]; then
      export __EGL_VENDOR_LIBRARY_FILENAMES=$driver
      fact "EGL vendor file" "none in glvnd's folders; using the driver's: $driver"
    else
      fact "EGL vendor file" "NOT FOUND (nor the driver's 10_nvidia.json): interop will fail"
    fi
  fi
  local lib
  lib=$(ldconfig -p 2>/dev/null | awk '/libEGL_nvidia\.so/ { print $NF; exit }')
  if [ -z "$lib" ]; then
    lib=$(ls /usr/local/nvidia/lib64/libEGL_nvidia.so* 2>/dev/null | head -1)
    # Outside the loader's cache: glvnd opens it by soname, so its folder joins the loader's
    # path (at the end: nothing the image has is shadowed).
    if [ -n "$lib" ]; then
      export LD_LIBRARY_PATH="${LD_LIBRARY_PATH:+$LD_LIBRARY_PATH:}$(dirname "$lib")"
      lib="$lib (not in ldconfig's cache; its folder appended to LD_LIBRARY_PATH)"
    fi
  fi
  fact "NVIDIA EGL library" "${lib:-NOT FOUND (libEGL_nvidia.so)}"
}

# The full logs, in one file of $OUT (its file count is limited): rewritten after each step that
# adds to them.
bundle_logs() {
  tar -czf "$out/logs.tar.gz.new" -C "$logs" . 2>/dev/null && mv -f "$out/logs.tar.gz.new" \
    "$out/logs.tar.gz"
}

# cuDNN: the toolkit's when it has cudnn.h, else pip's wheel (site-packages/nvidia/cudnn, where
# the device image's torch has it; CONVSCOPE_CUDNN_FROM=pip looks only there). Pip's wheel
# ships libcudnn.so.9 and no unversioned libcudnn.so, so the library is named to CMake in full;
# its lib/ goes on LD_LIBRARY_PATH for every later step, because cuDNN's dispatcher opens its
# sublibraries (libcudnn_cnn.so.9, the engines) by bare soname, and ours opens libcudnn.so.9 so.
find_cudnn() {
  local dir
  if [ "${CONVSCOPE_CUDNN_FROM:-auto}" != pip ]; then
    # The toolkit's or the system's, when its library is there too (a header alone would
    # configure no cuDNN: then pip's is taken).
    local lib
    lib=$(ls /usr/local/cuda/lib64/libcudnn.so* 2>/dev/null | head -1)
    [ -z "$lib" ] && lib=$(ldconfig -p 2>/dev/null | awk '/libcudnn\.so/ { print $NF; exit }')
    for dir in /usr/local/cuda/include /usr/include /usr/include/x86_64-linux-gnu; do
      if [ -f "$dir/cudnn.h" ] && [ -n "$lib" ]; then
        fact "cuDNN header" "$dir/cudnn.h, library $lib (toolkit or system)"
        return 0
      fi
    done
  fi
  # nvidia/ is a namespace package (no __init__.py), and so may nvidia/cudnn be: __file__ is
  # then None and __path__ lists its folders.
  dir=$("$py" -c 'import os, nvidia.cudnn as m
f = getattr(m, "__file__", None)
for d in ([os.path.dirname(f)] if f else []) + list(getattr(m, "__path__", [])):
    if os.path.isfile(os.path.join(d, "include", "cudnn.h")):
        print(d)
        break' 2>/dev/null)
  if [ -z "$dir" ]; then
    fact "cuDNN header" "NOT FOUND (not in the toolkit; $py has no nvidia.cudnn with include/cudnn.h): no cuDNN rows"
    return 1
  fi
  local lib=$dir/lib/libcudnn.so
  [ -e "$lib" ] || lib=$(ls -v "$dir"/lib/libcudnn.so.[0-9]* 2>/dev/null | tail -1)
  if [ -z "$lib" ]; then
    fact "cuDNN header" "$dir/include/cudnn.h, but no libcudnn.so* in $dir/lib: no cuDNN rows"
    return 1
  fi
  cudnn_args=(-DCONVSCOPE_CUDNN_ROOT="$dir" -DCONVSCOPE_CUDNN_INCLUDE_DIR="$dir/include"
    -DCONVSCOPE_CUDNN_LIBRARY="$lib")
  export LD_LIBRARY_PATH="$dir/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
  fact "cuDNN header" "pip's: $dir/include/cudnn.h, library $lib; $dir/lib on LD_LIBRARY_PATH"
}

configure_and_build() {
  local limit=$1 started=$SECONDS
  local args=(-S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCONVSCOPE_APP=OFF
    -DCONVSCOPE_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90)
  # GoogleTest's CMake package, named explicitly: the carried one where it was unpacked, else
  # the system's.
  local gtest
  for gtest in "$deps/usr/lib/x86_64-linux-gnu/cmake/GTest" /usr/lib/x86_64-linux-gnu/cmake/GTest \
    /usr/lib/cmake/GTest; do
    [ -f "$gtest/GTestConfig.cmake" ] && break
  done
  if [ -f "$gtest/GTestConfig.cmake" ]; then
    args+=(-DGTest_DIR="$gtest")
    echo "GTest_DIR=$gtest"
  else
    echo "gpu_check: no GTestConfig.cmake found (carry .gl: scripts/gpu_check.sh prepare)"
  fi
  [ -d "$deps/usr" ] && args+=(-DCMAKE_PREFIX_PATH="$deps/usr")
  args+=("${cudnn_args[@]}")
  if command -v ccache >/dev/null; then
    # Paths relative to the checkout, so a fresh clone hits what an earlier build cached.
    export CCACHE_BASEDIR=$root
    args+=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache
      -DCMAKE_CUDA_COMPILER_LAUNCHER=ccache)
  fi
  if ! tmo "$limit" cmake "${args[@]}" >$logs/configure.log 2>&1; then
    tail -n 30 $logs/configure.log
    bundle_logs
    if have_gl; then
      echo "configure failed (last lines above)" >&3
    else
      echo "configure failed, and .gl was NOT brought along: no carried GoogleTest or EGL/GL headers (carry=[\".gl\"] after scripts/gpu_check.sh prepare)" >&3
    fi
    return 1
  fi
  tail -n 3 $logs/configure.log
  # The configure's own words on cuDNN and EGL (cuda/CMakeLists.txt), as facts of the summary.
  local line
  while IFS= read -r line; do
    line=${line#-- ConvScope }
    fact "configure: ${line%%: *}" "${line#*: }"
  done < <(grep -E '^-- ConvScope (cuDNN|EGL): ' $logs/configure.log)
  local rest=$((limit - (SECONDS - started)))
  # The whole build log goes to $OUT (logs.tar.gz); the last lines to the output.
  tmo "$rest" cmake --build "$build" -j"$(nproc)" --target cuda_tests gpu_tests gpu_measure \
    gpu_figures gpu_layer_measure 2>&1 | tee $logs/build.log | tail -n 40
  local rc=${PIPESTATUS[0]}
  bundle_logs
  [ "$rc" = 0 ] && echo "core, cuda, tests/cuda, tests/gpu for sm_90" >&3 ||
    echo "the build failed (exit $rc; last lines above)" >&3
  return "$rc"
}

# The interop facts a test run would only show as skips: a GL 4.5 context on the NVIDIA device
# and a registered texture, one summary line each.
interop_probe() {
  local limit=$1
  tmo "$limit" "$build/tests/gpu/gpu_measure" --interop-probe >$logs/probe.txt 2>&1
  local rc=$?
  cat $logs/probe.txt
  local line
  while IFS= read -r line; do
    case $line in
      "probe: "*) line=${line#probe: }; fact "${line%%: *}" "${line#*: }" ;;
    esac
  done <$logs/probe.txt
  if [ $rc = 0 ]; then
    interop_ok=yes
    echo "context and registration ok" >&3
  else
    # A probe that failed (or hung) keeps every later step away from EGL and GL: the tests run
    # without GpuInterop.*, gpu_measure with --no-interop.
    interop_ok=no
    echo "interop unavailable (lines above); the CUDA-only steps go on without EGL" >&3
  fi
  return $rc
}

# The reason of every skipped test, from ctest's full log (scripts/skip_reasons.sh).
skip_reasons() {
  "$root/scripts/skip_reasons.sh" "$build/Testing/Temporary/LastTest.log" 2>/dev/null
}

# Tests that need a device: on the device machine each skip among them fails the run.
device_test_pattern='^  (CudaEngine|CudaLayer|DeviceAllocation|Gpu[A-Za-z]*)\.'

run_tests() {
  local limit=$1
  # After a failed interop probe, the tests that make an EGL context (GpuInterop.*, and
  # GpuFigures.*, which times interop) are left out: they could only fail, or hang in EGL.
  local exclude=() left_out=""
  if [ "$interop_ok" = no ]; then
    exclude=(-E 'GpuInterop|GpuFigures')
    left_out="; GpuInterop.* and GpuFigures.* left out (the interop probe failed)"
  fi
  tmo "$limit" ctest --test-dir "$build" -L 'cuda|gpu' "${exclude[@]}" --output-on-failure \
    --timeout "$limit" >$logs/ctest.txt 2>&1
  local rc=$?
  cat $logs/ctest.txt
  cp "$build/Testing/Temporary/LastTest.log" "$logs/ctest_last.log" 2>/dev/null
  bundle_logs
  echo "== skipped tests and their reasons"
  local reasons skips
  reasons=$(skip_reasons)
  echo "${reasons:-  (none)}"
  skips=$(grep -cE "$device_test_pattern" <<<"$reasons")
  echo "== comparison tallies (inexact = pixels that differ at all from the CPU reference)"
  grep -hE '^\[ (cuda|gpu) +\]' "$build/Testing/Temporary/LastTest.log" || echo "  (none)"
  local tally
  tally=$(grep -E 'tests passed|tests failed' $logs/ctest.txt | tail -1)
  if [ "$on_device" = yes ] && [ "$skips" -gt 0 ]; then
    # On the device machine a skipped CUDA or GL test means the driver, EGL or the build did
    # not work. (CudaNoDevice.* skip wherever a driver exists.)
    echo "$tally; $skips device tests SKIPPED on the device machine (reasons in the log)$left_out" >&3
    return 1
  fi
  if [ "$on_device" = no ]; then
    echo "${tally:-no tally}; $skips device tests skipped here (on the device each would fail)" >&3
  else
    echo "${tally:-no tally}$left_out" >&3
  fi
  [ $rc = 124 ] && return 124
  return $rc
}

# nvidia-smi's SM and memory clocks every half second while the figures are taken.
clocks_start() {
  command -v nvidia-smi >/dev/null || return 0
  nvidia-smi --query-gpu=clocks.sm,clocks.mem,clocks.max.sm --format=csv,noheader,nounits \
    -lms 500 >>"$clocks_csv" 2>/dev/null &
  clocks_pid=$!
}
clocks_stop() {
  [ -n "${clocks_pid:-}" ] && kill "$clocks_pid" 2>/dev/null && wait "$clocks_pid" 2>/dev/null
  clocks_pid=""
}

measure() {
  local limit=$1
  rm -rf "$npy" "$rows" && mkdir -p "$npy"
  clocks_start
  # Rows are written after every size: a timeout keeps the sizes done.
  local no_interop=()
  [ "$interop_ok" = no ] && no_interop=(--no-interop)
  tmo "$limit" "$build/tests/gpu/gpu_measure" --rows "$rows" --npy-dir "$npy" "${no_interop[@]}"
  local rc=$?
  clocks_stop
  local count
  count=$(grep -c '"series"' "$rows" 2>/dev/null || echo 0)
  echo "$count rows in $rows$([ $rc = 0 ] || echo ", some left out (see the log)")" >&3
  return $rc
}

# python3 scripts/gpu/SCRIPT --npy-dir … --out OUT with the clocks sampled, once NEED exists.
torch_step() {
  local limit=$1 script=$2 need=$3 out_json=$4 what=$5
  [ -f "$need" ] || { echo "nothing to compare: $need is missing" >&3; return 3; }
  clocks_start
  PYTHONUNBUFFERED=1 tmo "$limit" "$py" "scripts/gpu/$script" --npy-dir "$npy" \
    --out "$out_json"
  local rc=$?
  clocks_stop
  [ $rc = 3 ] && { echo "no torch or no GPU for it (the log says which)" >&3; return 1; }
  echo "$what" >&3
  return $rc
}

torch_anchor() {
  torch_step "$1" torch_anchor.py "$rows" "$torch_json" \
    "torch-conv2d and torch-copy rows, compared with ours"
}

layers() {
  local limit=$1
  rm -f "$layer_rows"
  mkdir -p "$npy"
  clocks_start
  tmo "$limit" "$build/tests/gpu/gpu_layer_measure" --rows "$layer_rows" --npy-dir "$npy"
  local rc=$?
  clocks_stop
  echo "$(grep -c '"series"' "$layer_rows" 2>/dev/null || echo 0) layer rows (ours naive and tiled, cuDNN, copies)" >&3
  return $rc
}

torch_layer() {
  torch_step "$1" torch_layer.py "$layer_rows" "$torch_layer_json" \
    "PyTorch's conv2d on the same layers"
}

# The record as it stands: written right after measure (so a record exists once any row does)
# and again by the record step, with whatever came after. Not a step: its outcome is a fact.
early_record() {
  want record && [ -f "$rows" ] || return 0
  local left=$(($(time_left) - 5))
  ((left > 10)) && left=10
  record "$left" 3>$tmp/early-detail.txt
  fact "record after measure" "$(head -1 $tmp/early-detail.txt)"
}

record() {
  local limit=$1
  [ -f "$rows" ] || { echo "no rows from measure: nothing to record" >&3; return 3; }
  local extra=()
  [ -f "$torch_json" ] && extra+=(--torch "$torch_json")
  [ -f "$layer_rows" ] && extra+=(--layers "$layer_rows")
  [ -f "$torch_layer_json" ] && extra+=(--torch-layer "$torch_layer_json")
  [ -s "$clocks_csv" ] && extra+=(--clocks "$clocks_csv")
  tmo "$limit" "$py" scripts/gpu/write_measurement.py --ours "$rows" "${extra[@]}" \
    --driver "$driver" --date "$(date -u +%F)" --commit "$(checkout_commit)" \
    --command "$invocation" --out-dir "$record_dir" 2>&1 | tee $tmp/written.txt
  local rc=${PIPESTATUS[0]}
  local written dropped
  written=$(sed -n 's/^write_measurement: wrote \(.*\.json\) .*/\1/p' $tmp/written.txt)
  dropped=$(grep -c '^write_measurement: dropped ' $tmp/written.txt)
  if [ -n "$written" ]; then
    cp "$written" "$out/"
    echo "$(basename "$written") in \$OUT$([ "$rc" = 0 ] || echo ', INCOMPLETE (see the log)')$([ "$dropped" = 0 ] || echo "; $dropped malformed rows dropped, named in the log")" >&3
  else
    echo "not written (see the log)" >&3
  fi
  return "$rc"
}

# One compute-sanitizer tool over a gtest filter; API errors (a CUDA call that returned an error,
# which some tests provoke on purpose) are counted apart from memory errors or races.
sanitize_with() {
  local tool=$1 filter=$2 limit=$3
  shift 3
  local sanitizer
  sanitizer=$(command -v compute-sanitizer || ls /usr/local/cuda/bin/compute-sanitizer 2>/dev/null)
  [ -z "$sanitizer" ] && { echo "compute-sanitizer not found" >&3; return 3; }
  local log=$logs/$tool.log
  echo "compute-sanitizer --tool $tool $* over cuda_tests --gtest_filter=$filter"
  tmo "$limit" "$sanitizer" --tool "$tool" "$@" --error-exitcode 9 --print-limit 50 \
    "$build/tests/cuda/cuda_tests" --gtest_filter="$filter" --gtest_brief=1 >"$log" 2>&1
  local rc=$?
  { echo "==== $tool ($filter), exit $rc"; cat "$log"; } >>"$out/sanitizer.log"
  tail -n 12 "$log"
  local api memory
  api=$(grep -c 'Program hit ' "$log")
  memory=$(grep -cE '(Invalid|Misaligned|Out-of-range|Uninitialized) .*(read|write|access)|Race reported|Leaked [0-9]+ bytes|Error: .*hazard' "$log")
  local what="$memory memory errors or races, $api API errors (sanitizer.log)"
  if [ $rc = 124 ]; then
    echo "$what" >&3
    return 124
  fi
  if grep -q '^\[  SKIPPED \] [0-9]* test' "$log"; then
    echo "its tests skipped (no device?); $what" >&3
    return 1
  fi
  if grep -q '^\[  FAILED  \]' "$log"; then
    echo "tests failed under the sanitizer; $what" >&3
    return 1
  fi
  echo "$what" >&3
  # Exit 9 with only API errors: the tests that ask for too much on purpose; still listed.
  [ "$memory" -gt 0 ] && return 1
  [ $rc = 0 ] || [ $rc = 9 ]
}

memcheck() {
  # Small sizes only (at most 1000²): a sanitizer slows a launch by one to three orders.
  sanitize_with memcheck 'CudaEngine.*:CudaOptions.*:CudaCheck.*:DeviceAllocation.*:CudaLayer.OwnKernel*:CudaLayer.TiledKernelSmallCases*' \
    "$1" --leak-check full
}

racecheck() {
  # Racecheck watches shared memory, so only the tiled kernels matter (the 3×3 one and the
  # layer's), at a few small cases.
  sanitize_with racecheck 'CudaEngine.TiledKernelSmallCases*:CudaLayer.TiledKernelSmallCases*' "$1" \
    --racecheck-report all
}

profile() {
  local limit=$1
  local ncu
  ncu=$(command -v ncu || ls /usr/local/cuda/bin/ncu 2>/dev/null)
  [ -z "$ncu" ] && { echo "ncu not found" >&3; return 3; }
  # --kernels-only launches each kernel twice (a warm-up and one timed): all are profiled.
  # The metrics are the measured counterparts of `convscope map --access` (computed from the
  # addresses): global-load sectors and requests (sectors per request), the DRAM bytes read, and
  # shared memory's bank conflicts on loads.
  local metrics=l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum
  metrics+=,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,dram__bytes_read.sum
  metrics+=,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum
  tmo "$limit" "$ncu" --clock-control none -k 'regex:(global|tiled|rows)Kernel' \
    --launch-count 12 --section SpeedOfLight --section MemoryWorkloadAnalysis \
    --metrics "$metrics" \
    "$build/tests/gpu/gpu_measure" --kernels-only --sizes 8192 --rows $tmp/ncu-rows.json \
    --npy-dir $tmp >"$out/ncu.txt" 2>&1
  local rc=$?
  grep -E 'Kernel<|Duration|DRAM Throughput|Memory Throughput|L2 Hit|Compute \(SM\)|l1tex__|dram__bytes' \
    "$out/ncu.txt" | head -80
  echo "ncu.txt" >&3
  return $rc
}

figures() {
  export CONVSCOPE_GPU_REPORT="$out/gpu_figures.txt"
  tmo "$1" "$build/tests/gpu/gpu_figures"
  local rc=$?
  echo "gpu_figures.txt" >&3
  return $rc
}

run_steps() {
  step build configure_and_build
  if ! want build || [[ ${results[-1]} == build${sep}ok* ]]; then
    step interop interop_probe
    step tests run_tests
    step measure measure
    early_record
    step torch torch_anchor
    step layers layers
    step torch-layer torch_layer
    record_done=yes  # the reserve is record's own now
    step record record
    step memcheck memcheck
    step racecheck racecheck
    step profile profile
    step figures figures
  else
    local s
    for s in ${steps//,/ }; do
      [ "$s" = build ] || note "$s" "SKIPPED" "the build failed"
    done
  fi
}

device_run() {
  status=0
  on_device=yes
  unpack yes
  echo "$gl_line"  # the first line of the output
  summary >/dev/null
  echo "== machine"
  if ! nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.max.sm,clocks.mem \
    --format=csv; then
    note "machine" "FAILED" "nvidia-smi finds no NVIDIA GPU; without one: scripts/gpu_check.sh dry-run"
    return 1
  fi
  driver=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader | head -1)
  fact "GPU" "$(nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,clocks.mem,persistence_mode --format=csv,noheader | head -1) (name, SM, max SM, memory MHz at the start, persistence mode)"
  fact "driver" "$driver; commit $(checkout_commit)"
  egl_vendor
  find_cudnn
  command -v nvcc || ls /usr/local/cuda/bin/nvcc
  cmake --version | head -1
  "$py" --version
  echo "cores: $(nproc); steps: $steps"
  rm -f "$clocks_csv" "$torch_json" "$torch_layer_json"
  # The whole run's clocks from the top (with timestamps; into logs.tar.gz); the record's own
  # clocks are those sampled while the figures are taken (clocks_start in each step).
  if command -v nvidia-smi >/dev/null; then
    nvidia-smi --query-gpu=timestamp,clocks.sm,clocks.mem,temperature.gpu,power.draw \
      --format=csv,noheader -lms 1000 >"$logs/clocks-run.csv" 2>/dev/null &
    run_clocks_pid=$!
  fi
  run_steps
  [ -n "${run_clocks_pid:-}" ] && kill "$run_clocks_pid" 2>/dev/null
  bundle_logs
  echo "gpu_check: steps $steps; exit status $status after $SECONDS s"
  return $status
}

# The plan the device would run, with each step's limit if every step before it took its
# expected time (the real limits are computed as the run goes).
print_plan() {
  echo "== on the device machine, $invocation would run, in a budget of $budget s:"
  echo "   here first: scripts/gpu_check.sh prepare   (.gl/ and the commit the record names)"
  echo "   through: run(command=\"${invocation//\"/\\\"}\", carry=[\".gl\"], timeout_s=$((budget + 20)))"
  local s t=5 e lim reserve=0
  want record && reserve=$record_reserve
  for s in ${steps//,/ }; do
    e=${expected[$s]//[!0-9-]/}
    e=${e##*-}
    [ "$s" = record ] && reserve=0
    lim=$((budget - t - reserve))
    ((lim > cap[$s])) && lim=${cap[$s]}
    if ((lim < least[$s])); then
      printf '   %-12s SKIPPED (time) at this pace\n' "$s"
      continue
    fi
    printf '   %-12s limit %3d s (cap %3d s, expected %s s): %s\n' "$s" "$lim" "${cap[$s]}" \
      "${expected[$s]}" "$(plan_of "$s")"
    t=$((t + e))
  done
  echo "   expected total about $t s; each limit is min(cap, time left), so they never pass $budget s;"
  echo "   until record, $record_reserve s of the time left are kept for it (and a record is written right after measure)"
  echo "   a rerun of only the missed steps (e.g. --only memcheck,racecheck) starts a fresh machine"
  echo "   (warm only ~30 s): 1-2 min start + the build (~60-90 s) + the steps, about 5 minutes"
}

plan_of() {
  case $1 in
    build) echo "cmake + ninja: cuda_tests gpu_tests gpu_measure gpu_figures gpu_layer_measure (sm_90)" ;;
    interop) echo "$build/tests/gpu/gpu_measure --interop-probe (vendor file, EGL lib, GL 4.5, registration)" ;;
    tests) echo "ctest -L 'cuda|gpu' (-E 'GpuInterop|GpuFigures' after a failed probe); skips of CudaEngine.*, CudaLayer.*, DeviceAllocation.*, Gpu*.* fail it" ;;
    measure) echo "$build/tests/gpu/gpu_measure --rows $rows --npy-dir $npy (16..8192)" ;;
    torch) echo "python3 scripts/gpu/torch_anchor.py --npy-dir $npy --out $torch_json" ;;
    layers) echo "$build/tests/gpu/gpu_layer_measure --rows $layer_rows --npy-dir $npy" ;;
    torch-layer) echo "python3 scripts/gpu/torch_layer.py --npy-dir $npy --out $torch_layer_json" ;;
    record) echo "python3 scripts/gpu/write_measurement.py … → resources/measurements/<device>-<date>.json, into \$OUT" ;;
    memcheck) echo "compute-sanitizer --tool memcheck --leak-check full over the small device tests" ;;
    racecheck) echo "compute-sanitizer --tool racecheck over CudaEngine.TiledKernelSmallCases*, CudaLayer.TiledKernelSmallCases*" ;;
    profile) echo "ncu --clock-control none (SpeedOfLight, MemoryWorkloadAnalysis) at 8192²" ;;
    figures) echo "$build/tests/gpu/gpu_figures → \$OUT/gpu_figures.txt" ;;
  esac
}

# ---- the dry run's own checks ---------------------------------------------------------------

dry_writer() {
  local limit=$1
  local fixture=tests/app/fixtures/measurement-fixture.json
  tmo "$limit" "$py" scripts/gpu/write_measurement.py --self-test --fixture "$fixture" \
    --dry-out "$out/dry-measurement.json" || { echo "self-test failed" >&3; return 1; }
  local file
  for file in resources/measurements/*.json; do
    [ -f "$file" ] || continue
    "$py" scripts/gpu/write_measurement.py --validate "$file" >/dev/null ||
      { echo "$(basename "$file") fails validation" >&3; return 1; }
  done
  echo "self-test passed; the fixture has the writer's fields; dry-measurement.json in \$OUT" >&3
}

dry_tools() {
  local rc fails=""
  "$build/tests/gpu/gpu_measure" --rows $tmp/dry-rows.json --npy-dir $tmp
  rc=$?; [ $rc = 1 ] || fails+=" gpu_measure exit $rc (expected 1);"
  "$build/tests/gpu/gpu_measure" --interop-probe
  rc=$?; [ $rc = 1 ] || fails+=" interop probe exit $rc (expected 1);"
  "$build/tests/gpu/gpu_layer_measure" --rows $tmp/dry-layer.json --npy-dir $tmp
  rc=$?; [ $rc = 1 ] || fails+=" gpu_layer_measure exit $rc (expected 1);"
  rm -rf $tmp/dry-npy && mkdir -p $tmp/dry-npy
  "$build/tests/gpu/gpu_layer_measure" --npy-check $tmp/dry-npy &&
    "$py" scripts/gpu/torch_layer.py --check-npy $tmp/dry-npy ||
    fails+=" the layer .npy files do not read back;"
  "$py" scripts/gpu/torch_layer.py --npy-dir $tmp/dry-npy --out $tmp/dry-tl.json
  rc=$?; [ $rc = 3 ] || fails+=" torch_layer.py exit $rc (expected 3);"
  "$py" scripts/gpu/torch_anchor.py --npy-dir $tmp --sizes 16 --out $tmp/dry-t.json
  rc=$?; [ $rc = 3 ] || fails+=" torch_anchor.py exit $rc (expected 3);"
  if [ -n "$fails" ]; then
    echo "${fails%;}" >&3
    return 1
  fi
  echo "without a device each tool says why and exits 1 (torch scripts 3); .npy reads back" >&3
}

# A pip-style cuDNN made of the toolkit's files: nvidia/ and nvidia/cudnn/ namespace packages (no
# __init__.py) with include/cudnn*.h and lib/libcudnn.so.9 (copied: its path is then the fake
# one in /proc/self/maps) beside the sublibraries (symlinked), and no unversioned libcudnn.so.
fake_pip_cudnn() {
  local site=$tmp/site d=$tmp/site/nvidia/cudnn f
  mkdir -p "$d/include" "$d/lib"
  cp /usr/local/cuda/include/cudnn*.h "$d/include/" 2>/dev/null || return 1
  for f in /usr/local/cuda/lib64/libcudnn*.so.9; do
    [ -e "$f" ] || return 1
    case $(basename "$f") in
      libcudnn.so.9) cp -L "$f" "$d/lib/" ;;
      *) ln -s "$(readlink -f "$f")" "$d/lib/$(basename "$f")" ;;
    esac
  done
  export PYTHONPATH="$site${PYTHONPATH:+:$PYTHONPATH}" CONVSCOPE_CUDNN_FROM=pip
  echo "$d"
}

# The dry build found the fake pip cuDNN: the configure's line names it, and libcudnn.so.9 and
# a sublibrary open by bare soname from its lib/ (LD_LIBRARY_PATH), as cuDNN's dispatcher does.
dry_cudnn() {
  local fake=$1 line
  line=$(grep -E '^-- ConvScope cuDNN: ' $logs/configure.log)
  [[ $line == *"$fake/lib/libcudnn.so.9"* ]] ||
    { echo "the configure did not take pip's cuDNN: ${line:-no cuDNN line}" >&3; return 1; }
  local loaded
  loaded=$("$py" -c 'import ctypes
lib = ctypes.CDLL("libcudnn.so.9")
ctypes.CDLL("libcudnn_cnn.so.9")
maps = [l.split()[-1] for l in open("/proc/self/maps") if "libcudnn.so.9" in l]
print(maps[0] if maps else "?", lib.cudnnGetVersion())') ||
    { echo "libcudnn.so.9 or libcudnn_cnn.so.9 does not open by soname" >&3; return 1; }
  [[ $loaded == "$fake/lib/libcudnn.so.9 "* ]] ||
    { echo "libcudnn.so.9 opened from elsewhere: $loaded" >&3; return 1; }
  echo "pip layout (namespace packages, only libcudnn.so.9): configured and opened by soname from $fake/lib (version ${loaded##* })" >&3
}

# A late step that hangs past its limit, and one malformed row: the record is still written,
# right after measure and again by the record step, with the good rows and the bad one named.
# In a subshell with its own budget, output and rows (made up here; no device needed).
dry_record() {
  local d=$tmp/dry-record
  mkdir -p "$d/out"
  (
    out=$d/out results=() facts=() record_done="" driver="dry-run" mode_label="dry-record"
    rows=$d/rows.json layer_rows=$d/none.json torch_json=$d/none-t.json
    torch_layer_json=$d/none-tl.json clocks_csv=$d/none.csv record_dir=$d/measurements
    steps="measure,torch,record" record_reserve=6 budget=$((SECONDS + 14))
    cap[torch]=100 least[torch]=1 least[measure]=1
    made_up_rows() {
      cat >"$rows" <<'ROWS'
{"device": "Dry Run GPU", "cuda_driver": "13.0", "cuda_runtime": "13.0", "host_cpu": "dry", "kernel": "gaussian-blur", "notes": {}, "rows": [
  {"size": 16, "series": "gpu-kernel", "repeats": 30, "median_ms": 0.01, "p10_ms": 0.009, "p90_ms": 0.012, "command": "dry", "per_pair": 64, "l2": "flushed 100 MiB"},
  {"size": 16, "series": "gpu-kernel-tiled", "repeats": 30, "median_ms": 0.008, "p10_ms": 0, "p90_ms": 0.01, "command": "dry"},
  {"size": 32, "series": "gpu-kernel", "repeats": 30, "median_ms": 0.02, "p10_ms": 0.019, "p90_ms": 0.022, "command": "dry"}
]}
ROWS
      echo "3 made-up rows, one with p10 = 0" >&3
    }
    hangs() { tmo "$1" sleep 600; }
    step measure made_up_rows
    early_record
    step torch hangs
    record_done=yes
    step record record
    summary >/dev/null
  ) >"$d/log.txt" 2>&1
  local file problems=""
  file=$(ls "$d"/measurements/*.json 2>/dev/null | head -1)
  grep -q 'torch .*FAILED.*timed out' "$d/out/summary.txt" || problems+=" the hanging step was not cut at its limit;"
  grep -q 'record after measure .*\.json' "$d/out/summary.txt" || problems+=" no record right after measure;"
  grep -q 'record .*dry-run-gpu.*1 malformed rows dropped' "$d/out/summary.txt" ||
    problems+=" the record step did not write or did not name the dropped row;"
  grep -q 'dropped row gpu-kernel-tiled at 16' "$d/log.txt" || problems+=" the dropped row is not named;"
  if [ -n "$file" ]; then
    "$py" scripts/gpu/write_measurement.py --validate "$file" >/dev/null 2>&1 ||
      problems+=" the record fails validation;"
    [ "$(grep -c '"series"' "$file")" = 2 ] || problems+=" the record does not have the 2 good rows;"
  else
    problems+=" no record file;"
  fi
  if [ -n "$problems" ]; then
    cat "$d/log.txt" "$d/out/summary.txt"
    echo "${problems%;}" >&3
    return 1
  fi
  sed 's/^/  | /' "$d/out/summary.txt"
  echo "a step hung past its limit (cut, FAILED) and a row had p10 = 0: $(basename "$file") written after measure and by record, 2 good rows, the bad one named" >&3
}

dry_cudnn_of() { dry_cudnn "$fake"; }

dry_run() {
  status=0
  on_device=no
  [ -z "${CONVSCOPE_PYTHON:-}" ] && [ -x /usr/bin/python3 ] && py=/usr/bin/python3
  echo "== dry run: no GPU needed; prepares, builds and tests what the device run builds and tests"
  if ! prepare; then
    note "prepare" "FAILED" ".gl/ could not be fetched"
    return 1
  fi
  unpack no
  echo "$gl_line"
  fact "commit" "$(checkout_commit) (what the device run would record)"
  local fake
  fake=$(fake_pip_cudnn) || fake=""
  if [ -n "$fake" ]; then
    export PYTHONPATH="$tmp/site${PYTHONPATH:+:$PYTHONPATH}" CONVSCOPE_CUDNN_FROM=pip
    find_cudnn
  else
    fact "cuDNN (pip layout)" "no toolkit cuDNN here to make a fake pip layout from: not checked"
  fi
  # A fresh build folder, configured as on the bare device machine.
  build="build-gpu-dry"
  rm -rf "$build"
  # The device run's build and tests, then the dry run's own checks. This machine may be far
  # slower than the device's 16 cores (and shared): the build may take what is left of the
  # budget here, where the device gives it 200 s; the whole dry run must still fit the budget.
  cap[build]=$budget
  steps="build,tests"
  step build configure_and_build
  if [[ ${results[-1]} == build${sep}ok* ]]; then
    step tests run_tests
    cap[dry-writer]=30 least[dry-writer]=5 cap[dry-tools]=30 least[dry-tools]=5
    cap[dry-cudnn]=20 least[dry-cudnn]=5 cap[dry-record]=40 least[dry-record]=20
    steps+=",dry-writer,dry-tools,dry-record"
    step dry-writer dry_writer
    step dry-tools dry_tools
    step dry-record dry_record
    if [ -n "$fake" ]; then
      steps+=",dry-cudnn"
      step dry-cudnn dry_cudnn_of
    fi
  fi
  command -v compute-sanitizer >/dev/null || ls /usr/local/cuda/bin/compute-sanitizer \
    >/dev/null 2>&1 || fact "compute-sanitizer" "not here (on the device image)"
  resolve_steps
  build="build-gpu"
  cap[build]=200
  print_plan
  summary >/dev/null
  echo "gpu_check: dry run exit status $status after $SECONDS s (budget $budget s)"
  ((SECONDS <= budget)) || { echo "gpu_check: the dry run took longer than the budget"; status=1; }
  return $status
}

usage() {
  echo "usage: scripts/gpu_check.sh [fetch|prepare|dry-run|run] [--only STEP,...] [--budget S]" >&2
  echo "steps: ${all_steps[*]} figures" >&2
  exit 2
}

mode=run
case "${1:-}" in
  fetch | prepare | dry-run | run) mode=$1; shift ;;
esac
invocation="scripts/gpu_check.sh${*:+ $*}"
while [ $# -gt 0 ]; do
  case $1 in
    --only) [ $# -ge 2 ] || usage; only=$2; shift 2 ;;
    --budget) [[ ${2:-} =~ ^[0-9]+$ ]] || usage; budget=$2; shift 2 ;;
    *) usage ;;
  esac
done
[ -n "${CONVSCOPE_GPU_BUDGET_S:-}" ] && invocation="CONVSCOPE_GPU_BUDGET_S=$CONVSCOPE_GPU_BUDGET_S $invocation"
resolve_steps || usage
case "$mode" in
  fetch) fetch ;;
  prepare) prepare ;;
  run | dry-run)
    out=${OUT:-/tmp/convscope-gpu-out}
    mkdir -p "$out"
    rm -f "$out/sanitizer.log"
    mode_label=$mode
    if [ "$mode" = run ]; then
      device_run 2>&1 | tee "$out/gpu_check.log"
    else
      dry_run 2>&1 | tee "$out/gpu_check.log"
    fi
    exit "${PIPESTATUS[0]}"
    ;;
esac
