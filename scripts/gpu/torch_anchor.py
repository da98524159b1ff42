#!/usr/bin/env python3
"""The anchor a deep-learning user would pick: PyTorch's conv2d (cuDNN) on our tensor.

scripts/gpu_check.sh runs this on the device machine after tests/gpu/gpu_measure, which wrote,
for every size N, N_in.npy (the 1x1xNxN float32 input), N_ours.npy (our tiled kernel's output)
and weights.npy (the nine effective weights). For each size this

  * runs torch.nn.functional.conv2d with the same weights and zero padding 1, TF32 off, and
    compares its output with ours: |torch - ours| <= 1e-5 * max(1, |ours|), the tolerance of
    our own tests (cuDNN may sum in another order, so bit equality is not expected);
  * times conv2d and Tensor.copy_ (a second copy ceiling) with CUDA events, one event pair per
    call, warm-up calls excluded, and records the medians.

It needs PyTorch with CUDA and nothing else (no NumPy: the .npy files are read here). Without
them it says so on stderr and exits 3, never with a traceback. Exit 1 when an output is beyond
the tolerance, 2 for a usage error, 0 otherwise.
"""

import argparse
import ast
import json
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from write_measurement import gpu_timed_runs, timing_row  # noqa: E402  (the format's own)

TOLERANCE = 1e-5


def read_npy(path):
    """(shape, bytearray of little-endian float32) from a version 1.0/2.0 .npy file."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:6] != b"\x93NUMPY":
        raise ValueError(f"{path}: not a .npy file")
    major = data[6]
    if major == 1:
        (length,) = struct.unpack("<H", data[8:10])
        start = 10
    else:
        (length,) = struct.unpack("<I", data[8:12])
        start = 12
    header = ast.literal_eval(data[start : start + length].decode("latin1"))
    if header.get("descr") != "<f4" or header.get("fortran_order"):
        raise ValueError(f"{path}: expected little-endian float32 in C order, got {header}")
    shape = tuple(header["shape"])
    body = bytearray(data[start + length :])
    count = 1
    for extent in shape:
        count *= extent
    if len(body) != 4 * count:
        raise ValueError(f"{path}: {len(body)} bytes of data for shape {shape}")
    return shape, body


def repeats_for(n):
    return 10 if n >= 8192 else 15 if n >= 4096 else 20 if n >= 2048 else 30


def no_tf32(torch):
    """FP32 convolutions and matmuls in IEEE FP32, no TF32: torch ≥ 2.9's fp32_precision, else
    the allow_tf32 flags it deprecates."""
    try:
        torch.backends.cudnn.conv.fp32_precision = "ieee"
        torch.backends.cuda.matmul.fp32_precision = "ieee"
    except AttributeError:
        torch.backends.cudnn.allow_tf32 = False
        torch.backends.cuda.matmul.allow_tf32 = False


def fail(message, code):
    print(f"torch_anchor: FAILED: {message}", file=sys.stderr)
    return code


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--npy-dir", required=True)
    parser.add_argument("--sizes", default=",".join(str(16 << i) for i in range(10)))
    parser.add_argument("--out", required=True, help="JSON with the rows and the comparisons")
    args = parser.parse_args()
    try:
        sizes = [int(s) for s in args.sizes.split(",")]
    except ValueError:
        return fail(f"--sizes must be numbers separated by commas, got {args.sizes!r}", 2)

    try:
        import torch
        import torch.nn.functional as F
    except Exception as error:  # ImportError, or a broken install raising anything else
        return fail(
            f"PyTorch cannot be imported here ({type(error).__name__}: {error}); "
            "the torch-conv2d and torch-copy rows are not measured",
            3,
        )
    if not torch.cuda.is_available():
        return fail(f"PyTorch {torch.__version__} sees no CUDA device; no torch rows", 3)

    # TF32 off: conv2d must compute in float32 like our kernels, not with 10-bit mantissas.
    no_tf32(torch)
    # cuDNN picks its fastest algorithm for this shape during the warm-up: the best it can do.
    torch.backends.cudnn.benchmark = True
    device = torch.device("cuda")
    print(
        f"torch_anchor: torch {torch.__version__}, cuDNN {torch.backends.cudnn.version()}, "
        f"{torch.cuda.get_device_name(0)}; TF32 off, cudnn.benchmark on",
        flush=True,
    )

    try:
        shape, body = read_npy(f"{args.npy_dir}/weights.npy")
        if shape != (3, 3):
            return fail(f"weights.npy has shape {shape}, not (3, 3)", 1)
        weight = torch.frombuffer(body, dtype=torch.float32).reshape(1, 1, 3, 3).to(device)
        rows, comparisons, missing = [], [], []
        command = "python3 " + " ".join(sys.argv)

        def save():
            with open(args.out, "w") as f:
                json.dump({"torch": torch.__version__, "cudnn": torch.backends.cudnn.version(),
                           "rows": rows, "comparisons": comparisons, "tolerance": TOLERANCE},
                          f, indent=1)

        beyond_any = False
        for n in sizes:
            try:
                shape, body = read_npy(f"{args.npy_dir}/{n}_in.npy")
            except FileNotFoundError:  # gpu_measure failed at this size: said there
                print(f"  {n:5d}  no tensor from gpu_measure: left out", flush=True)
                missing.append(n)
                continue
            x = torch.frombuffer(body, dtype=torch.float32).reshape(1, 1, *shape).to(device)
            shape_ours, body = read_npy(f"{args.npy_dir}/{n}_ours.npy")
            ours = torch.frombuffer(body, dtype=torch.float32).reshape(shape_ours).to(device)
            with torch.no_grad():
                theirs = F.conv2d(x, weight, padding=1)[0, 0]
                if theirs.shape != ours.shape:
                    return fail(f"{n}: conv2d gave {tuple(theirs.shape)}, ours {shape_ours}", 1)
                difference = (theirs - ours).abs()
                relative = difference / ours.abs().clamp(min=1.0)
                beyond = int((~(relative <= TOLERANCE)).sum())  # NaN counts as beyond
                inexact = int((difference != 0).sum())
                worst = float(relative.max())
                repeat = repeats_for(n)
                conv, conv_how = gpu_timed_runs(torch, lambda: F.conv2d(x, weight, padding=1),
                                                repeat)
                target = torch.empty_like(x)
                copy, copy_how = gpu_timed_runs(torch, lambda: target.copy_(x), repeat)
            rows.append({**timing_row(n, "torch-conv2d", conv, command), **conv_how})
            rows.append({**timing_row(n, "torch-copy", copy, command), **copy_how})
            conv_ms, copy_ms = rows[-2]["median_ms"], rows[-1]["median_ms"]
            comparisons.append(
                {"size": n, "pixels": ours.numel(), "inexact": inexact, "beyond": beyond,
                 "worst_relative": worst}
            )
            beyond_any |= beyond > 0
            print(
                f"  {n:5d}  torch-conv2d {conv_ms:10.5f} ms  torch-copy {copy_ms:10.5f} ms  "
                f"vs ours: {inexact} of {ours.numel()} differ, {beyond} beyond tolerance, "
                f"worst relative {worst:.3g}",
                flush=True,
            )
            del x, ours, theirs, difference, relative, target
            save()  # after every size: a run stopped at its limit keeps the sizes done
    except (OSError, ValueError) as error:
        return fail(str(error), 1)
    except RuntimeError as error:  # CUDA or cuDNN errors surface as RuntimeError in torch
        return fail(f"PyTorch failed: {error}", 1)

    save()
    if missing:
        return fail(f"no tensor for sizes {missing}: their torch rows are left out", 1)
    if beyond_any:
        return fail(
            "conv2d's output differs from ours beyond the tolerance (see above); cuDNN sums in "
            "its own order (and may pick an FFT or Winograd algorithm), ours is the CPU's bit for "
            "bit: read the worst relative difference before calling either wrong",
            1,
        )
    print(f"torch_anchor: {len(sizes)} sizes, outputs agree within {TOLERANCE}; wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
