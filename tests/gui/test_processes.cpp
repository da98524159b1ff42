// The binary as a user starts it: without usable OpenGL it exits 1 with a clear message (never a
// crash), and `render` writes a PNG of the window.
#include <QDir>
#include <QImage>
#include <QImageReader>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class ProcessTest : public QObject {
  Q_OBJECT

  static QProcess* start(const QStringList& args, const QProcessEnvironment& env) {
    auto* p = new QProcess;
    p->setProcessEnvironment(env);
    p->start(QStringLiteral(CONVSCOPE_BINARY), args);
    return p;
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
    QTest::newRow("bad overlay") << QStringList{QStringLiteral("--overlay"), QStringLiteral("x")}
                                 << QByteArray("--overlay");
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
