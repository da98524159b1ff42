#include "common/engine_table.h"

#include <algorithm>
#include <deque>
#include <new>
#include <string>

#include <QCoreApplication>

#include "convscope/cuda/device.h"

namespace convscope::app {
namespace {

// The parallel engine's tiles for a picture: the engine's own (whole rows, for the vector loop)
// unless they would give fewer than a handful of bands, as on a 28² digit.
ParallelOptions pictureTiling(int outWidth, int outHeight) {
  ParallelOptions options;
  if ((outHeight + options.tileHeight - 1) / options.tileHeight >= 8) return options;
  // Four tiles across and four down, in whole multiples of 4 pixels.
  options.tileWidth = std::max(4, (outWidth / 4 + 3) / 4 * 4);
  options.tileHeight = std::max(4, (outHeight / 4 + 3) / 4 * 4);
  return options;
}

Status runReference(const ConvProblem& problem, Channel& output, const EngineRun& how) {
  return convolveReference(problem, output, how.control);
}

Status runParallel(const ConvProblem& problem, Channel& output, const EngineRun& how) {
  const ParallelOptions options =
      how.tiles ? pictureTiling(problem.geometry.outWidth, problem.geometry.outHeight)
                : ParallelOptions{};
  return convolveParallel(problem, output, options, how.tiles, how.control);
}

Status runEmulated(const ConvProblem& problem, Channel& output, const EngineRun& how) {
  return convolveEmulatedGpu(problem, output, kDefaultBlock, nullptr, how.control);
}

template <cuda::KernelVariant variant>
Status runCuda(const ConvProblem& problem, Channel& output, const EngineRun&) {
  // Probing first gives the reason in the probe's words ("no CUDA driver ...") rather than
  // whichever CUDA call happened to fail first.
  const auto device = cuda::probeDevice();
  if (!device) return device.status();
  cuda::RunOptions options;
  options.variant = variant;
  options.block = kDefaultBlock;
  auto result = cuda::convolve(problem, options);
  if (!result) return result.status();
  output = std::move(result).value();
  return Status::ok();
}

EngineEntry cpu(const char* name, const char* label, decltype(EngineEntry::run) run) {
  EngineEntry e;
  e.name = name;
  e.label = label;
  e.run = run;
  return e;
}

EngineEntry gpu(const char* name, const char* label, cuda::KernelVariant variant,
                decltype(EngineEntry::run) run) {
  EngineEntry e = cpu(name, label, run);
  e.side = EngineSide::Gpu;
  e.variant = variant;
  e.unitStrideOnly = variant != cuda::KernelVariant::Global;
  return e;
}

// Entries live in a deque: registering one keeps every pointer handed out before valid.
struct Table {
  std::deque<EngineEntry> entries;
  QList<Engine> order;

  Table() {
    EngineEntry reference =
        cpu("reference", QT_TRANSLATE_NOOP("EngineTable", "Reference loop"), runReference);
    reference.workbench = reference.reference = reference.slow = true;
    EngineEntry parallel =
        cpu("parallel", QT_TRANSLATE_NOOP("EngineTable", "Parallel engine"), runParallel);
    parallel.workbench = parallel.baseline = parallel.threaded = true;
    EngineEntry emulated =
        cpu("emulated", QT_TRANSLATE_NOOP("EngineTable", "Emulated GPU"), runEmulated);
    emulated.threaded = true;
    EngineEntry staged =
        gpu("cuda-staged", QT_TRANSLATE_NOOP("EngineTable", "CUDA kernel with upload and download"),
            cuda::KernelVariant::Global, runCuda<cuda::KernelVariant::Global>);
    staged.staged = true;
    for (const EngineEntry& e :
         {reference, parallel, emulated,
          gpu("cuda", QT_TRANSLATE_NOOP("EngineTable", "CUDA kernel"), cuda::KernelVariant::Global,
              runCuda<cuda::KernelVariant::Global>),
          gpu("cuda-tiled", QT_TRANSLATE_NOOP("EngineTable", "CUDA kernel, shared-memory tiles"),
              cuda::KernelVariant::Tiled, runCuda<cuda::KernelVariant::Tiled>),
          gpu("cuda-rows", QT_TRANSLATE_NOOP("EngineTable", "CUDA kernel, 8 outputs per thread"),
              cuda::KernelVariant::Rows, runCuda<cuda::KernelVariant::Rows>),
          staged})
      add(e);
  }

  void add(const EngineEntry& e) {
    entries.push_back(e);
    order << &entries.back();
  }
};

Table& table() {
  static Table t;
  return t;
}

Engine firstWhere(bool EngineEntry::*flag) {
  for (Engine e : engines())
    if (e->*flag) return e;
  return nullptr;
}

}  // namespace

const QList<Engine>& engines() {
  return table().order;
}

QList<Engine> workbenchEngines() {
  QList<Engine> out;
  for (Engine e : engines())
    if (e->workbench && e->side == EngineSide::Cpu && e->baseline) out << e;
  for (Engine e : engines())
    if (e->workbench && e->side == EngineSide::Cpu && !e->baseline && !e->reference) out << e;
  for (Engine e : engines())
    if (e->workbench && e->side == EngineSide::Cpu && e->reference && !e->baseline) out << e;
  return out;
}

Engine engineByName(const QString& name) {
  const QString wanted = name.trimmed().toLower();
  for (Engine e : engines())
    if (wanted == QLatin1String(e->name)) return e;
  return nullptr;
}

Engine referenceEngine() {
  return firstWhere(&EngineEntry::reference);
}

Engine baselineEngine() {
  return firstWhere(&EngineEntry::baseline);
}

QStringList engineNames() {
  QStringList names;
  for (Engine e : engines()) names << engineName(e);
  return names;
}

QString engineName(Engine engine) {
  return engine ? QString::fromLatin1(engine->name) : QString();
}

QString engineLabel(Engine engine) {
  return engine ? QCoreApplication::translate("EngineTable", engine->label) : QString();
}

bool registerEngine(const EngineEntry& entry) {
  if (!entry.run || engineByName(QString::fromLatin1(entry.name))) return false;
  table().add(entry);
  return true;
}

Result<Channel> runEngine(const ConvProblem& problem, Engine engine, const EngineRun& how) {
  Channel output;
  const Status status = runEngine(problem, engine, output, how);
  if (!status) return status;
  return output;
}

Status runEngine(const ConvProblem& problem, Engine engine, Channel& output, const EngineRun& how) {
  if (!engine || !engine->run) return Status::error(StatusCode::InvalidArgument, "no engine");
  // The module boundary: an engine's scratch buffers (tiles, records, huge-page outputs) may
  // throw std::bad_alloc; the caller gets a Status, never an abort.
  try {
    return engine->run(problem, output, how);
  } catch (const std::bad_alloc&) {
    return Status::error(StatusCode::OutOfMemory,
                         "not enough memory for the " + std::string(engine->name) + " engine on " +
                             std::to_string(problem.geometry.outWidth) + "×" +
                             std::to_string(problem.geometry.outHeight) + " outputs");
  }
}

}  // namespace convscope::app
