// The figures the layer view and the lessons show for one layer shape, computed once here from
// core's LayerShape and the GPU timing model: the presets a class starts from, what batching
// does (time per image and VRAM, from the model), what crosses PCIe when the data stays in VRAM,
// and the im2col matrix of a small layer (how cuDNN and oneDNN turn a layer into one matrix
// product).
#pragma once

#include <vector>

#include "convscope/gpu_timing_model.h"
#include "convscope/layer.h"
#include "convscope/reference_gpu.h"
#include "convscope/status.h"

namespace convscope::speed {

struct LayerPreset {
  int channels = 1;  // C
  int filters = 1;   // K
  int side = 56;     // H = W
  int batch = 1;     // N
};
// One filter 1→1 at 512², 64→64 at 56², 128→128 at 28² ×4, 256→256 at 14² ×8 (VGG-16's
// middle layers at a small batch).
const std::vector<LayerPreset>& layerPresets();

// A square layer with zero padding (the output keeps its side) and a bias per filter, as
// PyTorch's Conv2d(C, K, 3, padding=1) computes.
LayerShape layerShape(int channels, int filters, int side, int batch);
LayerShape layerShape(const LayerPreset& preset);

// What the layer holds in VRAM: input, weights, bias and output, float32.
double layerVramBytes(const LayerShape& shape);

// The layer at one batch size, priced by the GPU model (RunSize::layer).
struct BatchRow {
  int batch = 1;
  double kernelMsPerImage = 0;  // the kernel alone, divided by the batch
  double copiesMsPerImage = 0;  // pinned upload + kernel + download, divided by the batch
  double vramBytes = 0;
  bool fits = true;  // vramBytes within the card's memory
};
// Batches 1, 2, 4, … up to `maxBatch`.
std::vector<BatchRow> batchRows(LayerShape shape, const ReferenceGpu& gpu, int maxBatch);

// The copies over PCIe (pinned, model) for this layer's input and output, in ms: what a chain of
// layers that keeps its data in VRAM pays once, at its first input and its last output.
struct PcieCopies {
  double uploadMs = 0;
  double downloadMs = 0;
  double kernelMs = 0;
};
PcieCopies pcieCopies(const LayerShape& shape, const ReferenceGpu& gpu);

// The im2col matrix of sample 0 as the window draws it: the CPU engines' matrix (cpu::Im2colMatrix:
// one column per output position H'·W', one row per weight C·9, channel after channel, taps
// row-major, each cell the input value that weight meets there) with its padding cells marked.
// The layer is then one matrix product: the K × C·9 weights times this matrix give the K × H'·W'
// outputs.
struct Im2colFigure {
  int rows = 0;
  int cols = 0;
  std::vector<float> values;  // row-major, rows × cols
  std::vector<char> padded;   // 1 where the cell lies in the padding
  float at(int row, int col) const { return values[static_cast<size_t>(row) * cols + col]; }
  bool isPadding(int row, int col) const { return padded[static_cast<size_t>(row) * cols + col]; }
};
Result<Im2colFigure> im2colFigure(const Tensor& input, const ConvParams& params);

}  // namespace convscope::speed
