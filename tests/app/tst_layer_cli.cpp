// `convscope apply` on layers of .npy tensors, against PyTorch (Debian's python3-torch), and its
// refusals. Skipped with the reason when torch does not import.
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_test_support.h"
#include "convscope/gpu_timing_model.h"
#include "convscope/published_measurements.h"

using cli_test::runCli;

namespace {

struct PyResult {
  int exitCode = -1;
  QString out;
};

// One Python process for the whole test run (layer_torch_check.py serve): importing torch takes
// seconds, and every case needs it three times.
class PyTorchCheck {
 public:
  ~PyTorchCheck() {
    if (m_process.state() == QProcess::NotRunning) return;
    m_process.closeWriteChannel();
    if (!m_process.waitForFinished(10000)) m_process.kill();
    m_process.waitForFinished();
  }

  PyResult run(const QStringList& args) {
    if (m_process.state() == QProcess::NotRunning) {
      m_process.setProcessChannelMode(QProcess::MergedChannels);
      m_process.start(QStringLiteral("/usr/bin/python3"),
                      {QStringLiteral(TORCH_CHECK), QStringLiteral("serve")});
      if (!m_process.waitForStarted(30000)) return {-1, QStringLiteral("python3 did not start")};
    }
    m_process.write((args.join(QLatin1Char(' ')) + QLatin1Char('\n')).toUtf8());
    PyResult result;
    QDeadlineTimer deadline(240000);
    while (!deadline.hasExpired()) {
      if (!m_process.canReadLine() && !m_process.waitForReadyRead(1000)) {
        if (m_process.state() == QProcess::NotRunning) break;
        continue;
      }
      while (m_process.canReadLine()) {
        const QString line = QString::fromUtf8(m_process.readLine());
        if (line.startsWith(QLatin1String("exit "))) {
          result.exitCode = line.mid(5).trimmed().toInt();
          return result;
        }
        result.out += line;
      }
    }
    result.out += QStringLiteral("(no answer from layer_torch_check.py serve)");
    return result;
  }

 private:
  QProcess m_process;
};

}  // namespace

class TestLayerCli : public QObject {
  Q_OBJECT

  PyTorchCheck m_python;
  PyResult runPython(const QStringList& args) { return m_python.run(args); }

 private slots:
  void agreesWithPyTorch_data() {
    QTest::addColumn<QString>("padding");
    QTest::addColumn<int>("stride");
    QTest::addColumn<int>("dilation");
    QTest::addColumn<bool>("bias");
    QTest::addColumn<QString>("engine");
    const QStringList engines{QStringLiteral("reference"), QStringLiteral("im2col"),
                              QStringLiteral("onednn")};
    int i = 0;
    for (const char* pad : {"zero", "replicate", "reflect", "none"}) {
      for (int s = 1; s <= 2; ++s) {
        for (int d = 1; d <= 2; ++d) {
          for (bool b : {false, true}) {
            const QString engine = engines[i++ % 3];
            QTest::addRow("%s s%d d%d %s %s", pad, s, d, b ? "bias" : "nobias", qPrintable(engine))
                << QString::fromLatin1(pad) << s << d << b << engine;
          }
        }
      }
    }
  }

  void agreesWithPyTorch() {
    QFETCH(QString, padding);
    QFETCH(int, stride);
    QFETCH(int, dilation);
    QFETCH(bool, bias);
    QFETCH(QString, engine);
    const PyResult probe = runPython({QStringLiteral("probe")});
    if (probe.exitCode != 0) {
      QSKIP(qPrintable(QStringLiteral("/usr/bin/python3 cannot import torch and numpy: ") +
                       probe.out.trimmed().section(QLatin1Char('\n'), -1)));
    }
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString seed =
        QString::number(stride * 100 + dilation * 10 + (bias ? 1 : 0) + padding.size() * 1000);
    const PyResult made = runPython({QStringLiteral("make"), dir.path(), seed});
    QVERIFY2(made.exitCode == 0, qPrintable(made.out));
    QStringList args{QStringLiteral("apply"),
                     QStringLiteral("--input"),
                     dir.filePath("x.npy"),
                     QStringLiteral("--weights"),
                     dir.filePath("w.npy"),
                     QStringLiteral("--padding"),
                     padding,
                     QStringLiteral("--stride"),
                     QString::number(stride),
                     QStringLiteral("--dilation"),
                     QString::number(dilation),
                     QStringLiteral("--engine"),
                     engine,
                     QStringLiteral("--out"),
                     dir.filePath("y.npy")};
    if (bias) args << QStringLiteral("--bias") << dir.filePath("b.npy");
    const auto r = runCli(args);
    if (r.exitCode == 1 && r.err.contains(QLatin1String("built without"))) {
      QSKIP(qPrintable(r.err.trimmed()));
    }
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const PyResult checked =
        runPython({QStringLiteral("check"), dir.path(), padding, QString::number(stride),
                   QString::number(dilation), bias ? QStringLiteral("1") : QStringLiteral("0")});
    QVERIFY2(checked.exitCode == 0, qPrintable(checked.out));
  }

  void mismatchedChannelsAreABadArgumentAndWriteNothing() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeNpy(dir.filePath("x.npy"), {1, 3, 8, 8});
    writeNpy(dir.filePath("w.npy"), {4, 2, 3, 3});
    const QString out = dir.filePath("y.npy");
    const auto r =
        runCli({QStringLiteral("apply"), QStringLiteral("--input"), dir.filePath("x.npy"),
                QStringLiteral("--weights"), dir.filePath("w.npy"), QStringLiteral("--out"), out});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("4×2×3×3")), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
  }

  void aFiveDimensionalInputIsRefused() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeNpy(dir.filePath("x.npy"), {1, 1, 1, 4, 4});
    writeNpy(dir.filePath("w.npy"), {1, 1, 3, 3});
    const QString out = dir.filePath("y.npy");
    const auto r =
        runCli({QStringLiteral("apply"), QStringLiteral("--input"), dir.filePath("x.npy"),
                QStringLiteral("--weights"), dir.filePath("w.npy"), QStringLiteral("--out"), out});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("5 dimensions")), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
  }

  // Weights of 1e38 are finite floats, nine of them times 255 are not: every engine wrote a
  // .npy of 64 infs with exit 0. Now the run fails, naming the overflow, and writes nothing.
  void sumsPastTheLargestFloatFailAndWriteNothing_data() {
    QTest::addColumn<QString>("engine");
    for (const char* e : {"reference", "im2col", "onednn"})
      QTest::newRow(e) << QString::fromLatin1(e);
  }
  void sumsPastTheLargestFloatFailAndWriteNothing() {
    QFETCH(QString, engine);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeNpy(dir.filePath("x.npy"), {1, 1, 8, 8}, 255.0f);
    writeNpy(dir.filePath("w.npy"), {1, 1, 3, 3}, 1e38f);
    const QString out = dir.filePath("y.npy");
    const auto r =
        runCli({QStringLiteral("apply"), QStringLiteral("--input"), dir.filePath("x.npy"),
                QStringLiteral("--weights"), dir.filePath("w.npy"), QStringLiteral("--engine"),
                engine, QStringLiteral("--out"), out});
    if (r.err.contains(QLatin1String("built without"))) {
      QSKIP(qPrintable(QStringLiteral("engine %1: %2").arg(engine, r.err.trimmed())));
    }
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("overflowed")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QLatin1String("64 of 64 outputs")), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
  }

  void aMissingInputFileFailsAndAnUnknownEngineIsABadArgument() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeNpy(dir.filePath("w.npy"), {1, 1, 3, 3});
    auto r = runCli({QStringLiteral("apply"), QStringLiteral("--input"), dir.filePath("none.npy"),
                     QStringLiteral("--weights"), dir.filePath("w.npy"), QStringLiteral("--out"),
                     dir.filePath("y.npy")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(!QFile::exists(dir.filePath("y.npy")));
    r = runCli({QStringLiteral("apply"), QStringLiteral("--input"), dir.filePath("w.npy"),
                QStringLiteral("--weights"), dir.filePath("w.npy"), QStringLiteral("--engine"),
                QStringLiteral("winograd"), QStringLiteral("--out"), dir.filePath("y.npy")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("winograd")), qPrintable(r.err));
  }

  void networkListsThe13LayersAndTheTotal() {
    const auto r =
        runCli({QStringLiteral("network"), QStringLiteral("vgg16"), QStringLiteral("--format"),
                QStringLiteral("csv"), QStringLiteral("--repeat"), QStringLiteral("1")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QStringList lines = r.out.trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 15);  // header, 13 layers, total
    QVERIFY(lines[0].startsWith(QLatin1String("name,C,K,side,gflop,cpu_ms,gpu_ms")));
    QVERIFY(lines[1].startsWith(QLatin1String("conv1_1,3,64,224,")));
    QVERIFY(lines[13].startsWith(QLatin1String("conv5_3,512,512,14,")));
    QVERIFY(lines[14].startsWith(QLatin1String("total,")));
    const double gflop = lines[14].split(QLatin1Char(',')).at(4).toDouble();
    QVERIFY2(gflop > 30.0 && gflop < 31.5, qPrintable(lines[14]));  // ~30.7 per 224² image
    // Each layer's CPU row says whether bench's rule trusts it (a busy machine, runs that
    // disagree), as bench and sweep mark theirs: the last column, true or false.
    QVERIFY(lines[0].endsWith(QLatin1String(",cpu_trusted")));
    for (int i = 1; i <= 13; ++i)
      QVERIFY2(
          lines[i].endsWith(QLatin1String(",true")) || lines[i].endsWith(QLatin1String(",false")),
          qPrintable(lines[i]));
  }

  void networkShowsThePublishedFiguresWithTheirSource() {
    const auto r = runCli({QStringLiteral("network"), QStringLiteral("vgg16"),
                           QStringLiteral("--repeat"), QStringLiteral("1")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(r.out.contains(QLatin1String("jcjohnson/cnn-benchmarks, final revision 2017-09-25")));
    // The final revision's rows: dual Xeon, GTX 1080 with cuDNN 5.0.05 / 5.1.05 and without,
    // GTX 1080 Ti with cuDNN 5.1.10; forward, backward and total.
    for (const char* figure : {"3101.76", "5393.72", "8495.48", "67.27", "59.37", "143.73", "41.23",
                               "86.91", "128.14", "522.82"}) {
      QVERIFY2(r.out.contains(QLatin1String(figure)), figure);
    }
    // The 2016 revision's figures are gone.
    QVERIFY(!r.out.contains(QLatin1String("66.56")));
    QVERIFY(!r.out.contains(QLatin1String("143.81")));
    QVERIFY(r.out.contains(QLatin1String("measured here")));
    // The reconciled paragraph: each published ratio with the two times it divides.
    QVERIFY(r.out.contains(QString::fromUtf8("75.2× = 3101.76 / 41.23 ms")));
    QVERIFY(r.out.contains(QString::fromUtf8("66.3× = 8495.48 / 128.14 ms")));
    QVERIFY(r.out.contains(QString::fromUtf8("16.2× = 8495.48 / 522.82 ms")));
    QVERIFY(r.out.contains(QString::fromUtf8("\"about 20×\"")));
    // Every "N ms" the published table and the paragraph print is a figure of the shipped table,
    // or this run's own (after "measured here", "best case", "calibrated"): the published block
    // is checked row by row.
    const int from = r.out.indexOf(QLatin1String("\nPublished: "));
    const int to = r.out.indexOf(QLatin1String("\nHow much faster"));
    QVERIFY(from > 0 && to > from);
    const QStringList lines = r.out.mid(from, to - from).split(QLatin1Char('\n'));
    int checked = 0;
    for (const QString& line : lines.mid(3)) {
      for (const QString& word : line.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        bool ok = false;
        const double v = word.toDouble(&ok);
        if (ok && word.contains(QLatin1Char('.')) && line.count(QLatin1Char('.')) >= 3) {
          QVERIFY2(convscope::isPublishedFigure(v), qPrintable(line));
          ++checked;
        }
      }
    }
    QVERIFY2(checked >= 24, qPrintable(QString::number(checked)));
    for (const QString& pair :
         {QStringLiteral("3101.76 / 67.27"), QStringLiteral("143.73 ms"),
          QStringLiteral("59.37 ms"), QStringLiteral("1.246 ms"), QStringLiteral("0.355 ms")}) {
      QVERIFY2(r.out.mid(to).contains(pair), qPrintable(pair));
    }
  }

  void networkRefusesBadOptions() {
    QCOMPARE(runCli({QStringLiteral("network"), QStringLiteral("resnet50")}).exitCode, 2);
    QCOMPARE(runCli({QStringLiteral("network")}).exitCode, 2);
    QCOMPARE(runCli({QStringLiteral("network"), QStringLiteral("vgg16"), QStringLiteral("--batch"),
                     QStringLiteral("0")})
                 .exitCode,
             2);
    QCOMPARE(runCli({QStringLiteral("network"), QStringLiteral("vgg16"), QStringLiteral("--format"),
                     QStringLiteral("xml")})
                 .exitCode,
             2);
  }

  void benchLayerHasEveryEngineRow() {
    const auto r =
        runCli({QStringLiteral("bench"), QStringLiteral("--layer"), QStringLiteral("8:8"),
                QStringLiteral("--sizes"), QStringLiteral("12"), QStringLiteral("--repeat"),
                QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    for (const char* engine :
         {"layer-reference", "layer-im2col-openblas", "layer-onednn", "layer-cuda",
          "layer-cuda-tiled", "layer-cudnn", "layer-gpu-model"}) {
      QVERIFY2(r.out.contains(QStringLiteral("12,%1,").arg(QLatin1String(engine))), engine);
    }
    QCOMPARE(
        runCli({QStringLiteral("bench"), QStringLiteral("--layer"), QStringLiteral("8")}).exitCode,
        2);
  }

  // The calibrated row is the model's run at the fraction of the peak cuDNN reached, launch
  // included: never a bare compute time below the launch that every kernel pays (it once showed
  // 0.000148 ms under the full-peak row's 0.0052), and when it is faster than that row it says
  // why (above 100%: Winograd or FFT).
  void benchLayersCalibratedRowPaysTheLaunch() {
    const auto r =
        runCli({QStringLiteral("bench"), QStringLiteral("--layer"), QStringLiteral("64:64"),
                QStringLiteral("--sizes"), QStringLiteral("14,56"), QStringLiteral("--repeat"),
                QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const double launchMs = convscope::defaultAssumptions().launchUs / 1e3;
    // The source column is quoted and holds commas, so the median is found from the end: the
    // header says how many columns follow it.
    const QStringList header = r.out.section(QLatin1Char('\n'), 0, 0).split(QLatin1Char(','));
    const qsizetype medianFromEnd = header.size() - header.indexOf(QLatin1String("median_ms"));
    QVERIFY(medianFromEnd > 0 && medianFromEnd <= header.size());
    for (const char* side : {"14", "56"}) {
      double model = -1, calibrated = -1;
      bool explained = false;
      for (const QString& line : r.out.split(QLatin1Char('\n'))) {
        const QStringList fields = line.split(QLatin1Char(','));
        if (fields.size() < header.size() || fields[0] != QLatin1String(side)) continue;
        const double ms = fields[fields.size() - medianFromEnd].toDouble();
        if (fields[1] == QLatin1String("layer-gpu-model")) model = ms;
        if (fields[1] == QLatin1String("layer-gpu-model-cal")) {
          calibrated = ms;
          explained = line.contains(QLatin1String("above 100%"));
        }
      }
      QVERIFY2(model > 0 && calibrated > 0, side);
      QVERIFY2(calibrated >= launchMs, side);
      if (calibrated < model) QVERIFY2(explained, side);
    }
  }

  void benchLayerShowsDeepBenchsRowsOfThatShape() {
    const auto r =
        runCli({QStringLiteral("bench"), QStringLiteral("--layer"), QStringLiteral("64:128"),
                QStringLiteral("--batch"), QStringLiteral("16"), QStringLiteral("--sizes"),
                QStringLiteral("112"), QStringLiteral("--repeat"), QStringLiteral("1"),
                QStringLiteral("--format"), QStringLiteral("csv")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    // The exact shape: V100 (cuDNN 7.6) and GTX 1080 Ti (cuDNN 6.0), batch 16, as published.
    const struct {
      const char* engine;
      const char* ms;
    } rows[] = {{"pub-v100-fwd", "1.2460"},         {"pub-v100-bwd-data", "1.2090"},
                {"pub-v100-bwd-weights", "1.9280"}, {"pub-1080ti-fwd", "1.7520"},
                {"pub-1080ti-bwd-data", "1.6130"},  {"pub-1080ti-bwd-weights", "3.2540"}};
    for (const auto& row : rows) {
      QVERIFY2(r.out.contains(QStringLiteral("112,%1,").arg(QLatin1String(row.engine))),
               row.engine);
      QVERIFY2(r.out.contains(QLatin1String(row.ms)), row.ms);
      QVERIFY(convscope::isPublishedFigure(QString::fromLatin1(row.ms).toDouble()));
    }
    QVERIFY(r.out.contains(
        QLatin1String("published measurement: V100, cuDNN 7.6, batch 16 (DeepBench)")));
    QVERIFY(r.out.contains(
        QLatin1String("published measurement: GTX 1080 Ti, cuDNN 6.0, batch 16 (DeepBench)")));
    QVERIFY(r.out.contains(QLatin1String("layer-gpu-model-cal")));
    QVERIFY(r.out.contains(QLatin1String("calibrated to DeepBench")));
    // Not exact: the nearest row, the distance, and "scaled by the work".
    const auto n =
        runCli({QStringLiteral("bench"), QStringLiteral("--layer"), QStringLiteral("128:128"),
                QStringLiteral("--batch"), QStringLiteral("16"), QStringLiteral("--sizes"),
                QStringLiteral("56"), QStringLiteral("--repeat"), QStringLiteral("1")});
    QVERIFY2(n.exitCode == 0, qPrintable(n.err));
    QVERIFY(n.out.contains(QString::fromUtf8("nearest: 128→256 at 56×56, batch 16")));
    QVERIFY(n.out.contains(QLatin1String("scaled by the work")));
  }

 private:
  // A little-endian float32 .npy of the given shape, `value` (0.5 unless told) everywhere.
  static void writeNpy(const QString& path, const QList<int>& shape, float value = 0.5f) {
    QString dims;
    qint64 count = 1;
    for (int d : shape) {
      dims += QString::number(d) + QStringLiteral(", ");
      count *= d;
    }
    QByteArray header =
        "{'descr': '<f4', 'fortran_order': False, 'shape': (" + dims.toLatin1() + "), }";
    while ((10 + header.size() + 1) % 64) header += ' ';
    header += '\n';
    QByteArray bytes("\x93NUMPY\x01\x00", 8);
    bytes += char(header.size() & 0xff);
    bytes += char(header.size() >> 8);
    bytes += header;
    for (qint64 i = 0; i < count; ++i) bytes.append(reinterpret_cast<const char*>(&value), 4);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
  }
};

QTEST_GUILESS_MAIN(TestLayerCli)
#include "tst_layer_cli.moc"
