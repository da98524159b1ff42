// `convscope bench`: measurement and report, kept apart so the numbers can be printed as a
// table for a class, CSV for a spreadsheet or JSON for a script.
#pragma once

#include <functional>
#include <optional>

#include <QList>
#include <QString>
#include <QStringList>

#include "common/engine_table.h"
#include "convscope/cpu_info.h"
#include "convscope/kernel.h"
#include "convscope/params.h"
#include "convscope/stats.h"
#include "text/wording.h"

namespace convscope::cli::bench {

// Engines bench knows: the engine table's, in the order rows appear within one size. memcpy
// (the CPU ceiling) is always measured; d2d-copy (the GPU ceiling) whenever a GPU row is.
inline QStringList engineNames() {
  return app::engineNames();
}

// "4096²". Not through QString::arg: Qt reads a superscript two after %1 as a placeholder digit.
inline QString squareSize(int side) {
  return QString::number(side) + QChar(0x00B2);
}

// The naive loop takes seconds at 4096²: by default it runs only up to this side.
constexpr int kDefaultReferenceMaxSide = 1024;

struct Config {
  QList<int> sizes{64, 256, 1024, 4096};
  QStringList engines;        // chosen engines, in engineNames() order
  bool enginesGiven = false;  // --engines was given: run exactly those, at every size
  int repeat = 7;
  int warmup = 1;
  Kernel kernel;
  ConvParams params;
};

// The parts of a cuda-staged run, medians in milliseconds.
struct StagedParts {
  double uploadPinnedMs = 0;
  double uploadPageableMs = 0;
  double kernelMs = 0;
  double downloadPinnedMs = 0;
  double downloadPageableMs = 0;
};

struct Row {
  int size = 0;
  QString engine;
  bool skipped = false;
  // The reason for a skip, or the parts of a staged run: the table shows it in the reader's
  // language, CSV and JSON in English.
  app::Wording note;
  bool noDevice = false;  // skipped because there is no CUDA device (said once, above the table)
  TimingStats ms;         // milliseconds per run
  long long outputPixels = 0;
  double bytesMoved = 0;  // input read once + output written once
  std::optional<double> speedupVsReference;
  std::optional<double> shareOfMemcpy;  // memcpy median / this median (CPU rows)
  std::optional<StagedParts> staged;    // cuda-staged only
  bool trusted = true;                  // false: cpu_trust.h's rule marked it (a busy machine)
  QStringList distrust;  // cpu_trust.h's keys of why: "spread", "ceiling", "one-thread", ...
  std::optional<double> remeasureMs;  // multi-threaded CPU rows: the median of a later re-measure
  double othersBusy = -1;   // other processes' share of the CPUs while this size ran; < 0 unknown
  double loadAverage = -1;  // /proc/loadavg's one-minute figure after this size; < 0 unknown

  double megapixelsPerSecond() const;
  double gigabytesPerSecond() const;
};

struct Report {
  Config config;
  CpuInfo cpu;
  int threads = 0;  // threads of the parallel engine and the memcpy row
  bool cudaAvailable = false;
  QString cudaReason;  // why not, when not: CUDA's own text (JSON)
  QList<Row> rows;
  QList<app::Wording> notes;  // lines printed above the table (English in JSON)
};

// `sentence` (with a %1) filled with why there is no CUDA device: in the table a sentence in the
// reader's language and, on a line of its own, the failed call; in CSV and JSON CUDA's own text.
app::Wording withCudaReason(const app::Wording& sentence, const QString& cudaText);

// Runs every measurement. `progress` (may be empty) hears "4096² parallel" before each row.
Report measure(const Config& config, const std::function<void(const QString&)>& progress);

QString formatTable(const Report& report);
QString formatCsv(const Report& report);
QString formatJson(const Report& report);

}  // namespace convscope::cli::bench
