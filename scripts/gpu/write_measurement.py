#!/usr/bin/env python3
"""Writes resources/measurements/<device>-<date>.json from one GPU run, checks it, states goals.

scripts/gpu_check.sh calls it on the device machine with the rows of tests/gpu/gpu_measure and
of scripts/gpu/torch_anchor.py. The format is resources/measurements/README.md's; `--validate
FILE` checks a file against it, `--self-test` checks this script on made-up rows in a temporary
folder (nothing is written under resources/). Standard library only.

Exit status: 0 written and complete; 1 written but incomplete (a series or size missing), or
a file that fails validation; 2 for a usage error or unreadable input.
"""

import argparse
import json
import os
import re
import sys
import tempfile

SERIES = [
    "gpu-kernel",
    "gpu-kernel-tiled",
    "d2d-copy",
    "torch-conv2d",
    "torch-copy",
    "gpu-pageable",
    "gpu-pinned",
    "interop-map-kernel-unmap",
    "parallel",
]
SIZES = [16 << i for i in range(10)]  # 16 … 8192, doubling
# The whole layers of tests/gpu/gpu_layer_measure and scripts/gpu/torch_layer.py: (name, side).
LAYERS = [("64x64-n1", 56), ("64x64-n8", 56), ("128x128-n4", 28), ("256x256-n8", 14)]
LAYER_PARTS = ["cuda-upload", "cuda-kernel", "cuda-download", "cudnn-kernel", "torch-conv2d"]
LAYER_SERIES = re.compile(r"layer-\d+x\d+-n\d+-(" + "|".join(LAYER_PARTS) + ")")
KEYS = ["device", "driver", "cuda_runtime", "date", "command", "host_cpu", "rows"]


def is_series(name):
    # Further kernel variants may be recorded beside the two required ones.
    return (name in SERIES or re.fullmatch(r"gpu-kernel-[a-z0-9-]+", name) is not None
            or LAYER_SERIES.fullmatch(name) is not None)


def slug(text):
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def validate(document):
    """The problems with a measurement document, as sentences; [] when it is well formed."""
    problems = []
    if not isinstance(document, dict):
        return ["the file is not a JSON object"]
    if list(document) != KEYS:
        problems.append(f"keys are {list(document)}, expected exactly {KEYS} in that order")
    for key in KEYS[:-1]:
        if not isinstance(document.get(key), str) or not document.get(key):
            problems.append(f'"{key}" must be a non-empty string')
    if isinstance(document.get("date"), str) and not re.fullmatch(
        r"\d{4}-\d{2}-\d{2}", document["date"]
    ):
        problems.append(f'"date" is {document["date"]!r}, expected YYYY-MM-DD')
    rows = document.get("rows")
    if not isinstance(rows, list) or not rows:
        return problems + ['"rows" must be a non-empty list']
    seen = set()
    for i, row in enumerate(rows):
        if not isinstance(row, dict) or sorted(row) != ["median_ms", "series", "size"]:
            problems.append(f"row {i} must have exactly size, series, median_ms: {row!r}")
            continue
        size, series, ms = row["size"], row["series"], row["median_ms"]
        if not isinstance(size, int) or isinstance(size, bool) or size < 1:
            problems.append(f"row {i}: size {size!r} is not a positive integer")
        if not isinstance(series, str) or not is_series(series):
            problems.append(f"row {i}: unknown series {series!r}")
        if not isinstance(ms, (int, float)) or isinstance(ms, bool) or not ms > 0:
            problems.append(f"row {i}: median_ms {ms!r} is not a positive number")
        if (size, series) in seen:
            problems.append(f"row {i}: a second row for {series} at {size}")
        seen.add((size, series))
    return problems


def missing(document):
    have = {(r["size"], r["series"]) for r in document["rows"]}
    gaps = [f"{s} at {n}" for s in SERIES for n in SIZES if (n, s) not in have]
    return gaps + [f"layer-{name}-{part} at {side}" for name, side in LAYERS for part in LAYER_PARTS
                   if (side, f"layer-{name}-{part}") not in have]


def goals(document):
    """The speed goals of the GPU-truth issue, read off the rows, as lines of text."""
    table = {}
    for r in document["rows"]:
        table.setdefault(r["series"], {})[r["size"]] = r["median_ms"]
    lines = []

    def at(series, n):
        return table.get(series, {}).get(n)

    kernels = {s: v for s, v in table.items() if s.startswith("gpu-kernel")}
    n = 8192
    best = min(((v[n], s) for s, v in kernels.items() if n in v), default=None)
    copy, cudnn = at("d2d-copy", n), at("torch-conv2d", n)
    if best and copy:
        share = copy / best[0]
        lines.append(
            f"8192²: best kernel {best[1]} {best[0]:.4f} ms = {share:.2f} of the D2D copy "
            f"({copy:.4f} ms); goal ≥ 0.80: {'met' if share >= 0.8 else 'MISSED'}"
        )
    if best and cudnn:
        ratio = best[0] / cudnn
        lines.append(
            f"8192²: best kernel / cuDNN conv2d ({cudnn:.4f} ms) = {ratio:.2f}; goal ≤ 1: "
            f"{'met' if ratio <= 1 else 'MISSED'}"
        )
    interop = at("interop-map-kernel-unmap", 4096)
    if interop:
        lines.append(
            f"4096²: interop map+kernel+unmap {interop:.4f} ms; goal < 0.5 ms: "
            f"{'met' if interop < 0.5 else 'MISSED'}"
        )
    cpu = table.get("parallel", {})
    for series in ("gpu-pageable", "gpu-pinned", "interop-map-kernel-unmap", "gpu-kernel-tiled"):
        gpu = table.get(series, {})
        sizes = sorted(set(gpu) & set(cpu))
        if not sizes:
            continue
        # The first size from which the GPU stays faster at every larger size measured.
        crossover = None
        for size in sizes:
            if gpu[size] < cpu[size]:
                crossover = crossover or size
            else:
                crossover = None
        where = f"from {crossover}²" if crossover else f"at no size up to {sizes[-1]}²"
        lines.append(f"crossover: {series} beats parallel (CPU) {where}")
    for name, side in LAYERS:
        ours, cudnn = at(f"layer-{name}-cuda-kernel", side), at(f"layer-{name}-cudnn-kernel", side)
        torch_ms = at(f"layer-{name}-torch-conv2d", side)
        if ours and cudnn:
            line = f"layer {name} at {side}²: our kernel {ours:.4f} ms, cuDNN {cudnn:.4f} ms " \
                   f"(cuDNN {ours / cudnn:.1f}× as fast as ours)"
            if torch_ms:
                line += f", torch conv2d {torch_ms:.4f} ms"
            lines.append(line)
    return lines


def load(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError) as error:
        raise SystemExit(f"write_measurement: cannot read {path}: {error}") from None


def write(args):
    ours = load(args.ours)
    rows = list(ours["rows"])
    for extra in (args.torch, args.layers, args.torch_layer):
        if extra and os.path.exists(extra):
            rows += load(extra)["rows"]
    # A row that is not a positive finite time measured nothing: it is left out and named, so
    # that one bad row does not cost the rest of the run.
    kept = [r for r in rows if isinstance(r.get("median_ms"), (int, float))
            and 0 < r["median_ms"] < float("inf")]
    for r in rows:
        if r not in kept:
            print(f"write_measurement: left out {r} (not a positive finite time)", file=sys.stderr)
    rows = kept
    document = {
        "device": ours["device"],
        "driver": args.driver or ours.get("cuda_driver", "unknown"),
        "cuda_runtime": ours["cuda_runtime"],
        "date": args.date,
        "command": args.command,
        "host_cpu": ours["host_cpu"],
        "rows": sorted(rows, key=lambda r: (SERIES.index(r["series"])
                                            if r["series"] in SERIES else len(SERIES),
                                            r["series"], r["size"])),
    }
    problems = validate(document)
    if problems:
        print("write_measurement: not written, the rows do not fit the format:", file=sys.stderr)
        for p in problems:
            print(f"  {p}", file=sys.stderr)
        return 1
    os.makedirs(args.out_dir, exist_ok=True)
    path = os.path.join(args.out_dir, f"{slug(document['device'])}-{document['date']}.json")
    with open(path, "w") as f:
        f.write(render(document))
    print(f"write_measurement: wrote {path} ({len(rows)} rows)")
    for line in goals(document):
        print(f"  {line}")
    gaps = missing(document)
    if gaps:
        print(f"write_measurement: INCOMPLETE, {len(gaps)} rows missing: {', '.join(gaps[:12])}"
              + (" …" if len(gaps) > 12 else ""), file=sys.stderr)
        return 1
    return 0


def render(document):
    """One row per line, so that a diff of two recordings reads row by row."""
    head = {k: document[k] for k in KEYS[:-1]}
    text = json.dumps(head, ensure_ascii=False, indent=1)[:-2] + ',\n "rows": [\n'
    text += ",\n".join("  " + json.dumps(r, ensure_ascii=False) for r in document["rows"])
    return text + "\n ]\n}\n"


def self_test():
    """The writer and the validator on made-up rows, in a temporary folder only."""
    failures = []
    with tempfile.TemporaryDirectory() as folder:
        ours_rows = [
            {"size": n, "series": s, "median_ms": 0.001 * n / 16 + i}
            for i, s in enumerate(SERIES)
            if not s.startswith("torch")
            for n in SIZES
        ]
        torch_rows = [
            {"size": n, "series": s, "median_ms": 0.002 * n / 16}
            for s in ("torch-conv2d", "torch-copy")
            for n in SIZES
        ] + [
            {"size": side, "series": f"layer-{name}-{part}", "median_ms": 0.01 * (i + 1)}
            for name, side in LAYERS
            for i, part in enumerate(LAYER_PARTS)
        ]
        ours = os.path.join(folder, "ours.json")
        torch = os.path.join(folder, "torch.json")
        with open(ours, "w") as f:
            json.dump({"device": "Made-up GPU", "cuda_driver": "13.0", "cuda_runtime": "13.0",
                       "host_cpu": "made-up CPU, 16 threads", "rows": ours_rows}, f)
        with open(torch, "w") as f:
            json.dump({"rows": torch_rows}, f)
        out_dir = os.path.join(folder, "measurements")
        base = ["--ours", ours, "--date", "2000-01-02", "--driver", "1.2.3",
                "--out-dir", out_dir]
        code = write(parse(base + ["--torch", torch]))
        path = os.path.join(out_dir, "made-up-gpu-2000-01-02.json")
        if code != 0 or not os.path.exists(path):
            failures.append(f"a complete run should write {path} and return 0 (got {code})")
        else:
            document = load(path)
            if validate(document):
                failures.append(f"the written file fails validation: {validate(document)}")
            if len(document["rows"]) != len(SERIES) * len(SIZES) + len(LAYERS) * len(LAYER_PARTS):
                failures.append("the written file lost rows")
        if write(parse(base)) != 1:
            failures.append("a run without the torch rows must say it is incomplete (exit 1)")
        with open(ours, "w") as f:
            json.dump({"device": "Made-up GPU", "cuda_driver": "13.0", "cuda_runtime": "13.0",
                       "host_cpu": "made-up CPU", "rows": ours_rows[:-1] + [
                           {"size": 8192, "series": "parallel", "median_ms": 0}]}, f)
        os.remove(path)
        if write(parse(base + ["--torch", torch])) != 1 or not os.path.exists(path):
            failures.append("a zero row must be left out, the rest written, and exit 1")
        elif len(load(path)["rows"]) != len(SERIES) * len(SIZES) + len(LAYERS) * len(
                LAYER_PARTS) - 1:
            failures.append("only the zero row may be left out")
        bad = [
            ({"device": "x"}, "keys"),
            ({**dict.fromkeys(KEYS[:-1], "x"), "date": "2000-1-2",
              "rows": [{"size": 16, "series": "gpu-kernel", "median_ms": 1}]}, "date"),
            ({**dict.fromkeys(KEYS[:-1], "x"), "date": "2000-01-02",
              "rows": [{"size": 16, "series": "gpu-kernel", "median_ms": 0}]}, "median_ms"),
            ({**dict.fromkeys(KEYS[:-1], "x"), "date": "2000-01-02",
              "rows": [{"size": 16, "series": "cpu", "median_ms": 1}]}, "unknown series"),
            ({**dict.fromkeys(KEYS[:-1], "x"), "date": "2000-01-02",
              "rows": [{"size": 16, "series": "gpu-kernel", "median_ms": 1}] * 2}, "second row"),
            ({**dict.fromkeys(KEYS[:-1], "x"), "date": "2000-01-02",
              "rows": [{"size": 56, "series": "layer-64x64-n1-fft", "median_ms": 1}]},
             "unknown series"),
        ]
        for document, expected in bad:
            if not any(expected in p for p in validate(document)):
                failures.append(f"validation should report {expected!r} for {document}")
    for f in failures:
        print(f"write_measurement self-test: FAILED: {f}", file=sys.stderr)
    if not failures:
        print("write_measurement self-test: passed (writer, completeness, 6 malformed files)")
    return 1 if failures else 0


def parse(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ours", help="rows.json from tests/gpu/gpu_measure")
    parser.add_argument("--torch", help="the JSON of scripts/gpu/torch_anchor.py")
    parser.add_argument("--layers", help="rows JSON of tests/gpu/gpu_layer_measure")
    parser.add_argument("--torch-layer", help="the JSON of scripts/gpu/torch_layer.py")
    parser.add_argument("--driver", help="NVIDIA driver version (nvidia-smi)")
    parser.add_argument("--date", help="YYYY-MM-DD (UTC)")
    parser.add_argument("--command", default="scripts/gpu_check.sh")
    parser.add_argument("--out-dir", default="resources/measurements")
    parser.add_argument("--validate", metavar="FILE")
    parser.add_argument("--self-test", action="store_true")
    return parser.parse_args(argv)


def main():
    args = parse(sys.argv[1:])
    if args.self_test:
        return self_test()
    if args.validate:
        document = load(args.validate)
        problems = validate(document)
        for p in problems:
            print(f"{args.validate}: {p}", file=sys.stderr)
        if problems:
            return 1
        for line in goals(document):
            print(line)
        gaps = missing(document)
        print(f"{args.validate}: well formed, {len(document['rows'])} rows"
              + (f", {len(gaps)} of the required rows missing" if gaps else ", complete"))
        return 0
    if not args.ours or not args.date:
        print("write_measurement: --ours and --date are required", file=sys.stderr)
        return 2
    return write(args)


if __name__ == "__main__":
    sys.exit(main())
