#include "sweep_runner.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <memory>
#include <optional>

#include <QCoreApplication>
#include <QMap>

#include "common/cuda_reason.h"
#include "common/device_facts.h"
#include "common/engine_table.h"
#include "convscope/channel.h"
#include "convscope/cpu_ceilings.h"
#include "convscope/cpu_info.h"
#include "convscope/cpu_load.h"
#include "convscope/cpu_trust.h"
#include "convscope/cuda/device.h"
#include "convscope/cuda/egl_context.h"
#include "convscope/cuda/engine.h"
#include "convscope/cuda/gl_output.h"
#include "convscope/engines.h"
#include "convscope/gpu_timing_model.h"
#include "convscope/large_buffer.h"
#include "convscope/measure.h"
#include "convscope/problem.h"
#include "convscope/reference_gpu.h"
#include "convscope/stats.h"
#include "layer_sweep.h"
#include "measurement_file.h"

namespace convscope::speed {
namespace {

class SweepText {
  Q_DECLARE_TR_FUNCTIONS(SweepText)

 public:
  using Wording = app::Wording;
  // One source, two languages: the reader's for the table and the window, English for files.
  static Wording words(const char* source) { return Wording::translated("SweepText", source); }
  static Wording cpuLabel(const QString& model, int threads) {
    return words(QT_TR_NOOP("measured here (%1, %2 threads)")).arg(model).arg(threads);
  }
  static Wording deviceLabel(const QString& device) {
    return words(QT_TR_NOOP("measured here on %1")).arg(device);
  }
  static Wording recordedLabel(const QString& device, const QString& date) {
    return words(QT_TR_NOOP("recorded on %1, %2")).arg(device, date);
  }
  static Wording unknownGpu(const QString& name, const QString& known) {
    return words(QT_TR_NOOP("--gpu-model: no reference GPU called '%1' (choose from %2)"))
        .arg(name, known);
  }
  static Wording noDevice(const Wording& why) {
    return words(QT_TR_NOOP("no CUDA device here: %1")).arg(why);
  }
  static Wording usingRecorded(const QString& file) {
    return words(QT_TR_NOOP("GPU rows recorded, from %1")).arg(file);
  }
  static Wording recordedProvenance(const QString& provenance) {
    return words(QT_TR_NOOP("recorded with: %1")).arg(provenance);
  }
  static Wording usingModel(const QString& gpu) {
    return words(QT_TR_NOOP("GPU rows from the timing model of the %1: published figures, not a "
                            "measurement"))
        .arg(gpu);
  }
  static Wording recordedMissing(const QString& series, const QString& side) {
    return words(QT_TR_NOOP("the recorded file has no %1 row at %2: left out")).arg(series, side);
  }
  static Wording recordedUnused(const QString& file) {
    return words(
               QT_TR_NOOP("%1 holds no row the sweep draws (gpu-kernel, gpu-pageable, gpu-pinned, "
                          "interop-map-kernel-unmap): none of its rows is used"))
        .arg(file);
  }
  static Wording interopNeedsWindow() {
    return words(
        QT_TR_NOOP("gpu-interop needs the window's OpenGL context: not measured by the sweep"));
  }
  static Wording noHeadlessContext(const Wording& why) {
    return words(QT_TR_NOOP("gpu-interop not measured: no OpenGL context on the CUDA device "
                            "without a window "
                            "(%1)"))
        .arg(why);
  }
  static Wording headlessLabel(const QString& device) {
    return words(QT_TR_NOOP("measured here on %1 (OpenGL through EGL, no window)")).arg(device);
  }
  static Wording interopFailed(const QString& side, const Wording& why) {
    return words(QT_TR_NOOP("%1 gpu-interop: %2")).arg(side).arg(why);
  }
  static Wording gpuFailed(const QString& side, const Wording& why) {
    return words(QT_TR_NOOP("%1 gpu: %2")).arg(side).arg(why);
  }
  // The model's label, worded here (not in core) so the window can translate it.
  static Wording modelLabel(const ReferenceGpu& gpu) {
    return words(QT_TR_NOOP("model: %1 (%2, %3 GB/s, %4 TFLOP/s FP32)"))
        .arg(QString::fromStdString(gpu.name), QString::fromStdString(gpu.pcie))
        .arg(gpu.memoryBandwidthGBs, 0, 'g', 4)
        .arg(gpu.peakFp32Tflops(), 0, 'g', 3);
  }
  static Wording busy(double load, int cores) {
    return words(QT_TR_NOOP("this machine was busy while measuring (load average %1 on %2 cores): "
                            "the CPU rows "
                            "may be slower and noisier than on a quiet machine"))
        .arg(load, 0, 'f', 1)
        .arg(cores);
  }
  static Wording modelForced(const QString& gpu) {
    return words(
               QT_TR_NOOP(
                   "--gpu-model %1: GPU rows from the model even where a device or a file exists"))
        .arg(gpu);
  }
};

double medianOf(const std::vector<double>& v) {
  return v.empty() ? 0.0 : summarize(v).median;
}

std::vector<double> sumOf(const std::vector<double>& a, const std::vector<double>& b,
                          const std::vector<double>& c) {
  std::vector<double> out;
  const size_t n = std::min({a.size(), b.size(), c.size()});
  for (size_t i = 0; i < n; ++i) out.push_back(a[i] + b[i] + c[i]);
  return out;
}

// Work of one row relative to a parallel run at 1²: for progress only.
double weight(int side, app::Engine engine) {
  const double pixels = double(side) * side;
  return engine->slow ? 40 * pixels : pixels;
}

// The CPU engines the sweep measures: those the window times, in the engine table's order.
QList<app::Engine> sweptEngines() {
  QList<app::Engine> out;
  for (app::Engine engine : app::engines())
    if (engine->workbench && engine->side == app::EngineSide::Cpu) out << engine;
  return out;
}

class Sweeper {
 public:
  Sweeper(const Config& config, const Progress& progress, const std::atomic<bool>* cancel)
      : m_config(config), m_progress(progress), m_cancel(cancel) {
    for (int side : config.sizes) {
      for (app::Engine engine : sweptEngines()) m_totalWork += weight(side, engine);
    }
  }

  bool cancelled() const { return m_cancel && m_cancel->load(std::memory_order_relaxed); }

  // The copy ceiling and the CPU engines of one side (the reference loop, the parallel engine),
  // timed in turns (convscope/measure.h: one run of each, then the next) so a burst of load lands
  // on all of them alike. A warm-up run first (not counted); its time sets how many timed runs
  // fit each row's budget. The multi-threaded engines are measured again after, and core's rule
  // decides which rows are trusted.
  Status measureCpu(const ConvProblem& p, int side, SweepResult& out) {
    struct Turn {
      app::Engine engine;
      Channel output;
    };
    std::vector<Turn> turns;
    for (app::Engine engine : sweptEngines()) turns.push_back({engine, {}});
    RunControl control;
    control.cancel = m_cancel;
    const LoadSample before = sampleLoad();
    // The copy first, then the engines in the table's order.
    std::vector<Contender> contenders(turns.size() + 1);
    for (size_t i = 0; i < turns.size(); ++i) {
      Turn& t = turns[i];
      announce(side, app::engineName(t.engine));
      Contender& c = contenders[i + 1];
      c.run = [&p, &t, &control] { return app::runEngine(p, t.engine, t.output, {&control}); };
      const Result<double> warmMs = timeOnce(c.run);
      if (!warmMs) return warmMs.status();
      c.runs = runsWithinBudget(m_config.budgetMsPerRow, *warmMs);
    }
    const long long outPixels = 1LL * p.geometry.outWidth * p.geometry.outHeight;
    const int threads = std::max(1, cpuInfo().openmpThreads);
    std::vector<float, LargeBufferAllocator<float>> copy(static_cast<size_t>(outPixels), 0.0f);
    contenders[0].run = [&] {
      copyOnThreads(p.input->data(), copy.data(), outPixels, threads);
      return Status::ok();
    };
    for (size_t i = 1; i < contenders.size(); ++i)
      contenders[0].runs = std::max(contenders[0].runs, contenders[i].runs);
    timeInTurns(contenders, 0);
    for (const Contender& c : contenders)
      if (c.failed()) return c.failure;
    std::vector<std::optional<TimingStats>> again(turns.size());
    for (size_t i = 0; i < turns.size(); ++i) {
      if (!turns[i].engine->threaded) continue;
      const Result<TimingStats> remeasured = timeRuns(0, 3, contenders[i + 1].run);
      if (!remeasured) return remeasured.status();
      again[i] = *remeasured;
    }
    const double busy = othersBusyFraction(before, sampleLoad());
    const double load = loadAverage1();
    std::optional<double> referenceMs;
    for (size_t i = 0; i < turns.size(); ++i)
      if (turns[i].engine->reference) referenceMs = contenders[i + 1].stats().median;
    const double ceilingMs = contenders[0].stats().median;
    for (size_t i = 0; i < turns.size(); ++i) {
      const Turn& t = turns[i];
      const TimingStats stats = contenders[i + 1].stats();
      Row row;
      row.side = side;
      row.series = app::engineName(t.engine);
      row.source = SeriesSource::Measured;
      row.medianMs = stats.median;
      row.runs = stats.count;
      row.spread = relativeSpread(stats);
      row.othersBusy = busy;
      row.loadAverage = load;
      CpuRowEvidence e;
      e.medianMs = stats.median;
      e.spread = row.spread;
      e.ceilingMs = ceilingMs;
      e.othersBusy = busy;
      if (t.engine->threaded) {
        e.multiThreaded = threads > 1 && outPixels >= kMinPixelsForThreads;
        if (referenceMs) e.singleThreadMs = *referenceMs;
        e.remeasureMs = again[i]->median;
      }
      for (DistrustReason r : distrustReasons(e))
        row.distrust << QString::fromLatin1(distrustKey(r));
      row.trusted = row.distrust.isEmpty();
      out.rows << row;
      m_doneWork += weight(side, t.engine);
    }
    return Status::ok();
  }

  // With `interop` (a headless context current on this thread) the gpu-interop row too, the
  // same launch as gpu-kernel, into a texture of that context. A failed interop run is said
  // once and not tried again at the larger sides (it would fail the same way).
  Status measureGpu(const ConvProblem& p, int side, bool& interop, SweepResult& out) {
    announce(side, QStringLiteral("gpu"));
    cuda::RunOptions options;
    options.block = app::kDefaultBlock;
    const int runs = side <= 2048 ? 21 : 7;
    auto samples = cuda::bench(p, options, runs);
    if (!samples) return samples.status();
    const cuda::BenchSamples& s = *samples;
    const double up = medianOf(s.uploadPageableMs), upPinned = medianOf(s.uploadPinnedMs);
    const double kernel = medianOf(s.kernelMs);
    const double down = medianOf(s.downloadPageableMs), downPinned = medianOf(s.downloadPinnedMs);
    auto add = [&](const QString& series, double ms, QList<RunPart> parts,
                   const QString& timedBy = QStringLiteral("CUDA events")) {
      Row row;
      row.side = side;
      row.series = series;
      row.source = SeriesSource::Measured;
      row.medianMs = ms;
      row.runs = runs;
      row.detail = timedBy;
      row.parts = std::move(parts);
      out.rows << row;
    };
    add(QStringLiteral("gpu-kernel"), kernel, {{QStringLiteral("kernel"), kernel, {}}});
    add(QStringLiteral("gpu-pageable"),
        medianOf(sumOf(s.uploadPageableMs, s.kernelMs, s.downloadPageableMs)),
        {{QStringLiteral("upload"), up, {}},
         {QStringLiteral("kernel"), kernel, {}},
         {QStringLiteral("download"), down, {}}});
    add(QStringLiteral("gpu-pinned"),
        medianOf(sumOf(s.uploadPinnedMs, s.kernelMs, s.downloadPinnedMs)),
        {{QStringLiteral("upload"), upPinned, {}},
         {QStringLiteral("kernel"), kernel, {}},
         {QStringLiteral("download"), downPinned, {}}});
    if (interop) {
      auto timed = cuda::benchInterop(p, options, runs);
      if (!timed) {
        const app::CudaReason why = app::cudaReasonInWords(timed.status());
        out.addNote(SweepText::interopFailed(squareSide(side), {why.words, why.wordsEnglish}));
        if (!why.detail.isEmpty()) out.cudaDetails << why.detail;
        interop = false;
      } else {
        add(QStringLiteral("gpu-interop"), medianOf(timed->totalMs()),
            {{QStringLiteral("map"), medianOf(timed->mapMs), {}},
             {QStringLiteral("kernel"), medianOf(timed->kernelMs), {}},
             {QStringLiteral("unmap"), medianOf(timed->unmapMs), {}}},
            // The map is on the stream's timeline (events), as the kernel; the unmap, a host call
            // after the kernel, is what the GUI thread waits.
            QStringLiteral("map and kernel by CUDA events, unmap by host clock"));
      }
    }
    return Status::ok();
  }

  void announce(int side, const QString& what) {
    if (m_progress) {
      m_progress(m_totalWork > 0 ? std::min(1.0, m_doneWork / m_totalWork) : 0,
                 squareSide(side) + QLatin1Char(' ') + what);
    }
  }

 private:
  const Config& m_config;
  const Progress& m_progress;
  const std::atomic<bool>* m_cancel;
  double m_totalWork = 0;
  double m_doneWork = 0;
};

// A recorded file has totals only; the parts it implies are differences against its kernel row.
Row recordedRow(const RecordedMeasurement& m, const RecordedRow& r, const QString& series) {
  Row row;
  row.side = r.size;
  row.series = series;
  row.source = SeriesSource::Recorded;
  row.medianMs = r.medianMs;
  row.runs = r.repeats;
  // Data, not words: the file, the spread of its runs and the command that measured them.
  row.detail = QStringLiteral("%1: median of %2 runs, p10 %3 ms, p90 %4 ms, by %5")
                   .arg(m.file)
                   .arg(r.repeats)
                   .arg(r.p10Ms, 0, 'g', 4)
                   .arg(r.p90Ms, 0, 'g', 4)
                   .arg(r.command);
  const RecordedRow* kernel = m.find(r.size, QStringLiteral("gpu-kernel"));
  if (series == QLatin1String("gpu-kernel") || !kernel || kernel->medianMs > r.medianMs) {
    row.parts << RunPart{QStringLiteral("kernel"), r.medianMs, {}};
  } else {
    const bool interop = series == QLatin1String("gpu-interop");
    row.parts << RunPart{QStringLiteral("kernel"), kernel->medianMs, {}}
              << RunPart{interop ? QStringLiteral("map + unmap") : QStringLiteral("copies"),
                         r.medianMs - kernel->medianMs,
                         {}};
  }
  return row;
}

}  // namespace

double loadAverage() {
  return loadAverage1();
}

namespace {

const GpuSeries kGpuSeries[] = {GpuSeries::Kernel, GpuSeries::Pageable, GpuSeries::Pinned,
                                GpuSeries::Interop};

}  // namespace

Row modelRow(const ReferenceGpu& gpu, const RunSize& size, int side, GpuSeries series) {
  const ModelEstimate e = modelRun(gpu, defaultAssumptions(), size, series);
  Row row;
  row.side = side;
  row.series = QString::fromLatin1(gpuSeriesName(series));
  row.source = SeriesSource::Model;
  row.medianMs = e.ms;
  row.detail = QString::fromStdString(e.formula);
  row.model = e;
  for (const ModelPart& part : e.parts) {
    row.parts << RunPart{QString::fromStdString(part.name), part.ms,
                         QString::fromStdString(part.formula)};
  }
  return row;
}

QString modelSeriesLabel(const ReferenceGpu& gpu) {
  return SweepText::modelLabel(gpu).shown();
}

app::Wording modelSeriesWording(const ReferenceGpu& gpu) {
  return SweepText::modelLabel(gpu);
}

QString squareSide(int side) {
  return QString::number(side) + QChar(0x00B2);
}

convscope::Result<SweepResult> runSweep(const Config& config, const Progress& progress,
                                        const std::atomic<bool>* cancel) {
  if (config.layer.active()) return runLayerSweep(config, progress, cancel);
  const auto started = MeasureClock::now();
  SweepResult out;
  out.config = config;

  std::optional<ReferenceGpu> gpu = config.gpuModel.isEmpty()
                                        ? std::optional(defaultReferenceGpu())
                                        : findReferenceGpu(config.gpuModel.toStdString());
  if (!gpu) {
    QStringList known;
    for (const ReferenceGpu& g : referenceGpus()) known << QString::fromStdString(g.name);
    return Status::error(StatusCode::InvalidArgument,
                         SweepText::unknownGpu(config.gpuModel, known.join(QStringLiteral(", ")))
                             .shown()
                             .toStdString());
  }
  out.modelGpuName = QString::fromStdString(gpu->name);

  const CpuInfo cpu = cpuInfo();
  out.cpuLabel = out.label(
      SweepText::cpuLabel(QString::fromStdString(cpu.model), std::max(1, cpu.openmpThreads)));
  for (app::Engine engine : sweptEngines())
    out.series << SeriesInfo{app::engineName(engine), SeriesSource::Measured, out.cpuLabel};
  out.cpuBaseline = app::engineName(app::baselineEngine());

  // Which source each GPU series takes: device, else file, else model. Never the emulated GPU.
  bool device = false;
  QString deviceName;
  if (config.forceModel) {
    out.addNote(SweepText::modelForced(out.modelGpuName));
  } else if (const auto& probed = app::deviceFacts(); probed) {
    device = true;
    deviceName = QString::fromStdString(probed->name);
  } else {
    const app::CudaReason why = app::cudaReasonInWords(probed.status());
    out.addNote(SweepText::noDevice({why.words, why.wordsEnglish}));
    if (!why.detail.isEmpty()) out.cudaDetails << why.detail;
  }
  std::optional<RecordedMeasurement> recorded;
  if (!config.recordedFile.isEmpty()) {
    auto file = readMeasurementFile(config.recordedFile);
    if (!file) return file.status();
    recorded = *file;
    // A file of only torch or CPU rows was read and then, without a word, not used at all.
    if (std::none_of(std::begin(kGpuSeries), std::end(kGpuSeries), [&](GpuSeries s) {
          return recorded->hasSeries(QString::fromLatin1(gpuSeriesName(s)));
        })) {
      out.addNote(SweepText::recordedUnused(recorded->file));
    }
  } else if (!config.forceModel) {
    QStringList problems;  // a damaged shipped file: read's own English
    const QList<RecordedMeasurement> files = embeddedMeasurements(&problems);
    for (const QString& problem : problems) out.addNote(app::Wording::same(problem));
    if (!files.isEmpty()) recorded = files.first();
  }
  // Interop needs an OpenGL context on the device: a headless one where EGL offers it (kept
  // current on this thread for the whole sweep), else the rows fall back with a note.
  std::unique_ptr<cuda::EglDeviceContext> headless;
  if (device && config.headlessInterop) {
    auto made = cuda::EglDeviceContext::createOnNvidia();
    if (made) {
      headless = std::move(made).value();
    } else {
      const app::CudaReason why = app::cudaReasonInWords(made.status());
      out.addNote(SweepText::noHeadlessContext({why.words, why.wordsEnglish}));
      if (!why.detail.isEmpty()) out.cudaDetails << why.detail;
    }
  } else if (device) {
    out.addNote(SweepText::interopNeedsWindow());
  }
  QMap<QString, SeriesSource> sourceOf;
  bool anyModel = false;
  auto fallbackFor = [&](const QString& name) {
    return recorded && recorded->hasSeries(name) ? SeriesSource::Recorded : SeriesSource::Model;
  };
  auto labelFor = [&](SeriesSource source, bool interop) {
    return out.label(
        source == SeriesSource::Measured
            ? (interop ? SweepText::headlessLabel(deviceName) : SweepText::deviceLabel(deviceName))
        : source == SeriesSource::Recorded
            ? SweepText::recordedLabel(recorded->device, recorded->date)
            : SweepText::modelLabel(*gpu));
  };
  for (GpuSeries s : kGpuSeries) {
    const QString name = QString::fromLatin1(gpuSeriesName(s));
    const bool interop = s == GpuSeries::Interop;
    const SeriesSource source =
        device && (!interop || headless) ? SeriesSource::Measured : fallbackFor(name);
    anyModel = anyModel || source == SeriesSource::Model;
    sourceOf[name] = source;
    out.series << SeriesInfo{name, source, labelFor(source, interop)};
  }
  if (recorded && std::any_of(sourceOf.begin(), sourceOf.end(),
                              [](SeriesSource s) { return s == SeriesSource::Recorded; })) {
    out.addNote(SweepText::usingRecorded(recorded->file));
    out.addNote(SweepText::recordedProvenance(recorded->provenance()));
  }
  if (anyModel) out.addNote(SweepText::usingModel(out.modelGpuName));

  Sweeper sweeper(config, progress, cancel);
  bool interopHere = headless != nullptr;
  for (int side : config.sizes) {
    // Also a cancel that came before the job started: the result must say it was cancelled.
    if (sweeper.cancelled()) {
      out.cancelled = true;
      break;
    }
    auto input = syntheticChannel(side);
    if (!input) return input.status();
    auto problem = makeProblem(*input, config.kernel, config.params);
    if (!problem) return problem.status();
    const ConvProblem& p = *problem;
    {
      const Status s = sweeper.measureCpu(p, side, out);
      if (s.code == StatusCode::Cancelled || sweeper.cancelled()) {
        out.cancelled = true;
        break;
      }
      if (!s) return s;
    }
    if (device) {
      if (Status s = sweeper.measureGpu(p, side, interopHere, out); !s) {
        // A failure at one size (out of memory at 8192² on a small card) is a note, not the end.
        const app::CudaReason why = app::cudaReasonInWords(s);
        out.addNote(SweepText::gpuFailed(squareSide(side), {why.words, why.wordsEnglish}));
        if (!why.detail.isEmpty()) out.cudaDetails << why.detail;
      }
      // Interop that fails before its first measurement was never measured: the series falls
      // back to the recorded file or the model, as where there is no context, and says so.
      const QString interop = QString::fromLatin1(gpuSeriesName(GpuSeries::Interop));
      const bool interopMeasured = std::any_of(out.rows.begin(), out.rows.end(),
                                               [&](const Row& r) { return r.series == interop; });
      if (!interopHere && sourceOf[interop] == SeriesSource::Measured && !interopMeasured) {
        const SeriesSource fallback = fallbackFor(interop);
        sourceOf[interop] = fallback;
        for (SeriesInfo& info : out.series)
          if (info.series == interop)
            info = SeriesInfo{interop, fallback, labelFor(fallback, true)};
        out.addNote(fallback == SeriesSource::Recorded ? SweepText::usingRecorded(recorded->file)
                                                       : SweepText::usingModel(out.modelGpuName));
      }
    }
    for (GpuSeries s : kGpuSeries) {
      const QString name = QString::fromLatin1(gpuSeriesName(s));
      if (sourceOf[name] == SeriesSource::Model) {
        const RunSize size{1LL * side * side, 1LL * p.geometry.outWidth * p.geometry.outHeight};
        out.rows << modelRow(*gpu, size, side, s);
      } else if (sourceOf[name] == SeriesSource::Recorded) {
        if (const RecordedRow* r = recorded->find(side, name)) {
          out.rows << recordedRow(*recorded, *r, name);
        } else {
          out.addNote(SweepText::recordedMissing(name, squareSide(side)));
        }
      }
    }
  }
  if (progress) progress(1.0, QString());
  // Rows in series order within each side, whatever order they were added in.
  const QStringList order = seriesNames();
  std::stable_sort(out.rows.begin(), out.rows.end(), [&order](const Row& a, const Row& b) {
    if (a.side != b.side) return a.side < b.side;
    return order.indexOf(a.series) < order.indexOf(b.series);
  });
  out.seconds = millisecondsSince(started) / 1e3;
  // Other work on the cores stalls the parallel engine's threads at every barrier: say so.
  const double load = loadAverage();
  if (load > std::max(1, cpu.logicalCores)) out.addNote(SweepText::busy(load, cpu.logicalCores));
  return out;
}

}  // namespace convscope::speed
