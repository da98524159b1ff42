// Prints a bench Report: a table a class can read, CSV for a spreadsheet, JSON for a script.
#include <algorithm>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "bench.h"
#include "text/table_text.h"

namespace convscope::cli::bench {
namespace {

class ReportText {
  Q_DECLARE_TR_FUNCTIONS(ReportText)

 public:
  static QString header(const Report& r) {
    const Config& c = r.config;
    QString s;
    s += tr("convscope bench: 3×3 %1, %2 padding, stride %3, dilation %4%5; float32 in and out\n")
             .arg(QString::fromStdString(c.kernel.name))
             .arg(QString::fromUtf8(paddingName(c.params.padding).data(),
                                    paddingName(c.params.padding).size()))
             .arg(c.params.stride)
             .arg(c.params.dilation)
             .arg(c.params.flip ? tr(", flipped") : QString());
    s += tr("CPU: %1; %2 threads for parallel and memcpy; %3 (%4 floats per vector)\n")
             .arg(r.cpu.model.empty() ? tr("model unknown") : QString::fromStdString(r.cpu.model))
             .arg(r.threads)
             .arg(QString::fromStdString(r.cpu.simd))
             .arg(r.cpu.simdFloatLanes);
    s += tr("Each row: median of %1 timed runs after %2 warm-up run(s), spread p10–p90. The CPU\n"
            "rows of a size run in turns (one run of each, then the next), and the multi-threaded\n"
            "ones are measured again after. others: the share of all CPUs other processes used\n"
            "while a size was timed (– where too short to tell).\n")
             .arg(c.repeat)
             .arg(c.warmup);
    s +=
        tr("GB/s = (input + output bytes) / median. memcpy: the output's bytes copied by the\n"
           "same threads, the most any CPU engine here can hope for. Small images fit in the\n"
           "CPU caches, where a copy is far faster than from memory: the ceiling that matters\n"
           "is the one at sizes larger than the caches (64 MiB per buffer at 4096²).\n");
    for (const app::Wording& note : r.notes) s += note.shown() + QLatin1Char('\n');
    return s;
  }

  static QString table(const Report& r) {
    QString s = header(r) + QLatin1Char('\n');
    const QString head = tr("size") + QStringLiteral("|") + tr("engine") + QStringLiteral("|") +
                         tr("median ms") + QStringLiteral("|") + tr("p10–p90 ms") +
                         QStringLiteral("|") + tr("Mpx/s") + QStringLiteral("|") + tr("GB/s") +
                         QStringLiteral("|") + tr("× reference") + QStringLiteral("|") +
                         tr("of memcpy") + QStringLiteral("|") + tr("others");
    const QStringList h = head.split(QLatin1Char('|'));
    // Each column as wide as its figures or its heading, whichever is wider on screen.
    QList<int> widths{5, 11, 10, 17, 8, 7, 11, 9, 6};
    for (qsizetype i = 0; i < h.size() && i < widths.size(); ++i)
      widths[i] = std::max(widths[i], app::cellWidth(h[i]));
    s += line(h, widths);
    QStringList rule;
    for (int w : widths) rule << QString(w, QLatin1Char('-'));
    s += line(rule, widths);
    int lastSize = -1;
    for (const Row& row : r.rows) {
      if (lastSize != -1 && row.size != lastSize) s += QLatin1Char('\n');
      lastSize = row.size;
      const QString size = squareSize(row.size);
      if (row.skipped) {
        // The device's reason is long and the same for every cuda row: it is printed once above.
        s += QStringLiteral("%1  %2  %3\n")
                 .arg(app::padCells(size, widths[0], false))
                 .arg(app::padCells(row.engine, widths[1], true))
                 .arg(row.noDevice ? tr("skipped: no usable CUDA device (reason above)")
                                   : row.note.shown());
        continue;
      }
      s += line(
          {size, row.engine, num(row.ms.median),
           QStringLiteral("%1–%2").arg(num(row.ms.p10), num(row.ms.p90)),
           QString::number(row.megapixelsPerSecond(), 'f', 1),
           QString::number(row.gigabytesPerSecond(), 'f', 2),
           row.speedupVsReference ? QStringLiteral("%1×").arg(*row.speedupVsReference, 0, 'f', 1)
                                  : QStringLiteral("–"),
           row.shareOfMemcpy ? QStringLiteral("%1%").arg(100 * *row.shareOfMemcpy, 0, 'f', 0)
                             : QStringLiteral("–"),
           busyText(row.othersBusy)},
          widths);
      if (!row.note.isEmpty())
        s += QStringLiteral("%1  %2\n").arg(QString(), 18).arg(row.note.shown());
    }
    s += summary(r);
    return s;
  }

  // The sentence a teacher reads out: how close the parallel engine gets to the copy.
  static QString summary(const Report& r) {
    QString s;
    for (const Row& row : r.rows) {
      if (row.engine != app::engineName(app::baselineEngine()) || row.skipped || !row.shareOfMemcpy)
        continue;
      if (row.size != r.config.sizes.last()) continue;
      if (!row.trusted || !memcpyTrusted(r, row.size)) {
        // A figure from disturbed runs would be read out as a fact (it once said 90189 %).
        s += tr("\nAt %1, parallel's share of memcpy's speed is not given: the runs were not "
                "trusted (the machine looks busy; rerun when it is idle).\n")
                 .arg(squareSize(row.size));
        continue;
      }
      s += tr("\nAt %1, parallel runs at %2% of memcpy's speed (%3 GB/s of %4 GB/s).\n")
               .arg(squareSize(row.size))
               .arg(100 * *row.shareOfMemcpy, 0, 'f', 0)
               .arg(row.gigabytesPerSecond(), 0, 'f', 2)
               .arg(row.gigabytesPerSecond() / *row.shareOfMemcpy, 0, 'f', 2);
    }
    return s;
  }

  static bool memcpyTrusted(const Report& r, int size) {
    for (const Row& row : r.rows)
      if (row.size == size && row.engine == QLatin1String("memcpy")) return row.trusted;
    return true;
  }

  static QString busyText(double busy) {
    return busy < 0 ? QStringLiteral("–") : QStringLiteral("%1%").arg(100 * busy, 0, 'f', 0);
  }

  static QString num(double ms) {
    if (ms >= 100) return QString::number(ms, 'f', 1);
    if (ms >= 1) return QString::number(ms, 'f', 2);
    return QString::number(ms, 'f', 4);
  }

  static QString line(const QStringList& cells, const QList<int>& widths) {
    QString s;
    for (qsizetype i = 0; i < cells.size(); ++i) {
      // Left-aligned text columns, right-aligned numbers.
      const int w = i < widths.size() ? widths[i] : 0;
      s += app::padCells(cells[i], w, i == 1 || i == 3);
      s += QStringLiteral("  ");
    }
    while (s.endsWith(QLatin1Char(' '))) s.chop(1);
    return s + QLatin1Char('\n');
  }
};

QString csvField(const QString& text) {
  if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"'))) return text;
  QString quoted = text;
  quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
  return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString optionalNumber(const std::optional<double>& v) {
  return v ? QString::number(*v, 'g', 6) : QString();
}

// A figure that is negative when not known: empty then.
QString knownNumber(double v) {
  return v < 0 ? QString() : QString::number(v, 'g', 4);
}

}  // namespace

QString formatTable(const Report& report) {
  return ReportText::table(report);
}

QString formatCsv(const Report& report) {
  QString s = QStringLiteral(
      "size,engine,status,median_ms,p10_ms,p90_ms,min_ms,max_ms,runs,mpx_per_s,gb_per_s,"
      "speedup_vs_reference,share_of_memcpy,trusted,distrust,remeasure_ms,others_busy,"
      "load_average,note\n");
  for (const Row& row : report.rows) {
    QStringList f{QString::number(row.size), row.engine,
                  row.skipped ? QStringLiteral("skipped") : QStringLiteral("ok")};
    if (row.skipped) {
      for (int i = 0; i < 15; ++i) f << QString();
    } else {
      f << QString::number(row.ms.median, 'g', 6) << QString::number(row.ms.p10, 'g', 6)
        << QString::number(row.ms.p90, 'g', 6) << QString::number(row.ms.min, 'g', 6)
        << QString::number(row.ms.max, 'g', 6) << QString::number(row.ms.count)
        << QString::number(row.megapixelsPerSecond(), 'g', 6)
        << QString::number(row.gigabytesPerSecond(), 'g', 6)
        << optionalNumber(row.speedupVsReference) << optionalNumber(row.shareOfMemcpy)
        << (row.trusted ? QStringLiteral("yes") : QStringLiteral("no"))
        << row.distrust.join(QLatin1Char(' ')) << optionalNumber(row.remeasureMs)
        << knownNumber(row.othersBusy) << knownNumber(row.loadAverage);
    }
    f << csvField(row.note.english());
    s += f.join(QLatin1Char(',')) + QLatin1Char('\n');
  }
  return s;
}

QString formatJson(const Report& report) {
  QJsonArray rows;
  for (const Row& row : report.rows) {
    QJsonObject o{{QStringLiteral("size"), row.size},
                  {QStringLiteral("engine"), row.engine},
                  {QStringLiteral("skipped"), row.skipped}};
    if (!row.note.isEmpty()) o.insert(QStringLiteral("note"), row.note.english());
    if (!row.skipped) {
      o.insert(QStringLiteral("runs"), row.ms.count);
      o.insert(QStringLiteral("medianMs"), row.ms.median);
      o.insert(QStringLiteral("p10Ms"), row.ms.p10);
      o.insert(QStringLiteral("p90Ms"), row.ms.p90);
      o.insert(QStringLiteral("minMs"), row.ms.min);
      o.insert(QStringLiteral("maxMs"), row.ms.max);
      o.insert(QStringLiteral("megapixelsPerSecond"), row.megapixelsPerSecond());
      o.insert(QStringLiteral("gigabytesPerSecond"), row.gigabytesPerSecond());
      if (row.speedupVsReference) {
        o.insert(QStringLiteral("speedupVsReference"), *row.speedupVsReference);
      }
      if (row.shareOfMemcpy) o.insert(QStringLiteral("shareOfMemcpy"), *row.shareOfMemcpy);
      o.insert(QStringLiteral("trusted"), row.trusted);
      o.insert(QStringLiteral("distrust"), QJsonArray::fromStringList(row.distrust));
      if (row.remeasureMs) o.insert(QStringLiteral("remeasureMs"), *row.remeasureMs);
      if (row.othersBusy >= 0) o.insert(QStringLiteral("othersBusy"), row.othersBusy);
      if (row.loadAverage >= 0) o.insert(QStringLiteral("loadAverage"), row.loadAverage);
      if (row.staged) {
        o.insert(QStringLiteral("stagedMedianMs"),
                 QJsonObject{{QStringLiteral("uploadPinned"), row.staged->uploadPinnedMs},
                             {QStringLiteral("uploadPageable"), row.staged->uploadPageableMs},
                             {QStringLiteral("kernel"), row.staged->kernelMs},
                             {QStringLiteral("downloadPinned"), row.staged->downloadPinnedMs},
                             {QStringLiteral("downloadPageable"), row.staged->downloadPageableMs}});
      }
    }
    rows.append(o);
  }
  const Config& c = report.config;
  QJsonArray notes;
  for (const app::Wording& note : report.notes) notes.append(note.english());
  QJsonArray sizes;
  for (int side : c.sizes) sizes.append(side);
  QJsonObject root{
      {QStringLiteral("kernel"), QString::fromStdString(formatKernel(c.kernel))},
      {QStringLiteral("kernelName"), QString::fromStdString(c.kernel.name)},
      {QStringLiteral("padding"), QString::fromUtf8(paddingName(c.params.padding).data(),
                                                    paddingName(c.params.padding).size())},
      {QStringLiteral("stride"), c.params.stride},
      {QStringLiteral("dilation"), c.params.dilation},
      {QStringLiteral("flip"), c.params.flip},
      {QStringLiteral("repeat"), c.repeat},
      {QStringLiteral("warmup"), c.warmup},
      {QStringLiteral("sizes"), sizes},
      {QStringLiteral("threads"), report.threads},
      {QStringLiteral("cpuModel"), QString::fromStdString(report.cpu.model)},
      {QStringLiteral("simd"), QString::fromStdString(report.cpu.simd)},
      {QStringLiteral("cudaAvailable"), report.cudaAvailable},
      {QStringLiteral("notes"), notes},
      {QStringLiteral("rows"), rows},
  };
  if (!report.cudaReason.isEmpty()) root.insert(QStringLiteral("cudaReason"), report.cudaReason);
  return QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
}

}  // namespace convscope::cli::bench
