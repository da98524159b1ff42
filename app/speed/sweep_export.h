// The sweep in words and in files: the crossover sentences, CSV and JSON, and the one place that
// writes a file (the CLI's --out and the window's export both come through writeOutput).
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include "convscope/crossover.h"
#include "convscope/status.h"
#include "sweep_types.h"

namespace convscope::speed {

struct CrossoverLine {
  QString series;  // gpu-kernel, gpu-pageable, gpu-pinned, gpu-interop
  SeriesSource source = SeriesSource::Model;
  Crossover crossover;
  QString sentence;  // "with copies through pageable memory the GPU (model: RTX 4090) wins …"
  QString sentenceEnglish;  // the same in English, for JSON
};

// One line per GPU series that has rows, in series order: core's workloadCrossover of the series
// against result.cpuBaseline, the one rule lesson 5 and the Speed tab state too.
QList<CrossoverLine> crossovers(const SweepResult& result);

// "model: RTX 4090", "recorded on NVIDIA H200, 2026-12-01", "measured here on …": short, for a
// sentence or a legend.
QString shortSourceLabel(const SweepResult& result, const QString& series);

QString formatCsv(const SweepResult& result);
QString formatJson(const SweepResult& result);

// Writes through a temporary file and a rename (core's writer): a reader never sees half a file.
Status writeOutput(const QString& path, const QByteArray& bytes);

}  // namespace convscope::speed
