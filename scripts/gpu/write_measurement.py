#!/usr/bin/env python3
"""Writes resources/measurements/<device>-<date>.json from one GPU run, checks it, states goals.

scripts/gpu_check.sh calls it on the device machine with the rows of tests/gpu/gpu_measure,
gpu_layer_measure and the two torch scripts, the nvidia-smi clock samples taken meanwhile and the
checkout's commit. The format is resources/measurements/README.md's; `--validate FILE` checks a
file against it, `--self-test` checks this script on made-up rows in a temporary folder (nothing
is written under resources/), against the app's reader fixture with `--fixture`, and keeps the
made-up file at `--dry-out` for the dry run's output; `--example FILE` writes only that file (the
app's reader test parses it). Standard library only.

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
# Recorded when measured, not required (recordings from before them stay complete): our tiled
# layer kernel, and cuDNN's algorithm from cudnnFindConvolutionForwardAlgorithmEx.
LAYER_EXTRA_PARTS = ["cuda-tiled-kernel", "cudnn-find-kernel"]
LAYER_SERIES = re.compile(r"layer-\d+x\d+-n\d+-(" + "|".join(LAYER_PARTS + LAYER_EXTRA_PARTS)
                          + ")")
KEYS = ["device", "driver", "cuda_runtime", "cudnn", "torch", "commit", "date", "command",
        "host_cpu", "clocks", "rows"]
ROW_KEYS = ["size", "series", "repeats", "median_ms", "p10_ms", "p90_ms", "command"]
# How a GPU row was timed, after ROW_KEYS where the tool said (resources/measurements/README.md):
# launches per event pair (the pair's time / K), the L2 flush before each pair, the algorithm.
OPTIONAL_ROW_KEYS = ["per_pair", "l2", "algorithm"]
CLOCK_KEYS = ["source", "samples", "sm_mhz", "mem_mhz", "sm_max_mhz"]
SPAN_KEYS = ["min", "median", "max"]
CLOCK_SOURCE = ("nvidia-smi --query-gpu=clocks.sm,clocks.mem,clocks.max.sm -lms 500, while "
                "gpu_measure, gpu_layer_measure and the torch scripts ran")


def percentile(ordered, q):
    """Linear interpolation between closest ranks, as core's summarize() (and NumPy's default)."""
    rank = q * (len(ordered) - 1)
    lo = int(rank)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (rank - lo) * (ordered[hi] - ordered[lo])


def timing_row(size, series, samples, command):
    """One row of the format from the runs' milliseconds (the torch scripts use it too)."""
    ordered = sorted(samples)
    return {"size": size, "series": series, "repeats": len(ordered),
            "median_ms": round(percentile(ordered, 0.5), 6),
            "p10_ms": round(percentile(ordered, 0.1), 6),
            "p90_ms": round(percentile(ordered, 0.9), 6), "command": command}


def gpu_timed_runs(torch, call, repeat, warmup=5, min_pair_ms=1.0):
    """The GPU's time of call(), not the host's (the torch scripts' timing): each sample is one
    CUDA event pair around K back-to-back calls, K chosen from single calls so that a pair spans
    at least min_pair_ms, divided by K; before each pair a write over twice the L2 flushes it.
    Returns the samples and the row keys that say so (per_pair, l2)."""
    for _ in range(warmup):
        call()
    props = torch.cuda.get_device_properties(torch.cuda.current_device())
    l2 = int(getattr(props, "L2_cache_size", 0) or 0)
    flush = torch.empty(max(2 * l2, 256 << 20) // 4, dtype=torch.float32, device="cuda")

    def pair(k):
        flush.fill_(float(k))
        start = torch.cuda.Event(enable_timing=True)
        end = torch.cuda.Event(enable_timing=True)
        start.record()
        for _ in range(k):
            call()
        end.record()
        return start, end

    torch.cuda.synchronize()
    single = []
    for _ in range(3):
        start, end = pair(1)
        end.synchronize()
        single.append(start.elapsed_time(end))
    one = max(sorted(single)[1], 1e-4)
    k = int(min(max(-(-min_pair_ms // one), 1), 4096))
    pairs = [pair(k) for _ in range(repeat)]
    torch.cuda.synchronize()
    times = [s.elapsed_time(e) / k for s, e in pairs]
    how = {"per_pair": k,
           "l2": f"flushed ({flush.numel() * 4 >> 20} MiB written) before each pair; "
                 f"L2 {l2 / 2**20:.0f} MiB: launches 2..K find what fits in it"}
    return times, how


def span(values):
    ordered = sorted(values)
    return {"min": ordered[0], "median": percentile(ordered, 0.5), "max": ordered[-1]}


def read_clocks(path):
    """The clocks object from nvidia-smi's CSV lines "sm, mem, max sm" (MHz, no units)."""
    sm, mem, peak = [], [], []
    if path and os.path.exists(path):
        with open(path) as f:
            for line in f:
                fields = [x.strip() for x in line.split(",")]
                try:
                    values = [float(x) for x in fields[:3]]
                except ValueError:
                    continue  # a header or "[N/A]"
                if len(values) == 3:
                    sm.append(values[0])
                    mem.append(values[1])
                    peak.append(values[2])
    if not sm:
        return {"source": CLOCK_SOURCE + " (no samples)", "samples": 0, "sm_mhz": None,
                "mem_mhz": None, "sm_max_mhz": None}
    return {"source": CLOCK_SOURCE, "samples": len(sm), "sm_mhz": span(sm),
            "mem_mhz": span(mem), "sm_max_mhz": max(peak)}


def is_series(name):
    # Further kernel variants may be recorded beside the two required ones.
    return (name in SERIES or re.fullmatch(r"gpu-kernel-[a-z0-9-]+", name) is not None
            or LAYER_SERIES.fullmatch(name) is not None)


def slug(text):
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def validate_clocks(clocks):
    if not isinstance(clocks, dict) or list(clocks) != CLOCK_KEYS:
        return [f'"clocks" must have exactly {CLOCK_KEYS} in that order']
    problems = []
    samples = clocks["samples"]
    if not isinstance(samples, int) or isinstance(samples, bool) or samples < 0:
        return [f'"clocks.samples" {samples!r} is not a count']
    for key in ("sm_mhz", "mem_mhz"):
        value = clocks[key]
        if samples == 0:
            if value is not None:
                problems.append(f'"clocks.{key}" must be null without samples')
        elif (not isinstance(value, dict) or list(value) != SPAN_KEYS
              or not all(number(value[k]) and value[k] > 0 for k in SPAN_KEYS)
              or not value["min"] <= value["median"] <= value["max"]):
            problems.append(f'"clocks.{key}" must be {{min ≤ median ≤ max}} in MHz: {value!r}')
    peak = clocks["sm_max_mhz"]
    if samples and not (number(peak) and peak > 0):
        problems.append(f'"clocks.sm_max_mhz" {peak!r} is not a positive number')
    return problems


def validate(document):
    """The problems with a measurement document, as sentences; [] when it is well formed."""
    problems = []
    if not isinstance(document, dict):
        return ["the file is not a JSON object"]
    if list(document) != KEYS:
        problems.append(f"keys are {list(document)}, expected exactly {KEYS} in that order")
    for key in KEYS:
        if key in ("rows", "clocks"):
            continue
        if not isinstance(document.get(key), str) or not document.get(key):
            problems.append(f'"{key}" must be a non-empty string')
    if isinstance(document.get("date"), str) and not re.fullmatch(
        r"\d{4}-\d{2}-\d{2}", document["date"]
    ):
        problems.append(f'"date" is {document["date"]!r}, expected YYYY-MM-DD')
    if "clocks" in document:
        problems += validate_clocks(document["clocks"])
    rows = document.get("rows")
    if not isinstance(rows, list) or not rows:
        return problems + ['"rows" must be a non-empty list']
    seen = set()
    for i, row in enumerate(rows):
        problems += row_problems(i, row, seen)
    return problems


def row_keys_ok(row):
    if not isinstance(row, dict) or list(row)[:len(ROW_KEYS)] != ROW_KEYS:
        return False
    rest = list(row)[len(ROW_KEYS):]
    return rest == [k for k in OPTIONAL_ROW_KEYS if k in rest]


def row_problems(i, row, seen):
    """One row's problems as sentences ([] when it is well formed); adds it to seen."""
    problems = []
    if not row_keys_ok(row):
        return [f"row {i} must have exactly {', '.join(ROW_KEYS)} (then any of "
                f"{', '.join(OPTIONAL_ROW_KEYS)}): {row!r}"]
    size, series, ms = row["size"], row["series"], row["median_ms"]
    if not isinstance(size, int) or isinstance(size, bool) or size < 1:
        problems.append(f"row {i}: size {size!r} is not a positive integer")
    if not isinstance(series, str) or not is_series(series):
        problems.append(f"row {i}: unknown series {series!r}")
    if not number(ms) or not 0 < ms < float("inf"):
        problems.append(f"row {i}: median_ms {ms!r} is not a positive number")
    repeats = row["repeats"]
    if not isinstance(repeats, int) or isinstance(repeats, bool) or repeats < 1:
        problems.append(f"row {i}: repeats {repeats!r} is not a positive count")
    p10, p90 = row["p10_ms"], row["p90_ms"]
    if not (number(p10) and number(p90) and number(ms) and 0 < p10 <= ms <= p90):
        problems.append(f"row {i}: needs 0 < p10_ms ≤ median_ms ≤ p90_ms, got "
                        f"{p10!r}, {ms!r}, {p90!r}")
    if not isinstance(row["command"], str) or not row["command"]:
        problems.append(f"row {i}: command must be a non-empty string")
    if (size, series) in seen:
        problems.append(f"row {i}: a second row for {series} at {size}")
    if not problems:
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
        tiled = at(f"layer-{name}-cuda-tiled-kernel", side)
        torch_ms = at(f"layer-{name}-torch-conv2d", side)
        if ours and cudnn:
            line = f"layer {name} at {side}²: our kernel {ours:.4f} ms, cuDNN {cudnn:.4f} ms " \
                   f"(cuDNN {ours / cudnn:.1f}× as fast as ours)"
            if tiled:
                line += f", our tiled kernel {tiled:.4f} ms (cuDNN {tiled / cudnn:.1f}× as fast)"
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


def versions(ours, extras):
    """cuDNN and PyTorch as the run's tools reported them."""
    layer = extras.get("layers") or {}
    torch_doc = extras.get("torch") or extras.get("torch_layer") or {}
    cudnn = layer.get("cudnn") or "not measured (no gpu_layer_measure rows)"
    theirs = torch_doc.get("cudnn")
    if isinstance(theirs, int) and theirs >= 10000:  # torch.backends.cudnn.version(): 90100
        theirs = f"{theirs // 10000}.{theirs % 10000 // 100}.{theirs % 100}"
    if theirs:
        cudnn += f"; PyTorch's: {theirs}"
    torch = torch_doc.get("torch") or "not measured (no torch rows)"
    return cudnn, str(torch)


def write(args):
    ours = load(args.ours)
    rows = list(ours["rows"])
    extras = {}
    for name, path in (("torch", args.torch), ("layers", args.layers),
                       ("torch_layer", args.torch_layer)):
        if path and os.path.exists(path):
            extras[name] = load(path)
            rows += extras[name]["rows"]
    # A malformed row (no positive finite time, p10 = 0, an unknown series, a second row of a
    # series and size) is dropped and named, so that one bad row does not cost the rest.
    kept, seen = [], set()
    for i, r in enumerate(rows):
        if isinstance(r, dict):
            r = {k: r.get(k) for k in ROW_KEYS + [k for k in OPTIONAL_ROW_KEYS if k in r]}
        why = row_problems(i, r, seen)
        if why:
            name = (f"{r.get('series')} at {r.get('size')}" if isinstance(r, dict) else repr(r))
            print(f"write_measurement: dropped row {name}: {'; '.join(why)}", file=sys.stderr)
        else:
            kept.append(r)
    rows = kept
    cudnn, torch = versions(ours, extras)
    document = {
        "device": ours["device"],
        "driver": args.driver or ours.get("cuda_driver", "unknown"),
        "cuda_runtime": ours["cuda_runtime"],
        "cudnn": cudnn,
        "torch": torch,
        "commit": args.commit or "unknown",
        "date": args.date,
        "command": args.command,
        "host_cpu": ours["host_cpu"],
        "clocks": read_clocks(args.clocks),
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


def made_up_run(folder):
    """The inputs of one complete made-up run, as the device's tools write them."""
    cmd = "build-gpu/tests/gpu/gpu_measure --rows /tmp/convscope-rows.json --npy-dir /tmp/npy"
    ours_rows = [timing_row(n, s, [0.001 * n / 16 + i + 0.0001 * k for k in range(30)], cmd)
                 for i, s in enumerate(SERIES) if not s.startswith("torch") for n in SIZES]
    torch_rows = [timing_row(n, s, [0.002 * n / 16 + 0.0001 * k for k in range(30)],
                             "python3 scripts/gpu/torch_anchor.py --npy-dir /tmp/npy")
                  for s in ("torch-conv2d", "torch-copy") for n in SIZES]
    layer_rows = [timing_row(side, f"layer-{name}-{part}",
                             [0.01 * (i + 1) + 0.0001 * k for k in range(20)],
                             "build-gpu/tests/gpu/gpu_layer_measure --rows x --npy-dir /tmp/npy")
                  for name, side in LAYERS for i, part in enumerate(LAYER_PARTS)
                  if part != "torch-conv2d"]
    torch_layer_rows = [timing_row(side, f"layer-{name}-torch-conv2d",
                                   [0.02 + 0.0001 * k for k in range(20)],
                                   "python3 scripts/gpu/torch_layer.py --npy-dir /tmp/npy")
                        for name, side in LAYERS]
    paths = {k: os.path.join(folder, k + ".json")
             for k in ("ours", "torch", "layers", "torch_layer")}
    head = {"device": "Made-up GPU", "cuda_driver": "13.0", "cuda_runtime": "13.0",
            "host_cpu": "made-up CPU, 16 threads"}
    documents = {"ours": {**head, "rows": ours_rows},
                 "torch": {"torch": "0.0-made-up", "cudnn": 90000, "rows": torch_rows},
                 "layers": {**head, "cudnn": "9.0.0", "rows": layer_rows},
                 "torch_layer": {"torch": "0.0-made-up", "cudnn": 90000,
                                 "rows": torch_layer_rows}}
    for key, path in paths.items():
        with open(path, "w") as f:
            json.dump(documents[key], f)
    clocks = os.path.join(folder, "clocks.csv")
    with open(clocks, "w") as f:
        f.write("1980, 3201, 1980\n1755, 3201, 1980\n[N/A], [N/A], [N/A]\n1980, 3201, 1980\n")
    args = ["--ours", paths["ours"], "--torch", paths["torch"], "--layers", paths["layers"],
            "--torch-layer", paths["torch_layer"], "--clocks", clocks, "--date", "2000-01-02",
            "--driver", "1.2.3", "--commit", "0123456789abcdef0123456789abcdef01234567",
            "--command", "scripts/gpu_check.sh"]
    return paths, args


def same_fields(a, b):
    """Where two documents' fields differ (keys at the top, of rows, of clocks), as sentences."""
    problems = []
    if list(a) != list(b):
        problems.append(f"top-level keys {list(a)} ≠ {list(b)}")
    row_keys = {tuple(r) for r in a.get("rows", [])} | {tuple(r) for r in b.get("rows", [])}
    if len(row_keys) != 1:
        problems.append(f"row keys differ: {sorted(row_keys)}")
    ca, cb = a.get("clocks"), b.get("clocks")
    if isinstance(ca, dict) and isinstance(cb, dict):
        if list(ca) != list(cb):
            problems.append(f"clocks keys {list(ca)} ≠ {list(cb)}")
        for key in ("sm_mhz", "mem_mhz"):
            if isinstance(ca.get(key), dict) and isinstance(cb.get(key), dict) and \
                    list(ca[key]) != list(cb[key]):
                problems.append(f"clocks.{key} keys differ")
    return problems


def fake_device_timing():
    """gpu_timed_runs on a made-up torch whose calls each take 0.01 ms of GPU time and whose L2 is
    200 MiB: K must be 100 (a pair ≥ 1 ms), each sample 0.01 ms, a flush before every pair."""
    clock = {"ms": 0.0, "log": []}

    class FakeEvent:
        def __init__(self, enable_timing=False):
            self.at = None

        def record(self):
            self.at = clock["ms"]
            clock["log"].append("event")

        def synchronize(self):
            pass

        def elapsed_time(self, end):
            return end.at - self.at

    class Buffer:
        def __init__(self, n):
            self.n = n

        def numel(self):
            return self.n

        def fill_(self, value):
            clock["log"].append("flush")

    class Props:
        L2_cache_size = 200 << 20

    class Cuda:
        Event = FakeEvent

        @staticmethod
        def get_device_properties(device):
            return Props()

        @staticmethod
        def current_device():
            return 0

        @staticmethod
        def synchronize():
            pass

    class Torch:
        cuda = Cuda
        float32 = "float32"

        @staticmethod
        def empty(n, dtype=None, device=None):
            return Buffer(n)

    def call():
        clock["ms"] += 0.01

    times, how = gpu_timed_runs(Torch, call, repeat=5, warmup=2)
    failures = []
    if how["per_pair"] != 100:
        failures.append(f"fake device timing: K {how['per_pair']}, expected 100")
    if any(abs(t - 0.01) > 1e-9 for t in times) or len(times) != 5:
        failures.append(f"fake device timing: samples {times}, expected five of 0.01 ms")
    pairs = "".join("F" if e == "flush" else "e" for e in clock["log"])
    if pairs != "Fee" * 8:
        failures.append(f"fake device timing: a flush must precede every pair, got {pairs}")
    if "flushed (400 MiB" not in how["l2"]:
        failures.append(f"fake device timing: the flush must be 2× the L2: {how['l2']}")
    return failures


def self_test(fixture=None, dry_out=None):
    """The writer and the validator on made-up rows, in a temporary folder only."""
    failures = fake_device_timing()
    with tempfile.TemporaryDirectory() as folder:
        paths, base_args = made_up_run(folder)
        out_dir = os.path.join(folder, "measurements")
        base = base_args + ["--out-dir", out_dir]
        code = write(parse(base))
        path = os.path.join(out_dir, "made-up-gpu-2000-01-02.json")
        complete = len(SERIES) * len(SIZES) + len(LAYERS) * len(LAYER_PARTS)
        if code != 0 or not os.path.exists(path):
            failures.append(f"a complete run should write {path} and return 0 (got {code})")
        else:
            document = load(path)
            if validate(document):
                failures.append(f"the written file fails validation: {validate(document)}")
            if len(document["rows"]) != complete:
                failures.append("the written file lost rows")
            if document["clocks"]["samples"] != 3 or document["clocks"]["sm_mhz"]["min"] != 1755:
                failures.append(f"the clock samples were misread: {document['clocks']}")
            if document["cudnn"] != "9.0.0; PyTorch's: 9.0.0" or document["torch"] != "0.0-made-up":
                failures.append(f"versions misread: {document['cudnn']!r}, {document['torch']!r}")
            if fixture:
                expected = load(fixture)
                failures += [f"the reader's fixture {fixture} and the writer disagree: {p}"
                             for p in same_fields(document, expected)]
                failures += [f"the fixture {fixture}: {p}" for p in validate(expected)]
            if dry_out:
                with open(dry_out, "w") as f:
                    f.write(render(document))
        without_torch = [a for a in base if a not in (paths["torch"], "--torch")]
        if write(parse(without_torch)) != 1:
            failures.append("a run without the torch rows must say it is incomplete (exit 1)")
        ours = load(paths["ours"])
        ours["rows"][-1]["median_ms"] = 0
        with open(paths["ours"], "w") as f:
            json.dump(ours, f)
        os.remove(path)
        if write(parse(base)) != 1 or not os.path.exists(path):
            failures.append("a zero row must be left out, the rest written, and exit 1")
        elif len(load(path)["rows"]) != complete - 1:
            failures.append("only the zero row may be left out")
        good_row = timing_row(16, "gpu-kernel", [1, 1, 1], "x")
        good = {**dict.fromkeys(KEYS[:-2], "x"), "date": "2000-01-02",
                "clocks": read_clocks(None), "rows": [good_row]}
        if validate(good):
            failures.append(f"a minimal good document fails: {validate(good)}")
        bad = [
            ({"device": "x"}, "keys"),
            ({**good, "date": "2000-1-2"}, "date"),
            ({**good, "rows": [{**good_row, "median_ms": 0}]}, "median_ms"),
            ({**good, "rows": [{**good_row, "series": "cpu"}]}, "unknown series"),
            ({**good, "rows": [good_row] * 2}, "second row"),
            ({**good, "rows": [{**good_row, "size": 56, "series": "layer-64x64-n1-fft"}]},
             "unknown series"),
            ({**good, "rows": [{**good_row, "p10_ms": 2}]}, "p10_ms"),
            ({**good, "rows": [{**good_row, "repeats": 0}]}, "repeats"),
            ({**good, "rows": [{k: v for k, v in good_row.items() if k != "command"}]},
             "must have exactly"),
            ({**good, "commit": ""}, '"commit"'),
            ({**good, "clocks": {**read_clocks(None), "samples": 2}}, "clocks.sm_mhz"),
        ]
        for document, expected in bad:
            if not any(expected in p for p in validate(document)):
                failures.append(f"validation should report {expected!r} for {document}")
    for f in failures:
        print(f"write_measurement self-test: FAILED: {f}", file=sys.stderr)
    if not failures:
        print("write_measurement self-test: passed (K calls per event pair and the L2 flush on a "
              f"fake device, writer, completeness, {len(bad)} malformed "
              "files" + (", the reader's fixture has the writer's fields" if fixture else "")
              + ")")
    return 1 if failures else 0


def example(path):
    """The complete made-up file the self-test writes, at `path`, for the app's reader test."""
    with tempfile.TemporaryDirectory() as folder:
        _, base_args = made_up_run(folder)
        out_dir = os.path.join(folder, "measurements")
        if write(parse(base_args + ["--out-dir", out_dir])) != 0:
            return 1
        with open(os.path.join(out_dir, "made-up-gpu-2000-01-02.json")) as f, \
                open(path, "w") as out:
            out.write(f.read())
    return 0


def parse(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ours", help="rows.json from tests/gpu/gpu_measure")
    parser.add_argument("--torch", help="the JSON of scripts/gpu/torch_anchor.py")
    parser.add_argument("--layers", help="rows JSON of tests/gpu/gpu_layer_measure")
    parser.add_argument("--torch-layer", help="the JSON of scripts/gpu/torch_layer.py")
    parser.add_argument("--driver", help="NVIDIA driver version (nvidia-smi)")
    parser.add_argument("--date", help="YYYY-MM-DD (UTC)")
    parser.add_argument("--command", default="scripts/gpu_check.sh",
                        help="the exact gpu_check.sh invocation")
    parser.add_argument("--commit", help="the checkout's commit (the device copy has no .git)")
    parser.add_argument("--clocks", help="nvidia-smi CSV: clocks.sm, clocks.mem, clocks.max.sm")
    parser.add_argument("--fixture", help="with --self-test: the app reader's fixture to compare")
    parser.add_argument("--dry-out", help="with --self-test: keep the made-up file here")
    parser.add_argument("--example", metavar="FILE", help="write the made-up complete file")
    parser.add_argument("--out-dir", default="resources/measurements")
    parser.add_argument("--validate", metavar="FILE")
    parser.add_argument("--self-test", action="store_true")
    return parser.parse_args(argv)


def main():
    args = parse(sys.argv[1:])
    if args.self_test:
        return self_test(args.fixture, args.dry_out)
    if args.example:
        return example(args.example)
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
