// The size sweep's data: one row per (side, series), each with where its number comes from.
// Shared by `convscope sweep`, the chart and the window's Speed tab.
#pragma once

#include <optional>

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include "convscope/gpu_timing_model.h"
#include "convscope/kernel.h"
#include "convscope/params.h"
#include "text/wording.h"

namespace convscope::speed {

// Where a sweep series' numbers come from: measured here, recorded on a device, or the model.
// The emulated GPU is none of these: it is never a GPU timing. (The lessons' tags name more
// kinds of source, published and computed figures among them; a series is never one of those.)
enum class SeriesSource { Measured, Recorded, Model };
// "measured", "recorded", "model": the words CSV and JSON carry, never translated.
QString sourceKey(SeriesSource source);

// The series of the sweep, in the order rows appear within one side: the CPU engines the engine
// table marks for the window (cpuSeriesNames()), the layer's CPU series, then the GPU ones.
QStringList seriesNames();
QStringList cpuSeriesNames();
inline bool isGpuSeries(const QString& series) {
  return series.startsWith(QLatin1String("gpu-"));
}

// One part of a GPU run (upload, launch, kernel, download, map, unmap), for the stacked bar.
struct RunPart {
  QString name;
  double ms = 0;
  QString formula;  // model parts: the arithmetic with its numbers; empty otherwise
};

struct Row {
  int side = 0;
  QString series;
  SeriesSource source = SeriesSource::Measured;
  double medianMs = 0;
  int runs = 0;    // timed runs behind the median (0 for a model value)
  QString detail;  // the model's formula, or the file a recorded row came from
  QList<RunPart> parts;
  // Measured CPU rows: how far their runs agreed and how busy the machine was, and whether
  // core's rule (cpu_trust.h) trusts the figure; an untrusted CPU row yields no crossover.
  double spread = 0;        // (p90 − p10) / median
  double othersBusy = -1;   // other processes' share of the CPUs meanwhile; < 0 unknown
  double loadAverage = -1;  // /proc/loadavg's one-minute figure; < 0 unknown
  bool trusted = true;
  QStringList distrust;  // cpu_trust.h's keys: "spread", "ceiling", "one-thread", ...
  // Model rows: the estimate with the terms of each part, so a table can word the formula in
  // the reader's language (`detail` and the parts' formulas are core's English, for files).
  std::optional<convscope::ModelEstimate> model;
};

// How a series is labelled in legends and sentences: "measured here", "recorded on NVIDIA H200,
// 2026-12-01", "model: RTX 4090 (PCIe 4.0 x16, …)".
struct SeriesInfo {
  QString series;
  SeriesSource source = SeriesSource::Measured;
  QString label;
};

// A whole layer instead of one filter: N images of C channels through K filters of C × 3 × 3
// with bias (channels 0: the single-filter sweep). Its CPU series is "layer-cpu", the fastest CPU
// layer engine of the build (cpu::fastestLayerEngine); its GPU series have no interop.
struct LayerSweep {
  int channels = 0;
  int filters = 0;
  int batch = 1;
  bool active() const { return channels > 0; }
};

struct Config {
  LayerSweep layer;
  QList<int> sizes{16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192};
  Kernel kernel;
  ConvParams params;
  QString gpuModel;             // reference GPU for model rows; empty: the default one
  bool forceModel = false;      // --gpu-model given: model rows even where a file or device exists
  QString recordedFile;         // read this measurement file instead of the embedded ones
  double budgetMsPerRow = 150;  // timed runs per row fill about this much, at least 3
  // With a device, time gpu-interop in a headless OpenGL context on it (EGL's device platform),
  // made and used on the sweep's own thread. `convscope sweep` asks for it; the window's sweep
  // does not (it runs beside the window's own context) and keeps the interop note.
  bool headlessInterop = false;
};

struct SweepResult {
  Config config;
  QList<Row> rows;
  QList<SeriesInfo> series;  // only those that have rows
  QStringList notes;         // why a source was chosen, what was left out (reader's language)
  // CUDA's own words for why a GPU row is not measured (no device, no headless GL for interop),
  // as cuda/ wrote them: the notes say it in the reader's language, a tooltip or the CLI this.
  QStringList cudaDetails;
  QString cpuLabel;      // "Intel Xeon …, 2 threads"
  QString modelGpuName;  // the reference GPU behind model rows
  // The CPU series the GPU is set against: the parallel engine for one filter, layer-cpu for a
  // layer. Its label says which engine that is.
  QString cpuBaseline = QStringLiteral("parallel");
  double seconds = 0;  // wall time of the sweep
  bool cancelled = false;

  // The English of a note or a label above, by its text in the reader's language: CSV and JSON
  // are read by scripts and stay English (a text with no entry is its own English).
  QHash<QString, QString> english;

  // Adds a note once, with its English.
  void addNote(const app::Wording& note);
  // A label's text in the reader's language, its English remembered.
  QString label(const app::Wording& label);
  QString inEnglish(const QString& shown) const { return english.value(shown, shown); }

  const Row* find(int side, const QString& series) const;
  const SeriesInfo* info(const QString& series) const;
  QList<int> sides() const;  // sides with at least one row, ascending
};

}  // namespace convscope::speed
