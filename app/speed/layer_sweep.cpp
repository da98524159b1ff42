#include "layer_sweep.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>

#include <QCoreApplication>

#include "common/cuda_reason.h"
#include "common/device_facts.h"
#include "convscope/cpu/layer_engines.h"
#include "convscope/cpu_info.h"
#include "convscope/cpu_load.h"
#include "convscope/cpu_trust.h"
#include "convscope/cuda/device.h"
#include "convscope/cuda/layer_engine.h"
#include "convscope/gpu_timing_model.h"
#include "convscope/measure.h"
#include "convscope/stats.h"

namespace convscope::speed {
namespace {

class LayerSweepText {
  Q_DECLARE_TR_FUNCTIONS(LayerSweepText)

 public:
  using Wording = app::Wording;
  // One source, two languages: the reader's for the table and the window, English for files.
  static Wording words(const char* source) { return Wording::translated("LayerSweepText", source); }
  static Wording cpuLabel(const QString& engine, const QString& model) {
    return words(QT_TR_NOOP("measured here: %1 on %2")).arg(engine, model);
  }
  static Wording deviceLabel(const QString& engine, const QString& device) {
    return words(QT_TR_NOOP("measured here: %1 on %2")).arg(engine, device);
  }
  static Wording cpuCapped(const QString& side, double macs, double cap) {
    return words(QT_TR_NOOP(
                     "%1 layer-cpu: not timed, %2 G multiply-adds per run is above the %3 G this "
                     "engine is timed at (the sweep would take minutes); a faster CPU engine lifts "
                     "it"))
        .arg(side)
        .arg(macs / 1e9, 0, 'f', 1)
        .arg(cap / 1e9, 0, 'f', 1);
  }
  static Wording pageableModel() {
    return words(QT_TR_NOOP(
        "gpu-pageable from the model: the layer engine copies through pinned memory only"));
  }
  static Wording noDevice(const Wording& why) {
    return words(QT_TR_NOOP("no CUDA device here: %1")).arg(why);
  }
  static Wording usingModel(const QString& gpu) {
    return words(QT_TR_NOOP("GPU rows from the timing model of the %1: published figures, not a "
                            "measurement"))
        .arg(gpu);
  }
  static Wording gpuFailed(const QString& side, const Wording& why) {
    return words(QT_TR_NOOP("%1 gpu: %2")).arg(side).arg(why);
  }
  static Wording noInterop() {
    return words(
        QT_TR_NOOP("no gpu-interop row: a layer's output is N × K planes, not one texture"));
  }
};

Row measuredRow(int side, const QString& series, double ms, int runs, QList<RunPart> parts) {
  Row row;
  row.side = side;
  row.series = series;
  row.source = SeriesSource::Measured;
  row.medianMs = ms;
  row.runs = runs;
  row.detail = QStringLiteral("CUDA events");
  row.parts = std::move(parts);
  return row;
}

// cuDNN where this build and machine have it (what a framework would run), else our kernel.
cuda::LayerEngine gpuEngineFor(const LayerShape& shape) {
  return cuda::layerEngineAvailable(cuda::LayerEngine::Cudnn, shape) ? cuda::LayerEngine::Cudnn
                                                                     : cuda::LayerEngine::Own;
}

// The kernel and pinned rows from benchLayer's events (each run's sum, then the median).
Status measureGpu(const LayerProblem& problem, int side, SweepResult& out) {
  const int runs = 11;
  auto samples = cuda::benchLayer(problem, gpuEngineFor(problem.shape), runs);
  if (!samples) return samples.status();
  std::vector<double> kernel, up, down, total;
  for (const cuda::LayerTimings& t : *samples) {
    kernel.push_back(t.kernelMs);
    up.push_back(t.uploadMs);
    down.push_back(t.downloadMs);
    total.push_back(t.uploadMs + t.kernelMs + t.downloadMs);
  }
  const double k = summarize(kernel).median;
  out.rows << measuredRow(side, QStringLiteral("gpu-kernel"), k, runs,
                          {{QStringLiteral("kernel"), k, {}}});
  out.rows << measuredRow(side, QStringLiteral("gpu-pinned"), summarize(total).median, runs,
                          {{QStringLiteral("upload"), summarize(up).median, {}},
                           {QStringLiteral("kernel"), k, {}},
                           {QStringLiteral("download"), summarize(down).median, {}}});
  return Status::ok();
}

// Above this many multiply-adds per run the sweep does not time `engine` at that size (and says
// so): the naive loop does about 1 GMAC/s, so a bigger layer would stall the sweep. The fast
// engines run on every hardware thread.
double maxMacsPerRun(cpu::LayerEngine engine) {
  return engine == cpu::LayerEngine::Reference ? 3e9 : 1e12;
}

// Warm-up run first (not counted); its time sets how many runs fit the row's budget, at least 3.
// One engine only, so nothing to take turns with: the spread, a re-measure and the machine's
// load decide, by core's rule, whether the row is trusted.
Status measureCpu(cpu::LayerEngine engine, const LayerProblem& problem, int side, double budgetMs,
                  SweepResult& out) {
  Tensor output;
  if (Status s = prepareLayerOutput(problem, output); !s) return s;
  const auto run = [&] { return cpu::convolveLayer(engine, problem, output); };
  const Result<double> warmMs = timeOnce(run);
  if (!warmMs) return warmMs.status();
  const int runs = runsWithinBudget(budgetMs, *warmMs);
  const LoadSample before = sampleLoad();
  const Result<TimingStats> timed = timeRuns(0, runs, run);
  if (!timed) return timed.status();
  const Result<TimingStats> again = timeRuns(0, 3, run);
  if (!again) return again.status();
  const TimingStats& stats = *timed;
  Row row;
  row.side = side;
  row.series = QStringLiteral("layer-cpu");
  row.source = SeriesSource::Measured;
  row.medianMs = stats.median;
  row.runs = runs;
  row.spread = relativeSpread(stats);
  row.othersBusy = othersBusyFraction(before, sampleLoad());
  row.loadAverage = loadAverage1();
  CpuRowEvidence e;
  e.medianMs = stats.median;
  e.spread = row.spread;
  e.remeasureMs = again->median;
  e.othersBusy = row.othersBusy;
  for (DistrustReason r : distrustReasons(e)) row.distrust << QString::fromLatin1(distrustKey(r));
  row.trusted = row.distrust.isEmpty();
  out.rows << row;
  return Status::ok();
}

}  // namespace

QList<int> defaultLayerSizes() {
  return {4, 8, 16, 32, 56};
}

convscope::Result<SweepResult> runLayerSweep(const Config& config, const Progress& progress,
                                             const std::atomic<bool>* cancel) {
  const auto started = MeasureClock::now();
  SweepResult out;
  out.config = config;
  out.cpuBaseline = QStringLiteral("layer-cpu");
  const std::optional<ReferenceGpu> gpu = config.gpuModel.isEmpty()
                                              ? std::optional(defaultReferenceGpu())
                                              : findReferenceGpu(config.gpuModel.toStdString());
  if (!gpu) {
    return Status::error(StatusCode::InvalidArgument,
                         "no reference GPU called '" + config.gpuModel.toStdString() + "'");
  }
  out.modelGpuName = QString::fromStdString(gpu->name);
  // The layer's CPU series is the fastest whole-layer engine this build has: oneDNN, else
  // im2col + sgemm, else the naive loop.
  const cpu::LayerEngine engine = cpu::fastestLayerEngine();
  const CpuInfo cpu = cpuInfo();
  out.cpuLabel = out.label(LayerSweepText::cpuLabel(
      QString::fromStdString(cpu::layerEngineLabel(engine)), QString::fromStdString(cpu.model)));
  out.series << SeriesInfo{out.cpuBaseline, SeriesSource::Measured, out.cpuLabel};

  bool device = false;
  const QString gpuLabel = out.label(modelSeriesWording(*gpu));
  if (config.forceModel) {
    // --gpu-model: the model even with a device, as the single-filter sweep does.
  } else if (const auto& probed = app::deviceFacts(); probed) {
    device = true;
  } else {
    const app::CudaReason why = app::cudaReasonInWords(probed.status());
    out.addNote(LayerSweepText::noDevice({why.words, why.wordsEnglish}));
    if (!why.detail.isEmpty()) out.cudaDetails << why.detail;
  }
  const LayerSweep& layer = config.layer;
  const LayerShape probeShape{layer.batch,   layer.channels, 16,           16,
                              layer.filters, true,           config.params};
  if (device) {
    const cuda::LayerEngine gpuEngine = gpuEngineFor(probeShape);
    const QString deviceName = QString::fromStdString(app::deviceFacts()->name);
    const QString engineName = QString::fromLatin1(cuda::layerEngineName(gpuEngine));
    const QString deviceLabel = out.label(LayerSweepText::deviceLabel(engineName, deviceName));
    out.series << SeriesInfo{QStringLiteral("gpu-kernel"), SeriesSource::Measured, deviceLabel}
               << SeriesInfo{QStringLiteral("gpu-pageable"), SeriesSource::Model, gpuLabel}
               << SeriesInfo{QStringLiteral("gpu-pinned"), SeriesSource::Measured, deviceLabel};
    out.addNote(LayerSweepText::pageableModel());
  } else {
    for (const char* name : {"gpu-kernel", "gpu-pageable", "gpu-pinned"})
      out.series << SeriesInfo{QString::fromLatin1(name), SeriesSource::Model, gpuLabel};
    out.addNote(LayerSweepText::usingModel(out.modelGpuName));
  }
  out.addNote(LayerSweepText::noInterop());

  // One set of weights for every side; an input per side.
  Result<Tensor> weights = Tensor::create(layer.filters, layer.channels, 3, 3);
  if (!weights) return weights.status();
  fillRandom(*weights, 2);
  Result<Tensor> biasValues = Tensor::create(1, 1, 1, layer.filters);
  if (!biasValues) return biasValues.status();
  fillRandom(*biasValues, 3);
  const std::vector<float> bias(biasValues->values.begin(), biasValues->values.end());

  const double total = config.sizes.size();
  int done = 0;
  for (int side : config.sizes) {
    if (cancel && cancel->load(std::memory_order_relaxed)) {
      out.cancelled = true;
      break;
    }
    if (progress) progress(done / total, squareSide(side) + QStringLiteral(" layer"));
    Result<Tensor> input = Tensor::create(layer.batch, layer.channels, side, side);
    if (!input) return input.status();
    fillRandom(*input, static_cast<std::uint32_t>(side));
    Result<LayerProblem> problem = makeLayerProblem(*input, *weights, &bias, config.params);
    if (!problem) return problem.status();
    const double macs = problem->shape.macsPerOutput() * double(problem->shape.outputElements());
    if (macs > maxMacsPerRun(engine)) {
      out.addNote(LayerSweepText::cpuCapped(squareSide(side), macs, maxMacsPerRun(engine)));
    } else if (Status s = measureCpu(engine, *problem, side, config.budgetMsPerRow, out); !s) {
      return s;
    }
    bool measured = false;
    if (device) {
      if (Status s = measureGpu(*problem, side, out); s) {
        measured = true;
      } else {
        const app::CudaReason why = app::cudaReasonInWords(s);
        out.addNote(LayerSweepText::gpuFailed(squareSide(side), {why.words, why.wordsEnglish}));
        if (!why.detail.isEmpty()) out.cudaDetails << why.detail;
      }
    }
    for (GpuSeries s : {GpuSeries::Kernel, GpuSeries::Pageable, GpuSeries::Pinned}) {
      if (measured && s != GpuSeries::Pageable) continue;
      out.rows << modelRow(*gpu, RunSize::layer(problem->shape), side, s);
    }
    ++done;
  }
  if (progress) progress(1.0, QString());
  std::stable_sort(out.rows.begin(), out.rows.end(), [](const Row& a, const Row& b) {
    if (a.side != b.side) return a.side < b.side;
    return seriesNames().indexOf(a.series) < seriesNames().indexOf(b.series);
  });
  out.seconds = millisecondsSince(started) / 1e3;
  return out;
}

}  // namespace convscope::speed
