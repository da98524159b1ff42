// One float32 .npy in memory, for the members of an .npz (core's npy_tensor.h reads and writes
// files, not bytes, and only up to 4-D tensors).
#pragma once

#include <string>
#include <vector>

#include "convscope/status.h"

namespace convscope::train {

// Version 1.0, '<f4', C order, the header padded to 64 bytes as numpy does (core's npyPreamble).
std::string npyBytes(const std::vector<int>& dims, const std::vector<float>& values);

// '<f4' C order only, version 1 or 2; the data's length must be what the shape says.
Status parseNpyBytes(const std::string& bytes, std::vector<int>& dims, std::vector<float>& values);

}  // namespace convscope::train
