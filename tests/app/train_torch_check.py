#!/usr/bin/python3
"""`convscope train` against PyTorch autograd + SGD, on the same weights and the same batches.

  train_torch_check.py CONVSCOPE_BINARY [--data DIR]

For each engine (reference, onednn): initial weights made by torch (torch.manual_seed(0), the
default nn.Conv2d / nn.Linear init), saved as init.npz (numpy.savez, the state_dict's names);
  1. one step, --batch 64 --lr 0.05 --momentum 0.9 --shuffle off (the first 64 training images,
     file order): the loss, every gradient (--grads) and every updated weight (--out) against
     the same step in torch;
  2. 20 steps from the same init.npz: every step's loss and the final weights.
The figure for a tensor is its relative error, max|ours - torch| / max(max|torch|, 1e-12); for a
loss |ours - torch| / max(|torch|, 1e-12). Tolerances: 1e-4 after one step, 1e-3 after 20 (20
steps at lr 0.05 and momentum 0.9 let float32's reordered sums drift apart a little).

Exit 0 every comparison passed, 1 one failed, 77 skipped (no torch or numpy in /usr/bin/python3,
no Fashion-MNIST); an engine the binary says is unavailable is skipped with its reason.
"""
import gzip
import json
import os
import subprocess
import sys
import tempfile

SKIP = 77
ENGINES = ("reference", "onednn")
NAMES = ("conv1.weight", "conv1.bias", "conv2.weight", "conv2.bias", "fc.weight", "fc.bias")
SHAPES = {"conv1.weight": (8, 1, 3, 3), "conv1.bias": (8,), "conv2.weight": (16, 8, 3, 3),
          "conv2.bias": (16,), "fc.weight": (10, 784), "fc.bias": (10,)}
BATCH, LR, MOMENTUM, THREADS, TEST_LIMIT = 64, 0.05, 0.9, 2, 100
STEP_TOLERANCE, RUN_TOLERANCE = 1e-4, 1e-3
DEFAULT_DATA = "/usr/share/datasets/fashion-mnist"


def idx(path, offset):
    import numpy as np
    with gzip.open(path, "rb") as f:
        return np.frombuffer(f.read(), dtype=np.uint8, offset=offset)


def load_split(folder, split):
    images = idx(os.path.join(folder, split + "-images-idx3-ubyte.gz"), 16).reshape(-1, 28, 28)
    labels = idx(os.path.join(folder, split + "-labels-idx1-ubyte.gz"), 8)
    return images, labels


def batch_tensors(images, labels, start, end):
    import numpy as np
    import torch
    x = torch.from_numpy(images[start:end].astype(np.float32) / np.float32(255.0))
    return x.reshape(-1, 1, 28, 28), torch.from_numpy(labels[start:end].astype(np.int64))


def make_net():
    import torch
    import torch.nn as nn
    import torch.nn.functional as F

    class Net(nn.Module):
        def __init__(s):
            super().__init__()
            s.conv1 = nn.Conv2d(1, 8, 3, padding=1)
            s.conv2 = nn.Conv2d(8, 16, 3, padding=1)
            s.fc = nn.Linear(784, 10)

        def forward(s, x):
            x = F.max_pool2d(F.relu(s.conv1(x)), 2)
            x = F.max_pool2d(F.relu(s.conv2(x)), 2)
            return s.fc(torch.flatten(x, 1))

    return Net()


def relative(ours, want):
    import numpy as np
    scale = max(float(np.abs(want).max()) if want.size else 0.0, 1e-12)
    return float(np.abs(ours.astype(np.float64) - want.astype(np.float64)).max()) / scale


class Checker:
    def __init__(self):
        self.failures = []
        self.count = 0

    def figure(self, label, err, tolerance, extra="", kind="rel"):
        self.count += 1
        ok = err <= tolerance
        print("%-44s %s %.3g tolerance %.0e %s%s" % (label, kind, err, tolerance,
                                                     "ok" if ok else "FAIL", extra))
        if not ok:
            self.failures.append(label)
        return ok

    def fail(self, label, why):
        self.count += 1
        print("%-44s FAIL %s" % (label, why))
        self.failures.append(label)


def load_npz(path, checker, label):
    """The tensors of a .npz the binary wrote, or None (with the failure said) when it does not
    hold exactly the six float32 tensors of the contract's shapes."""
    import numpy as np
    try:
        with np.load(path) as z:
            got = {k: z[k] for k in z.files}
    except Exception as e:  # noqa: BLE001 (any unreadable file is the binary's failure)
        checker.fail(label, "cannot read %s: %s" % (path, e))
        return None
    if sorted(got) != sorted(NAMES):
        checker.fail(label, "names %s, want %s" % (sorted(got), sorted(NAMES)))
        return None
    for k in NAMES:
        if got[k].shape != SHAPES[k] or got[k].dtype != np.float32:
            checker.fail(label, "%s is %s %s, want float32 %s" % (k, got[k].dtype, got[k].shape,
                                                                 SHAPES[k]))
            return None
    return got


def run_train(binary, engine, workdir, steps, data):
    out, grads = os.path.join(workdir, "out.npz"), os.path.join(workdir, "g.npz")
    for f in (out, grads):
        if os.path.exists(f):
            os.remove(f)
    args = [binary, "train", "--init", os.path.join(workdir, "init.npz"), "--steps", str(steps),
            "--shuffle", "off", "--batch", str(BATCH), "--lr", str(LR), "--momentum",
            str(MOMENTUM), "--engine", engine, "--threads", str(THREADS), "--out", out, "--grads",
            grads, "--format", "json", "--test-limit", str(TEST_LIMIT), "--data", data]
    p = subprocess.run(args, capture_output=True, text=True, timeout=240)
    return p, out, grads


# What a build without the engine says ("built without oneDNN and OpenBLAS for training:
# libdnnl-dev or libopenblas-openmp-dev not found"). Narrower than any "not": an engine that is
# there and fails ("oneDNN cannot make the training primitives: could not create ...") is a
# failure, not a skip.
UNAVAILABLE = ("unavailable", "not available", "without", "not built", "not in this build",
               "not found")


def engine_unavailable(engine, p):
    if p.returncode != 1:
        return None
    said = (p.stderr + p.stdout).strip()
    low = said.lower()
    if engine.lower() in low and any(w in low for w in UNAVAILABLE) and \
            "cannot make" not in low:
        return said.splitlines()[-1]
    return None


def torch_steps(init, images, labels, steps, threads):
    """`steps` SGD steps in torch from `init`; returns (losses, last step's grads, weights)."""
    import torch
    import torch.nn as nn
    torch.set_num_threads(threads)
    net = make_net()
    net.load_state_dict({k: torch.from_numpy(v.copy()) for k, v in init.items()})
    opt = torch.optim.SGD(net.parameters(), lr=LR, momentum=MOMENTUM)
    loss_fn = nn.CrossEntropyLoss()
    n = len(images)
    per_epoch = (n + BATCH - 1) // BATCH
    losses, grads = [], {}
    for step in range(steps):
        start = (step % per_epoch) * BATCH
        x, y = batch_tensors(images, labels, start, min(start + BATCH, n))
        opt.zero_grad()
        loss = loss_fn(net(x), y)
        loss.backward()
        losses.append(float(loss))
        grads = {k: p.grad.detach().numpy().copy() for k, p in net.named_parameters()}
        opt.step()
    weights = {k: v.detach().numpy().copy() for k, v in net.state_dict().items()}
    return losses, grads, weights


def accuracy(weights, images, labels):
    import torch
    net = make_net()
    net.load_state_dict({k: torch.from_numpy(v.copy()) for k, v in weights.items()})
    with torch.no_grad():
        x, y = batch_tensors(images, labels, 0, len(images))
        return float((net(x).argmax(1) == y).double().mean())


def check_json(report, engine, steps, checker, label):
    """The JSON fields the contract names; returns the losses or None."""
    want = {"engine": engine, "batch": BATCH, "steps": steps, "threads": THREADS,
            "shuffle": False, "images": steps * BATCH, "test_images": TEST_LIMIT}
    bad = ["%s=%r (want %r)" % (k, report.get(k), v) for k, v in want.items()
           if report.get(k) != v]
    for k in ("lr", "momentum"):
        if not isinstance(report.get(k), (int, float)) or \
                abs(report[k] - {"lr": LR, "momentum": MOMENTUM}[k]) > 1e-9:
            bad.append("%s=%r" % (k, report.get(k)))
    missing = [k for k in ("seed", "epochs", "losses", "test_accuracy", "images_per_second",
                           "step_ms") if k not in report]
    parts = ("data", "forward", "backward_data", "backward_weights", "update", "total")
    missing += ["step_ms." + k for k in parts if k not in report.get("step_ms", {})]
    if bad or missing:
        checker.fail(label + " json", ", ".join(bad + ["missing " + m for m in missing]))
    losses = report.get("losses")
    if not isinstance(losses, list) or len(losses) != steps:
        checker.fail(label + " json", "losses has %s entries, want %d" % (
            len(losses) if isinstance(losses, list) else "no", steps))
        return None
    return losses


def check_engine(binary, engine, workdir, data, init, train, test, checker):
    import numpy as np
    images, labels = train
    # 1. One step.
    p, out, gpath = run_train(binary, engine, workdir, 1, data)
    reason = engine_unavailable(engine, p)
    if reason is not None:
        print("%s: SKIP: %s" % (engine, reason))
        return "skipped"
    label = "%s 1 step" % engine
    if p.returncode != 0:
        checker.fail(label, "exit %d: %s" % (p.returncode, (p.stderr or p.stdout).strip()[-400:]))
        return "failed"
    try:
        report = json.loads(p.stdout)
    except ValueError as e:
        checker.fail(label, "stdout is not one JSON object (%s): %r" % (e, p.stdout[:200]))
        return "failed"
    losses = check_json(report, engine, 1, checker, label)
    t_losses, t_grads, t_weights = torch_steps(init, images, labels, 1, THREADS)
    if losses is not None:
        err = abs(losses[0] - t_losses[0]) / max(abs(t_losses[0]), 1e-12)
        checker.figure(label + " loss", err, STEP_TOLERANCE,
                       "  (ours %.7f torch %.7f)" % (losses[0], t_losses[0]))
    grads = load_npz(gpath, checker, label + " grads")
    if grads is not None:
        for k in NAMES:
            checker.figure("%s grad %s" % (label, k), relative(grads[k], t_grads[k]),
                           STEP_TOLERANCE, "  (max|torch| %.3g)" % np.abs(t_grads[k]).max())
    weights = load_npz(out, checker, label + " weights")
    if weights is not None:
        for k in NAMES:
            checker.figure("%s weight %s" % (label, k), relative(weights[k], t_weights[k]),
                           STEP_TOLERANCE)
        # The accuracy it reports is that of the weights it wrote, on the first TEST_LIMIT
        # test images (one image either way allowed: an argmax between near-equal logits).
        if isinstance(report.get("test_accuracy"), (int, float)):
            want = accuracy(weights, test[0][:TEST_LIMIT], test[1][:TEST_LIMIT])
            checker.figure(label + " test_accuracy", abs(report["test_accuracy"] - want),
                           1.0 / TEST_LIMIT + 1e-9, "  (ours %.4f, torch on its weights %.4f)"
                           % (report["test_accuracy"], want), kind="abs")
    # 2. Twenty steps from the same init.
    steps = 20
    label = "%s %d steps" % (engine, steps)
    p, out, gpath = run_train(binary, engine, workdir, steps, data)
    if p.returncode != 0:
        checker.fail(label, "exit %d: %s" % (p.returncode, (p.stderr or p.stdout).strip()[-400:]))
        return "failed"
    try:
        report = json.loads(p.stdout)
    except ValueError as e:
        checker.fail(label, "stdout is not one JSON object (%s)" % e)
        return "failed"
    losses = check_json(report, engine, steps, checker, label)
    t_losses, _, t_weights = torch_steps(init, images, labels, steps, THREADS)
    if losses is not None:
        errs = [abs(a - b) / max(abs(b), 1e-12) for a, b in zip(losses, t_losses)]
        worst = max(range(steps), key=lambda i: errs[i])
        checker.figure(label + " losses", errs[worst], RUN_TOLERANCE,
                       "  (worst at step %d: ours %.6f torch %.6f; last %.6f vs %.6f)"
                       % (worst, losses[worst], t_losses[worst], losses[-1], t_losses[-1]))
    weights = load_npz(out, checker, label + " weights")
    if weights is not None:
        for k in NAMES:
            checker.figure("%s weight %s" % (label, k), relative(weights[k], t_weights[k]),
                           RUN_TOLERANCE)
    if isinstance(report.get("images_per_second"), (int, float)):
        print("%s: %.0f images/s (its own figure, %d threads)" % (
            label, report["images_per_second"], THREADS))
    return "ran"


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("--"):
        print(__doc__)
        return 2
    binary = args[0]
    data = args[args.index("--data") + 1] if "--data" in args else DEFAULT_DATA
    try:
        import numpy as np
        import torch
    except ImportError as e:
        print("SKIP: %s (/usr/bin/python3 needs python3-torch and python3-numpy)" % e)
        return SKIP
    files = [os.path.join(data, s + n) for s in ("train", "t10k")
             for n in ("-images-idx3-ubyte.gz", "-labels-idx1-ubyte.gz")]
    if not all(os.path.isfile(f) for f in files):
        print("SKIP: Fashion-MNIST not installed (dataset-fashion-mnist)")
        return SKIP
    print("torch", torch.__version__, "numpy", np.__version__, "binary", binary)
    train = load_split(data, "train")
    test = load_split(data, "t10k")
    torch.manual_seed(0)
    init = {k: v.detach().numpy().copy() for k, v in make_net().state_dict().items()}
    checker = Checker()
    outcome = {}
    with tempfile.TemporaryDirectory(prefix="convscope-train-") as workdir:
        np.savez(os.path.join(workdir, "init.npz"), **init)
        for engine in ENGINES:
            outcome[engine] = check_engine(binary, engine, workdir, data, init, train, test,
                                           checker)
    ran = [e for e, o in outcome.items() if o != "skipped"]
    if not ran:
        print("SKIP: no engine available (%s)" % ", ".join(ENGINES))
        return SKIP
    if checker.failures:
        print("FAIL: %d of %d comparisons (%s)" % (len(checker.failures), checker.count,
                                                   "; ".join(checker.failures)))
        return 1
    print("PASS: %d comparisons, engines %s%s" % (
        checker.count, ", ".join(ran),
        "".join("; %s skipped" % e for e, o in outcome.items() if o == "skipped")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
