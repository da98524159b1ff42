// `convscope render --tab train`: the Train tab after a few training steps, as a 1280 × 720 PNG
// (the projector's size), and without the data set the tab's own words on how to install it.
// --train-steps belongs to --tab train; --steps A..B stays the workbench's animation.
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include "cli_test_support.h"

using cli_test::runCli;
using cli_test::RunResult;

namespace {

bool datasetInstalled() {
  const QString dir = qEnvironmentVariableIsSet("CONVSCOPE_FASHION_MNIST")
                          ? qEnvironmentVariable("CONVSCOPE_FASHION_MNIST")
                          : QStringLiteral("/usr/share/datasets/fashion-mnist");
  return QFileInfo::exists(dir + QStringLiteral("/train-images-idx3-ubyte.gz"));
}

}  // namespace

class TrainRenderTest : public QObject {
  Q_OBJECT

 private slots:
  void rendersTheTabAfterItsSteps() {
    if (!datasetInstalled())
      QSKIP("Fashion-MNIST is not installed: sudo apt install dataset-fashion-mnist");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("train.png"));
    const RunResult r =
        runCli({QStringLiteral("render"), QStringLiteral("--tab"), QStringLiteral("train"),
                QStringLiteral("--train-steps"), QStringLiteral("30"), QStringLiteral("--size"),
                QStringLiteral("1280x720"), QStringLiteral("--lang"), QStringLiteral("en"),
                QStringLiteral("--out"), out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("wrote")), qPrintable(r.out));
    const QImage image(out);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(1280, 720));
    // Not a blank page: the filters' colours and the step bar's are there.
    int coloured = 0;
    for (int y = 0; y < image.height(); y += 4)
      for (int x = 0; x < image.width(); x += 4) {
        const QColor c = image.pixelColor(x, y);
        if (std::abs(c.red() - c.blue()) > 60) ++coloured;
      }
    QVERIFY2(coloured > 200, qPrintable(QString::number(coloured)));
  }

  void saysHowToInstallAMissingDataSet() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("missing.png"));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("CONVSCOPE_FASHION_MNIST"), dir.filePath(QStringLiteral("none")));
    const RunResult r =
        runCli({QStringLiteral("render"), QStringLiteral("--tab"), QStringLiteral("train"),
                QStringLiteral("--size"), QStringLiteral("1280x720"), QStringLiteral("--lang"),
                QStringLiteral("en"), QStringLiteral("--out"), out},
               240000, env);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("sudo apt install dataset-fashion-mnist")),
             qPrintable(r.err));
    QCOMPARE(QImage(out).size(), QSize(1280, 720));
  }

  void refusesStepsThatAreNotItsOwn_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("says");
    QTest::newRow("train-steps without the tab")
        << QStringList{QStringLiteral("--train-steps"), QStringLiteral("10")}
        << QStringLiteral("--train-steps");
    QTest::newRow("the workbench's animation")
        << QStringList{QStringLiteral("--tab"), QStringLiteral("train"), QStringLiteral("--steps"),
                       QStringLiteral("1..3")}
        << QStringLiteral("--train-steps");
    QTest::newRow("negative") << QStringList{QStringLiteral("--tab"), QStringLiteral("train"),
                                             QStringLiteral("--train-steps"), QStringLiteral("-1")}
                              << QStringLiteral("--train-steps");
    QTest::newRow("too many") << QStringList{QStringLiteral("--tab"), QStringLiteral("train"),
                                             QStringLiteral("--train-steps"),
                                             QStringLiteral("999999")}
                              << QStringLiteral("--train-steps");
  }

  void refusesStepsThatAreNotItsOwn() {
    QFETCH(QStringList, args);
    QFETCH(QString, says);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("x.png"));
    const RunResult r = runCli(QStringList{QStringLiteral("render"), QStringLiteral("--lang"),
                                           QStringLiteral("en"), QStringLiteral("--out"), out} +
                               args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(says), qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(out));
  }
};

QTEST_GUILESS_MAIN(TrainRenderTest)
#include "tst_train_render.moc"
