// `convscope train` driven as a user would: its exit codes, its one-line errors, the JSON and CSV
// that scripts read, the files it writes and an interrupted run's checkpoint.
#include <signal.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_test_support.h"

using namespace cli_test;

namespace {

bool haveDataset() {
  const QByteArray dir = qgetenv("CONVSCOPE_FASHION_MNIST");
  const QString base = dir.isEmpty() ? QStringLiteral("/usr/share/datasets/fashion-mnist")
                                     : QString::fromLocal8Bit(dir);
  return QFile::exists(base + QStringLiteral("/train-images-idx3-ubyte.gz"));
}

// A whole .npz: a ZIP that starts with a member and ends with its end record.
bool wholeNpz(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return false;
  const QByteArray bytes = f.readAll();
  return bytes.startsWith("PK\x03\x04") && bytes.size() > 22 &&
         bytes.mid(bytes.size() - 22, 4) == QByteArray("PK\x05\x06");
}

}  // namespace

class TestTrainCli : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir m_dir;
  QString path(const QString& name) const { return m_dir.filePath(name); }

 private slots:
  void initTestCase() { QVERIFY(m_dir.isValid()); }

  void help() {
    const RunResult r = runCli({QStringLiteral("train"), QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("Usage: convscope train")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("dataset-fashion-mnist")), qPrintable(r.out));
  }

  void usageErrors_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("names");
    const auto row = [](const char* name, QStringList args, const char* names) {
      QTest::newRow(name) << (QStringList{QStringLiteral("train")} + args)
                          << QString::fromUtf8(names);
    };
    row("negative lr", {QStringLiteral("--lr"), QStringLiteral("-1")}, "learning rate");
    row("zero lr", {QStringLiteral("--lr"), QStringLiteral("0")}, "learning rate");
    row("nan lr", {QStringLiteral("--lr"), QStringLiteral("nan")}, "learning rate");
    row("text lr", {QStringLiteral("--lr"), QStringLiteral("fast")}, "--lr");
    row("momentum 1", {QStringLiteral("--momentum"), QStringLiteral("1")}, "momentum");
    row("batch 0", {QStringLiteral("--batch"), QStringLiteral("0")}, "--batch");
    row("limit 0", {QStringLiteral("--limit"), QStringLiteral("0")}, "--limit");
    row("both lengths",
        {QStringLiteral("--epochs"), QStringLiteral("1"), QStringLiteral("--steps"),
         QStringLiteral("2")},
        "--steps");
    row("shuffle", {QStringLiteral("--shuffle"), QStringLiteral("maybe")}, "--shuffle");
    row("engine", {QStringLiteral("--engine"), QStringLiteral("warp")}, "warp");
    row("format", {QStringLiteral("--format"), QStringLiteral("xml")}, "xml");
    row("twice",
        {QStringLiteral("--batch"), QStringLiteral("8"), QStringLiteral("--batch"),
         QStringLiteral("9")},
        "batch");
    row("seed", {QStringLiteral("--seed"), QStringLiteral("-3")}, "--seed");
  }
  void usageErrors() {
    QFETCH(QStringList, args);
    QFETCH(QString, names);
    const RunResult r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith(QStringLiteral("convscope train: ")), qPrintable(r.err));
    QVERIFY2(r.err.section(QLatin1Char('\n'), 0, 0).contains(names), qPrintable(r.err));
  }

  void missingDatasetNamesThePackage() {
    const RunResult r =
        runCli({QStringLiteral("train"), QStringLiteral("--data"), QStringLiteral("/nonexistent"),
                QStringLiteral("--steps"), QStringLiteral("1")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("dataset-fashion-mnist")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("/nonexistent/train-images-idx3-ubyte.gz")),
             qPrintable(r.err));
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
  }

  void cudnnSaysWhy() {
    const RunResult r =
        runCli({QStringLiteral("train"), QStringLiteral("--engine"), QStringLiteral("cudnn"),
                QStringLiteral("--steps"), QStringLiteral("1")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("CUDA device")), qPrintable(r.err));
  }

  void jsonHasTheContractsKeys() {
    if (!haveDataset()) QSKIP("Fashion-MNIST is not installed (dataset-fashion-mnist)");
    const QString out = path(QStringLiteral("w.npz")), grads = path(QStringLiteral("g.npz"));
    const RunResult r = runCli(
        {QStringLiteral("train"), QStringLiteral("--steps"), QStringLiteral("2"),
         QStringLiteral("--limit"), QStringLiteral("256"), QStringLiteral("--test-limit"),
         QStringLiteral("200"), QStringLiteral("--shuffle"), QStringLiteral("off"),
         QStringLiteral("--threads"), QStringLiteral("2"), QStringLiteral("--format"),
         QStringLiteral("json"), QStringLiteral("--out"), out, QStringLiteral("--grads"), grads});
    QCOMPARE(r.exitCode, 0);
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    QVERIFY2(doc.isObject(), qPrintable(error.errorString() + QStringLiteral(": ") + r.out));
    const QJsonObject o = doc.object();
    for (const char* key :
         {"engine", "batch", "lr", "momentum", "seed", "threads", "shuffle", "steps", "epochs",
          "images", "losses", "test_accuracy", "test_images", "images_per_second", "step_ms"}) {
      QVERIFY2(o.contains(QLatin1String(key)), key);
    }
    for (const char* key :
         {"data", "forward", "backward_data", "backward_weights", "update", "total"}) {
      QVERIFY2(o.value(QStringLiteral("step_ms")).toObject().contains(QLatin1String(key)), key);
    }
    QCOMPARE(o.value(QStringLiteral("steps")).toInt(), 2);
    QCOMPARE(o.value(QStringLiteral("images")).toInt(), 128);
    QCOMPARE(o.value(QStringLiteral("losses")).toArray().size(), 2);
    QCOMPARE(o.value(QStringLiteral("shuffle")).toBool(), false);
    QCOMPARE(o.value(QStringLiteral("test_images")).toInt(), 200);
    QCOMPARE(o.value(QStringLiteral("epochs")).toDouble(), 0.5);
    QVERIFY(wholeNpz(out));
    QVERIFY(wholeNpz(grads));
  }

  void csvHasOneRowPerStep() {
    if (!haveDataset()) QSKIP("Fashion-MNIST is not installed (dataset-fashion-mnist)");
    const RunResult r =
        runCli({QStringLiteral("train"), QStringLiteral("--steps"), QStringLiteral("3"),
                QStringLiteral("--limit"), QStringLiteral("100"), QStringLiteral("--batch"),
                QStringLiteral("40"), QStringLiteral("--test-limit"), QStringLiteral("50"),
                QStringLiteral("--engine"), QStringLiteral("reference"), QStringLiteral("--format"),
                QStringLiteral("csv")});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.trimmed().split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines[0], QStringLiteral("step,epoch,loss,batch_accuracy,data_ms,forward_ms,"
                                      "backward_data_ms,backward_weights_ms,update_ms"));
    QVERIFY2(lines[3].startsWith(QStringLiteral("2,0,")), qPrintable(lines[3]));
  }

  void divergenceNamesTheStep() {
    if (!haveDataset()) QSKIP("Fashion-MNIST is not installed (dataset-fashion-mnist)");
    const RunResult r =
        runCli({QStringLiteral("train"), QStringLiteral("--steps"), QStringLiteral("10"),
                QStringLiteral("--limit"), QStringLiteral("640"), QStringLiteral("--lr"),
                QStringLiteral("1e30")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("at step ")), qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("lower learning rate")), qPrintable(r.err));
  }

  void batchAboveTheLimitIsAUsageError() {
    if (!haveDataset()) QSKIP("Fashion-MNIST is not installed (dataset-fashion-mnist)");
    const RunResult r =
        runCli({QStringLiteral("train"), QStringLiteral("--limit"), QStringLiteral("100"),
                QStringLiteral("--batch"), QStringLiteral("200")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("100 training images")), qPrintable(r.err));
  }

  // Ctrl-C: the step under way ends, the last epoch's checkpoint stays whole, exit 130.
  void interruptKeepsTheCheckpoint() {
    if (!haveDataset()) QSKIP("Fashion-MNIST is not installed (dataset-fashion-mnist)");
    const QString out = path(QStringLiteral("interrupted.npz"));
    QProcess process;
    process.start(QStringLiteral(CONVSCOPE_BINARY),
                  {QStringLiteral("train"), QStringLiteral("--epochs"), QStringLiteral("1000"),
                   QStringLiteral("--limit"), QStringLiteral("128"), QStringLiteral("--test-limit"),
                   QStringLiteral("64"), QStringLiteral("--out"), out});
    QVERIFY(process.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(out), 60000);
    ::kill(static_cast<pid_t>(process.processId()), SIGINT);
    const RunResult r = waitForResult(process, 60000);
    QCOMPARE(r.exitCode, 130);
    QVERIFY2(r.err.contains(QStringLiteral("interrupted")), qPrintable(r.err));
    QVERIFY(wholeNpz(out));
  }
};

QTEST_GUILESS_MAIN(TestTrainCli)
#include "tst_train_cli.moc"
