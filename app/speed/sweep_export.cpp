#include "sweep_export.h"

#include <functional>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "common/engine_table.h"
#include "convscope/npy.h"
#include "sweep_runner.h"
#include "text/file_name.h"

namespace convscope::speed {
namespace {

class CrossoverText {
  Q_DECLARE_TR_FUNCTIONS(CrossoverText)

 public:
  using Wording = app::Wording;
  // One source, two languages: the reader's for the table and the window, English for files.
  static Wording words(const char* source) { return Wording::translated("CrossoverText", source); }
  static Wording how(const QString& series) {
    if (series == QLatin1String("gpu-kernel"))
      return words(QT_TR_NOOP("Counting the kernel alone (no copies)"));
    if (series == QLatin1String("gpu-pageable"))
      return words(QT_TR_NOOP("With copies through pageable memory"));
    if (series == QLatin1String("gpu-pinned"))
      return words(QT_TR_NOOP("With copies through pinned memory"));
    return words(QT_TR_NOOP("With interop (map + kernel + unmap, no copies)"));
  }
  // `fastestAt` names the CPU engine that was fastest at a side: the reference loop on one
  // thread beats the parallel engine on small images.
  static Wording sentence(const QString& series, const Wording& source, const Crossover& c,
                          const Wording& cpu, const std::function<Wording(int)>& fastestAt) {
    if (c.kind == Crossover::Kind::TooBusyToTell) return tooBusy(series, source);
    if (!cpu.isEmpty()) return layerSentence(series, source, c, cpu);
    switch (c.kind) {
      case Crossover::Kind::WinsFrom:
        return words(QT_TR_NOOP("%1, the GPU (%2) wins from %3 on; at %4 the %5 is still faster"))
            .arg(how(series))
            .arg(source)
            .arg(side(c.fromSide))
            .arg(side(c.lastLosingSide))
            .arg(fastestAt(c.lastLosingSide));
      case Crossover::Kind::AlwaysWins:
        return words(QT_TR_NOOP("%1, the GPU (%2) wins at every size swept, from %3 on"))
            .arg(how(series))
            .arg(source)
            .arg(side(c.fromSide));
      case Crossover::Kind::NeverWins:
        return words(QT_TR_NOOP("%1, the GPU (%2) does not beat the %4 up to %3"))
            .arg(how(series))
            .arg(source)
            .arg(side(c.largestSide))
            .arg(fastestAt(c.largestSide));
      case Crossover::Kind::NoCommonSize:
      case Crossover::Kind::TooBusyToTell:
        break;
    }
    return noCommonSize(series, source);
  }
  static Wording noCommonSize(const QString& series, const Wording& source) {
    return words(QT_TR_NOOP("%1, the GPU (%2) has no size in common with the CPU rows"))
        .arg(how(series))
        .arg(source);
  }
  // A layer's CPU series is whichever engine the build has fastest: named, not "parallel".
  static Wording layerSentence(const QString& series, const Wording& source, const Crossover& c,
                               const Wording& cpu) {
    switch (c.kind) {
      case Crossover::Kind::WinsFrom:
        return words(QT_TR_NOOP(
                         "%1, the GPU (%2) wins from %3 on; at %4 the CPU (%5) is still faster"))
            .arg(how(series))
            .arg(source)
            .arg(side(c.fromSide))
            .arg(side(c.lastLosingSide))
            .arg(cpu);
      case Crossover::Kind::AlwaysWins:
        return words(QT_TR_NOOP(
                         "%1, the GPU (%2) beats the CPU (%3) at every size swept, from %4 on"))
            .arg(how(series))
            .arg(source)
            .arg(cpu)
            .arg(side(c.fromSide));
      case Crossover::Kind::NeverWins:
        return words(QT_TR_NOOP("%1, the GPU (%2) does not beat the CPU (%3) up to %4"))
            .arg(how(series))
            .arg(source)
            .arg(cpu)
            .arg(side(c.largestSide));
      case Crossover::Kind::NoCommonSize:
      case Crossover::Kind::TooBusyToTell:
        break;
    }
    return noCommonSize(series, source);
  }
  static Wording tooBusy(const QString& series, const Wording& source) {
    return words(QT_TR_NOOP("%1, the GPU (%2) against the CPU: the machine was too busy to tell "
                            "(CPU rows not trusted; rerun when it is idle)"))
        .arg(how(series))
        .arg(source);
  }
  static Wording engine(const QString& series) {
    const app::Engine e = app::engineByName(series);
    if (e && e->reference) return words(QT_TR_NOOP("reference loop (one CPU thread)"));
    if (!e || e->baseline) return words(QT_TR_NOOP("parallel CPU engine"));
    return {app::engineLabel(e), QString::fromLatin1(e->label)};
  }
  static Wording side(int s) { return words(QT_TR_NOOP("%1 × %1")).arg(s); }
  static Wording model(const QString& gpu) { return words(QT_TR_NOOP("model: %1")).arg(gpu); }
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
    if (row.series == series) out.push_back({row.side, row.medianMs, row.trusted});
  }
  return out;
}

// The CPU series the GPU is set against: for one filter the engines the table marks for the
// window (the reference loop, the parallel engine), the fastest at each side; for a layer its
// one CPU series.
QStringList cpuSeriesOf(const SweepResult& result) {
  if (result.config.layer.active()) return {result.cpuBaseline};
  return cpuSeriesNames();
}

}  // namespace

namespace {

// A series' label in both languages: the English the runner remembered for it.
app::Wording labelOf(const SweepResult& result, const SeriesInfo& info) {
  return {info.label, result.inEnglish(info.label)};
}

app::Wording shortSource(const SweepResult& result, const QString& series) {
  const SeriesInfo* info = result.info(series);
  if (!info) return {};
  if (info->source == SeriesSource::Model) return CrossoverText::model(result.modelGpuName);
  return labelOf(result, *info);
}

}  // namespace

QString shortSourceLabel(const SweepResult& result, const QString& series) {
  return shortSource(result, series).shown();
}

QList<CrossoverLine> crossovers(const SweepResult& result) {
  QList<CrossoverLine> lines;
  std::vector<std::vector<SeriesPoint>> cpu;
  for (const QString& series : cpuSeriesOf(result)) cpu.push_back(points(result, series));
  const auto fastestAt = [&](int side) {
    const Row* best = nullptr;
    for (const QString& series : cpuSeriesOf(result)) {
      const Row* r = result.find(side, series);
      if (r && r->medianMs > 0 && (!best || r->medianMs < best->medianMs)) best = r;
    }
    return CrossoverText::engine(best ? best->series : result.cpuBaseline);
  };
  // The single-filter sweep names its parallel engine in the sentence; a layer sweep its engine.
  const SeriesInfo* cpuInfo = result.info(result.cpuBaseline);
  const app::Wording layerCpu =
      result.config.layer.active() && cpuInfo ? labelOf(result, *cpuInfo) : app::Wording();
  for (const QString& series : seriesNames()) {
    if (!isGpuSeries(series)) continue;
    const auto gpu = points(result, series);
    if (gpu.empty()) continue;
    CrossoverLine line;
    line.series = series;
    line.source = result.info(series) ? result.info(series)->source : SeriesSource::Model;
    line.crossover = workloadCrossover(cpu, gpu);
    const app::Wording sentence = CrossoverText::sentence(series, shortSource(result, series),
                                                          line.crossover, layerCpu, fastestAt);
    line.sentence = sentence.shown();
    line.sentenceEnglish = sentence.english();
    lines << line;
  }
  return lines;
}

QString formatCsv(const SweepResult& result) {
  QString out = QStringLiteral(
      "size,series,source,median_ms,runs,label,detail,spread,others_busy,load_average,trusted,"
      "distrust\n");
  const auto known = [](double v) { return v < 0 ? QString() : QString::number(v, 'g', 4); };
  for (const Row& row : result.rows) {
    const SeriesInfo* info = result.info(row.series);
    const bool cpu = row.source == SeriesSource::Measured && !isGpuSeries(row.series);
    out +=
        QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12\n")
            .arg(row.side)
            .arg(row.series, sourceKey(row.source))
            .arg(row.medianMs, 0, 'g', 6)
            .arg(row.runs)
            .arg(csvField(info ? result.inEnglish(info->label) : QString()), csvField(row.detail),
                 cpu ? QString::number(row.spread, 'g', 3) : QString(),
                 cpu ? known(row.othersBusy) : QString(), cpu ? known(row.loadAverage) : QString(),
                 row.trusted ? QStringLiteral("yes") : QStringLiteral("no"),
                 row.distrust.join(QLatin1Char(' ')));
  }
  return out;
}

QString formatJson(const SweepResult& result) {
  QJsonObject o;
  QJsonArray sizes;
  for (int s : result.config.sizes) sizes << s;
  o[QStringLiteral("sizes")] = sizes;
  o[QStringLiteral("kernel")] = QString::fromStdString(result.config.kernel.name);
  o[QStringLiteral("cpu")] = result.inEnglish(result.cpuLabel);
  o[QStringLiteral("model_gpu")] = result.modelGpuName;
  o[QStringLiteral("seconds")] = result.seconds;
  o[QStringLiteral("cancelled")] = result.cancelled;
  QJsonArray series;
  for (const SeriesInfo& s : result.series) {
    series << QJsonObject{{QStringLiteral("series"), s.series},
                          {QStringLiteral("source"), sourceKey(s.source)},
                          {QStringLiteral("label"), result.inEnglish(s.label)}};
  }
  o[QStringLiteral("series")] = series;
  QJsonArray rows;
  for (const Row& row : result.rows) {
    QJsonObject r{{QStringLiteral("size"), row.side},
                  {QStringLiteral("series"), row.series},
                  {QStringLiteral("source"), sourceKey(row.source)},
                  {QStringLiteral("median_ms"), row.medianMs},
                  {QStringLiteral("runs"), row.runs}};
    if (!row.detail.isEmpty()) r[QStringLiteral("detail")] = row.detail;
    r[QStringLiteral("trusted")] = row.trusted;
    if (row.source == SeriesSource::Measured && !isGpuSeries(row.series)) {
      r[QStringLiteral("spread")] = row.spread;
      if (row.othersBusy >= 0) r[QStringLiteral("others_busy")] = row.othersBusy;
      if (row.loadAverage >= 0) r[QStringLiteral("load_average")] = row.loadAverage;
      r[QStringLiteral("distrust")] = QJsonArray::fromStringList(row.distrust);
    }
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
                  {QStringLiteral("source"), sourceKey(line.source)},
                  {QStringLiteral("sentence"), line.sentenceEnglish}};
    if (line.crossover.kind == Crossover::Kind::WinsFrom ||
        line.crossover.kind == Crossover::Kind::AlwaysWins) {
      w[QStringLiteral("from_size")] = line.crossover.fromSide;
    }
    if (line.crossover.kind == Crossover::Kind::TooBusyToTell) w[QStringLiteral("too_busy")] = true;
    words << w;
  }
  o[QStringLiteral("crossovers")] = words;
  QJsonArray notes;
  for (const QString& n : result.notes) notes << result.inEnglish(n);
  o[QStringLiteral("notes")] = notes;
  if (!result.cudaDetails.isEmpty())
    o[QStringLiteral("cuda_details")] = QJsonArray::fromStringList(result.cudaDetails);
  return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
}

Status writeOutput(const QString& path, const QByteArray& bytes) {
  return writeFileAtomically(app::fileNameString(path), bytes.toStdString());
}

}  // namespace convscope::speed
