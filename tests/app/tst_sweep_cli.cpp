// `convscope sweep` driven as a user would: the built binary through QProcess.
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_test_support.h"

using namespace cli_test;

namespace {

// Small sides only: the test checks what is said, not how fast.
const QString kSizes = QStringLiteral("16,32,64");

}  // namespace

class TestSweepCli : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QVERIFY(m_dir.isValid()); }

  void csvHeaderAndSources() {
    const RunResult r = runCli({QStringLiteral("sweep"), QStringLiteral("--sizes"), kSizes,
                                QStringLiteral("--format"), QStringLiteral("csv")});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(!lines.isEmpty());
    QCOMPARE(lines.first(), QStringLiteral("size,series,source,median_ms,runs,label,detail,spread,"
                                           "others_busy,load_average,trusted,distrust"));
    const bool device = hasCudaDevice();
    QSet<QString> series;
    for (const QString& line : lines.mid(1)) {
      const QStringList f = line.split(QLatin1Char(','));
      QVERIFY2(f.size() >= 4, qPrintable(line));
      series << f[1];
      QVERIFY2(QStringList({"measured", "recorded", "model"}).contains(f[2]), qPrintable(line));
      QVERIFY2(f[3].toDouble() > 0, qPrintable(line));
      // Every row says whether core's rule trusts it; a row it does not trust names why.
      QVERIFY2(f.value(f.size() - 2) == QLatin1String(f.last().isEmpty() ? "yes" : "no"),
               qPrintable(line));
      if (f[1] == QLatin1String("reference") || f[1] == QLatin1String("parallel")) {
        QCOMPARE(f[2], QStringLiteral("measured"));
      } else if (!device) {
        // No device: no GPU row may claim to be measured. The emulated GPU is no GPU row.
        QVERIFY2(f[2] != QLatin1String("measured"), qPrintable(line));
      }
      QVERIFY(!f[1].contains(QLatin1String("emulated")));
    }
    QCOMPARE(series, QSet<QString>({"reference", "parallel", "gpu-kernel", "gpu-pageable",
                                    "gpu-pinned", "gpu-interop"}));
  }

  void tableEndsWithTheCrossoverInWords() {
    const RunResult r =
        runCli({QStringLiteral("sweep"), QStringLiteral("--sizes"), QStringLiteral("16,1024"),
                QStringLiteral("--gpu-model"), QStringLiteral("rtx-4090")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("With copies through pageable memory, the GPU (model: "
                                           "RTX 4090)")),
             qPrintable(r.out));
    // The model shows its arithmetic: the PCIe rate and the memory bandwidth it used.
    QVERIFY2(r.out.contains(QStringLiteral("12.6\u00a0GB/s (40 % of PCIe 4.0 x16")),
             qPrintable(r.out));
    QVERIFY(r.out.contains(QStringLiteral("1008\u00a0GB/s")));
    QVERIFY(r.out.contains(QStringLiteral("The sweep took")));
  }

  // A file whose name starts with ':' is the user's file, never one of the app's resources (Qt's
  // ":/" prefix): it once said "No such file".
  void aRecordedFileNamedWithAColonIsTheUsersFile() {
    if (hasCudaDevice()) QSKIP("a CUDA device is present: its rows come before a recorded file");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(QFile::copy(QStringLiteral(FIXTURE_FILE), dir.path() + QStringLiteral("/:rec.json")));
    QProcess process;
    process.setWorkingDirectory(dir.path());
    process.start(QStringLiteral(CONVSCOPE_BINARY),
                  {QStringLiteral("sweep"), QStringLiteral("--sizes"), QStringLiteral("16"),
                   QStringLiteral("--format"), QStringLiteral("csv"), QStringLiteral("--recorded"),
                   QStringLiteral(":rec.json")});
    const RunResult r = waitForResult(process, 240000);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral(",recorded,")), qPrintable(r.out));
  }

  void recordedFileRows() {
    if (hasCudaDevice()) QSKIP("a CUDA device is present: its rows come before a recorded file");
    const RunResult r =
        runCli({QStringLiteral("sweep"), QStringLiteral("--sizes"), QStringLiteral("16,1024"),
                QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--recorded"),
                QStringLiteral(FIXTURE_FILE)});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    int recorded = 0;
    for (const QJsonValue& v : o.value(QStringLiteral("rows")).toArray()) {
      const QJsonObject row = v.toObject();
      if (row.value(QStringLiteral("source")).toString() == QLatin1String("recorded")) {
        ++recorded;
        QVERIFY(row.value(QStringLiteral("series")).toString() != QLatin1String("gpu-pinned"));
      }
    }
    QCOMPARE(recorded, 6);  // kernel, pageable, interop at 16 and 1024; pinned is modelled
    // The file's provenance is in the output with its rows: versions, commit, clocks, command.
    const QString notes = QString::fromUtf8(
        QJsonDocument(o.value(QStringLiteral("notes")).toArray()).toJson(QJsonDocument::Compact));
    for (const char* part : {"recorded with: ", "driver 0.0", "cuDNN 0.0.0", "commit 000000000000",
                             "SM 1500–1980 MHz"})
      QVERIFY2(notes.contains(QString::fromUtf8(part)), qPrintable(notes));
    bool labelled = false;
    for (const QJsonValue& v : o.value(QStringLiteral("series")).toArray()) {
      labelled |=
          v.toObject().value(QStringLiteral("label")).toString() ==
          QLatin1String("recorded on Fixture GPU (test data, not a measurement), 2000-01-01");
    }
    QVERIFY(labelled);
  }

  // Without a device nothing GPU is measured, interop included: its row comes from a recorded
  // file or the model, and the note says why in words, with CUDA's own text kept beside it.
  void noDeviceKeepsTheInteropFallbackAndSaysWhy() {
    if (hasCudaDevice()) QSKIP("a CUDA device is present: the no-device path cannot be shown");
    const RunResult r =
        runCli({QStringLiteral("sweep"), QStringLiteral("--sizes"), QStringLiteral("16"),
                QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    bool interopRow = false;
    for (const QJsonValue& v : o.value(QStringLiteral("rows")).toArray()) {
      const QJsonObject row = v.toObject();
      if (row.value(QStringLiteral("series")).toString() != QLatin1String("gpu-interop")) continue;
      interopRow = true;
      QVERIFY(row.value(QStringLiteral("source")).toString() != QLatin1String("measured"));
    }
    QVERIFY(interopRow);
    QStringList notes;
    for (const QJsonValue& v : o.value(QStringLiteral("notes")).toArray()) notes << v.toString();
    const QString all = notes.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QStringLiteral("no CUDA device here: ")), qPrintable(all));
    // The sentence is for a reader; the call, file and error code stay in cuda_details.
    QVERIFY2(!all.contains(QStringLiteral("failed at")), qPrintable(all));
    QVERIFY2(!all.contains(QStringLiteral("gpu-interop")), qPrintable(all));  // EGL never tried
    const QJsonArray details = o.value(QStringLiteral("cuda_details")).toArray();
    if (all.contains(QStringLiteral("built without CUDA"))) {
      // A build without CUDA: the sentence says it all, and CUDA said nothing to keep.
      QVERIFY2(details.isEmpty(), qPrintable(details.first().toString()));
      return;
    }
    QCOMPARE(details.size(), 1);
    QVERIFY2(details.first().toString().contains(QStringLiteral("cuda")) ||
                 details.first().toString().contains(QStringLiteral("CUDA")),
             qPrintable(details.first().toString()));
    // The table names the failed call, its error code and where, for whoever mends the machine,
    // on a line of its own (CUDA's whole text stays in cuda_details).
    const RunResult table =
        runCli({QStringLiteral("sweep"), QStringLiteral("--sizes"), QStringLiteral("16")});
    QCOMPARE(table.exitCode, 0);
    const QRegularExpressionMatch call =
        QRegularExpression(QStringLiteral("(\\w+\\([^()]*\\)) failed at ([\\w.-]+:\\d+)"))
            .match(details.first().toString());
    const QString said =
        call.hasMatch() ? call.captured(1) + QLatin1Char(' ') : details.first().toString();
    QVERIFY2(table.out.contains(QStringLiteral("note: CUDA said: ") + said), qPrintable(table.out));
    if (call.hasMatch()) {
      QVERIFY2(table.out.contains(QStringLiteral("(%1)").arg(call.captured(2))),
               qPrintable(table.out));
      QVERIFY2(!table.out.contains(QStringLiteral("failed at")), qPrintable(table.out));
    }
  }

  void chartPng() {
    const QString out = m_dir.filePath(QStringLiteral("chart.png"));
    const RunResult r = runCli(
        {QStringLiteral("sweep"), QStringLiteral("--sizes"), kSizes, QStringLiteral("--out"), out});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("wrote ")), qPrintable(r.out + r.err));
    const QImage image(out);
    QCOMPARE(image.size(), QSize(1600, 1000));
  }

  // A whole layer: the CPU row is layer-cpu, measured; the GPU rows have no interop; with the
  // copies the modelled GPU beats the CPU from a small side on, said by the one crossover rule.
  void layerSweepCsvAndCrossover() {
    const RunResult csv =
        runCli({QStringLiteral("sweep"), QStringLiteral("--layer"), QStringLiteral("16:16"),
                QStringLiteral("--batch"), QStringLiteral("2"), QStringLiteral("--sizes"),
                QStringLiteral("4,8,16"), QStringLiteral("--format"), QStringLiteral("csv"),
                QStringLiteral("--gpu-model"), QStringLiteral("rtx-4090")});
    QCOMPARE(csv.exitCode, 0);
    QSet<QString> series;
    for (const QString& line : csv.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(1)) {
      const QStringList f = line.split(QLatin1Char(','));
      QVERIFY2(f.size() >= 4 && f[3].toDouble() > 0, qPrintable(line));
      series << f[1];
      QCOMPARE(f[2], f[1] == QLatin1String("layer-cpu") ? QStringLiteral("measured")
                                                        : QStringLiteral("model"));
    }
    QCOMPARE(series, QSet<QString>({"layer-cpu", "gpu-kernel", "gpu-pageable", "gpu-pinned"}));
    const RunResult table = runCli(
        {QStringLiteral("sweep"), QStringLiteral("--layer"), QStringLiteral("16:16"),
         QStringLiteral("--batch"), QStringLiteral("2"), QStringLiteral("--sizes"),
         QStringLiteral("4,8,16"), QStringLiteral("--gpu-model"), QStringLiteral("rtx-4090")});
    QCOMPARE(table.exitCode, 0);
    QVERIFY2(table.out.contains(QStringLiteral("a layer of 16 → 16 channels")),
             qPrintable(table.out));
    // On a busy machine the CPU row may be marked: then no conclusion, and it says so.
    QVERIFY2(table.out.contains(QStringLiteral("With copies through pinned memory, the GPU (model: "
                                               "RTX 4090) beats the CPU (measured here: ")) ||
                 table.out.contains(QStringLiteral("With copies through pinned memory, the GPU "
                                                   "(model: RTX 4090) against the CPU: the machine "
                                                   "was too busy to tell")),
             qPrintable(table.out));
  }

  void usageErrors_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("says");
    QTest::newRow("letters") << QStringList{"--sizes", "16,x"} << "--sizes";
    QTest::newRow("zero") << QStringList{"--sizes", "0"} << "--sizes";
    QTest::newRow("too large") << QStringList{"--sizes", "99999"} << "--sizes";
    QTest::newRow("format") << QStringList{"--format", "xml"} << "--format";
    QTest::newRow("gpu") << QStringList{"--gpu-model", "warp-drive"} << "warp-drive";
    QTest::newRow("out") << QStringList{"--out", "chart.gif"} << "--out";
    QTest::newRow("image") << QStringList{"--image", "digit"} << "--image";
    QTest::newRow("parts") << QStringList{"--sizes", "16", "--parts-size", "32"} << "--parts-size";
    QTest::newRow("stray") << QStringList{"now"} << "now";
    QTest::newRow("layer shape") << QStringList{"--layer", "64"} << "--layer";
    QTest::newRow("layer zero") << QStringList{"--layer", "0:8"} << "--layer C";
    QTest::newRow("batch alone") << QStringList{"--batch", "8"} << "--batch";
    QTest::newRow("batch zero") << QStringList{"--layer", "4:4", "--batch", "0"} << "--batch";
  }
  void usageErrors() {
    QFETCH(QStringList, args);
    QFETCH(QString, says);
    const RunResult r = runCli(QStringList{QStringLiteral("sweep")} + args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith(QStringLiteral("convscope sweep: ")), qPrintable(r.err));
    QVERIFY2(r.err.contains(says), qPrintable(r.err));
  }

  void unreadableRecordedFileFails() {
    const RunResult r =
        runCli({QStringLiteral("sweep"), QStringLiteral("--sizes"), QStringLiteral("16"),
                QStringLiteral("--recorded"), m_dir.filePath(QStringLiteral("missing.json"))});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("missing.json")), qPrintable(r.err));
  }

 private:
  QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestSweepCli)
#include "tst_sweep_cli.moc"
