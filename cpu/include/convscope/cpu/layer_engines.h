// Fast CPU layer engines (im2col + sgemm through OpenBLAS, oneDNN) and the im2col matrix itself.
// A library missing at build time is an engine that answers Unsupported with its reason.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "convscope/layer.h"
#include "convscope/status.h"

namespace convscope::cpu {

enum class LayerEngine { Reference, Im2colOpenBlas, OneDnn };

// "reference", "im2col", "onednn": what --engine accepts.
std::string_view layerEngineName(LayerEngine engine);
// "naive loop", "im2col + sgemm (OpenBLAS)", "oneDNN": what a row or a label says.
std::string layerEngineLabel(LayerEngine engine);
bool layerEngineFromName(std::string_view name, LayerEngine& engine);
const std::vector<LayerEngine>& layerEngines();

// oneDNN, then im2col, then the naive loop: the fastest this build has.
LayerEngine fastestLayerEngine();

// Ok, or Unsupported with why ("built without OpenBLAS: libopenblas-openmp-dev not found").
Status layerEngineAvailable(LayerEngine engine);

struct LayerRunOptions {
  int threads = 0;  // 0: every hardware thread
};

// Fills `output` (N × K × H' × W'), keeping its memory when it already has that shape.
Status convolveLayer(LayerEngine engine, const LayerProblem& problem, Tensor& output,
                     const LayerRunOptions& options = {});

// The im2col matrix of one sample: row (c·9 + ky·3 + kx), column (oy·W' + ox) holds the input
// value under that tap for that output pixel (0 where zero padding reads outside).
struct Im2colMatrix {
  int rows = 0;               // C · 9
  int cols = 0;               // H' · W'
  std::vector<float> values;  // rows × cols, row-major
};
Result<Im2colMatrix> im2colMatrix(const LayerProblem& problem, int sample);

// Writes the same matrix into `out` (rows × cols floats), spread over `threads` OpenMP threads.
void buildIm2col(const LayerProblem& problem, int sample, float* out, int threads);

}  // namespace convscope::cpu
