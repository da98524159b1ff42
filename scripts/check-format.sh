#!/usr/bin/env bash
# Fails when a tracked C++, CUDA or GLSL-free source file differs from .clang-format's style.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
git ls-files -z -- '*.cpp' '*.h' '*.hpp' '*.cu' '*.cuh' | xargs -0 -r clang-format --dry-run --Werror
echo "format: clean"
