#include "speed/layer_figures.h"

#include <algorithm>

#include "convscope/cpu/layer_engines.h"

namespace convscope::speed {

const std::vector<LayerPreset>& layerPresets() {
  static const std::vector<LayerPreset> presets = {
      {1, 1, 512, 1}, {64, 64, 56, 1}, {128, 128, 28, 4}, {256, 256, 14, 8}};
  return presets;
}

LayerShape layerShape(int channels, int filters, int side, int batch) {
  LayerShape s;
  s.batch = batch;
  s.channels = channels;
  s.height = side;
  s.width = side;
  s.filters = filters;
  s.bias = true;
  s.params.padding = Padding::Zero;
  return s;
}

LayerShape layerShape(const LayerPreset& preset) {
  return layerShape(preset.channels, preset.filters, preset.side, preset.batch);
}

double layerVramBytes(const LayerShape& shape) {
  return shape.bytesMoved();  // each tensor once: the same count as the least traffic
}

std::vector<BatchRow> batchRows(LayerShape shape, const ReferenceGpu& gpu, int maxBatch) {
  std::vector<BatchRow> rows;
  for (int n = 1; n <= std::max(1, maxBatch); n *= 2) {
    shape.batch = n;
    const RunSize size = RunSize::layer(shape);
    BatchRow r;
    r.batch = n;
    r.kernelMsPerImage = modelRun(gpu, defaultAssumptions(), size, GpuSeries::Kernel).ms / n;
    r.copiesMsPerImage = modelRun(gpu, defaultAssumptions(), size, GpuSeries::Pinned).ms / n;
    r.vramBytes = layerVramBytes(shape);
    r.fits = r.vramBytes <= gpu.vramBytes;
    rows.push_back(r);
  }
  return rows;
}

PcieCopies pcieCopies(const LayerShape& shape, const ReferenceGpu& gpu) {
  const ModelEstimate e =
      modelRun(gpu, defaultAssumptions(), RunSize::layer(shape), GpuSeries::Pinned);
  PcieCopies c;
  for (const ModelPart& p : e.parts) {
    if (p.name == "upload") c.uploadMs += p.ms;
    if (p.name == "download") c.downloadMs += p.ms;
    if (p.name == "kernel" || p.name == "launch") c.kernelMs += p.ms;
  }
  return c;
}

Result<Im2colFigure> im2colFigure(const Tensor& input, const ConvParams& params) {
  // The problem's checks and geometry, with one filter of zeros: only its shape matters here.
  auto weights = Tensor::create(1, input.shape[1], 3, 3);
  if (!weights) return weights.status();
  auto problem = makeLayerProblem(input, *weights, nullptr, params);
  if (!problem) return problem.status();
  // The values are the fast engines' own im2col matrix; the window adds where padding lies.
  auto built = cpu::im2colMatrix(*problem, 0);
  if (!built) return built.status();
  const ConvGeometry& g = problem->geometry;
  Im2colFigure m;
  m.rows = built->rows;
  m.cols = built->cols;
  m.values = std::move(built->values);
  m.padded.assign(m.values.size(), 0);
  for (int oy = 0; oy < g.outHeight; ++oy) {
    for (int ox = 0; ox < g.outWidth; ++ox) {
      for (int t = 0; t < kTaps; ++t) {
        const int sx = sourceIndex(tapX(g, ox, t % kKernelSize), g.inWidth, g.padding);
        const int sy = sourceIndex(tapY(g, oy, t / kKernelSize), g.inHeight, g.padding);
        if (sx >= 0 && sy >= 0) continue;
        for (int c = 0; c < input.shape[1]; ++c) {
          m.padded[static_cast<size_t>(c * kTaps + t) * m.cols + oy * g.outWidth + ox] = 1;
        }
      }
    }
  }
  return m;
}

}  // namespace convscope::speed
