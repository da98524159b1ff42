#!/usr/bin/python3
"""Random conv layers for `convscope apply`, checked against torch.nn.functional.conv2d.

  layer_torch_check.py probe                      exits 0 when torch and numpy import
  layer_torch_check.py make DIR SEED              writes DIR/x.npy, w.npy, b.npy
  layer_torch_check.py check DIR PAD S D BIAS     compares DIR/y.npy with PyTorch; prints the
                                                  max abs error, exits 1 above the tolerance
  layer_torch_check.py serve                      reads such commands (without the script's
                                                  name) one a line from stdin, and answers each
                                                  with its output and a line "exit N": torch is
                                                  imported once for every case of a test run

PAD is zero|replicate|reflect|none: padding_mode 'zeros', 'replicate', 'reflect' with
padding=dilation (the size-keeping padding), and padding=0 for none.
"""
import os
import sys


def probe():
    import numpy  # noqa: F401
    import torch  # noqa: F401
    print("torch", torch.__version__)


def make(folder, seed):
    import numpy as np
    rng = np.random.default_rng(int(seed))
    n, c, k = int(rng.integers(1, 4)), int(rng.integers(1, 6)), int(rng.integers(1, 7))
    h, w = int(rng.integers(7, 14)), int(rng.integers(7, 14))
    np.save(os.path.join(folder, "x.npy"), rng.standard_normal((n, c, h, w), dtype=np.float32))
    np.save(os.path.join(folder, "w.npy"), rng.standard_normal((k, c, 3, 3), dtype=np.float32))
    np.save(os.path.join(folder, "b.npy"), rng.standard_normal((k,), dtype=np.float32))


def check(folder, pad, stride, dilation, bias):
    import numpy as np
    import torch
    import torch.nn.functional as F
    x = torch.from_numpy(np.load(os.path.join(folder, "x.npy")))
    w = torch.from_numpy(np.load(os.path.join(folder, "w.npy")))
    b = torch.from_numpy(np.load(os.path.join(folder, "b.npy"))) if bias == "1" else None
    s, d = int(stride), int(dilation)
    if pad == "zero":
        want = F.conv2d(x, w, b, stride=s, padding=d, dilation=d)
    elif pad == "none":
        want = F.conv2d(x, w, b, stride=s, padding=0, dilation=d)
    else:
        padded = F.pad(x, (d, d, d, d), mode=pad)
        want = F.conv2d(padded, w, b, stride=s, padding=0, dilation=d)
    got = torch.from_numpy(np.load(os.path.join(folder, "y.npy")))
    if tuple(got.shape) != tuple(want.shape):
        print("shape", tuple(got.shape), "PyTorch", tuple(want.shape))
        return 1
    err = float((got - want).abs().max())
    # Sums of up to 45 products of N(0,1) values: a reordered float sum differs by ~1e-6.
    tolerance = 1e-4
    print("max_abs_error %.3g tolerance %.0e" % (err, tolerance))
    return 0 if err <= tolerance else 1


def run(args):
    """One command; its exit status."""
    cmd = args[0] if args else ""
    if cmd == "probe" and len(args) == 1:
        probe()
        return 0
    if cmd == "make" and len(args) == 3:
        make(*args[1:])
        return 0
    if cmd == "check" and len(args) == 6:
        return check(*args[1:])
    print(__doc__)
    return 2


def serve():
    for line in sys.stdin:
        try:
            status = run(line.split())
        except Exception as e:  # an import that fails is the answer to a probe, not the end
            print("%s: %s" % (type(e).__name__, e))
            status = 1
        print("exit %d" % status, flush=True)


if __name__ == "__main__":
    if sys.argv[1:] == ["serve"]:
        serve()
    else:
        sys.exit(run(sys.argv[1:]))
