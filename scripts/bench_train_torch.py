#!/usr/bin/python3
"""Training speed: PyTorch's CPU training of the `convscope train` model beside ours, in one run
(a benchmark, not a test; tests/app/train_torch_check.py checks that the two compute the same).

  /usr/bin/python3 scripts/bench_train_torch.py [BUILD/app/convscope] [--steps N] [--batch 64]
      [--threads 2] [--rounds 3] [--warmup 5] [--reference] [--reference-steps N] [--data DIR]

What is measured, and how:
  - the same model (conv 1→8, conv 8→16, fc 784→10), the same initial weights (one init.npz,
    made by torch.manual_seed(1)), the same batches (--shuffle off: step k uses training images
    [k·B, k·B+B) in file order), the same batch size and thread count (torch.set_num_threads,
    convscope --threads), SGD lr 0.05 momentum 0.9 on both sides;
  - interleaved, A B A B: each round trains torch, then ours (`convscope train --engine
    onednn`; with --reference also the reference engine, on a shorter run), and the table shows
    the medians over the rounds;
  - the first --warmup steps are left out on both sides (oneDNN's first step runs its
    primitives for the first time: its forward takes ~10x a later one). Torch is timed step by
    step (time.perf_counter) and its warm-up steps are dropped. Ours: `convscope train --format
    csv` writes each step's parts (data_ms, forward_ms, backward_data_ms, backward_weights_ms,
    update_ms; the steady clock) and its warm-up rows are dropped. Should a binary's CSV lack
    those columns, --format json's step_ms (means over the whole run) is used instead, from two
    runs of W and W+N steps: ((W+N)·ms(W+N) − W·ms(W)) / N, noisier on a busy machine;
  - torch's parts: data (the batch tensor made from the uint8 images: astype float32, /255,
    reshape, and the int64 labels), forward (the model and the cross-entropy loss), backward
    (loss.backward()), update (optimizer.zero_grad() and optimizer.step()). Torch's backward is
    ONE figure: autograd runs each layer's data gradient and weight gradient inside one node
    (aten::convolution_backward, AddmmBackward0), so hooks only see both together. Beside it,
    the conv layers' split is measured apart: aten::convolution_backward called on one step's
    own tensors with only the data-gradient mask, then with only the weight (and bias) mask;
    those figures are the same kernels outside autograd, not a split of the training run;
  - images per second: B / the total per-step time (data + forward + backward + update), the
    same definition on both sides; the test-set evaluation is in neither.
Ratios are ours/torch: above 1 for a time means ours is slower, above 1 for images/s faster.
Both sides run OpenMP threads that wait for each other: on a machine whose load is above its
cores, a 2-thread step can take ten times its quiet time, so the load average is printed before
and after, with a warning when it is above the core count.
"""
import csv
import io
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np
import torch
import torch.nn as nn

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests",
                                "app"))
import train_torch_check as common  # noqa: E402 (the model, the IDX reader, the batches)

LR, MOMENTUM = 0.05, 0.9
PARTS = ("data", "forward", "backward", "update", "total")


def option(args, name, default, kind=int):
    return kind(args[args.index(name) + 1]) if name in args else default


def torch_run(init, images, labels, batch, warmup, steps):
    """Per-part milliseconds per step (means over the steps after the warm-up)."""
    net = common.make_net()
    net.load_state_dict({k: torch.from_numpy(v.copy()) for k, v in init.items()})
    opt = torch.optim.SGD(net.parameters(), lr=LR, momentum=MOMENTUM)
    loss_fn = nn.CrossEntropyLoss()
    n = len(images)
    per_epoch = (n + batch - 1) // batch
    sums = dict.fromkeys(PARTS[:-1], 0.0)
    clock = time.perf_counter
    for step in range(warmup + steps):
        start = (step % per_epoch) * batch
        t0 = clock()
        x, y = common.batch_tensors(images, labels, start, min(start + batch, n))
        t1 = clock()
        loss = loss_fn(net(x), y)
        t2 = clock()
        loss.backward()
        t3 = clock()
        opt.step()
        opt.zero_grad()
        t4 = clock()
        if step >= warmup:
            sums["data"] += t1 - t0
            sums["forward"] += t2 - t1
            sums["backward"] += t3 - t2
            sums["update"] += t4 - t3
    ms = {k: v * 1e3 / steps for k, v in sums.items()}
    ms["total"] = sum(ms.values())
    return ms


def conv_backward_split(init, images, labels, batch, repeat=50):
    """The conv layers' backward, measured apart: aten::convolution_backward on one step's own
    tensors with only the data mask, then only the weight+bias mask (ms, summed over layers)."""
    net = common.make_net()
    net.load_state_dict({k: torch.from_numpy(v.copy()) for k, v in init.items()})
    seen = {}

    def keep(name):
        def hook(module, inputs, output):
            seen[name] = [inputs[0].detach(), None]
            output.register_hook(lambda g: seen[name].__setitem__(1, g.detach()))
        return hook

    for name in ("conv1", "conv2"):
        getattr(net, name).register_forward_hook(keep(name))
    x, y = common.batch_tensors(images, labels, 0, batch)
    nn.CrossEntropyLoss()(net(x), y).backward()
    backward = torch.ops.aten.convolution_backward
    out = {"data": 0.0, "weights": 0.0}
    for name in ("conv1", "conv2"):
        inp, grad = seen[name]
        w = getattr(net, name).weight.detach()
        for part, mask in (("data", [True, False, False]), ("weights", [False, True, True])):
            if name == "conv1" and part == "data":
                continue  # the image needs no gradient: autograd does not compute it either
            args = (grad, inp, w, [w.shape[0]], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, mask)
            for _ in range(5):
                backward(*args)
            start = time.perf_counter()
            for _ in range(repeat):
                backward(*args)
            out[part] += (time.perf_counter() - start) * 1e3 / repeat
    return out


def ours_run(binary, engine, folder, data, batch, threads, warmup, steps):
    """Ours: per-part ms per step over the steps after the warm-up. From the per-step rows of
    --format csv when it has them; else from two --format json runs (W and W+N steps)."""
    def run(n, form):
        try:
            p = subprocess.run([binary, "train", "--init", os.path.join(folder, "init.npz"),
                                "--steps", str(n), "--shuffle", "off", "--batch", str(batch),
                                "--lr", str(LR), "--momentum", str(MOMENTUM), "--engine",
                                engine, "--threads", str(threads), "--test-limit", "100",
                                "--data", data, "--format", form],
                               capture_output=True, text=True)
        except OSError as e:
            raise RuntimeError("%s engine: cannot run %s: %s" % (engine, binary, e)) from e
        if p.returncode != 0:
            raise RuntimeError("%s engine: exit %d: %s" % (engine, p.returncode,
                                                           (p.stderr or p.stdout).strip()))
        return p.stdout

    keys = ("data", "forward", "backward_data", "backward_weights", "update")
    rows = list(csv.DictReader(io.StringIO(run(warmup + steps, "csv"))))
    if len(rows) == warmup + steps and all(k + "_ms" in rows[0] for k in keys):
        ms = {k: statistics.fmean(float(r[k + "_ms"]) for r in rows[warmup:]) for k in keys}
        whole = sum(float(r[k + "_ms"]) for r in rows for k in keys)
        ms["own_images_per_second"] = batch * len(rows) * 1e3 / whole
        ms["source"] = "its --format csv rows"
    else:
        short = json.loads(run(warmup, "json"))
        full = json.loads(run(warmup + steps, "json"))
        ms = {k: ((warmup + steps) * full["step_ms"][k] - warmup * short["step_ms"][k]) / steps
              for k in keys}
        ms["own_images_per_second"] = full["images_per_second"]
        ms["source"] = "two --format json runs"
    ms["total"] = sum(ms[k] for k in keys)
    ms["backward"] = ms["backward_data"] + ms["backward_weights"]
    return ms


def load_warning():
    load, cores = os.getloadavg()[0], os.cpu_count() or 1
    print("load average %.2f on %d cores%s" % (
        load, cores, "  WARNING: a busy machine; these figures are not the quiet ones"
        if load > cores else ""))


def main():
    args = sys.argv[1:]
    binary = args[0] if args and not args[0].startswith("--") else "build/app/convscope"
    steps = option(args, "--steps", 200)
    batch = option(args, "--batch", 64)
    threads = option(args, "--threads", 2)
    rounds = option(args, "--rounds", 3)
    warmup = option(args, "--warmup", 5)
    ref_steps = option(args, "--reference-steps", max(10, steps // 10))
    data = option(args, "--data", common.DEFAULT_DATA, str)
    torch.set_num_threads(threads)
    load_warning()
    print("torch", torch.__version__, "threads", torch.get_num_threads(), "mkldnn",
          torch.backends.mkldnn.is_available(), "| batch", batch, "steps", steps, "after",
          warmup, "warm-up steps, rounds", rounds)
    images, labels = common.load_split(data, "train")
    torch.manual_seed(1)
    init = {k: v.detach().numpy().copy() for k, v in common.make_net().state_dict().items()}
    engines = ["onednn", "reference"] if "--reference" in args else ["onednn"]
    samples = {"torch": []}
    samples.update({e: [] for e in engines})
    with tempfile.TemporaryDirectory(prefix="convscope-bench-train-") as folder:
        np.savez(os.path.join(folder, "init.npz"), **init)
        for r in range(rounds):  # interleaved: each round measures every side
            samples["torch"].append(torch_run(init, images, labels, batch, warmup, steps))
            for engine in engines:
                n = ref_steps if engine == "reference" else steps
                w = min(warmup, 2) if engine == "reference" else warmup
                try:
                    samples[engine].append(ours_run(binary, engine, folder, data, batch,
                                                    threads, w, n))
                except RuntimeError as e:
                    print("skipped:", e)
                    samples[engine] = None
            engines = [e for e in engines if samples[e] is not None]
            print("round %d of %d done" % (r + 1, rounds), file=sys.stderr)
        split = conv_backward_split(init, images, labels, batch)

    if not samples["torch"]:
        return 1

    def median(side, key):
        return statistics.median(s[key] for s in samples[side])

    cols = ["torch"] + engines
    head = "%-26s" % "ms per step (median)" + "".join("%14s" % c for c in cols) + "".join(
        "%18s" % ("%s/torch" % e) for e in engines)
    print(head)
    print("-" * len(head))
    rows = [("data", "data"), ("forward (incl. loss)", "forward"), ("backward", "backward"),
            ("  backward_data", "backward_data"), ("  backward_weights", "backward_weights"),
            ("update", "update"), ("total", "total")]
    for label, key in rows:
        line = "%-26s" % label
        vals = {}
        for c in cols:
            if c == "torch" and key in ("backward_data", "backward_weights"):
                line += "%14s" % "(one figure)"
                continue
            vals[c] = median(c, key)
            line += "%14.3f" % vals[c]
        for e in engines:
            line += "%18s" % ("%.2f×" % (vals[e] / vals["torch"]) if "torch" in vals and
                              vals["torch"] > 0 else "")
        print(line)
    ips = {c: batch * 1e3 / median(c, "total") for c in cols}
    line = "%-26s" % "images/s" + "".join("%14.0f" % ips[c] for c in cols)
    line += "".join("%18s" % ("%.2f×" % (ips[e] / ips["torch"])) for e in engines)
    print(line)
    print("ratios are ours/torch: below 1× for ms, or above 1× for images/s, ours is faster;"
          " torch's update includes zero_grad()")
    for e in engines:
        print("%s: %.0f images/s over its whole run, warm-up included (parts from %s)" % (
            e, median(e, "own_images_per_second"), samples[e][0]["source"]))
    print("torch's backward is one figure (autograd computes a layer's data and weight gradients"
          " in one node). Apart, on one step's tensors: conv backward data %.3f ms (conv2 only:"
          " the image needs none), conv backward weights+bias %.3f ms (conv1 + conv2)."
          % (split["data"], split["weights"]))
    load_warning()


if __name__ == "__main__":
    sys.exit(main())
