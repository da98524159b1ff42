// Recorded GPU measurements: resources/measurements/<device>-<date>.json, written by the GPU
// machine's check (scripts/gpu_check.sh → scripts/gpu/write_measurement.py) and shipped as they
// were written, embedded under ":/measurements/". The schema is resources/measurements/README.md's:
// the provenance {"device", "driver", "cuda_runtime", "cudnn", "torch", "commit", "date",
// "command", "host_cpu", "clocks"} and "rows": [{"size", "series", "repeats", "median_ms",
// "p10_ms", "p90_ms", "command"}, ...]. A file without its provenance is refused: a recorded
// number must say where it came from.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include "convscope/status.h"

namespace convscope::speed {

struct RecordedRow {
  int size = 0;
  QString series;   // as in the file: gpu-kernel, gpu-pageable, interop-map-kernel-unmap, ...
  int repeats = 0;  // timed runs behind the median
  double medianMs = 0;
  double p10Ms = 0;
  double p90Ms = 0;
  QString command;  // the tool's exact command line that measured it
};

// A clock nvidia-smi sampled during the run, in MHz (all 0 without samples).
struct ClockSpan {
  double min = 0;
  double median = 0;
  double max = 0;
};

struct RecordedMeasurement {
  QString file;  // where it was read from
  QString device;
  QString driver;
  QString cudaRuntime;
  QString cudnn;
  QString torch;
  QString commit;  // the checkout the run was built from
  QString date;    // YYYY-MM-DD
  QString command;
  QString hostCpu;
  int clockSamples = 0;
  ClockSpan smMhz;
  ClockSpan memMhz;
  double smMaxMhz = 0;
  QList<RecordedRow> rows;

  // One line of where the rows come from: device, driver, CUDA, cuDNN, PyTorch, the commit,
  // the clocks during the run and the command ("NVIDIA H200, driver 580.1, CUDA 13.0, cuDNN 9.1.0,
  // PyTorch 2.5.1; commit 0123abc; SM 1755–1980 MHz (median 1980, max 1980), memory 3201 MHz;
  // 2026-12-01, scripts/gpu_check.sh"). Data, not words: not translated.
  QString provenance() const;

  // The sweep series a file series stands for ("interop-map-kernel-unmap" → "gpu-interop"); empty
  // for series the sweep does not draw (torch-conv2d, d2d-copy, the GPU machine's own CPU rows).
  static QString sweepSeries(const QString& fileSeries);
  const RecordedRow* find(int size, const QString& sweepSeries) const;
  bool hasSeries(const QString& sweepSeries) const;
};

// A measurement file is a few KB of JSON; anything past this is not one.
constexpr qint64 kMaxMeasurementBytes = 16 * 1024 * 1024;

// Reads one file's bytes; InvalidArgument names the first thing missing or wrong.
Result<RecordedMeasurement> parseMeasurement(const QByteArray& json, const QString& file);
// A regular file on disk of at most kMaxMeasurementBytes; a FIFO, device or folder is refused
// with the reason before anything is read. Never one of the app's resources, whatever the name.
Result<RecordedMeasurement> readMeasurementFile(const QString& path);

// Every file embedded under ":/measurements/", newest date first; unreadable ones are skipped
// and named in `problems` (may be null).
QList<RecordedMeasurement> embeddedMeasurements(QStringList* problems = nullptr);

}  // namespace convscope::speed
