#include "convscope/train/engine.h"

namespace convscope::train {

std::unique_ptr<Engine> makeReferenceEngine();
Result<std::unique_ptr<Engine>> makeOneDnnEngine(int threads);

Result<std::unique_ptr<Engine>> makeEngine(EngineKind kind, int threads) {
  if (Status available = engineAvailable(kind); !available) return available;
  if (threads < 1) return Status::error(StatusCode::InvalidArgument, "an engine needs a thread");
  switch (kind) {
    case EngineKind::Reference:
      return makeReferenceEngine();
    case EngineKind::OneDnn:
      return makeOneDnnEngine(threads);
    case EngineKind::CuDnn:
      break;
  }
  return engineAvailable(EngineKind::CuDnn);
}

}  // namespace convscope::train
