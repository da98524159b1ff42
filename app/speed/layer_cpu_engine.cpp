#include "layer_cpu_engine.h"

#include "convscope/cpu/layer_engines.h"

namespace convscope::speed {

CpuLayerEngine fastestCpuLayerEngine() {
  // oneDNN, else im2col + sgemm, else the naive loop: what this build has. The fast engines run
  // on every hardware thread; the naive loop is capped, since it does about 1 GMAC/s.
  const cpu::LayerEngine engine = cpu::fastestLayerEngine();
  const bool naive = engine == cpu::LayerEngine::Reference;
  return {QString::fromStdString(cpu::layerEngineLabel(engine)), naive ? 3e9 : 1e12,
          [engine](const LayerProblem& problem, Tensor& output) {
            return cpu::convolveLayer(engine, problem, output);
          }};
}

}  // namespace convscope::speed
