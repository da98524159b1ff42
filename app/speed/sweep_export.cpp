#include "sweep_export.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "convscope/npy.h"
#include "sweep_runner.h"

namespace convscope::speed {
namespace {

class CrossoverText {
  Q_DECLARE_TR_FUNCTIONS(CrossoverText)

 public:
  static QString how(const QString& series) {
    if (series == QLatin1String("gpu-kernel")) return tr("Counting the kernel alone (no copies)");
    if (series == QLatin1String("gpu-pageable")) return tr("With copies through pageable memory");
    if (series == QLatin1String("gpu-pinned")) return tr("With copies through pinned memory");
    return tr("With interop (map + kernel + unmap, no copies)");
  }
  static QString sentence(const QString& series, const QString& source, const Crossover& c,
                          const QString& cpu) {
    if (!cpu.isEmpty()) return layerSentence(series, source, c, cpu);
    switch (c.kind) {
      case Crossover::Kind::WinsFrom:
        return tr("%1, the GPU (%2) wins from %3 on; at %4 the parallel CPU engine is still "
                  "faster")
            .arg(how(series), source, side(c.fromSide), side(c.lastLosingSide));
      case Crossover::Kind::AlwaysWins:
        return tr("%1, the GPU (%2) wins at every size swept, from %3 on")
            .arg(how(series), source, side(c.fromSide));
      case Crossover::Kind::NeverWins:
        return tr("%1, the GPU (%2) does not beat the parallel CPU engine up to %3")
            .arg(how(series), source, side(c.largestSide));
      case Crossover::Kind::NoCommonSize:
        break;
    }
    return tr("%1, the GPU (%2) has no size in common with the CPU rows").arg(how(series), source);
  }
  // A layer's CPU series is whichever engine the build has fastest: named, not "parallel".
  static QString layerSentence(const QString& series, const QString& source, const Crossover& c,
                               const QString& cpu) {
    switch (c.kind) {
      case Crossover::Kind::WinsFrom:
        return tr("%1, the GPU (%2) wins from %3 on; at %4 the CPU (%5) is still faster")
            .arg(how(series), source, side(c.fromSide), side(c.lastLosingSide), cpu);
      case Crossover::Kind::AlwaysWins:
        return tr("%1, the GPU (%2) beats the CPU (%3) at every size swept, from %4 on")
            .arg(how(series), source, cpu, side(c.fromSide));
      case Crossover::Kind::NeverWins:
        return tr("%1, the GPU (%2) does not beat the CPU (%3) up to %4")
            .arg(how(series), source, cpu, side(c.largestSide));
      case Crossover::Kind::NoCommonSize:
        break;
    }
    return tr("%1, the GPU (%2) has no size in common with the CPU rows").arg(how(series), source);
  }
  static QString side(int s) { return tr("%1 × %1").arg(s); }
  static QString model(const QString& gpu) { return tr("model: %1").arg(gpu); }
};

QString csvField(const QString& text) {
  if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
      !text.contains(QLatin1Char('\n'))) {
    return text;
  }
  QString quoted = text;
  quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
  return QLatin1Char('"') + quoted + QLatin1Char('"');
}

std::vector<SeriesPoint> points(const SweepResult& result, const QString& series) {
  std::vector<SeriesPoint> out;
  for (const Row& row : result.rows) {
    if (row.series == series) out.push_back({row.side, row.medianMs});
  }
  return out;
}

}  // namespace

QString shortSourceLabel(const SweepResult& result, const QString& series) {
  const SeriesInfo* info = result.info(series);
  if (!info) return {};
  switch (info->source) {
    case Source::Model:
      return CrossoverText::model(result.modelGpuName);
    case Source::Recorded:
    case Source::Measured:
      return info->label;
  }
  return info->label;
}

QList<CrossoverLine> crossovers(const SweepResult& result) {
  QList<CrossoverLine> lines;
  const auto cpu = points(result, result.cpuBaseline);
  // The single-filter sweep names its parallel engine in the sentence; a layer sweep its engine.
  const SeriesInfo* cpuInfo = result.info(result.cpuBaseline);
  const QString layerCpu = result.config.layer.active() && cpuInfo ? cpuInfo->label : QString();
  for (const QString& series : seriesNames()) {
    if (!isGpuSeries(series)) continue;
    const auto gpu = points(result, series);
    if (gpu.empty()) continue;
    CrossoverLine line;
    line.series = series;
    line.source = result.info(series) ? result.info(series)->source : Source::Model;
    line.crossover = workloadCrossover({cpu}, gpu);
    line.sentence =
        CrossoverText::sentence(series, shortSourceLabel(result, series), line.crossover, layerCpu);
    lines << line;
  }
  return lines;
}

QString formatCsv(const SweepResult& result) {
  QString out = QStringLiteral("size,series,source,median_ms,runs,label,detail\n");
  for (const Row& row : result.rows) {
    const SeriesInfo* info = result.info(row.series);
    out += QStringLiteral("%1,%2,%3,%4,%5,%6,%7\n")
               .arg(row.side)
               .arg(row.series, sourceName(row.source))
               .arg(row.medianMs, 0, 'g', 6)
               .arg(row.runs)
               .arg(csvField(info ? info->label : QString()), csvField(row.detail));
  }
  return out;
}

QString formatJson(const SweepResult& result) {
  QJsonObject o;
  QJsonArray sizes;
  for (int s : result.config.sizes) sizes << s;
  o[QStringLiteral("sizes")] = sizes;
  o[QStringLiteral("kernel")] = QString::fromStdString(result.config.kernel.name);
  o[QStringLiteral("cpu")] = result.cpuLabel;
  o[QStringLiteral("model_gpu")] = result.modelGpuName;
  o[QStringLiteral("seconds")] = result.seconds;
  o[QStringLiteral("cancelled")] = result.cancelled;
  QJsonArray series;
  for (const SeriesInfo& s : result.series) {
    series << QJsonObject{{QStringLiteral("series"), s.series},
                          {QStringLiteral("source"), sourceName(s.source)},
                          {QStringLiteral("label"), s.label}};
  }
  o[QStringLiteral("series")] = series;
  QJsonArray rows;
  for (const Row& row : result.rows) {
    QJsonObject r{{QStringLiteral("size"), row.side},
                  {QStringLiteral("series"), row.series},
                  {QStringLiteral("source"), sourceName(row.source)},
                  {QStringLiteral("median_ms"), row.medianMs},
                  {QStringLiteral("runs"), row.runs}};
    if (!row.detail.isEmpty()) r[QStringLiteral("detail")] = row.detail;
    QJsonArray parts;
    for (const RunPart& part : row.parts) {
      QJsonObject p{{QStringLiteral("name"), part.name}, {QStringLiteral("ms"), part.ms}};
      if (!part.formula.isEmpty()) p[QStringLiteral("formula")] = part.formula;
      parts << p;
    }
    if (!parts.isEmpty()) r[QStringLiteral("parts")] = parts;
    rows << r;
  }
  o[QStringLiteral("rows")] = rows;
  QJsonArray words;
  for (const CrossoverLine& line : crossovers(result)) {
    QJsonObject w{{QStringLiteral("series"), line.series},
                  {QStringLiteral("source"), sourceName(line.source)},
                  {QStringLiteral("sentence"), line.sentence}};
    if (line.crossover.kind == Crossover::Kind::WinsFrom ||
        line.crossover.kind == Crossover::Kind::AlwaysWins) {
      w[QStringLiteral("from_size")] = line.crossover.fromSide;
    }
    words << w;
  }
  o[QStringLiteral("crossovers")] = words;
  QJsonArray notes;
  for (const QString& n : result.notes) notes << n;
  o[QStringLiteral("notes")] = notes;
  if (!result.cudaDetails.isEmpty())
    o[QStringLiteral("cuda_details")] = QJsonArray::fromStringList(result.cudaDetails);
  return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
}

Status writeOutput(const QString& path, const QByteArray& bytes) {
  return writeFileAtomically(path.toStdString(), bytes.toStdString());
}

}  // namespace convscope::speed
