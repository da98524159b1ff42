// The binary as a user starts it: without usable OpenGL it exits 1 with a clear message (never a
// crash), and `render` writes a PNG of the window.
#include <QColor>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "test_paths.h"

class ProcessTest : public QObject {
  Q_OBJECT

  static QProcess* start(const QStringList& args, const QProcessEnvironment& env) {
    auto* p = new QProcess;
    p->setProcessEnvironment(env);
    p->start(QStringLiteral(CONVSCOPE_BINARY), args);
    return p;
  }

  // The environment with `home` as the user's home: settings and caches would land under it.
  static QProcessEnvironment withHome(const QString& home) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home);
    for (const char* name :
         {"XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "CONVSCOPE_SETTINGS"})
      env.remove(QString::fromLatin1(name));
    return env;
  }

  static QStringList entriesUnder(const QString& dir) {
    QStringList found;
    QDirIterator it(dir, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) found << it.next();
    return found;
  }

  static QString fileText(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
  }

 private slots:
  void offscreenPlatformExitsWithAMessage() {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    std::unique_ptr<QProcess> p(start({}, env));
    QVERIFY(p->waitForFinished(60000));
    QCOMPARE(p->exitStatus(), QProcess::NormalExit);
    QCOMPARE(p->exitCode(), 1);
    const QString err = QString::fromLocal8Bit(p->readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("no usable OpenGL")), qPrintable(err));
  }

  void noDisplayExitsWithAMessage() {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    std::unique_ptr<QProcess> p(start({}, env));
    QVERIFY(p->waitForFinished(60000));
    QCOMPARE(p->exitStatus(), QProcess::NormalExit);
    QCOMPARE(p->exitCode(), 1);
    const QString err = QString::fromLocal8Bit(p->readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("no display")), qPrintable(err));
  }

  void renderWritesThePicture() {
    if (qEnvironmentVariableIsEmpty("DISPLAY")) QSKIP("no X display (run under xvfb-run)");
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("window.png"));
    std::unique_ptr<QProcess> p(
        start({QStringLiteral("render"), QStringLiteral("--out"), out, QStringLiteral("--size"),
               QStringLiteral("1280x800"), QStringLiteral("--image"), QStringLiteral("digit"),
               QStringLiteral("--kernel"), QStringLiteral("sobel-x"), QStringLiteral("--step"),
               QStringLiteral("40"), QStringLiteral("--gpu")},
              QProcessEnvironment::systemEnvironment()));
    QVERIFY(p->waitForFinished(120000));
    QVERIFY2(p->exitCode() == 0, p->readAllStandardError().constData());
    const QImage image(out);
    QCOMPARE(image.size(), QSize(1280, 800));
  }

  void renderDrawsALessonChapter() {
    if (qEnvironmentVariableIsEmpty("DISPLAY")) QSKIP("no X display (run under xvfb-run)");
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("lesson.png"));
    std::unique_ptr<QProcess> p(
        start({QStringLiteral("render"), QStringLiteral("--lesson"), QStringLiteral("2"),
               QStringLiteral("--lang"), QStringLiteral("zh_CN"), QStringLiteral("--size"),
               QStringLiteral("1280x720"), QStringLiteral("--out"), out},
              QProcessEnvironment::systemEnvironment()));
    QVERIFY(p->waitForFinished(120000));
    QVERIFY2(p->exitCode() == 0, p->readAllStandardError().constData());
    QCOMPARE(QImage(out).size(), QSize(1280, 720));

    std::unique_ptr<QProcess> bad(start({QStringLiteral("render"), QStringLiteral("--lesson"),
                                         QStringLiteral("99"), QStringLiteral("--out"), out},
                                        QProcessEnvironment::systemEnvironment()));
    QVERIFY(bad->waitForFinished(60000));
    QCOMPARE(bad->exitCode(), 2);  // a usage error, as every subcommand's
    QVERIFY(bad->readAllStandardError().contains("--lesson"));
    // An option the chapter would override is refused, not ignored (--inspect and --overlay
    // were): exit 2, naming it, before any window is made.
    for (const QStringList& extra :
         {QStringList{QStringLiteral("--inspect"), QStringLiteral("3,3")},
          QStringList{QStringLiteral("--overlay"), QStringLiteral("blocks")},
          QStringList{QStringLiteral("--image"), QStringLiteral("camera")}}) {
      std::unique_ptr<QProcess> ignored(
          start(QStringList{QStringLiteral("render"), QStringLiteral("--lesson"),
                            QStringLiteral("4"), QStringLiteral("--out"), out} +
                    extra,
                QProcessEnvironment::systemEnvironment()));
      QVERIFY(ignored->waitForFinished(60000));
      QCOMPARE(ignored->exitCode(), 2);
      QVERIFY2(ignored->readAllStandardError().contains(extra.first().toUtf8()),
               qPrintable(extra.first()));
    }
  }

  // The dark palette for a dark room: the window's background dark, its text light. Counted
  // over the lesson text's column, a page of words: the commonest colour is the background, and
  // a good share of the pixels are far lighter (the glyphs); the light palette the reverse.
  void renderDrawsADarkPalette_data() {
    QTest::addColumn<QString>("palette");
    QTest::addColumn<bool>("dark");
    QTest::newRow("dark") << QStringLiteral("dark") << true;
    QTest::newRow("light") << QStringLiteral("light") << false;
  }

  void renderDrawsADarkPalette() {
    if (qEnvironmentVariableIsEmpty("DISPLAY")) QSKIP("no X display (run under xvfb-run)");
    QFETCH(QString, palette);
    QFETCH(bool, dark);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("palette.png"));
    std::unique_ptr<QProcess> p(
        start({QStringLiteral("render"), QStringLiteral("--lesson"), QStringLiteral("1"),
               QStringLiteral("--palette"), palette, QStringLiteral("--size"),
               QStringLiteral("1280x720"), QStringLiteral("--out"), out},
              QProcessEnvironment::systemEnvironment()));
    QVERIFY(p->waitForFinished(120000));
    QVERIFY2(p->exitCode() == 0, p->readAllStandardError().constData());
    const QImage image = QImage(out).convertToFormat(QImage::Format_RGB32);
    QCOMPARE(image.size(), QSize(1280, 720));
    QMap<QRgb, int> counts;
    QList<double> lightness;
    for (int y = image.height() / 8; y < image.height() * 3 / 4; ++y)
      for (int x = 0; x < image.width() / 3; ++x) {
        const QRgb c = image.pixel(x, y);
        ++counts[c];
        lightness << QColor(c).lightnessF();
      }
    QRgb background = 0;
    int most = 0;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
      if (it.value() > most) {
        most = it.value();
        background = it.key();
      }
    const double ground = QColor(background).lightnessF();
    QVERIFY2(dark ? ground < 0.3 : ground > 0.7, qPrintable(QColor(background).name()));
    // The glyphs: pixels at the far end from the background, at least 1 % of the column.
    qsizetype ink = 0;
    for (double l : lightness) ink += dark ? l > 0.7 : l < 0.3;
    QVERIFY2(ink * 100 > lightness.size(),
             qPrintable(QStringLiteral("%1 of %2 pixels are text").arg(ink).arg(lightness.size())));
  }

  // Course material is made from the options alone: render reads and writes nothing of the
  // user's (settings, caches) and leaves their home as it was.
  // (The GPU run's shaders are what Mesa would keep in ~/.cache/mesa_shader_cache.)
  void renderLeavesTheHomeAlone_data() {
    QTest::addColumn<QStringList>("args");
    QTest::newRow("lesson") << QStringList{QStringLiteral("--lesson"), QStringLiteral("2")};
    QTest::newRow("GPU run") << QStringList{QStringLiteral("--image"), QStringLiteral("digit"),
                                            QStringLiteral("--gpu")};
  }
  void renderLeavesTheHomeAlone() {
    if (qEnvironmentVariableIsEmpty("DISPLAY")) QSKIP("no X display (run under xvfb-run)");
    QFETCH(QStringList, args);
    QTemporaryDir home;
    QTemporaryDir outDir;
    const QString out = outDir.filePath(QStringLiteral("figure.png"));
    const QStringList all = QStringList{QStringLiteral("render"), QStringLiteral("--size"),
                                        QStringLiteral("1280x720"), QStringLiteral("--out"), out} +
                            args;
    std::unique_ptr<QProcess> p(start(all, withHome(home.path())));
    QVERIFY(p->waitForFinished(120000));
    QVERIFY2(p->exitCode() == 0, p->readAllStandardError().constData());
    QVERIFY(QFile::exists(out));
    const QStringList left = entriesUnder(home.path());
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
  }

  // The window writes its settings while it runs (this one is killed, not closed), and a
  // --lang or --lesson given on the command line holds for that run only.
  void theWindowKeepsNoOneOffArguments() {
    if (qEnvironmentVariableIsEmpty("DISPLAY")) QSKIP("no X display (run under xvfb-run)");
    QTemporaryDir home;
    const QString ini = home.filePath(QStringLiteral(".config/ConvScope/convscope.ini"));
    std::unique_ptr<QProcess> p(start({QStringLiteral("--lang"), QStringLiteral("zh_CN"),
                                       QStringLiteral("--lesson"), QStringLiteral("4")},
                                      withHome(home.path())));
    QTRY_VERIFY_WITH_TIMEOUT(fileText(ini).contains(QStringLiteral("[state]")), 120000);
    p->kill();
    QVERIFY(p->waitForFinished(60000));
    const QString saved = fileText(ini);
    QVERIFY2(saved.contains(QStringLiteral("source=")), qPrintable(saved));
    QVERIFY2(!saved.contains(QStringLiteral("zh_CN")), qPrintable(saved));
    QVERIFY2(!saved.contains(QStringLiteral("chapter=4")), qPrintable(saved));
  }

  // render reads and checks every option before it needs a display: a bad one is a usage error
  // (exit 2) without a display too; only good options meet "no display" (exit 1).
  void renderChecksItsOptionsBeforeTheDisplay_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArray>("says");
    QTest::newRow("zoom nan") << QStringList{QStringLiteral("--zoom"), QStringLiteral("nan")} << 2
                              << QByteArray("--zoom");
    QTest::newRow("no such lesson") << QStringList{QStringLiteral("--lesson"), QStringLiteral("99")}
                                    << 2 << QByteArray("--lesson");
    QTest::newRow("past the pixel budget")
        << QStringList{QStringLiteral("--size"), QStringLiteral("7680x4320"),
                       QStringLiteral("--scale"), QStringLiteral("3")}
        << 2 << QByteArray("budget");
    QTest::newRow("good options") << QStringList{} << 1 << QByteArray("no display");
  }
  void renderChecksItsOptionsBeforeTheDisplay() {
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QByteArray, says);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
      env.remove(QString::fromLatin1(name));
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("x.png"));
    std::unique_ptr<QProcess> p(
        start(QStringList{QStringLiteral("render"), QStringLiteral("--out"), out} + args, env));
    QVERIFY(p->waitForFinished(60000));
    QCOMPARE(p->exitStatus(), QProcess::NormalExit);
    const QByteArray err = p->readAllStandardError();
    QVERIFY2(p->exitCode() == exitCode, err.constData());
    QVERIFY2(err.contains(says), err.constData());
    QVERIFY(!QFile::exists(out));
  }

  void aBadLessonNumberIsAUsageError() {
    // Refused before any window or display is needed.
    std::unique_ptr<QProcess> p(start({QStringLiteral("--lesson"), QStringLiteral("0")},
                                      QProcessEnvironment::systemEnvironment()));
    QVERIFY(p->waitForFinished(60000));
    QCOMPARE(p->exitCode(), 2);
    QVERIFY(p->readAllStandardError().contains("--lesson must be a chapter from 1 to"));
  }

  // render parses as every subcommand does: a usage error is exit 2 with the usage line, and
  // nothing is written.
  void renderRejectsBadOptions_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("named");
    QTest::newRow("bad value") << QStringList{QStringLiteral("--stride"), QStringLiteral("9")}
                               << QByteArray("--stride");
    QTest::newRow("unknown option")
        << QStringList{QStringLiteral("--strid"), QStringLiteral("2")} << QByteArray("strid");
    QTest::newRow("stray argument")
        << QStringList{QStringLiteral("picture")} << QByteArray("picture");
    QTest::newRow("bad size") << QStringList{QStringLiteral("--size"), QStringLiteral("big")}
                              << QByteArray("--size");
    QTest::newRow("bad tab") << QStringList{QStringLiteral("--tab"), QStringLiteral("sped")}
                             << QByteArray("--tab");
    QTest::newRow("bad palette") << QStringList{QStringLiteral("--palette"),
                                                QStringLiteral("night")}
                                 << QByteArray("--palette");
    QTest::newRow("bad overlay") << QStringList{QStringLiteral("--overlay"), QStringLiteral("x")}
                                 << QByteArray("--overlay");
    // The replay animation's range and frames (the GIF's are in renderWritesAReplayAnimation).
    QTest::newRow("replay backwards")
        << QStringList{QStringLiteral("--gpu"), QStringLiteral("--replay"),
                       QStringLiteral("0.8..0.2")}
        << QByteArray("--replay 0.8..0.2");
    QTest::newRow("replay past the launch")
        << QStringList{QStringLiteral("--gpu"), QStringLiteral("--replay"),
                       QStringLiteral("0..1.5")}
        << QByteArray("--replay 0..1.5");
    QTest::newRow("replay range not numbers")
        << QStringList{QStringLiteral("--gpu"), QStringLiteral("--replay"), QStringLiteral("a..b")}
        << QByteArray("--replay");
    QTest::newRow("one replay frame")
        << QStringList{QStringLiteral("--gpu"), QStringLiteral("--replay"), QStringLiteral("all"),
                       QStringLiteral("--frames"), QStringLiteral("1")}
        << QByteArray("--frames");
    QTest::newRow("frames without a replay")
        << QStringList{QStringLiteral("--frames"), QStringLiteral("8")} << QByteArray("--frames");
    QTest::newRow("two animations")
        << QStringList{QStringLiteral("--gpu"), QStringLiteral("--replay"), QStringLiteral("all"),
                       QStringLiteral("--steps"), QStringLiteral("1..4")}
        << QByteArray("exclude each other");
  }

  void renderRejectsBadOptions() {
    if (qEnvironmentVariableIsEmpty("DISPLAY")) QSKIP("no X display (run under xvfb-run)");
    QFETCH(QStringList, args);
    QFETCH(QByteArray, named);
    QTemporaryDir dir;
    QStringList all{QStringLiteral("render"), QStringLiteral("--out"),
                    dir.filePath(QStringLiteral("x.png"))};
    all += args;
    std::unique_ptr<QProcess> p(start(all, QProcessEnvironment::systemEnvironment()));
    QVERIFY(p->waitForFinished(60000));
    QCOMPARE(p->exitCode(), 2);
    const QByteArray err = p->readAllStandardError();
    QVERIFY2(err.contains(named), err.constData());
    QVERIFY2(err.contains("Usage: convscope render"), err.constData());
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.png"))));
  }

  void renderWritesAnAnimation() {
    if (qEnvironmentVariableIsEmpty("DISPLAY")) QSKIP("no X display (run under xvfb-run)");
    QTemporaryDir dir;
    const QString gif = dir.filePath(QStringLiteral("slide.gif"));
    const QStringList common = {QStringLiteral("--size"),   QStringLiteral("1280x720"),
                                QStringLiteral("--image"),  QStringLiteral("digit"),
                                QStringLiteral("--kernel"), QStringLiteral("sobel-x")};
    std::unique_ptr<QProcess> p(
        start(QStringList{QStringLiteral("render"), QStringLiteral("--out"), gif,
                          QStringLiteral("--steps"), QStringLiteral("300..305"),
                          QStringLiteral("--fps"), QStringLiteral("5")} +
                  common,
              QProcessEnvironment::systemEnvironment()));
    QVERIFY(p->waitForFinished(120000));
    QVERIFY2(p->exitCode() == 0, p->readAllStandardError().constData());
    QImageReader reader(gif);
    QVERIFY(reader.supportsAnimation());
    QCOMPARE(reader.imageCount(), 6);
    QCOMPARE(reader.size(), QSize(1280, 720));
    QVERIFY(!reader.read().isNull());
    QCOMPARE(reader.nextImageDelay(), 200);  // 5 frames/s
    // The same steps as PNG frames in a folder.
    const QString folder = dir.filePath(QStringLiteral("frames")) + QLatin1Char('/');
    p.reset(start(QStringList{QStringLiteral("render"), QStringLiteral("--out"), folder,
                              QStringLiteral("--steps"), QStringLiteral("300..302")} +
                      common,
                  QProcessEnvironment::systemEnvironment()));
    QVERIFY(p->waitForFinished(120000));
    QVERIFY2(p->exitCode() == 0, p->readAllStandardError().constData());
    QCOMPARE(QDir(folder).entryList({QStringLiteral("frame-*.png")}, QDir::Files).size(), 3);
    // A range backwards, past the end, or a GIF without its extension: a clear refusal.
    for (const QStringList& bad :
         {QStringList{QStringLiteral("--steps"), QStringLiteral("5..2"), QStringLiteral("--out"),
                      gif},
          QStringList{QStringLiteral("--steps"), QStringLiteral("1..99999"),
                      QStringLiteral("--out"), gif},
          QStringList{QStringLiteral("--steps"), QStringLiteral("780..790"),
                      QStringLiteral("--out"), gif},
          QStringList{QStringLiteral("--steps"), QStringLiteral("1..3"), QStringLiteral("--out"),
                      dir.filePath(QStringLiteral("a.png"))}}) {
      p.reset(start(QStringList{QStringLiteral("render")} + bad + common,
                    QProcessEnvironment::systemEnvironment()));
      QVERIFY(p->waitForFinished(120000));
      QVERIFY2(p->exitCode() != 0, qPrintable(bad.join(' ')));
      QVERIFY(p->readAllStandardError().contains("--steps"));
    }
  }

  // The replay of the blocks as an animation: one frame per block start shows the launch
  // progressing start by start (each frame further from the first), N frames make an N-frame
  // GIF whose finished frame stays up before the loop, and a GIF too large for memory or of the
  // Speed tab is refused.
  void renderWritesAReplayAnimation() {
    if (qEnvironmentVariableIsEmpty("DISPLAY")) QSKIP("no X display (run under xvfb-run)");
    QTemporaryDir dir;
    // 1024² in 32 × 32 blocks: 1,024 blocks. Without a device the replay is the model's over
    // the reference card's 128 SMs, one such block each: 8 waves.
    const QStringList common = {QStringLiteral("--size"),  QStringLiteral("1280x720"),
                                QStringLiteral("--image"), QStringLiteral("gradient:1024"),
                                QStringLiteral("--block"), QStringLiteral("32x32"),
                                QStringLiteral("--gpu")};
    const QString folder = dir.filePath(QStringLiteral("replay")) + QLatin1Char('/');
    std::unique_ptr<QProcess> p(
        start(QStringList{QStringLiteral("render"), QStringLiteral("--out"), folder,
                          QStringLiteral("--replay"), QStringLiteral("all"),
                          QStringLiteral("--frames"), QStringLiteral("blocks")} +
                  common,
              QProcessEnvironment::systemEnvironment()));
    QVERIFY(p->waitForFinished(120000));
    QVERIFY2(p->exitCode() == 0, p->readAllStandardError().constData());
    const QStringList names =
        QDir(folder).entryList({QStringLiteral("frame-*.png")}, QDir::Files, QDir::Name);
    // The first start, each later start (a wave on the model, a block on a device), the
    // finished launch.
    QVERIFY2(names.size() >= 3 && names.size() <= 17, qPrintable(names.join(' ')));
    QList<QImage> frames;
    for (const QString& name : names) {
      frames << QImage(QDir(folder).filePath(name)).convertToFormat(QImage::Format_RGB32);
      QCOMPARE(frames.last().size(), QSize(1280, 720));
    }
    // Pixels that differ from the first frame (one block started): more in every later frame,
    // as each starts more blocks that were still covered there; the finished launch after the
    // last start changes no more blocks.
    const auto differing = [&](const QImage& a) {
      const QImage& first = frames.first();
      long long n = 0;
      for (int y = 0; y < a.height(); ++y) {
        const auto* pa = reinterpret_cast<const QRgb*>(a.constScanLine(y));
        const auto* pb = reinterpret_cast<const QRgb*>(first.constScanLine(y));
        for (int x = 0; x < a.width(); ++x) n += pa[x] != pb[x];
      }
      return n;
    };
    long long before = 0;
    for (int i = 1; i < frames.size(); ++i) {
      const long long now = differing(frames[i]);
      // The finished frame starts no block: it differs as much as the last start's, give or
      // take its words ("128 running" becomes "0 running").
      QVERIFY2(i + 1 == frames.size() ? now >= before * 0.98 : now > before,
               qPrintable(QStringLiteral("frame %1 differs from the first in %2 "
                                         "pixels, frame %3 in %4")
                              .arg(i + 1)
                              .arg(now)
                              .arg(i)
                              .arg(before)));
      before = now;
    }
    // Six frames evenly over the launch as a GIF at 5 frames/s; the finished one stays 2 s.
    const QString gif = dir.filePath(QStringLiteral("replay.gif"));
    p.reset(start(
        QStringList{QStringLiteral("render"), QStringLiteral("--out"), gif,
                    QStringLiteral("--replay"), QStringLiteral("all"), QStringLiteral("--frames"),
                    QStringLiteral("6"), QStringLiteral("--fps"), QStringLiteral("5")} +
            common,
        QProcessEnvironment::systemEnvironment()));
    QVERIFY(p->waitForFinished(120000));
    QVERIFY2(p->exitCode() == 0, p->readAllStandardError().constData());
    QImageReader reader(gif);
    QVERIFY(reader.supportsAnimation());
    QCOMPARE(reader.imageCount(), 6);
    QCOMPARE(reader.size(), QSize(1280, 720));
    QList<int> delays;
    for (int i = 0; i < 6; ++i) {
      QVERIFY(!reader.read().isNull());
      delays << reader.nextImageDelay();
    }
    QCOMPARE(delays, (QList<int>{200, 200, 200, 200, 200, 2000}));
    // 1000 frames of 1920 × 1080 would take 8 GB before encoding: refused at once, exit 2.
    const QString big = dir.filePath(QStringLiteral("big.gif"));
    p.reset(start({QStringLiteral("render"), QStringLiteral("--out"), big,
                   QStringLiteral("--replay"), QStringLiteral("all"), QStringLiteral("--frames"),
                   QStringLiteral("1000"), QStringLiteral("--gpu")},
                  QProcessEnvironment::systemEnvironment()));
    QVERIFY(p->waitForFinished(60000));
    QCOMPARE(p->exitCode(), 2);
    const QByteArray err = p->readAllStandardError();
    QVERIFY2(err.contains("too many for one GIF"), err.constData());
    QVERIFY(!QFile::exists(big));
    // The Speed tab has no views to animate.
    p.reset(start({QStringLiteral("render"), QStringLiteral("--out"), big,
                   QStringLiteral("--replay"), QStringLiteral("all"), QStringLiteral("--tab"),
                   QStringLiteral("speed"), QStringLiteral("--gpu")},
                  QProcessEnvironment::systemEnvironment()));
    QVERIFY(p->waitForFinished(60000));
    QCOMPARE(p->exitCode(), 2);
    QVERIFY(p->readAllStandardError().contains("--tab speed"));
    QVERIFY(!QFile::exists(big));
  }

  // Every option of render is in its usage line, and the option list is not broken by it.
  void renderHelpNamesEveryOption() {
    std::unique_ptr<QProcess> p(start({QStringLiteral("render"), QStringLiteral("--help")},
                                      QProcessEnvironment::systemEnvironment()));
    QVERIFY(p->waitForFinished(60000));
    QCOMPARE(p->exitCode(), 0);
    const QString help = QString::fromUtf8(p->readAllStandardOutput());
    const qsizetype end = help.indexOf(QStringLiteral("\n\n"));
    QVERIFY(end > 0);
    const QString usage = help.left(end);
    const QString options = help.mid(end);
    static const QRegularExpression option(QStringLiteral("^  (--[a-z]+)"),
                                           QRegularExpression::MultilineOption);
    int count = 0;
    for (auto it = option.globalMatch(options); it.hasNext();) {
      const QString name = it.next().captured(1);
      QVERIFY2(
          usage.contains(QStringLiteral("[") + name) || usage.contains(name + QLatin1Char(' ')),
          qPrintable(name + QStringLiteral(" is not in the usage line")));
      ++count;
    }
    QVERIFY(count >= 15);
    // No usage fragment ("  [--x ...]" lines) among the option descriptions.
    QVERIFY2(!options.contains(QStringLiteral("         [--")), qPrintable(options));
  }
};

QTEST_GUILESS_MAIN(ProcessTest)
#include "test_processes.moc"
