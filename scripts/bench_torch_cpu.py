#!/usr/bin/python3
"""PyTorch's CPU conv2d against ConvScope's fastest CPU layer engine, in one run (a benchmark,
not a test). Interleaves the two (the machine may be busy) and prints medians and the ratio.

  /usr/bin/python3 scripts/bench_torch_cpu.py [BUILD/app/convscope] [--rounds N]

Cases: 64→64 at 56² ×1, 128→128 at 28² ×4, 256→256 at 14² ×8; 3×3, padding 1, bias;
2 threads on both sides (torch.set_num_threads(2), convscope --threads 2).
"""
import json
import statistics
import subprocess
import sys
import time

import torch
import torch.nn.functional as F

CASES = [(64, 64, 56, 1), (128, 128, 28, 4), (256, 256, 14, 8)]


def torch_ms(c, k, side, batch, repeat=10):
    x = torch.randn(batch, c, side, side)
    w = torch.randn(k, c, 3, 3)
    b = torch.randn(k)
    with torch.no_grad():
        for _ in range(2):
            F.conv2d(x, w, b, padding=1)
        times = []
        for _ in range(repeat):
            start = time.perf_counter()
            F.conv2d(x, w, b, padding=1)
            times.append((time.perf_counter() - start) * 1e3)
    return statistics.median(times)


def convscope_ms(binary, c, k, side, batch, engine):
    out = subprocess.run([binary, "bench", "--layer", "%d:%d" % (c, k), "--batch", str(batch),
                          "--sizes", str(side), "--threads", "2", "--repeat", "10",
                          "--format", "json"], check=True, capture_output=True, text=True).stdout
    for row in json.loads(out)["rows"]:
        if row["engine"] == engine and not row["skipped"]:
            return row["medianMs"]
    return None


def main():
    args = sys.argv[1:]
    binary = args[0] if args and not args[0].startswith("--") else "build/app/convscope"
    rounds = int(args[args.index("--rounds") + 1]) if "--rounds" in args else 3
    torch.set_num_threads(2)
    print("torch", torch.__version__, "threads", torch.get_num_threads(),
          "mkldnn", torch.backends.mkldnn.is_available())
    for c, k, side, batch in CASES:
        samples = {"torch": [], "layer-onednn": [], "layer-im2col-openblas": []}
        for _ in range(rounds):  # interleaved: each round measures all three
            samples["torch"].append(torch_ms(c, k, side, batch))
            for engine in ("layer-onednn", "layer-im2col-openblas"):
                ms = convscope_ms(binary, c, k, side, batch, engine)
                if ms is not None:
                    samples[engine].append(ms)
        t = statistics.median(samples["torch"])
        gflop = 2.0 * c * 9 * k * side * side * batch / 1e9
        line = "%d→%d %d² ×%d (%.2f GFLOP): torch %.3f ms (%.1f GFLOP/s)" % (
            c, k, side, batch, gflop, t, gflop / t * 1e3)
        for engine in ("layer-onednn", "layer-im2col-openblas"):
            if samples[engine]:
                m = statistics.median(samples[engine])
                line += "; %s %.3f ms, %.2f× torch's speed" % (engine, m, t / m)
        print(line)


if __name__ == "__main__":
    main()
