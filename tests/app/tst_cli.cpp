// Drives the built `convscope` binary as a user would and checks exit codes, messages and files.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QImageWriter>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_test_support.h"
#include "convscope/channel.h"
#include "convscope/engines.h"
#include "convscope/kernel.h"
#include "convscope/npy.h"
#include "convscope/problem.h"
#include "images/value_mapping.h"

using namespace cli_test;

class TestCli : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir m_dir;
  QString path(const QString& name) const { return m_dir.filePath(name); }
 private slots:
  void initTestCase() { QVERIFY(m_dir.isValid()); }

  void versionAndHelp() {
    RunResult r = runCli({QStringLiteral("--version")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral(CONVSCOPE_VERSION)), qPrintable(r.out));
    for (const char* sub : {"apply", "bench", "map", "info"}) {
      r = runCli({QString::fromLatin1(sub), QStringLiteral("--help")});
      QCOMPARE(r.exitCode, 0);
      QVERIFY2(r.out.contains(QStringLiteral("Usage: convscope ") + QLatin1String(sub)),
               qPrintable(r.out));
    }
    r = runCli({QStringLiteral("apply"), QStringLiteral("--help")});
    QVERIFY2(r.out.contains(QStringLiteral("99th percentile")), qPrintable(r.out));
  }

  // Every usage error: exit 2 and one "convscope <command>: ..." line that names what is wrong.
  void usageErrors_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("errStart");  // empty: not checked
    QTest::addColumn<QString>("errNames");  // empty: not checked
    const QString out = path(QStringLiteral("usage.npy"));
    const auto apply = [&](const QStringList& more) {
      return QStringList{QStringLiteral("apply"), QStringLiteral("--image")} + more +
             QStringList{QStringLiteral("--out"), out};
    };
    QTest::newRow("unknown subcommand")
        << QStringList{QStringLiteral("frobnicate")} << QString() << QStringLiteral("frobnicate");
    QTest::newRow("unknown option") << QStringList{QStringLiteral("map"), QStringLiteral("--bogus")}
                                    << QString() << QStringLiteral("bogus");
    QTest::newRow("bad sample parameter")
        << apply(
               {QStringLiteral("digit:12"), QStringLiteral("--kernel"), QStringLiteral("identity")})
        << QStringLiteral("convscope apply: --image: sample 'digit'") << QString();
    QTest::newRow("stride zero")
        << apply({QStringLiteral("digit"), QStringLiteral("--kernel"), QStringLiteral("box-blur"),
                  QStringLiteral("--stride"), QStringLiteral("0")})
        << QStringLiteral("convscope apply: --stride must be 1..4, got 0\n") << QString();
    QTest::newRow("bench sizes") << QStringList{QStringLiteral("bench"), QStringLiteral("--sizes"),
                                                QStringLiteral("64,x")}
                                 << QStringLiteral("convscope bench: --sizes") << QString();
    QTest::newRow("bench engine") << QStringList{QStringLiteral("bench"),
                                                 QStringLiteral("--engines"),
                                                 QStringLiteral("warp-drive")}
                                  << QString() << QStringLiteral("warp-drive");
  }
  void usageErrors() {
    QFETCH(QStringList, args);
    QFETCH(QString, errStart);
    QFETCH(QString, errNames);
    const RunResult r = runCli(args);
    QCOMPARE(r.exitCode, 2);
    if (!errStart.isEmpty()) QVERIFY2(r.err.startsWith(errStart), qPrintable(r.err));
    if (!errNames.isEmpty()) QVERIFY2(r.err.contains(errNames), qPrintable(r.err));
    QVERIFY(!QFile::exists(path(QStringLiteral("usage.npy"))));
  }

  void missingFile() {
    const QString out = path(QStringLiteral("missing.npy"));
    const QString in = path(QStringLiteral("no-such-image.png"));
    const RunResult r =
        runCli({QStringLiteral("apply"), QStringLiteral("--image"), in, QStringLiteral("--kernel"),
                QStringLiteral("identity"), QStringLiteral("--out"), out});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(in) && r.err.contains(QStringLiteral("no such file")),
             qPrintable(r.err));
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    QVERIFY(!QFile::exists(out));
  }

  void exifOrientationIsApplied() {
    // A phone stores "turn 90°" in the JPEG's EXIF orientation instead of turning the pixels:
    // a 40 × 20 picture written so, read the way the photo was taken, is 20 wide and 40 high.
    QImage landscape(40, 20, QImage::Format_RGB32);
    landscape.fill(Qt::black);
    for (int y = 0; y < 20; ++y)
      for (int x = 0; x < 10; ++x) landscape.setPixel(x, y, qRgb(255, 255, 255));  // left white
    const QString photo = path(QStringLiteral("phone.jpg"));
    QImageWriter writer(photo, "jpeg");
    writer.setTransformation(QImageIOHandler::TransformationRotate90);
    QVERIFY2(writer.write(landscape), qPrintable(writer.errorString()));
    const QString out = path(QStringLiteral("phone.npy"));
    const RunResult r = runCli({QStringLiteral("apply"), QStringLiteral("--image"), photo,
                                QStringLiteral("--kernel"), QStringLiteral("identity"),
                                QStringLiteral("--out"), out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    auto channel = convscope::readNpy(out.toStdString());
    QVERIFY(channel.isOk());
    QCOMPARE(channel->width, 20);
    QCOMPARE(channel->height, 40);
    // Turned 90° clockwise, the white left edge is now the top.
    QVERIFY(channel->at(10, 2) > 200);
    QVERIFY(channel->at(10, 37) < 50);
  }

  void corruptPng() {
    const QString in = path(QStringLiteral("garbage.png"));
    QFile f(in);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray("this is not a PNG at all, just bytes \x01\x02\x03\xff", 41));
    f.close();
    // A real PNG signature followed by rubbish: the decoder itself must fail, not crash.
    const QString truncated = path(QStringLiteral("truncated.png"));
    QFile t(truncated);
    QVERIFY(t.open(QIODevice::WriteOnly));
    static constexpr char kTruncated[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10garbage";
    t.write(QByteArray(kTruncated, sizeof kTruncated - 1));  // was 35: ASan read past the end
    t.close();
    // Bytes of no known format are not an image; a PNG whose data fails is a damaged one.
    for (const auto& [bad, says] :
         {std::pair{in, QStringLiteral("not an image this build can read")},
          std::pair{truncated, QStringLiteral("damaged or cut short")}}) {
      const QString out = path(QStringLiteral("corrupt.npy"));
      const RunResult r = runCli({QStringLiteral("apply"), QStringLiteral("--image"), bad,
                                  QStringLiteral("--kernel"), QStringLiteral("identity"),
                                  QStringLiteral("--out"), out});
      QCOMPARE(r.exitCode, 1);
      QVERIFY2(r.err.contains(bad) && r.err.contains(says), qPrintable(r.err));
      QCOMPARE(r.err.count(QLatin1Char('\n')), 1);  // one clear line, no decoder chatter
      QVERIFY(!QFile::exists(out));
    }
  }

  void tooLargeRefusedBeforeDecoding() {
    const QString in = path(QStringLiteral("huge.png"));
    QFile f(in);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(pngHeaderOnly(20000, 30000));
    f.close();
    const QString out = path(QStringLiteral("huge.npy"));
    const RunResult r =
        runCli({QStringLiteral("apply"), QStringLiteral("--image"), in, QStringLiteral("--kernel"),
                QStringLiteral("identity"), QStringLiteral("--out"), out});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(in) && r.err.contains(QStringLiteral("20000×30000")) &&
                 r.err.contains(QStringLiteral("too large")),
             qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
  }

  void unwritableOutput() {
    const QString out = path(QStringLiteral("no-such-folder/out.png"));
    const RunResult r = runCli({QStringLiteral("apply"), QStringLiteral("--image"),
                                QStringLiteral("digit"), QStringLiteral("--kernel"),
                                QStringLiteral("identity"), QStringLiteral("--out"), out});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(out), qPrintable(r.err));
    QVERIFY(QDir(path(QString())).entryList({QStringLiteral("*.part*")}, QDir::Files).isEmpty());
  }

  void badKernel_data() {
    QTest::addColumn<QString>("kernel");
    QTest::newRow("three numbers") << QStringLiteral("1,2,3");
    QTest::newRow("nan") << QStringLiteral("nan");
    QTest::newRow("overflow") << QStringLiteral("1e999");
    QTest::newRow("nan inside") << QStringLiteral("1,0,0;0,nan,0;0,0,1");
  }
  void badKernel() {
    QFETCH(QString, kernel);
    const QString out = path(QStringLiteral("badkernel.npy"));
    const RunResult r =
        runCli({QStringLiteral("apply"), QStringLiteral("--image"), QStringLiteral("digit"),
                QStringLiteral("--kernel"), kernel, QStringLiteral("--out"), out});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.startsWith(QStringLiteral("convscope apply: --kernel")), qPrintable(r.err));
    QVERIFY(r.err.contains(QStringLiteral("Usage: convscope apply")));
    QVERIFY(!QFile::exists(out));
  }

  void applyMatchesReference_data() {
    QTest::addColumn<QString>("engine");
    QTest::addColumn<QString>("kernel");
    QTest::addColumn<QString>("padding");
    QTest::addColumn<int>("stride");
    QTest::addColumn<int>("dilation");
    QTest::addColumn<bool>("flip");
    QTest::newRow("reference sobel-x zero") << "reference"
                                            << "sobel-x"
                                            << "zero" << 1 << 1 << false;
    QTest::newRow("parallel emboss reflect s2 flip") << "parallel"
                                                     << "emboss"
                                                     << "reflect" << 2 << 1 << true;
    QTest::newRow("parallel custom replicate d2") << "parallel"
                                                  << "1,2,3;4,5,6;7,8,9/45"
                                                  << "replicate" << 1 << 2 << false;
    QTest::newRow("emulated laplacian none s3") << "emulated"
                                                << "laplacian"
                                                << "none" << 3 << 1 << false;
  }
  void applyMatchesReference() {
    QFETCH(QString, engine);
    QFETCH(QString, kernel);
    QFETCH(QString, padding);
    QFETCH(int, stride);
    QFETCH(int, dilation);
    QFETCH(bool, flip);
    const QImage image = patternImage(37, 23);
    const QString in = path(QStringLiteral("pattern.png"));
    QVERIFY(image.save(in));
    const QString out = path(QStringLiteral("out-%1.npy").arg(engine));
    QStringList args{QStringLiteral("apply"),
                     QStringLiteral("--image"),
                     in,
                     QStringLiteral("--kernel"),
                     kernel,
                     QStringLiteral("--padding"),
                     padding,
                     QStringLiteral("--stride"),
                     QString::number(stride),
                     QStringLiteral("--dilation"),
                     QString::number(dilation),
                     QStringLiteral("--engine"),
                     engine,
                     QStringLiteral("--out"),
                     out};
    if (flip) args << QStringLiteral("--flip");
    const RunResult r = runCli(args);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));

    auto written = convscope::readNpy(out.toStdString());
    QVERIFY2(written.isOk(), written.status().message.c_str());

    auto input = convscope::channelFromGray8(image.constBits(), image.width(), image.height(),
                                             static_cast<int>(image.bytesPerLine()));
    QVERIFY(input.isOk());
    auto k = convscope::parseKernel(kernel.toStdString());
    QVERIFY(k.isOk());
    convscope::ConvParams params;
    params.padding = *convscope::paddingFromName(padding.toStdString());
    params.stride = stride;
    params.dilation = dilation;
    params.flip = flip;
    auto problem = convscope::makeProblem(*input, *k, params);
    QVERIFY(problem.isOk());
    auto expected = convscope::convolveReference(*problem);
    QVERIFY(expected.isOk());
    QCOMPARE(written->width, expected->width);
    QCOMPARE(written->height, expected->height);
    // Every engine runs the same per-pixel sum with the same rounding: equal, not close.
    QVERIFY(written->pixels == expected->pixels);
  }

  void applyPngAndSample() {
    const QString out = path(QStringLiteral("digit-edges.png"));
    const RunResult r = runCli({QStringLiteral("apply"), QStringLiteral("--image"),
                                QStringLiteral("digit:7"), QStringLiteral("--kernel"),
                                QStringLiteral("sobel-y"), QStringLiteral("--out"), out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("blue-white-red")), qPrintable(r.out));
    const QImage png(out);
    QCOMPARE(png.size(), QSize(28, 28));
    // Sobel of a stroke on black has both signs: the window's diverging map, zero is white.
    QCOMPARE(png.pixel(0, 0), qRgb(255, 255, 255));
  }

  // The PNG's colour range is the window's: the 99th percentile of |value|, at least a quarter
  // of the largest. Here ±10 nearly everywhere and ±140 twice: the range is 35 (a quarter of
  // 140; the percentile, 10, is less), so 10 is a light tint and 140 the full colour.
  void applyPngUsesTheWindowsRange() {
    QImage image(64, 64, QImage::Format_Grayscale8);
    for (int y = 0; y < 64; ++y)
      for (int x = 0; x < 64; ++x) image.scanLine(y)[x] = static_cast<uchar>(100 + 10 * (x % 2));
    image.scanLine(10)[10] = 250;
    const QString in = path(QStringLiteral("tint.png"));
    QVERIFY(image.save(in));
    const QString out = path(QStringLiteral("tint-out.png"));
    // out(x, y) = in(x, y) - in(x + 1, y); replicate padding leaves the right column 0.
    const RunResult r =
        runCli({QStringLiteral("apply"), QStringLiteral("--image"), in, QStringLiteral("--kernel"),
                QStringLiteral("0,0,0;0,1,-1;0,0,0"), QStringLiteral("--padding"),
                QStringLiteral("replicate"), QStringLiteral("--out"), out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("-35 full blue, +35 full red")), qPrintable(r.out));
    const QImage png(out);
    QCOMPARE(png.size(), QSize(64, 64));
    const convscope::app::ValueMapping range35{convscope::app::ColourMap::Diverging, 0, 35, true};
    const auto close = [](QRgb a, QRgb b) {
      return std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) +
                 std::abs(qBlue(a) - qBlue(b)) <=
             3;
    };
    const struct {
      int x, y;
      float value;
    } cells[] = {{0, 0, -10}, {1, 0, 10}, {10, 10, 140}, {9, 10, -140}, {63, 5, 0}};
    for (const auto& c : cells) {
      const QRgb got = png.pixel(c.x, c.y);
      const QRgb want = convscope::app::colourOf(range35, c.value);
      QVERIFY2(close(got, want), qPrintable(QStringLiteral("(%1, %2): %3, want %4")
                                                .arg(c.x)
                                                .arg(c.y)
                                                .arg(QColor(got).name(), QColor(want).name())));
    }
    // 10 of 35 is a tint, not white and not the full red of 140.
    QVERIFY(qGreen(png.pixel(1, 0)) < 220 && qGreen(png.pixel(1, 0)) > qGreen(png.pixel(10, 10)));
  }

  void photoSampleIsBuiltIn() {
    const QString out = path(QStringLiteral("coins.npy"));
    const RunResult r = runCli({QStringLiteral("apply"), QStringLiteral("--image"),
                                QStringLiteral("coins"), QStringLiteral("--kernel"),
                                QStringLiteral("identity"), QStringLiteral("--out"), out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    auto written = convscope::readNpy(out.toStdString());
    QVERIFY(written.isOk());
    QCOMPARE(written->width, 384);
    QCOMPARE(written->height, 303);
  }

  void cudaEngineWithoutDevice() {
    if (hasCudaDevice()) QSKIP("a CUDA device is present: the no-device path cannot be shown");
    const QString reason =
        runJson({QStringLiteral("info"), QStringLiteral("--format"), QStringLiteral("json")})
            .value(QStringLiteral("cudaReason"))
            .toString();
    QVERIFY(!reason.isEmpty());
    const QString out = path(QStringLiteral("cuda.npy"));
    const RunResult r =
        runCli({QStringLiteral("apply"), QStringLiteral("--image"), QStringLiteral("digit"),
                QStringLiteral("--kernel"), QStringLiteral("identity"), QStringLiteral("--engine"),
                QStringLiteral("cuda"), QStringLiteral("--out"), out});
    QCOMPARE(r.exitCode, 1);
    // The reason in a sentence, then the failed call info's reason names and where it is, on a
    // line of its own: never CUDA's "… failed at device.cpp:23" in the sentence.
    QVERIFY2(r.err.contains(QStringLiteral("cuda engine: ")), qPrintable(r.err));
    const QRegularExpressionMatch call =
        QRegularExpression(QStringLiteral("(\\w+\\([^()]*\\)) failed at ([\\w.-]+:\\d+)"))
            .match(reason);
    if (call.hasMatch()) {
      QVERIFY2(r.err.contains(QStringLiteral("\ndetail: ") + call.captured(1)), qPrintable(r.err));
      QVERIFY2(r.err.contains(call.captured(2)), qPrintable(r.err));
      QVERIFY2(!r.err.contains(QStringLiteral("failed at")), qPrintable(r.err));
    }
    QVERIFY(!QFile::exists(out));
  }

  void mapCountsIdleThreads() {
    const QJsonObject o =
        runJson({QStringLiteral("map"), QStringLiteral("--size"), QStringLiteral("129x1"),
                 QStringLiteral("--block"), QStringLiteral("32x1"), QStringLiteral("--format"),
                 QStringLiteral("json")});
    QCOMPARE(o.value(QStringLiteral("grid")).toObject().value(QStringLiteral("x")).toInt(), 5);
    QCOMPARE(o.value(QStringLiteral("idleThreads")).toInteger(), 31);

    const RunResult r =
        runCli({QStringLiteral("map"), QStringLiteral("--size"), QStringLiteral("129x1"),
                QStringLiteral("--block"), QStringLiteral("32x1"), QStringLiteral("--pixel"),
                QStringLiteral("128,0")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("5 blocks in x")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("31 idle")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("blockIdx  (4, 0)")), qPrintable(r.out));

    const RunResult bad =
        runCli({QStringLiteral("map"), QStringLiteral("--size"), QStringLiteral("64x64"),
                QStringLiteral("--block"), QStringLiteral("64x64")});
    QCOMPARE(bad.exitCode, 2);
  }

  void infoSaysWhy() {
    const RunResult text = runCli({QStringLiteral("info")});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains(QStringLiteral("GPU path")));
    const QJsonObject o =
        runJson({QStringLiteral("info"), QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY(
        o.value(QStringLiteral("cpu")).toObject().value(QStringLiteral("logicalCores")).toInt() >=
        1);
    if (!o.value(QStringLiteral("cudaDevice")).isNull()) {
      QVERIFY(o.value(QStringLiteral("gpuPath")).toString() != QLatin1String("emulated"));
      return;
    }
    QCOMPARE(o.value(QStringLiteral("gpuPath")).toString(), QStringLiteral("emulated"));
    const QString reason = o.value(QStringLiteral("gpuPathReason")).toString();
    QVERIFY(!reason.isEmpty());
    // With CUDA built in but no NVIDIA driver on the machine, the reason must say so.
    if (o.value(QStringLiteral("cudaBuild")).toBool() &&
        !QFile::exists(QStringLiteral("/proc/driver/nvidia/version"))) {
      QVERIFY2(reason.contains(QStringLiteral("driver"), Qt::CaseInsensitive), qPrintable(reason));
    }
  }

  // `convscope lessons` lists "N title" a line in either language, without a display.
  void lessonsListsTheChapters() {
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    auto run = [&](const QStringList& args) {
      process.setProcessEnvironment(env);
      process.start(QStringLiteral(CONVSCOPE_BINARY), args);
      process.waitForFinished(60000);
      return QString::fromUtf8(process.readAllStandardOutput());
    };
    const QStringList en =
        run({QStringLiteral("lessons"), QStringLiteral("--lang"), QStringLiteral("en")})
            .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(process.exitCode(), 0);
    const QStringList zh =
        run({QStringLiteral("lessons"), QStringLiteral("--lang"), QStringLiteral("zh_CN")})
            .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(process.exitCode(), 0);
    QCOMPARE(en.size(), 22);
    QCOMPARE(zh.size(), en.size());
    for (int i = 0; i < en.size(); ++i) {
      const QString number = QString::number(i + 1) + QLatin1Char(' ');
      QVERIFY2(en[i].startsWith(number), qPrintable(en[i]));
      QVERIFY2(zh[i].startsWith(number), qPrintable(zh[i]));
      QVERIFY2(en[i] != zh[i], qPrintable(en[i]));
    }
    QVERIFY(en[3].contains(QStringLiteral("warps")));
    QVERIFY(zh[3].contains(QStringLiteral("线程束")));
    // Every Chinese title carries Chinese (not a left-over English one).
    for (const QString& line : zh) {
      bool han = false;
      for (QChar c : line) han = han || (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF);
      QVERIFY2(han, qPrintable(line));
    }
    const RunResult bad =
        runCli({QStringLiteral("lessons"), QStringLiteral("--lang"), QStringLiteral("fr")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains(QStringLiteral("--lang")));
    const RunResult glossary = runCli({QStringLiteral("lessons"), QStringLiteral("--glossary"),
                                       QStringLiteral("--lang"), QStringLiteral("zh_CN")});
    QCOMPARE(glossary.exitCode, 0);
    QVERIFY(glossary.out.contains(QStringLiteral("线程束（warp）")));
  }

  void benchCsvHasMemcpyRow() {
    const RunResult r =
        runCli({QStringLiteral("bench"), QStringLiteral("--sizes"), QStringLiteral("64"),
                QStringLiteral("--repeat"), QStringLiteral("3"), QStringLiteral("--format"),
                QStringLiteral("csv")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(lines.size() >= 3);
    QVERIFY(lines.first().startsWith(QStringLiteral("size,engine,status,median_ms")));
    bool memcpyRow = false;
    bool parallelRow = false;
    for (const QString& line : lines) {
      memcpyRow |= line.startsWith(QStringLiteral("64,memcpy,ok,"));
      parallelRow |= line.startsWith(QStringLiteral("64,parallel,ok,"));
    }
    QVERIFY2(memcpyRow && parallelRow, qPrintable(r.out));
    // Every row says whether it is trusted, why not, and how busy the machine was.
    const QStringList header = lines.first().split(QLatin1Char(','));
    for (const char* column :
         {"trusted", "distrust", "remeasure_ms", "others_busy", "load_average", "note"}) {
      QVERIFY2(header.contains(QLatin1String(column)), column);
    }
    const int trusted = header.indexOf(QStringLiteral("trusted"));
    for (const QString& line : lines.mid(1)) {
      if (!line.contains(QStringLiteral(",ok,"))) continue;
      const QString value = line.split(QLatin1Char(',')).value(trusted);
      QVERIFY2(value == QLatin1String("yes") || value == QLatin1String("no"), qPrintable(line));
    }
  }

  void benchJsonCarriesTrustAndLoad() {
    const RunResult r = runCli(
        {QStringLiteral("bench"), QStringLiteral("--sizes"), QStringLiteral("300"),
         QStringLiteral("--repeat"), QStringLiteral("3"), QStringLiteral("--engines"),
         QStringLiteral("reference,parallel"), QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonArray rows =
        QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("rows")).toArray();
    QCOMPARE(rows.size(), 3);  // memcpy, reference, parallel
    for (const QJsonValue& v : rows) {
      const QJsonObject o = v.toObject();
      QVERIFY(o.contains(QStringLiteral("trusted")));
      QVERIFY(o.value(QStringLiteral("distrust")).isArray());
      QVERIFY(o.contains(QStringLiteral("loadAverage")));  // /proc/loadavg on Linux
      // An untrusted row names why; a trusted one has no reason.
      QCOMPARE(o.value(QStringLiteral("trusted")).toBool(),
               o.value(QStringLiteral("distrust")).toArray().isEmpty());
    }
    // The multi-threaded row is measured a second time; the single-threaded loop is not.
    QVERIFY(rows[2].toObject().contains(QStringLiteral("remeasureMs")));
    QVERIFY(!rows[1].toObject().contains(QStringLiteral("remeasureMs")));
  }

  void benchCudaRowsSayWhySkipped() {
    if (hasCudaDevice()) QSKIP("a CUDA device is present: cuda rows are measured, not skipped");
    const RunResult r =
        runCli({QStringLiteral("bench"), QStringLiteral("--sizes"), QStringLiteral("32"),
                QStringLiteral("--repeat"), QStringLiteral("1"), QStringLiteral("--engines"),
                QStringLiteral("parallel,cuda,cuda-rows,cuda-staged"), QStringLiteral("--format"),
                QStringLiteral("csv")});
    QCOMPARE(r.exitCode, 0);
    // Every CUDA row is there, skipped with the device's reason; the rows kernel among them.
    for (const QString& engine : {QStringLiteral("cuda"), QStringLiteral("cuda-rows"),
                                  QStringLiteral("cuda-staged"), QStringLiteral("d2d-copy")}) {
      const QString start = QStringLiteral("32,%1,skipped,").arg(engine);
      bool found = false;
      for (const QString& line : r.out.split(QLatin1Char('\n')))
        found |= line.startsWith(start) && line.contains(QStringLiteral("skipped: "));
      QVERIFY2(found, qPrintable(engine + QStringLiteral(" in:\n") + r.out));
    }
  }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
