#include "layer_cpu_engine.h"

#include <QCoreApplication>

namespace convscope::speed {
namespace {

class LayerEngineText {
  Q_DECLARE_TR_FUNCTIONS(LayerEngineText)

 public:
  static QString naive() { return tr("naive loop (convolveLayerReference), one thread"); }
};

}  // namespace

CpuLayerEngine fastestCpuLayerEngine() {
  // Today the only CPU layer engine is core's naive loop, the oracle.
  return {LayerEngineText::naive(), 3e9, [](const LayerProblem& problem, Tensor& output) {
            return convolveLayerReference(problem, output);
          }};
}

}  // namespace convscope::speed
