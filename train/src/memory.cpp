#include "convscope/train/memory.h"

#include "convscope/layer.h"
#include "convscope/train/dataset.h"

namespace convscope::train {
namespace {

// Per image, in floats or bytes: the sizes Workspace (engine.h) allocates.
constexpr long long kInputFloats = kImagePixels;    // 1×28×28
constexpr long long kConv1Floats = 8LL * 28 * 28;   // a1, dz1
constexpr long long kPool1Floats = 8LL * 14 * 14;   // p1, i1, dp1
constexpr long long kConv2Floats = 16LL * 14 * 14;  // a2, dz2
constexpr long long kPool2Floats = 16LL * 7 * 7;    // p2, i2, dp2
constexpr long long kLogitFloats = kClasses;

}  // namespace

long long activationBytes(int batch) {
  const long long floats =
      kInputFloats + kConv1Floats + kPool1Floats + kConv2Floats + kPool2Floats + kLogitFloats;
  const long long indexBytes = kPool1Floats + kPool2Floats;
  return 1LL * batch * (4 * floats + indexBytes);
}

long long stepBufferBytes(int batch) {
  const long long gradientFloats = kLogitFloats /*logits*/ + kLogitFloats + kPool2Floats +
                                   kConv2Floats + kPool1Floats + kConv1Floats;
  return activationBytes(batch) + 1LL * batch * (4 * gradientFloats + 4 /*label*/);
}

long long batchCopyBytes(int batch) {
  return 1LL * batch * (4 * kInputFloats + 4);
}

long long stepBufferBudget() {
  return kMaxLayerTensorBytes;
}

}  // namespace convscope::train
