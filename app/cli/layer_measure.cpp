#include "layer_measure.h"

#include <algorithm>

#include "convscope/measure.h"

namespace convscope::cli {

Result<LayerTensors> randomLayer(const LayerShape& shape) {
  if (Status s = validateLayerShape(shape); !s) return s;
  LayerTensors t;
  auto input = randomTensor(shape.batch, shape.channels, shape.height, shape.width, 1u);
  if (!input) return input.status();
  auto weights = randomTensor(shape.filters, shape.channels, 3, 3, 2u);
  if (!weights) return weights.status();
  t.input = std::move(input).value();
  t.weights = std::move(weights).value();
  t.bias.assign(static_cast<size_t>(shape.filters), 0.01f);
  return t;
}

Result<TimingStats> timeCpuLayer(cpu::LayerEngine engine, const LayerShape& shape, int warmup,
                                 int repeat, int threads) {
  if (Status s = cpu::layerEngineAvailable(engine); !s) return s;
  auto tensors = randomLayer(shape);
  if (!tensors) return tensors.status();
  auto problem = makeLayerProblem(tensors->input, tensors->weights,
                                  shape.bias ? &tensors->bias : nullptr, shape.params);
  if (!problem) return problem.status();
  Tensor output;
  if (Status s = prepareLayerOutput(*problem, output); !s) return s;
  return timeRuns(warmup, repeat,
                  [&] { return cpu::convolveLayer(engine, *problem, output, {threads}); });
}

Result<TimingStats> timeCudaLayer(cuda::LayerEngine engine, const LayerShape& shape, int warmup,
                                  int repeat) {
  if (Status s = cuda::layerEngineAvailable(engine, shape); !s) return s;
  auto tensors = randomLayer(shape);
  if (!tensors) return tensors.status();
  auto problem = makeLayerProblem(tensors->input, tensors->weights,
                                  shape.bias ? &tensors->bias : nullptr, shape.params);
  if (!problem) return problem.status();
  auto runs = cuda::benchLayer(*problem, engine, repeat, warmup);
  if (!runs) return runs.status();
  std::vector<double> kernel;
  for (const auto& r : *runs) kernel.push_back(r.kernelMs);
  return summarize(std::move(kernel));
}

const std::vector<LayerEngineEntry>& layerEngineTable() {
  static const std::vector<LayerEngineEntry> table = [] {
    std::vector<LayerEngineEntry> t;
    t.push_back({QStringLiteral("layer-reference"), app::EngineSide::Cpu, true,
                 [](const LayerShape& shape, int repeat, int) {
                   return timeCpuLayer(cpu::LayerEngine::Reference, shape, 0, std::min(repeat, 3),
                                       1);
                 }});
    const auto cpuEntry = [&t](const char* row, cpu::LayerEngine engine) {
      t.push_back({QString::fromLatin1(row), app::EngineSide::Cpu, false,
                   [engine](const LayerShape& shape, int repeat, int threads) {
                     return timeCpuLayer(engine, shape, 1, repeat, threads);
                   }});
    };
    cpuEntry("layer-im2col-openblas", cpu::LayerEngine::Im2colOpenBlas);
    cpuEntry("layer-onednn", cpu::LayerEngine::OneDnn);
    for (cuda::LayerEngine engine :
         {cuda::LayerEngine::Own, cuda::LayerEngine::Tiled, cuda::LayerEngine::Cudnn}) {
      t.push_back({QString::fromLatin1(cuda::layerEngineName(engine)), app::EngineSide::Gpu, false,
                   [engine](const LayerShape& shape, int repeat, int) {
                     return timeCudaLayer(engine, shape, 2, repeat);
                   }});
    }
    return t;
  }();
  return table;
}

}  // namespace convscope::cli
