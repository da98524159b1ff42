// The measurements behind `convscope bench`. Every row of one size uses the same input; warm-up
// runs are not counted; the memcpy row is measured in the same run, by the same number of
// threads as the parallel engine, so "share of memcpy" compares like with like.

#include <chrono>
#include <cstring>
#include <map>
#include <new>

#include <QCoreApplication>

#include "bench.h"
#include "common/cuda_reason.h"
#include "common/engine_table.h"
#include "convscope/channel.h"
#include "convscope/cpu_ceilings.h"
#include "convscope/cpu_load.h"
#include "convscope/cpu_trust.h"
#include "convscope/cuda/device.h"
#include "convscope/cuda/engine.h"
#include "convscope/engines.h"
#include "convscope/large_buffer.h"
#include "convscope/measure.h"
#include "convscope/problem.h"

namespace convscope::cli::bench {

double Row::megapixelsPerSecond() const {
  return ms.median > 0 ? double(outputPixels) / (ms.median * 1e3) : 0;
}
double Row::gigabytesPerSecond() const {
  return ms.median > 0 ? bytesMoved / (ms.median * 1e6) : 0;
}

namespace {

class BenchText {
  Q_DECLARE_TR_FUNCTIONS(BenchText)

 public:
  using Wording = app::Wording;
  // One source, two languages: the table's and the English of CSV and JSON.
  static Wording words(const char* source) { return Wording::translated("BenchText", source); }
  static Wording skipped(const Wording& reason) {
    return words(QT_TR_NOOP("skipped: %1")).arg(reason);
  }
  static Wording cudaSkipped(const QString& cudaText) {
    return withCudaReason(words(QT_TR_NOOP("CUDA rows skipped: %1")), cudaText);
  }
  static QString detail(const QString& call) { return tr("  detail: %1").arg(call); }
  static Wording failed(const QString& reason) {
    return words(QT_TR_NOOP("failed: %1")).arg(Wording::same(reason));
  }
  static Wording needsStride1(const char* kernel) {
    return words(QT_TR_NOOP("the %1 kernel needs stride 1 and dilation 1"))
        .arg(QString::fromLatin1(kernel));
  }
  static Wording noCudaRun() { return words(QT_TR_NOOP("no cuda run succeeded")); }
  static Wording staged(const cuda::BenchSamples& s) {
    const auto median = [](const std::vector<double>& v) { return summarize(v).median; };
    return words(QT_TR_NOOP("upload %1 + kernel %2 + download %3 ms (pinned host memory); "
                            "pageable: upload %4, download %5 ms"))
        .arg(median(s.uploadPinnedMs), 0, 'f', 3)
        .arg(median(s.kernelMs), 0, 'f', 3)
        .arg(median(s.downloadPinnedMs), 0, 'f', 3)
        .arg(median(s.uploadPageableMs), 0, 'f', 3)
        .arg(median(s.downloadPageableMs), 0, 'f', 3);
  }
};

}  // namespace

app::Wording withCudaReason(const app::Wording& sentence, const QString& cudaText) {
  const app::CudaReason why = app::cudaReasonInWords(cudaText);
  QString shown = why.words;
  if (!why.call.isEmpty()) shown += QLatin1Char('\n') + BenchText::detail(why.call);
  return sentence.arg(app::Wording{shown, cudaText});
}

namespace {

// A GPU entry of the engine table: timed by CUDA's events, set against d2d-copy.
bool isCuda(const QString& engine) {
  const app::Engine e = app::engineByName(engine);
  return e && e->side == app::EngineSide::Gpu;
}

class Measurer {
 public:
  Measurer(const Config& config, Report& report,
           const std::function<void(const QString&)>& progress)
      : m_config(config), m_report(report), m_progress(progress) {}

  void measureSize(int side) {
    auto input = syntheticChannel(side);
    if (!input) {
      addFailure(side, QStringLiteral("memcpy"), input.status());
      return;
    }
    auto problem = makeProblem(*input, m_config.kernel, m_config.params);
    if (!problem) {
      addFailure(side, QStringLiteral("memcpy"), problem.status());
      return;
    }
    const ConvProblem& p = *problem;
    const long long outPixels = static_cast<long long>(p.geometry.outWidth) * p.geometry.outHeight;
    const double bytes = 4.0 * (double(input->pixelCount()) + double(outPixels));

    // The CPU rows, memcpy first, timed in turns (memcpy run 1, reference run 1, parallel run 1,
    // memcpy run 2, ...) so that a burst of load lands on every engine alike, not on one row.
    std::vector<CpuTimer> timers;
    std::vector<float, LargeBufferAllocator<float>> dst;
    try {
      // The same kind of memory as the engines' outputs (huge pages), so only the work differs.
      dst.assign(static_cast<size_t>(outPixels), 0.0f);
      Row row = base(side, QStringLiteral("memcpy"), outPixels, 8.0 * double(outPixels));
      timers.push_back({row, [&, outPixels](Channel&) {
                          copyOnThreads(input->data(), dst.data(), outPixels, m_report.threads);
                          return Status::ok();
                        }});
    } catch (const std::bad_alloc&) {
      // A row that says so instead of an abort; the engines below try on their own.
      addFailure(
          side, QStringLiteral("memcpy"),
          Status::error(StatusCode::OutOfMemory, "not enough memory for the " +
                                                     std::to_string(outPixels * 4 / (1024 * 1024)) +
                                                     " MiB copy destination"));
    }
    for (const QString& engine : m_config.engines) {
      if (isCuda(engine)) continue;
      const app::Engine which = app::engineByName(engine);
      if (which->slow && !m_config.enginesGiven && side > kDefaultReferenceMaxSide) continue;
      // One output buffer for all runs, as the memcpy row has one destination.
      timers.push_back({base(side, engine, outPixels, bytes),
                        [&p, which](Channel& out) { return app::runEngine(p, which, out); }});
    }
    timeInTurns(side, timers);

    std::map<int, cuda::BenchSamples> cudaSamples;  // by variant
    bool anyCudaRow = false;
    QList<Row> rows;
    for (const QString& engine : m_config.engines) {
      if (!isCuda(engine)) continue;
      Row row = base(side, engine, outPixels, bytes);
      anyCudaRow = true;
      measureCuda(p, engine, row, cudaSamples);
      rows << row;
    }
    // Rows in the order of --engines, memcpy first, whatever order the turns timed them in.
    for (const CpuTimer& t : timers) {
      if (t.row.engine == QLatin1String("memcpy")) m_report.rows << t.row;
    }
    for (const QString& engine : m_config.engines) {
      for (const CpuTimer& t : timers)
        if (t.row.engine == engine) m_report.rows << t.row;
      for (const Row& r : rows)
        if (r.engine == engine) m_report.rows << r;
    }
    if (anyCudaRow) addDeviceCopy(side, outPixels, cudaSamples);

    std::optional<double> memcpyMs;
    std::optional<double> referenceMs;
    const QString reference = app::engineName(app::referenceEngine());
    for (const CpuTimer& t : timers) {
      if (t.row.skipped) continue;
      if (t.row.engine == QLatin1String("memcpy")) memcpyMs = t.row.ms.median;
      if (t.row.engine == reference) referenceMs = t.row.ms.median;
    }
    // Ratios once every row of this size is in.
    for (Row& row : m_report.rows) {
      if (row.size != side || row.skipped || row.ms.median <= 0) continue;
      if (referenceMs) row.speedupVsReference = *referenceMs / row.ms.median;
      if (memcpyMs && !isCuda(row.engine) && row.engine != QLatin1String("d2d-copy") &&
          row.engine != QLatin1String("memcpy")) {
        row.shareOfMemcpy = *memcpyMs / row.ms.median;
      }
      if (!isCuda(row.engine) && row.engine != QLatin1String("d2d-copy")) {
        markUntrusted(row, memcpyMs, referenceMs);
      }
    }
  }

  // One CPU row being timed: its row and how to run it once.
  struct CpuTimer {
    Row row{};
    std::function<Status(Channel&)> run{};
    Channel output{};
    bool failed = false;
  };

  // Warm-up runs, then `repeat` turns of one timed run per row (convscope/measure.h), then a
  // re-measure of the multi-threaded rows (a few more runs, later): the machine's load is sampled
  // around it all.
  void timeInTurns(int side, std::vector<CpuTimer>& timers) {
    for (CpuTimer& t : timers) announce(side, t.row.engine);
    const LoadSample before = sampleLoad();
    std::vector<Contender> contenders;
    for (CpuTimer& t : timers)
      contenders.push_back({[&t] { return t.run(t.output); }, m_config.repeat, {}, Status::ok()});
    convscope::timeInTurns(contenders, m_config.warmup);
    constexpr int kRemeasureRuns = 3;
    for (size_t i = 0; i < timers.size(); ++i) {
      CpuTimer& t = timers[i];
      Status failure = contenders[i].failure;
      if (failure && isMultiThreaded(t.row.engine)) {
        const Result<TimingStats> again = timeRuns(0, kRemeasureRuns, contenders[i].run);
        if (again) t.row.remeasureMs = again->median;
        failure = again.status();
      }
      if (!failure) {
        t.failed = true;
        t.row.skipped = true;
        t.row.note = BenchText::failed(QString::fromStdString(failure.message));
      }
    }
    const double busy = othersBusyFraction(before, sampleLoad());
    const double load = loadAverage1();
    for (size_t i = 0; i < timers.size(); ++i) {
      CpuTimer& t = timers[i];
      t.row.othersBusy = busy;
      t.row.loadAverage = load;
      if (!t.failed) t.row.ms = contenders[i].stats();
    }
  }

  // memcpy runs on the parallel engine's threads.
  static bool isMultiThreaded(const QString& engine) {
    const app::Engine e = app::engineByName(engine);
    return e ? e->threaded : engine == QLatin1String("memcpy");
  }

  // Says so on the row (table, CSV and JSON carry the note) and once above the table, instead
  // of printing "90189 % of memcpy" as if it were a figure. The rule is core's (cpu_trust.h).
  void markUntrusted(Row& row, std::optional<double> memcpyMs, std::optional<double> referenceMs) {
    CpuRowEvidence e;
    e.medianMs = row.ms.median;
    e.spread = relativeSpread(row.ms);
    const bool isCopy = row.engine == QLatin1String("memcpy");
    if (memcpyMs && !isCopy) e.ceilingMs = *memcpyMs;
    e.multiThreaded = m_report.threads > 1 && isMultiThreaded(row.engine) && !isCopy;
    if (referenceMs) e.singleThreadMs = *referenceMs;
    if (row.remeasureMs) e.remeasureMs = *row.remeasureMs;
    e.othersBusy = row.othersBusy;
    QList<app::Wording> why;
    for (DistrustReason r : distrustReasons(e)) {
      row.distrust << QString::fromLatin1(distrustKey(r));
      why << reasonText(r, row, e);
    }
    if (why.isEmpty()) return;
    row.trusted = false;
    app::Wording reasons = why.first();
    for (qsizetype i = 1; i < why.size(); ++i)
      reasons = BenchText::words(QT_TRANSLATE_NOOP("BenchText", "%1; %2")).arg(reasons).arg(why[i]);
    const app::Wording note =
        BenchText::words(QT_TRANSLATE_NOOP("BenchText", "not trusted (%1)")).arg(reasons);
    row.note =
        row.note.isEmpty()
            ? note
            : BenchText::words(QT_TRANSLATE_NOOP("BenchText", "%1; %2")).arg(row.note).arg(note);
    const app::Wording warning = BenchText::words(
        QT_TRANSLATE_NOOP("BenchText",
                          "Some rows are not trusted (see their notes): the machine "
                          "looks busy; rerun when it is idle."));
    if (!m_report.notes.contains(warning)) m_report.notes << warning;
  }

  static app::Wording reasonText(DistrustReason r, const Row& row, const CpuRowEvidence& e) {
    switch (r) {
      case DistrustReason::SpreadTooWide:
        return BenchText::words(
                   QT_TRANSLATE_NOOP("BenchText",
                                     "runs disagree: p10–p90 spread is %1% of the median"))
            .arg(100 * e.spread, 0, 'f', 0);
      case DistrustReason::FasterThanCeiling:
        return BenchText::words(QT_TRANSLATE_NOOP("BenchText",
                                                  "%1% of memcpy is above the copy ceiling: the "
                                                  "memcpy runs were disturbed"))
            .arg(100 * e.ceilingMs / e.medianMs, 0, 'f', 0);
      case DistrustReason::SlowerThanOneThread:
        return BenchText::words(QT_TRANSLATE_NOOP("BenchText",
                                                  "slower than the reference loop on one thread "
                                                  "(%1 ms): its threads were held back"))
            .arg(e.singleThreadMs, 0, 'g', 3);
      case DistrustReason::DisagreesWithRemeasure:
        return BenchText::words(QT_TRANSLATE_NOOP("BenchText", "a re-measure gave %1 ms"))
            .arg(e.remeasureMs, 0, 'g', 3);
      case DistrustReason::MachineBusy:
        return BenchText::words(
                   QT_TRANSLATE_NOOP("BenchText", "other processes used %1% of the CPUs meanwhile"))
            .arg(100 * row.othersBusy, 0, 'f', 0);
    }
    return {};
  }

 private:
  Row base(int side, const QString& engine, long long outPixels, double bytes) const {
    Row row;
    row.size = side;
    row.engine = engine;
    row.outputPixels = outPixels;
    row.bytesMoved = bytes;
    return row;
  }

  void announce(int side, const QString& engine) {
    if (m_progress) m_progress(squareSize(side) + QLatin1Char(' ') + engine);
  }

  void addFailure(int side, const QString& engine, const Status& status) {
    Row row = base(side, engine, 0, 0);
    row.skipped = true;
    row.note = BenchText::failed(QString::fromStdString(status.message));
    m_report.rows << row;
  }

  void measureCuda(const ConvProblem& p, const QString& engine, Row& row,
                   std::map<int, cuda::BenchSamples>& cache) {
    if (!m_report.cudaAvailable) {
      row.skipped = true;
      row.noDevice = true;
      row.note = BenchText::skipped(app::Wording::same(m_report.cudaReason));
      return;
    }
    const app::Engine entry = app::engineByName(engine);
    const cuda::KernelVariant variant = entry->variant;
    if (entry->unitStrideOnly && (p.params.stride != 1 || p.params.dilation != 1)) {
      row.skipped = true;
      row.note = BenchText::skipped(BenchText::needsStride1(cuda::kernelVariantName(variant)));
      return;
    }
    const int key = static_cast<int>(variant);
    if (!cache.count(key)) {
      announce(row.size, engine);
      cuda::RunOptions options;
      options.variant = variant;
      options.block = app::kDefaultBlock;
      auto samples = cuda::bench(p, options, m_config.repeat);
      if (!samples) {
        row.skipped = true;
        row.note = BenchText::failed(QString::fromStdString(samples.status().message));
        return;
      }
      cache[key] = *samples;
    }
    const cuda::BenchSamples& s = cache[key];
    if (entry->staged) {
      std::vector<double> total;
      const size_t n =
          std::min({s.uploadPinnedMs.size(), s.kernelMs.size(), s.downloadPinnedMs.size()});
      for (size_t i = 0; i < n; ++i) {
        total.push_back(s.uploadPinnedMs[i] + s.kernelMs[i] + s.downloadPinnedMs[i]);
      }
      row.ms = summarize(total);
      row.note = BenchText::staged(s);
      const auto median = [](const std::vector<double>& v) {
        return v.empty() ? 0.0 : summarize(v).median;
      };
      row.staged =
          StagedParts{median(s.uploadPinnedMs), median(s.uploadPageableMs), median(s.kernelMs),
                      median(s.downloadPinnedMs), median(s.downloadPageableMs)};
    } else {
      row.ms = summarize(s.kernelMs);
    }
  }

  void addDeviceCopy(int side, long long outPixels,
                     const std::map<int, cuda::BenchSamples>& cache) {
    Row row = base(side, QStringLiteral("d2d-copy"), outPixels, 8.0 * double(outPixels));
    if (!m_report.cudaAvailable) {
      row.skipped = true;
      row.noDevice = true;
      row.note = BenchText::skipped(app::Wording::same(m_report.cudaReason));
    } else if (cache.empty() || cache.begin()->second.deviceCopyMs.empty()) {
      row.skipped = true;
      row.note = BenchText::skipped(BenchText::noCudaRun());
    } else {
      row.ms = summarize(cache.begin()->second.deviceCopyMs);
    }
    m_report.rows << row;
  }

  const Config& m_config;
  Report& m_report;
  const std::function<void(const QString&)>& m_progress;
};

}  // namespace

Report measure(const Config& config, const std::function<void(const QString&)>& progress) {
  Report report;
  report.config = config;
  report.cpu = cpuInfo();
  report.threads = std::max(1, report.cpu.openmpThreads);
  const bool wantsCuda = std::any_of(config.engines.begin(), config.engines.end(), isCuda);
  if (wantsCuda) {
    const auto device = cuda::probeDevice();
    report.cudaAvailable = device.isOk();
    if (!device) {
      report.cudaReason = QString::fromStdString(device.status().message);
      report.notes << BenchText::cudaSkipped(report.cudaReason);
    }
  }
  Measurer measurer(report.config, report, progress);
  for (int side : config.sizes) measurer.measureSize(side);
  return report;
}

}  // namespace convscope::cli::bench
