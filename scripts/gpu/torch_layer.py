#!/usr/bin/env python3
"""PyTorch's conv2d on the whole layers that tests/gpu/gpu_layer_measure timed.

For each layer (64x64-n1, 64x64-n8, 128x128-n4, 256x256-n8) gpu_layer_measure wrote
layer-<name>_in.npy (N,C,H,W), _w.npy (K,C,3,3), _b.npy (K,) and _ours.npy (our kernel's
output). This runs torch.nn.functional.conv2d(x, w, b, padding=1) with TF32 off and
cudnn.benchmark on, checks it against ours within |torch - ours| <= 1e-4 * (1 + C*9) (every
|x|, |w| < 1 bounds an output by C*9; cuDNN sums in its own order), and times it with CUDA
events: rows layer-<name>-torch-conv2d at size H.

  torch_layer.py --npy-dir DIR --out torch_layer.json
  torch_layer.py --check-npy DIR     reads check_4d.npy / check_1d.npy (gpu_layer_measure
                                     --npy-check), no torch needed: the dry run's reader test

Exit 3 without PyTorch or its GPU (said on stderr, never a traceback), 1 when an output is
beyond the tolerance or a tensor is missing, 2 for a usage error, 0 otherwise.
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from torch_anchor import read_npy  # noqa: E402  (the one .npy reader of these scripts)
from write_measurement import gpu_timed_runs, timing_row  # noqa: E402  (the format's own)

LAYERS = ["64x64-n1", "64x64-n8", "128x128-n4", "256x256-n8"]
TOLERANCE = 1e-4
REPEAT = 20
WARMUP = 5


def fail(message, code):
    print(f"torch_layer: FAILED: {message}", file=sys.stderr)
    return code


def check_npy(folder):
    import struct

    shape, body = read_npy(f"{folder}/check_4d.npy")
    values = struct.unpack("<6f", bytes(body))
    shape1, body1 = read_npy(f"{folder}/check_1d.npy")
    expected = (0.5, -1.0, 2.25, 3.0, -4.5, 5.0)
    if shape != (1, 2, 1, 3) or shape1 != (6,) or values != expected or bytes(body1) != bytes(body):
        return fail(f"read back {shape} {values} and {shape1}, expected (1, 2, 1, 3) {expected}", 1)
    print("torch_layer: the .npy writer's 4-D and 1-D tensors read back exactly")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--npy-dir")
    parser.add_argument("--out")
    parser.add_argument("--check-npy", metavar="DIR")
    args = parser.parse_args()
    if args.check_npy:
        try:
            return check_npy(args.check_npy)
        except (OSError, ValueError) as error:
            return fail(str(error), 1)
    if not args.npy_dir or not args.out:
        return fail("--npy-dir and --out are required", 2)
    try:
        import torch
        import torch.nn.functional as F
    except Exception as error:
        return fail(f"PyTorch cannot be imported here ({type(error).__name__}: {error}); "
                    "the layer torch-conv2d rows are not measured", 3)
    if not torch.cuda.is_available():
        return fail(f"PyTorch {torch.__version__} sees no CUDA device; no layer torch rows", 3)
    try:  # torch ≥ 2.9's fp32_precision; allow_tf32 before it (deprecated after)
        torch.backends.cudnn.conv.fp32_precision = "ieee"
        torch.backends.cuda.matmul.fp32_precision = "ieee"
    except AttributeError:
        torch.backends.cudnn.allow_tf32 = False
        torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.benchmark = True
    device = torch.device("cuda")

    def load(path):
        shape, body = read_npy(path)
        return torch.frombuffer(body, dtype=torch.float32).reshape(shape).to(device)

    rows, comparisons, missing = [], [], []
    beyond_any = False
    try:
        for name in LAYERS:
            stem = f"{args.npy_dir}/layer-{name}"
            try:
                x, w, b, ours = (load(f"{stem}_{p}.npy") for p in ("in", "w", "b", "ours"))
            except FileNotFoundError:
                print(f"  {name}: no tensors from gpu_layer_measure: left out", flush=True)
                missing.append(name)
                continue
            with torch.no_grad():
                theirs = F.conv2d(x, w, b, padding=1)
                if theirs.shape != ours.shape:
                    return fail(f"{name}: conv2d gave {tuple(theirs.shape)}, ours "
                                f"{tuple(ours.shape)}", 1)
                scale = 1.0 + x.shape[1] * 9
                relative = (theirs - ours).abs() / scale
                worst = float(relative.max())
                beyond = int((~(relative <= TOLERANCE)).sum())
                times, how = gpu_timed_runs(torch, lambda: F.conv2d(x, w, b, padding=1), REPEAT,
                                            WARMUP)
                times = sorted(times)
            rows.append({**timing_row(x.shape[2], f"layer-{name}-torch-conv2d", times,
                                      "python3 " + " ".join(sys.argv)), **how})
            median = rows[-1]["median_ms"]
            comparisons.append({"layer": name, "values": ours.numel(), "beyond": beyond,
                                "worst": worst, "p10": times[len(times) // 10],
                                "p90": times[(len(times) * 9) // 10], "repeat": REPEAT})
            beyond_any |= beyond > 0
            print(f"  {name}: torch-conv2d {median:9.5f} ms; vs ours {beyond} of {ours.numel()} "
                  f"beyond {TOLERANCE}, worst {worst:.3g}", flush=True)
    except (OSError, ValueError) as error:
        return fail(str(error), 1)
    except RuntimeError as error:
        return fail(f"PyTorch failed: {error}", 1)
    with open(args.out, "w") as f:
        json.dump({"torch": torch.__version__, "cudnn": torch.backends.cudnn.version(),
                   "rows": rows, "comparisons": comparisons, "tolerance": TOLERANCE}, f, indent=1)
    if missing:
        return fail(f"no tensors for {missing}: their rows are left out", 1)
    if beyond_any:
        return fail("conv2d differs from our kernel beyond the tolerance (see above)", 1)
    print(f"torch_layer: {len(rows)} layers agree within {TOLERANCE}; wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
