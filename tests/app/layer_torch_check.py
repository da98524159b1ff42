#!/usr/bin/python3
"""Random conv layers for `convscope apply`, checked against torch.nn.functional.conv2d.

  layer_torch_check.py probe                      exits 0 when torch and numpy import
  layer_torch_check.py make DIR SEED              writes DIR/x.npy, w.npy, b.npy
  layer_torch_check.py check DIR PAD S D BIAS     compares DIR/y.npy with PyTorch; prints the
                                                  max abs error, exits 1 above the tolerance

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


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else ""
    if cmd == "probe":
        probe()
    elif cmd == "make" and len(sys.argv) == 4:
        make(*sys.argv[2:])
    elif cmd == "check" and len(sys.argv) == 7:
        sys.exit(check(*sys.argv[2:]))
    else:
        print(__doc__)
        sys.exit(2)
