// N-D float32 .npy files for layer tensors: 1-D bias, (C,H,W) or (N,C,H,W) input, (K,C,3,3)
// weights, and a 4-D output. Only little-endian float32 in C order is read; anything else is a
// clear error naming what the header says, before memory is taken for the data.
#pragma once

#include <string>
#include <vector>

#include "convscope/layer.h"
#include "convscope/status.h"

namespace convscope {

struct NpyTensor {
  std::vector<int> dims;  // as the file says, 1 to 4 of them
  Tensor tensor;  // the same values, shape right-aligned and padded with 1s: (3) → 1×1×1×3
};

Result<NpyTensor> readNpyTensor(const std::string& path);

// A 4-D (N,K,H',W') '<f4' file, written through an AtomicFile: nothing is left on failure.
Status writeNpyTensor(const std::string& path, const Tensor& tensor);

}  // namespace convscope
