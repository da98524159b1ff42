#!/usr/bin/env bash
# The GPU check, for a session that is lent the H200 device machine (its notes:
# /work/.library/device/README.md, H200.md, HOPPER.md). One prepared script, two steps:
#
#   1. Here, once (needs the package mirror): scripts/gpu_check.sh fetch
#      downloads into .gl/ (git-ignored) the glvnd EGL/OpenGL loaders, their headers and
#      GoogleTest, none of which the device machine's image is known to have.
#   2. Through the device tool, from the repository root:
#        run(command="scripts/gpu_check.sh", carry=[".gl"], timeout_s=480)
#      It unpacks the loaders into / (as the device README says) and the headers beside them in
#      /tmp, builds the Qt-free targets for sm_90 into build-gpu/ (git-ignored), runs
#      `ctest -L 'cuda|gpu'`, and leaves the log, the test log and the figures in $OUT.
#      Expected: a few minutes (build ~1-2 min on 16 cores, tests well under that); the timeout
#      leaves room in the 15-minute device budget to run it a second time.
#
# Nothing here changes the GPU's settings. Figures are printed last, so the tool's output tail
# holds them.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

loaders=(libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2)
headers=(libegl-dev libgl-dev libglx-dev libopengl-dev libgles-dev libgtest-dev)

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

run() {
  local out=$1
  local deps=/tmp/convscope-deps
  if compgen -G ".gl/*.deb" >/dev/null; then
    mkdir -p "$deps"
    for f in .gl/*.deb; do
      # Loaders go to / so that the tests find them at run time; headers, link-time symlinks and
      # GoogleTest stay in /tmp, where they cannot break the image.
      case "$(basename "$f")" in
        *-dev_*) ;;
        *) dpkg -x "$f" / ;;
      esac
      dpkg -x "$f" "$deps"
    done
    ldconfig
  else
    echo "gpu_check: no .gl/*.deb carried; relying on the image's own EGL, GL and GoogleTest"
  fi
  # glvnd finds NVIDIA's EGL vendor file only in its default folders; the driver's own lives
  # under /usr/local/nvidia on this machine.
  local vendor=/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json
  if [ -f "$vendor" ] && ! compgen -G "/usr/share/glvnd/egl_vendor.d/*nvidia*" >/dev/null; then
    export __EGL_VENDOR_LIBRARY_FILENAMES=$vendor
  fi

  echo "== machine"
  nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.sm,clocks.mem --format=csv || true
  command -v nvcc || ls /usr/local/cuda/bin/nvcc
  cmake --version | head -1
  nproc

  echo "== configure and build (Qt-free: core, cuda, tests/cuda, tests/gpu)"
  local build=build-gpu
  local started=$SECONDS
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCONVSCOPE_APP=OFF \
    -DCONVSCOPE_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 -DCMAKE_PREFIX_PATH="$deps/usr" ||
    return 1
  cmake --build "$build" -j"$(nproc)" --target cuda_tests gpu_tests || return 1
  echo "build took $((SECONDS - started)) s"

  echo "== tests"
  export CONVSCOPE_GPU_REPORT="$out/gpu_figures.txt"
  # Each test ends well inside the device call's limit, so a hang names itself.
  ctest --test-dir "$build" -L 'cuda|gpu' --output-on-failure --timeout 200 |
    tee "$out/ctest.txt"
  local status=${PIPESTATUS[0]}
  cp "$build/Testing/Temporary/LastTest.log" "$out/ctest_last.log" 2>/dev/null
  # On this machine a skip is a failure: it has the device, so a skipped CUDA or GL test means
  # the driver, EGL or the build did not work. (CudaNoDevice.* skip wherever a driver exists.)
  if grep -E '(CudaEngine|Gpu[A-Za-z]*)\.[A-Za-z_0-9/]+ .*Skipped' "$out/ctest.txt"; then
    echo "gpu_check: device tests were skipped on the device machine (reasons above)"
    status=1
  fi

  echo "== comparison tallies (inexact = pixels that differ at all from the CPU reference)"
  grep -hE '^\[ (cuda|gpu) +\]' "$build/Testing/Temporary/LastTest.log" || true
  echo "== figures"
  cat "$CONVSCOPE_GPU_REPORT" 2>/dev/null || echo "(no figures: see the GpuFigures test above)"
  echo "gpu_check: ctest exit status $status"
  return $status
}

case "${1:-run}" in
  fetch) fetch ;;
  run)
    out=${OUT:-/tmp/convscope-gpu-out}
    mkdir -p "$out"
    run "$out" 2>&1 | tee "$out/gpu_check.log"
    exit "${PIPESTATUS[0]}"
    ;;
  *)
    echo "usage: scripts/gpu_check.sh [fetch|run]" >&2
    exit 2
    ;;
esac
