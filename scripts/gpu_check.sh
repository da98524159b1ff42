#!/usr/bin/env bash
# The GPU check: one prepared script for a session that is lent the H200 device machine (its
# notes: /work/.library/device/README.md, H200.md, HOPPER.md).
#
#   scripts/gpu_check.sh fetch     here, once, in the checkout the device tool sends (needs the
#                                  package mirror): the glvnd EGL/OpenGL loaders, their headers
#                                  and GoogleTest as .deb files into .gl/ (git-ignored).
#   scripts/gpu_check.sh dry-run   here, without a GPU: builds exactly what the device builds
#                                  (Qt-free, sm_90), runs the tests (the device ones skip, with
#                                  their reasons), self-tests the measurement writer and the
#                                  torch anchor's failure path, and lists what the device would
#                                  run. Exit 0 when all of that holds.
#   scripts/gpu_check.sh [run]     on the device machine, through the device tool:
#        run(command="scripts/gpu_check.sh", carry=[".gl"], timeout_s=420)
#
# The device run, in order of importance (so a run cut short keeps what matters most), each
# step with its own time limit (seconds); steps 7 and 8 start only while the budget
# CONVSCOPE_GPU_BUDGET_S (default 330 s from the start) has room for them:
#   1. unpack .gl, machine facts                                           ~5
#   2. configure + build core, cuda, tests/cuda, tests/gpu for sm_90     ≤ 240 (~60-90 expected)
#   3. ctest -L 'cuda|gpu'; a skipped device test is a failure here      ≤ 200 (~40)
#   4. tests/gpu/gpu_measure: the series at 16..8192, .npy for torch     ≤ 120 (~30)
#   5. scripts/gpu/torch_anchor.py: cuDNN conv2d and copy_, compared     ≤ 120 (~20)
#   5b. tests/gpu/gpu_layer_measure: whole layers (our kernel, cuDNN, copies)  ≤ 60 (~10)
#       and scripts/gpu/torch_layer.py: PyTorch's conv2d on the same layers   ≤ 60 (~15)
#   6. scripts/gpu/write_measurement.py → resources/measurements/<device>-<date>.json, into $OUT
#   7. compute-sanitizer memcheck and racecheck (at once) over the cuda tests   ≤ 90
#   8. ncu (SpeedOfLight, memory) of the three kernels at 8192²                ≤ 60
# Expected about 4-5 minutes in all, at most about 6.5; timeout_s=420 leaves room in the
# 15-minute device budget (a machine start of 1-2 minutes included) to run it a second time,
# and a second run on the same machine reuses build-gpu/ (ignored outputs are kept there). Nothing here changes the GPU's settings
# (ncu runs with --clock-control none). Back in $OUT (at most 8 files): gpu_check.log,
# ctest_last.log, gpu_figures.txt, the measurement .json, torch_anchor.json, sanitizer.log,
# ncu.txt. The summary is printed last, so the tool's output tail holds it. A rerun can take
# only the steps the first run missed: CONVSCOPE_GPU_STEPS=sanitize,profile scripts/gpu_check.sh
# (of tests, measure, sanitize, profile; the build is always checked, and is kept on a warm
# machine).
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

loaders=(libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2)
headers=(libegl-dev libgl-dev libglx-dev libopengl-dev libgles-dev libgtest-dev)
deps=/tmp/convscope-deps
build="build-gpu"
npy=/tmp/convscope-npy
budget=${CONVSCOPE_GPU_BUDGET_S:-330}
# Which steps after the build a device run takes; a rerun can take only what the first missed,
# e.g. CONVSCOPE_GPU_STEPS=sanitize,profile (the build folder is kept on a warm machine).
steps=${CONVSCOPE_GPU_STEPS:-tests,measure,sanitize,profile}
declare -a results=()

fetch() {
  set -e
  local exclude
  exclude=$(git rev-parse --git-path info/exclude)
  mkdir -p "$(dirname "$exclude")"
  grep -qxF '/.gl/' "$exclude" 2>/dev/null || echo '/.gl/' >>"$exclude"
  mkdir -p .gl /tmp/amd64/partial
  local o=(-oAPT::Architecture=amd64 -oAPT::Architectures=amd64 -oDir::State::Lists=/tmp/amd64)
  apt-get "${o[@]}" update
  (cd .gl && apt-get "${o[@]}" download "${loaders[@]}" "${headers[@]}")
  ls -l .gl
}

# One line per step for the summary: "ok", "FAILED ...", "skipped ...".
note() { results+=("$(printf '%-28s %s' "$1" "$2")"); }

time_left() { echo $((budget - SECONDS)); }

want() { [[ ",$steps," == *",$1,"* ]]; }

# $1 = yes on the device machine: the loaders also go to / (the device README's way), so that
# the tests find them at run time. Headers, link-time symlinks and GoogleTest stay in /tmp,
# where they cannot break the image. A dry run leaves / alone and builds against /tmp only.
unpack() {
  rm -rf "$deps"  # never a stale copy from an earlier run
  if compgen -G ".gl/*.deb" >/dev/null; then
    mkdir -p "$deps"
    for f in .gl/*.deb; do
      case "$(basename "$f")" in
        *-dev_*) ;;
        *) [ "$1" = yes ] && dpkg -x "$f" / ;;
      esac
      dpkg -x "$f" "$deps"
    done
    [ "$1" = yes ] && ldconfig
  else
    echo "gpu_check: no .gl/*.deb carried; relying on the image's own EGL, GL and GoogleTest"
  fi
  # glvnd finds NVIDIA's EGL vendor file only in its default folders; the driver's own lives
  # under /usr/local/nvidia on this machine.
  local vendor=/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json
  if [ -f "$vendor" ] && ! compgen -G "/usr/share/glvnd/egl_vendor.d/*nvidia*" >/dev/null; then
    export __EGL_VENDOR_LIBRARY_FILENAMES=$vendor
  fi
}

configure_and_build() {
  local args=(-S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCONVSCOPE_APP=OFF
    -DCONVSCOPE_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90)
  # GoogleTest's CMake package, named explicitly: the carried one where it was unpacked, else
  # the system's (this machine's libgtest-dev).
  local gtest
  for gtest in "$deps/usr/lib/x86_64-linux-gnu/cmake/GTest" /usr/lib/x86_64-linux-gnu/cmake/GTest \
    /usr/lib/cmake/GTest; do
    [ -f "$gtest/GTestConfig.cmake" ] && break
  done
  if [ -f "$gtest/GTestConfig.cmake" ]; then
    args+=(-DGTest_DIR="$gtest")
    echo "GTest_DIR=$gtest"
  else
    echo "gpu_check: no GTestConfig.cmake found (carry .gl: scripts/gpu_check.sh fetch)"
  fi
  [ -d "$deps/usr" ] && args+=(-DCMAKE_PREFIX_PATH="$deps/usr")
  if command -v ccache >/dev/null && [ -n "${CCACHE_DIR:-}" ]; then
    args+=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_CUDA_COMPILER_LAUNCHER=ccache)
  fi
  local jobs
  jobs=$(nproc)
  timeout 60 cmake "${args[@]}" || return 1
  timeout 240 cmake --build "$build" -j"$jobs" --target cuda_tests gpu_tests gpu_measure gpu_figures \
    gpu_layer_measure
}

# The reason of every skipped test, from ctest's full log (scripts/skip_reasons.sh).
skip_reasons() {
  "$root/scripts/skip_reasons.sh" "$build/Testing/Temporary/LastTest.log"
}

run_tests() {
  local out=$1 device=$2
  timeout 300 ctest --test-dir "$build" -L 'cuda|gpu' --output-on-failure --timeout 200 \
    >"$out/ctest.txt" 2>&1
  local status=$?
  cat "$out/ctest.txt"
  cp "$build/Testing/Temporary/LastTest.log" "$out/ctest_last.log" 2>/dev/null
  rm -f "$out/ctest.txt"
  echo "== skipped tests and their reasons"
  local reasons
  reasons=$(skip_reasons)
  echo "${reasons:-  (none)}"
  if [ "$device" = yes ] &&
    grep -E '^  (CudaEngine|CudaLayer|Gpu[A-Za-z]*)\.' <<<"$reasons" >/dev/null; then
    # On the device machine a skipped CUDA or GL test means the driver, EGL or the build did not
    # work. (CudaNoDevice.* skip wherever a driver exists.)
    echo "gpu_check: device tests were skipped on the device machine (reasons above)"
    status=1
  fi
  echo "== comparison tallies (inexact = pixels that differ at all from the CPU reference)"
  grep -hE '^\[ (cuda|gpu) +\]' "$build/Testing/Temporary/LastTest.log" || echo "  (none)"
  return $status
}

sanitize() {
  local out=$1 status=0 tool
  local tests="$build/tests/cuda/cuda_tests"
  local sanitizer
  sanitizer=$(command -v compute-sanitizer || ls /usr/local/cuda/bin/compute-sanitizer 2>/dev/null)
  if [ -z "$sanitizer" ]; then
    note "compute-sanitizer" "FAILED: not found"
    return 1
  fi
  if [ "$(time_left)" -lt 60 ]; then
    note "compute-sanitizer" "FAILED: skipped, $(time_left) s of the budget left"
    return 1
  fi
  # Both tools at once: they check correctness, not speed, so sharing the GPU costs nothing but
  # time. Small sizes only (at most 1024²): a sanitizer slows a launch by one to three orders.
  # Racecheck watches shared memory: the tests that run the tiled kernel.
  local -A filters=(
    [memcheck]='CudaEngine.*:CudaOptions.*:CudaCheck.*:CudaLayer.OwnKernel*'
    [racecheck]='CudaEngine.EveryPreset*:CudaEngine.SizesThatAreNot*:CudaEngine.Recording*'
  )
  local -A extras=([memcheck]='--leak-check full' [racecheck]='--racecheck-report all')
  local -A pids=()
  local started=$SECONDS
  for tool in memcheck racecheck; do
    echo "== compute-sanitizer --tool $tool (${filters[$tool]})"
    # shellcheck disable=SC2086 # the extra options are words on purpose
    timeout 90 "$sanitizer" --tool $tool ${extras[$tool]} --error-exitcode 9 --print-limit 20 \
      "$tests" --gtest_filter="${filters[$tool]}" --gtest_brief=1 >"/tmp/convscope-$tool.log" 2>&1 &
    pids[$tool]=$!
  done
  for tool in memcheck racecheck; do
    wait "${pids[$tool]}"
    local rc=$?
    { echo "==== $tool, exit $rc"; cat "/tmp/convscope-$tool.log"; } >>"$out/sanitizer.log"
    echo "-- $tool: last lines"
    tail -n 8 "/tmp/convscope-$tool.log"
    # A test that skips under the sanitizer checked nothing (the filters hold device tests only
    # apart from the option and check tests, which never skip).
    if [ $rc = 0 ] && grep -q '^\[  SKIPPED \] [0-9]* test' "/tmp/convscope-$tool.log"; then
      rc=skipped
    fi
    case $rc in
      0) note "sanitizer $tool" "ok ($((SECONDS - started)) s, both at once)" ;;
      skipped) note "sanitizer $tool" "FAILED: its tests skipped (no device?)" ; status=1 ;;
      124) note "sanitizer $tool" "FAILED: timed out after 90 s" ; status=1 ;;
      9) note "sanitizer $tool" "FAILED: errors reported (sanitizer.log)" ; status=1 ;;
      *) note "sanitizer $tool" "FAILED: exit $rc (sanitizer.log)" ; status=1 ;;
    esac
  done
  return $status
}

profile() {
  local out=$1
  local ncu
  ncu=$(command -v ncu || ls /usr/local/cuda/bin/ncu 2>/dev/null)
  if [ -z "$ncu" ]; then
    note "ncu" "skipped: not found"
    return 0
  fi
  if [ "$(time_left)" -lt 70 ]; then
    note "ncu" "skipped: $(time_left) s of the budget left"
    return 0
  fi
  echo "== ncu at 8192² (clocks left alone)"
  # --kernels-only launches each kernel twice (a warm-up and one timed): all are profiled.
  timeout 60 "$ncu" --clock-control none -k 'regex:(global|tiled|rows)Kernel' \
    --launch-count 12 --section SpeedOfLight --section MemoryWorkloadAnalysis \
    "$build/tests/gpu/gpu_measure" --kernels-only --sizes 8192 --rows /tmp/ncu_rows.json \
    --npy-dir /tmp >"$out/ncu.txt" 2>&1
  local rc=$?
  grep -E 'Kernel<|Duration|DRAM Throughput|Memory Throughput|L2 Hit|Compute \(SM\)' \
    "$out/ncu.txt" | head -60
  if [ $rc = 0 ]; then note "ncu" "ok (ncu.txt)"; else note "ncu" "FAILED: exit $rc (ncu.txt)"; fi
}

summary() {
  echo "== summary"
  printf '  %s\n' "${results[@]}"
}

device_run() {
  local out=$1 status=0
  rm -f /tmp/convscope-written.txt
  unpack yes
  echo "== machine"
  if ! nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.mem \
    --format=csv; then
    echo "gpu_check: nvidia-smi finds no NVIDIA GPU here; without one use: scripts/gpu_check.sh dry-run"
    return 1
  fi
  local driver date
  driver=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader | head -1)
  date=$(date -u +%F)
  command -v nvcc || ls /usr/local/cuda/bin/nvcc
  cmake --version | head -1
  python3 --version
  echo "cores: $(nproc)"

  echo "== configure and build (Qt-free: core, cuda, tests/cuda, tests/gpu; sm_90)"
  local started=$SECONDS
  if ! configure_and_build; then
    note "build" "FAILED"
    summary
    return 1
  fi
  note "build" "ok ($((SECONDS - started)) s)"

  export CONVSCOPE_GPU_REPORT="$out/gpu_figures.txt"
  if want tests; then
    echo "== tests"
    started=$SECONDS
    if run_tests "$out" yes; then
      note "ctest cuda|gpu" "ok ($((SECONDS - started)) s)"
    else
      note "ctest cuda|gpu" "FAILED (see above)"
      status=1
    fi
  fi
  if want measure; then
    measure "$out" "$driver" "$date" || status=1
  fi
  if want sanitize; then
    sanitize "$out" || status=1
  fi
  if want profile; then
    profile "$out"
  fi

  if want figures; then
    # The older benchmark tool (step timings, copy ceiling, crossover), now a tool rather than a
    # ctest; gpu_measure above writes the recorded rows, so this runs only when asked for.
    echo "== figures: tests/gpu/gpu_figures"
    timeout 200 "$build/tests/gpu/gpu_figures" || status=1
    cat "$CONVSCOPE_GPU_REPORT" 2>/dev/null || echo "(gpu_figures wrote no report)"
  fi
  [ -f /tmp/convscope-written.txt ] && cat /tmp/convscope-written.txt
  summary
  echo "gpu_check: steps $steps; exit status $status after $SECONDS s"
  return $status
}

# The whole-layer rows: our kernel and cuDNN (gpu_layer_measure), then PyTorch's conv2d on the
# same tensors (torch_layer.py); both into /tmp, merged into the measurement file.
layers() {
  local out=$1 status=0 started
  rm -f /tmp/convscope-layer-rows.json /tmp/convscope-torch-layer.json
  if [ "$(time_left)" -lt 30 ]; then
    note "gpu_layer_measure" "skipped: $(time_left) s of the budget left"
    return 1
  fi
  echo "== layers: tests/gpu/gpu_layer_measure"
  started=$SECONDS
  if timeout 60 "$build/tests/gpu/gpu_layer_measure" --rows /tmp/convscope-layer-rows.json \
    --npy-dir "$npy"; then
    note "gpu_layer_measure" "ok ($((SECONDS - started)) s)"
  else
    note "gpu_layer_measure" "FAILED (see above)"
    status=1
  fi
  [ -f /tmp/convscope-layer-rows.json ] && cp /tmp/convscope-layer-rows.json "$out/layer_rows.json"
  echo "== layers: scripts/gpu/torch_layer.py"
  started=$SECONDS
  if PYTHONUNBUFFERED=1 timeout 60 python3 scripts/gpu/torch_layer.py --npy-dir "$npy" \
    --out /tmp/convscope-torch-layer.json; then
    note "torch layer" "ok ($((SECONDS - started)) s)"
  else
    note "torch layer" "FAILED (see above)"
    status=1
  fi
  return $status
}

# gpu_measure, the torch anchor and the measurement file (copied to $OUT).
measure() {
  local out=$1 driver=$2 date=$3 status=0 started

  echo "== measurement: tests/gpu/gpu_measure"
  rm -rf "$npy" /tmp/convscope-rows.json && mkdir -p "$npy"
  started=$SECONDS
  # A failed step leaves out its own rows only; whatever was measured goes on to the file.
  if timeout 120 "$build/tests/gpu/gpu_measure" --rows /tmp/convscope-rows.json --npy-dir "$npy"
  then
    note "gpu_measure" "ok ($((SECONDS - started)) s)"
  else
    note "gpu_measure" "FAILED (see above)"
    status=1
  fi
  if [ -f /tmp/convscope-rows.json ]; then
    echo "== torch anchor: scripts/gpu/torch_anchor.py"
    started=$SECONDS
    if PYTHONUNBUFFERED=1 timeout 120 python3 scripts/gpu/torch_anchor.py --npy-dir "$npy" \
      --out "$out/torch_anchor.json"; then
      note "torch anchor" "ok ($((SECONDS - started)) s)"
    else
      note "torch anchor" "FAILED (see above)"
      status=1
    fi
    layers "$out" || status=1
    echo "== the measurement file"
    local torch_rows=()
    [ -f "$out/torch_anchor.json" ] && torch_rows=(--torch "$out/torch_anchor.json")
    [ -f /tmp/convscope-layer-rows.json ] && torch_rows+=(--layers /tmp/convscope-layer-rows.json)
    [ -f /tmp/convscope-torch-layer.json ] && torch_rows+=(--torch-layer /tmp/convscope-torch-layer.json)
    if python3 scripts/gpu/write_measurement.py --ours /tmp/convscope-rows.json \
      "${torch_rows[@]}" --driver "$driver" --date "$date" --out-dir resources/measurements \
      | tee /tmp/convscope-written.txt; then
      note "measurement file" "ok"
    else
      note "measurement file" "FAILED or incomplete (see above)"
      status=1
    fi
    local written
    written=$(sed -n 's/^write_measurement: wrote \(.*\.json\) .*/\1/p' /tmp/convscope-written.txt)
    [ -n "$written" ] && cp "$written" "$out/" && note "  copied to \$OUT" "$(basename "$written")"
  fi
  rm -rf "$npy"
  return $status
}

dry_run() {
  local out=$1 status=0
  echo "== dry run: no GPU needed; builds and tests what the device run builds and tests"
  # A fresh build folder, configured as on the bare device machine.
  build="build-gpu-dry"
  rm -rf "$build"
  unpack no
  local started=$SECONDS
  echo "== configure and build (Qt-free: core, cuda, tests/cuda, tests/gpu; sm_90)"
  if ! configure_and_build; then
    note "build" "FAILED"
    summary
    return 1
  fi
  note "build" "ok ($((SECONDS - started)) s)"
  echo "== tests (device tests skip here, with their reasons)"
  if run_tests "$out" no; then note "ctest cuda|gpu" "ok"; else note "ctest cuda|gpu" "FAILED"; status=1; fi
  # The device run's rule, tried on these skips: there each of them would fail the run.
  local device_skips
  device_skips=$(skip_reasons | grep -cE '^  (CudaEngine|CudaLayer|Gpu[A-Za-z]*)\.')
  note "  skips" "$device_skips device tests skipped here; on the device each would fail the run"
  echo "== the measurement writer and validator"
  if python3 scripts/gpu/write_measurement.py --self-test; then
    note "write_measurement" "ok (self-test)"
  else
    note "write_measurement" "FAILED (self-test)"
    status=1
  fi
  for file in resources/measurements/*.json; do
    [ -f "$file" ] || continue
    if python3 scripts/gpu/write_measurement.py --validate "$file"; then
      note "  $(basename "$file")" "well formed"
    else
      note "  $(basename "$file")" "FAILED validation"
      status=1
    fi
  done
  echo "== the measurement tool without a device (must say why, exit 1)"
  "$build/tests/gpu/gpu_measure" --rows /tmp/convscope-dry-rows.json --npy-dir /tmp
  local measure_status=$?
  if [ $measure_status = 1 ]; then
    note "gpu_measure" "ok (no device: said why)"
  else
    note "gpu_measure" "FAILED: exit $measure_status, expected 1 without a device"
    status=1
  fi
  echo "== the layer tool without a device (must say why, exit 1), and its .npy writer"
  "$build/tests/gpu/gpu_layer_measure" --rows /tmp/convscope-dry-layer.json --npy-dir /tmp
  measure_status=$?
  if [ $measure_status = 1 ]; then
    note "gpu_layer_measure" "ok (no device: said why)"
  else
    note "gpu_layer_measure" "FAILED: exit $measure_status, expected 1 without a device"
    status=1
  fi
  mkdir -p /tmp/convscope-dry-npy
  if "$build/tests/gpu/gpu_layer_measure" --npy-check /tmp/convscope-dry-npy &&
    python3 scripts/gpu/torch_layer.py --check-npy /tmp/convscope-dry-npy; then
    note "  layer .npy" "ok (written in C++, read back by torch_layer.py)"
  else
    note "  layer .npy" "FAILED: the 4-D tensors do not read back"
    status=1
  fi
  local torch_status
  python3 scripts/gpu/torch_layer.py --npy-dir /tmp/convscope-dry-npy --out /tmp/convscope-dry-tl.json
  torch_status=$?
  if [ $torch_status = 3 ]; then
    note "torch layer" "ok (no torch or no GPU: said why)"
  else
    note "torch layer" "FAILED: exit $torch_status, expected 3 without torch or GPU"
    status=1
  fi
  echo "== the torch anchor where torch or its GPU is missing (must say why, exit 3)"
  torch_status=0
  python3 scripts/gpu/torch_anchor.py --npy-dir /tmp --sizes 16 --out /tmp/convscope-dry-t.json
  torch_status=$?
  if [ $torch_status = 3 ]; then
    note "torch anchor" "ok (no torch or no GPU: said why)"
  else
    note "torch anchor" "FAILED: exit $torch_status, expected 3 without torch or GPU"
    status=1
  fi
  command -v compute-sanitizer >/dev/null || ls /usr/local/cuda/bin/compute-sanitizer \
    >/dev/null 2>&1 || note "compute-sanitizer" "not here (on the device image)"
  echo "== on the device machine, scripts/gpu_check.sh would now run:"
  echo "   ctest -L 'cuda|gpu' with every CudaEngine.* and Gpu* test required to run, not skip"
  echo "   build-gpu/tests/gpu/gpu_measure --rows … --npy-dir $npy   (sizes 16..8192)"
  echo "   python3 scripts/gpu/torch_anchor.py --npy-dir $npy --out \$OUT/torch_anchor.json"
  echo "   build-gpu/tests/gpu/gpu_layer_measure --rows … --npy-dir $npy   (64→64 at 56² ×1, ×8; 128→128 at 28² ×4; 256→256 at 14² ×8)"
  echo "   python3 scripts/gpu/torch_layer.py --npy-dir $npy   (conv2d on the same layers)"
  echo "   python3 scripts/gpu/write_measurement.py … → resources/measurements/<device>-<date>.json, copied to \$OUT"
  echo "   compute-sanitizer --tool memcheck and --tool racecheck over build-gpu/tests/cuda/cuda_tests"
  echo "   ncu --clock-control none (SpeedOfLight, MemoryWorkloadAnalysis) of the kernels at 8192²"
  echo "   through: run(command=\"scripts/gpu_check.sh\", carry=[\".gl\"], timeout_s=420)"
  summary
  echo "gpu_check: dry run exit status $status after $SECONDS s"
  return $status
}

mode=${1:-run}
case "$mode" in
  fetch) fetch ;;
  run | dry-run)
    out=${OUT:-/tmp/convscope-gpu-out}
    mkdir -p "$out"
    if [ "$mode" = run ]; then
      device_run "$out" 2>&1 | tee "$out/gpu_check.log"
    else
      dry_run "$out" 2>&1 | tee "$out/gpu_check.log"
    fi
    exit "${PIPESTATUS[0]}"
    ;;
  *)
    echo "usage: scripts/gpu_check.sh [fetch|dry-run|run]" >&2
    exit 2
    ;;
esac
