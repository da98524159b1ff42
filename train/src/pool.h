// 2×2 max pooling with stride 2 and its backward pass, shared by both engines: tight loops that
// cost little beside the convolutions, written once so both pick the same maximum. One thread:
// at this size an OpenMP region costs more than it saves once the cores are shared.
#pragma once

#include <cstdint>

namespace convscope::train {

// `planes` planes of side × side (even) into side/2 × side/2. `index` gets the winner's place
// in its window (0..3, row-major); ties go to the first, a NaN wins, as in PyTorch.
void maxPool2x2(const float* in, int planes, int side, float* out, std::uint8_t* index);

// Each pooled gradient goes to its window's winner, times ReLU's derivative there (the kept
// activation > 0); every other place gets 0. `side` is the unpooled side.
void maxUnpool2x2Relu(const float* dout, const std::uint8_t* index, const float* activation,
                      int planes, int side, float* din);

}  // namespace convscope::train
