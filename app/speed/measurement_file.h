// Recorded GPU measurements: resources/measurements/<device>-<date>.json, written by the GPU
// machine's check (scripts/gpu_check.sh) and shipped as they were written, embedded under
// ":/measurements/". Schema: {"device", "driver", "cuda_runtime", "date", "command", "host_cpu",
// "rows": [{"size", "series", "median_ms"}, ...]}.
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include "convscope/status.h"

namespace convscope::speed {

struct RecordedRow {
  int size = 0;
  QString series;  // as in the file: gpu-kernel, gpu-pageable, interop-map-kernel-unmap, ...
  double medianMs = 0;
};

struct RecordedMeasurement {
  QString file;  // where it was read from
  QString device;
  QString driver;
  QString cudaRuntime;
  QString date;  // YYYY-MM-DD
  QString command;
  QString hostCpu;
  QList<RecordedRow> rows;

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
// A regular file of at most kMaxMeasurementBytes (or a Qt resource); a FIFO, device or folder is
// refused with the reason before anything is read.
Result<RecordedMeasurement> readMeasurementFile(const QString& path);

// Every file embedded under ":/measurements/", newest date first; unreadable ones are skipped
// and named in `problems` (may be null).
QList<RecordedMeasurement> embeddedMeasurements(QStringList* problems = nullptr);

}  // namespace convscope::speed
