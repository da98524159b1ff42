#include "convscope/train/config.h"

#include <omp.h>

#include <algorithm>
#include <cmath>

#include "convscope/blas_loader.h"
#include "convscope/cpu_info.h"
#include "convscope/layer.h"
#include "convscope/train/memory.h"
#include "number_text.h"

namespace convscope::train {
namespace {

Status badConfig(const std::string& why) {
  return Status::error(StatusCode::InvalidArgument, why);
}

std::string numberText(double v) {
  return decimalText(v);
}

}  // namespace

std::string_view engineName(EngineKind engine) {
  switch (engine) {
    case EngineKind::Reference:
      return "reference";
    case EngineKind::OneDnn:
      return "onednn";
    case EngineKind::CuDnn:
      return "cudnn";
  }
  return "reference";
}

bool engineFromName(std::string_view name, EngineKind& engine) {
  for (EngineKind e : {EngineKind::Reference, EngineKind::OneDnn, EngineKind::CuDnn}) {
    if (engineName(e) == name) {
      engine = e;
      return true;
    }
  }
  return false;
}

Status engineAvailable(EngineKind engine) {
  switch (engine) {
    case EngineKind::Reference:
      return Status::ok();
    case EngineKind::OneDnn:
#ifdef CONVSCOPE_HAVE_DNNL
      // OpenBLAS is opened when the engine is made; here only whether it is installed.
      return blasPresent(CONVSCOPE_OPENBLAS_PATH);
#else
      return Status::error(StatusCode::Unsupported,
                           "built without oneDNN and OpenBLAS for training: libdnnl-dev or "
                           "libopenblas-openmp-dev not found");
#endif
    case EngineKind::CuDnn:
      return Status::error(StatusCode::NoDevice,
                           "cuDNN training needs a CUDA device; this build/machine has none");
  }
  return Status::ok();
}

EngineKind defaultEngine() {
#ifdef CONVSCOPE_HAVE_DNNL
  return EngineKind::OneDnn;
#else
  return EngineKind::Reference;
#endif
}

int machineThreads() {
  return defaultThreadCount();
}

int threadsLeavingOneCore() {
  return std::max(1, machineThreads() - 1);
}

int usedImages(const TrainConfig& config, int trainImages) {
  return config.limit ? std::min(*config.limit, trainImages) : trainImages;
}

Status validateConfig(const TrainConfig& config, int trainImages) {
  if (!std::isfinite(config.lr) || config.lr <= 0)
    return badConfig("the learning rate must be a positive number, not " + numberText(config.lr));
  if (!std::isfinite(config.momentum) || config.momentum < 0 || config.momentum >= 1) {
    return badConfig("the momentum must be in [0, 1), not " + numberText(config.momentum));
  }
  if (config.limit && *config.limit <= 0)
    return badConfig("the limit must be at least 1 image, not " + std::to_string(*config.limit));
  if (config.epochs <= 0 && config.steps <= 0)
    return badConfig("a run needs at least one epoch or one step");
  if (config.steps < 0) return badConfig("the steps must be at least 1");
  if (config.threads < 0)
    return badConfig("the threads must be at least 1, not " + std::to_string(config.threads));
  const int images = usedImages(config, trainImages);
  if (images <= 0) return badConfig("the training set has no images");
  if (config.batch <= 0)
    return badConfig("the batch must be at least 1, not " + std::to_string(config.batch));
  if (config.batch > images) {
    return badConfig("a batch of " + std::to_string(config.batch) + " is larger than the " +
                     std::to_string(images) + " training images used");
  }
  const long long bytes = stepBufferBytes(config.batch);
  if (bytes > stepBufferBudget()) {
    return Status::error(StatusCode::TooLarge,
                         "a batch of " + std::to_string(config.batch) + " needs " +
                             byteCountText(static_cast<double>(bytes)) + " (" +
                             std::to_string(bytes) + " bytes) of step buffers, above the " +
                             byteCountText(static_cast<double>(stepBufferBudget())) + " budget");
  }
  return Status::ok();
}

}  // namespace convscope::train
