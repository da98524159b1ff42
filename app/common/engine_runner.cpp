#include "common/engine_runner.h"

#include <new>
#include <string>

#include "convscope/cuda/device.h"
#include "convscope/cuda/engine.h"

namespace convscope::app {

QList<Engine> allEngines() {
  return {Engine::Reference, Engine::Parallel, Engine::Emulated, Engine::Cuda};
}

QString engineName(Engine engine) {
  switch (engine) {
    case Engine::Reference:
      return QStringLiteral("reference");
    case Engine::Parallel:
      return QStringLiteral("parallel");
    case Engine::Emulated:
      return QStringLiteral("emulated");
    case Engine::Cuda:
      return QStringLiteral("cuda");
  }
  return {};
}

std::optional<Engine> engineFromName(const QString& name) {
  for (Engine e : allEngines()) {
    if (engineName(e) == name.toLower()) return e;
  }
  return std::nullopt;
}

Result<Channel> runEngine(const ConvProblem& problem, Engine engine, const RunControl* control) {
  Channel output;
  const Status status = runEngine(problem, engine, output, control);
  if (!status) return status;
  return output;
}

namespace {

Status runEngineUnguarded(const ConvProblem& problem, Engine engine, Channel& output,
                          const RunControl* control) {
  switch (engine) {
    case Engine::Reference:
      return convolveReference(problem, output, control);
    case Engine::Parallel:
      return convolveParallel(problem, output, {}, nullptr, control);
    case Engine::Emulated:
      return convolveEmulatedGpu(problem, output, kDefaultBlock, nullptr, control);
    case Engine::Cuda: {
      // Probing first gives the reason in the probe's words ("no CUDA driver ...") rather than
      // whichever CUDA call happened to fail first.
      const auto device = cuda::probeDevice();
      if (!device) return device.status();
      cuda::RunOptions options;
      options.block = kDefaultBlock;
      auto result = cuda::convolve(problem, options);
      if (!result) return result.status();
      output = std::move(result).value();
      return Status::ok();
    }
  }
  return Status::error(StatusCode::InvalidArgument, "unknown engine");
}

}  // namespace

Status runEngine(const ConvProblem& problem, Engine engine, Channel& output,
                 const RunControl* control) {
  // The module boundary: an engine's scratch buffers (tiles, records, huge-page outputs) may
  // throw std::bad_alloc; the caller gets a Status, never an abort.
  try {
    return runEngineUnguarded(problem, engine, output, control);
  } catch (const std::bad_alloc&) {
    return Status::error(StatusCode::OutOfMemory,
                         "not enough memory for the " + engineName(engine).toStdString() +
                             " engine on " + std::to_string(problem.geometry.outWidth) + "×" +
                             std::to_string(problem.geometry.outHeight) + " outputs");
  }
}

}  // namespace convscope::app
