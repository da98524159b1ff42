#include "speed/quiet_cpu_sweep.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace convscope::speed {

namespace {

constexpr char kFile[] = ":/recorded/quiet_cpu_sweep.json";

bool isCpuSeries(const QString& series) {
  return series == QLatin1String("reference") || series == QLatin1String("parallel");
}

Status malformed(const QString& why) {
  return Status::error(StatusCode::InvalidArgument,
                       (QStringLiteral("%1: ").arg(QLatin1String(kFile)) + why).toStdString());
}

}  // namespace

Result<QuietCpuSweep> quietCpuSweep() {
  QFile file{QString::fromLatin1(kFile)};
  if (!file.open(QIODevice::ReadOnly)) return malformed(file.errorString());
  QJsonParseError error;
  const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
  if (error.error != QJsonParseError::NoError) return malformed(error.errorString());
  const QJsonObject o = document.object();
  QuietCpuSweep sweep;
  const QJsonObject cpu = o.value(QStringLiteral("cpu")).toObject();
  if (!cpu.value(QStringLiteral("model")).toString().isEmpty())
    sweep.cpu =
        QCoreApplication::translate("convscope::speed::QuietCpuSweep", "%1, %2 logical cores, %3")
            .arg(cpu.value(QStringLiteral("model")).toString())
            .arg(cpu.value(QStringLiteral("logical_cores")).toInt())
            .arg(cpu.value(QStringLiteral("simd")).toString());
  sweep.date = o.value(QStringLiteral("date")).toString();
  sweep.command = o.value(QStringLiteral("command")).toString();
  for (const QJsonValue& v : o.value(QStringLiteral("rows")).toArray()) {
    const QJsonObject r = v.toObject();
    Row row;
    row.side = r.value(QStringLiteral("size")).toInt();
    row.series = r.value(QStringLiteral("series")).toString();
    row.medianMs = r.value(QStringLiteral("median_ms")).toDouble();
    row.runs = r.value(QStringLiteral("runs")).toInt();
    row.source = SeriesSource::Recorded;
    row.detail = QStringLiteral("recorded on a quiet machine: %1, %2").arg(sweep.cpu, sweep.date);
    if (row.side <= 0 || !isCpuSeries(row.series) || !(row.medianMs > 0))
      return malformed(
          QStringLiteral("row %1 is not a CPU row with a size and a time").arg(sweep.rows.size()));
    sweep.rows << row;
  }
  if (sweep.cpu.isEmpty() || sweep.date.isEmpty() || sweep.rows.isEmpty())
    return malformed(QStringLiteral("no cpu, date or rows"));
  return sweep;
}

SweepResult withQuietCpuRows(const SweepResult& live, const QuietCpuSweep& quiet) {
  SweepResult out = live;
  const QList<int> sides = live.sides();
  out.rows.removeIf([](const Row& r) { return isCpuSeries(r.series); });
  for (const Row& row : quiet.rows)
    if (sides.contains(row.side)) out.rows << row;
  const QString label =
      QStringLiteral("recorded on a quiet machine: %1, %2").arg(quiet.cpu, quiet.date);
  for (SeriesInfo& info : out.series)
    if (isCpuSeries(info.series)) {
      info.source = SeriesSource::Recorded;
      info.label = label;
    }
  out.cpuLabel = label;
  return out;
}

}  // namespace convscope::speed
