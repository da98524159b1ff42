// API v1: the Train tab codes against this header.
// Weights and gradients as .npz: an uncompressed ZIP of '<f4' C-order .npy files, as
// numpy.savez writes, named as PyTorch's state_dict() (conv1.weight, …, fc.bias).
#pragma once

#include <string>
#include <vector>

#include "convscope/status.h"
#include "convscope/train/params.h"

namespace convscope::train {

struct NpzArray {
  std::string name;  // without ".npy"
  std::vector<int> dims;
  std::vector<float> values;
};

// Written whole through an AtomicFile: an interrupted run keeps the old file as it was.
Status writeNpz(const std::string& path, const std::vector<NpzArray>& arrays);
// Stored (uncompressed) members only, each checked against its CRC-32; '<f4' C order only.
Result<std::vector<NpzArray>> readNpz(const std::string& path);

Status writeParamsNpz(const std::string& path, const Params& params);
// Every name present with its shape and finite values; a missing or misshaped array is named.
Result<Params> readParamsNpz(const std::string& path);

}  // namespace convscope::train
