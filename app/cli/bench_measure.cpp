// The measurements behind `convscope bench`. Every row of one size uses the same input; warm-up
// runs are not counted; the memcpy row is measured in the same run, by the same number of
// threads as the parallel engine, so "share of memcpy" compares like with like.
#include <omp.h>

#include <chrono>
#include <cstring>
#include <map>
#include <new>

#include <QCoreApplication>

#include "bench.h"
#include "bench_timing.h"
#include "common/engine_runner.h"
#include "convscope/channel.h"
#include "convscope/cuda/device.h"
#include "convscope/cuda/engine.h"
#include "convscope/engines.h"
#include "convscope/large_buffer.h"
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
  static QString skipped(const QString& reason) { return tr("skipped: %1").arg(reason); }
  static QString cudaSkipped(const QString& reason) {
    return tr("CUDA rows skipped: %1").arg(reason);
  }
  static QString failed(const QString& reason) { return tr("failed: %1").arg(reason); }
  static QString needsStride1(const char* kernel) {
    return tr("the %1 kernel needs stride 1 and dilation 1").arg(QString::fromLatin1(kernel));
  }
  static QString staged(const cuda::BenchSamples& s) {
    const auto median = [](const std::vector<double>& v) { return summarize(v).median; };
    return tr("upload %1 + kernel %2 + download %3 ms (pinned host memory); pageable: upload "
              "%4, download %5 ms")
        .arg(median(s.uploadPinnedMs), 0, 'f', 3)
        .arg(median(s.kernelMs), 0, 'f', 3)
        .arg(median(s.downloadPinnedMs), 0, 'f', 3)
        .arg(median(s.uploadPageableMs), 0, 'f', 3)
        .arg(median(s.downloadPageableMs), 0, 'f', 3);
  }
};

// Deterministic and busy enough that no engine can take a shortcut on flat regions.
Result<Channel> syntheticImage(int side) {
  auto made = Channel::create(side, side);
  if (!made) return made;
  Channel& c = *made;
  for (int y = 0; y < side; ++y) {
    for (int x = 0; x < side; ++x) {
      const unsigned h =
          (static_cast<unsigned>(x) * 73856093u) ^ (static_cast<unsigned>(y) * 19349663u);
      c.at(x, y) = static_cast<float>((h >> 8) & 255u);
    }
  }
  return made;
}

// The CPU ceiling: the output's bytes copied by `threads` threads in contiguous slices, into a
// destination already faulted in, so only memory bandwidth is measured.
void parallelCopy(const float* src, float* dst, long long count, int threads) {
#pragma omp parallel num_threads(threads)
  {
    const int n = omp_get_num_threads();
    const int i = omp_get_thread_num();
    const long long begin = count * i / n;
    const long long end = count * (i + 1) / n;
    std::memcpy(dst + begin, src + begin, static_cast<size_t>(end - begin) * sizeof(float));
  }
}

bool isCuda(const QString& engine) {
  return engine.startsWith(QLatin1String("cuda"));
}

class Measurer {
 public:
  Measurer(const Config& config, Report& report,
           const std::function<void(const QString&)>& progress)
      : m_config(config), m_report(report), m_progress(progress) {}

  void measureSize(int side) {
    auto input = syntheticImage(side);
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

    std::optional<double> memcpyMs;
    std::optional<double> referenceMs;
    try {
      announce(side, QStringLiteral("memcpy"));
      // The same kind of memory as the engines' outputs (huge pages), so only the work differs.
      std::vector<float, LargeBufferAllocator<float>> dst(static_cast<size_t>(outPixels), 0.0f);
      auto stats = timeRuns(m_config.warmup, m_config.repeat, [&] {
        parallelCopy(input->data(), dst.data(), outPixels, m_report.threads);
        return Status::ok();
      });
      Row row = base(side, QStringLiteral("memcpy"), outPixels, 8.0 * double(outPixels));
      row.ms = *stats;
      memcpyMs = row.ms.median;
      m_report.rows << row;
    } catch (const std::bad_alloc&) {
      // A row that says so instead of an abort; the engines below try on their own.
      addFailure(
          side, QStringLiteral("memcpy"),
          Status::error(StatusCode::OutOfMemory, "not enough memory for the " +
                                                     std::to_string(outPixels * 4 / (1024 * 1024)) +
                                                     " MiB copy destination"));
    }

    std::map<int, cuda::BenchSamples> cudaSamples;  // by variant
    bool anyCudaRow = false;
    for (const QString& engine : m_config.engines) {
      if (engine == QLatin1String("reference") && !m_config.enginesGiven &&
          side > kDefaultReferenceMaxSide) {
        continue;
      }
      Row row = base(side, engine, outPixels, bytes);
      if (isCuda(engine)) {
        anyCudaRow = true;
        measureCuda(p, engine, row, cudaSamples);
      } else {
        announce(side, engine);
        const auto which = app::engineFromName(engine);
        // One output buffer for all runs, as the memcpy row has one destination.
        Channel output;
        auto stats = timeRuns(m_config.warmup, m_config.repeat,
                              [&] { return app::runEngine(p, *which, output); });
        if (!stats) {
          row.skipped = true;
          row.note = BenchText::failed(QString::fromStdString(stats.status().message));
        } else {
          row.ms = *stats;
          if (engine == QLatin1String("reference")) referenceMs = row.ms.median;
        }
      }
      m_report.rows << row;
    }
    if (anyCudaRow) addDeviceCopy(side, outPixels, cudaSamples);

    // Ratios once every row of this size is in.
    for (Row& row : m_report.rows) {
      if (row.size != side || row.skipped || row.ms.median <= 0) continue;
      if (referenceMs) row.speedupVsReference = *referenceMs / row.ms.median;
      if (memcpyMs && !isCuda(row.engine) && row.engine != QLatin1String("d2d-copy")) {
        row.shareOfMemcpy = *memcpyMs / row.ms.median;
      }
      markUntrusted(row);
    }
  }

  // Says so on the row (table, CSV and JSON carry the note) and once above the table, instead
  // of printing "90189 % of memcpy" as if it were a figure.
  void markUntrusted(Row& row) {
    QStringList why;
    if (spreadTooWide(row.ms))
      why << BenchText::tr("runs disagree: p10–p90 spread is %1% of the median")
                 .arg(100 * relativeSpread(row.ms), 0, 'f', 0);
    if (row.shareOfMemcpy && *row.shareOfMemcpy > kMaxTrustedShareOfCeiling)
      why << BenchText::tr(
                 "%1% of memcpy is above the copy ceiling: the memcpy runs were disturbed")
                 .arg(100 * *row.shareOfMemcpy, 0, 'f', 0);
    if (why.isEmpty()) return;
    row.trusted = false;
    const QString note = BenchText::tr("not trusted (%1)").arg(why.join(QStringLiteral("; ")));
    row.note = row.note.isEmpty() ? note : row.note + QStringLiteral("; ") + note;
    const QString warning = BenchText::tr(
        "Some rows are not trusted (see their notes): the machine looks busy; rerun "
        "when it is idle.");
    if (!m_report.notes.contains(warning)) m_report.notes << warning;
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
      row.note = BenchText::skipped(m_report.cudaReason);
      return;
    }
    // cuda-rows: each thread computes 8 outputs of a column (the speed variant).
    const auto variant = engine == QLatin1String("cuda-tiled")  ? cuda::KernelVariant::Tiled
                         : engine == QLatin1String("cuda-rows") ? cuda::KernelVariant::Rows
                                                                : cuda::KernelVariant::Global;
    if (variant != cuda::KernelVariant::Global &&
        (p.params.stride != 1 || p.params.dilation != 1)) {
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
    if (engine == QLatin1String("cuda-staged")) {
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
      row.note = BenchText::skipped(m_report.cudaReason);
    } else if (cache.empty() || cache.begin()->second.deviceCopyMs.empty()) {
      row.skipped = true;
      row.note = BenchText::skipped(QStringLiteral("no cuda run succeeded"));
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
