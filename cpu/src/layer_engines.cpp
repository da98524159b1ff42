#include "convscope/cpu/layer_engines.h"

#include <omp.h>

#include "convscope/cpu_info.h"
#include "engine_impl.h"

namespace convscope::cpu {

std::string_view layerEngineName(LayerEngine engine) {
  switch (engine) {
    case LayerEngine::Reference:
      return "reference";
    case LayerEngine::Im2colOpenBlas:
      return "im2col";
    case LayerEngine::OneDnn:
      return "onednn";
  }
  return "reference";
}

std::string layerEngineLabel(LayerEngine engine) {
  switch (engine) {
    case LayerEngine::Reference:
      return "naive loop";
    case LayerEngine::Im2colOpenBlas:
      return "im2col + sgemm (OpenBLAS)";
    case LayerEngine::OneDnn:
      return oneDnnLabel();
  }
  return "naive loop";
}

bool layerEngineFromName(std::string_view name, LayerEngine& engine) {
  for (LayerEngine e : layerEngines()) {
    if (layerEngineName(e) == name) {
      engine = e;
      return true;
    }
  }
  return false;
}

const std::vector<LayerEngine>& layerEngines() {
  static const std::vector<LayerEngine> all{LayerEngine::Reference, LayerEngine::Im2colOpenBlas,
                                            LayerEngine::OneDnn};
  return all;
}

LayerEngine fastestLayerEngine() {
  for (LayerEngine e : {LayerEngine::OneDnn, LayerEngine::Im2colOpenBlas}) {
    if (layerEngineAvailable(e)) return e;
  }
  return LayerEngine::Reference;
}

Status layerEngineAvailable(LayerEngine engine) {
  switch (engine) {
    case LayerEngine::Reference:
      return Status::ok();
    case LayerEngine::Im2colOpenBlas:
      return openBlasAvailable();
    case LayerEngine::OneDnn:
      return oneDnnAvailable();
  }
  return Status::ok();
}

Status convolveLayer(LayerEngine engine, const LayerProblem& problem, Tensor& output,
                     const LayerRunOptions& options) {
  if (Status s = layerEngineAvailable(engine); !s) return s;
  if (Status s = prepareLayerOutput(problem, output); !s) return s;
  // Fewer when not all can start: libgomp exits the process on a thread it cannot create.
  const int threads =
      startableThreadCount(options.threads > 0 ? options.threads : defaultThreadCount());
  switch (engine) {
    case LayerEngine::Reference:
      return convolveLayerReference(problem, output);
    case LayerEngine::Im2colOpenBlas:
      return convolveIm2col(problem, output, threads);
    case LayerEngine::OneDnn:
      return convolveOneDnn(problem, output, threads);
  }
  return Status::ok();
}

}  // namespace convscope::cpu
