// The command line as a desktop user meets it: help in the locale's language (or --lang's) for
// every subcommand, `map` in CUDA's 0-based numbering with plurals and group separators and its
// `--access` counts, `render --lesson N --reveal`, render's progress line on a terminal only, no
// stray Qt warning without XDG_RUNTIME_DIR, `convscope FILE` taken for a file and not a
// subcommand, and the desktop entry naming only types this build reads.
#include <sys/stat.h>

#include <QDir>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>

#include "cli_test_support.h"

using namespace cli_test;

namespace {

// The test's environment with the locale set to `lang` (and nothing else choosing it).
QProcessEnvironment withLocale(const QString& lang) {
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  for (const char* name : {"LANGUAGE", "LC_ALL", "LC_MESSAGES"})
    env.remove(QString::fromLatin1(name));
  env.insert(QStringLiteral("LANG"), lang);
  return env;
}

bool isChinese(const QString& text) {
  return text.contains(QStringLiteral("用法"));
}

}  // namespace

class TestDesktopCli : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir m_dir;

 private slots:
  void initTestCase() { QVERIFY(m_dir.isValid()); }

  void helpFollowsTheLocaleAndLang_data() {
    QTest::addColumn<QStringList>("command");
    QTest::newRow("convscope") << QStringList{};
    for (const char* sub : {"apply", "bench", "sweep", "network", "map", "info", "lessons"})
      QTest::newRow(sub) << QStringList{QString::fromLatin1(sub)};
  }
  void helpFollowsTheLocaleAndLang() {
    QFETCH(QStringList, command);
    const QStringList help = command + QStringList{QStringLiteral("--help")};
    RunResult r = runCli(help, 60000, withLocale(QStringLiteral("zh_CN.UTF-8")));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(isChinese(r.out), qPrintable(r.out));
    // --lang wins over the locale, either way round.
    r = runCli(help + QStringList{QStringLiteral("--lang"), QStringLiteral("zh_CN")}, 60000,
               withLocale(QStringLiteral("C.UTF-8")));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(isChinese(r.out), qPrintable(r.out));
    r = runCli(help + QStringList{QStringLiteral("--lang=en")}, 60000,
               withLocale(QStringLiteral("zh_CN.UTF-8")));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("Usage: convscope")), qPrintable(r.out));
  }

  void langBeforeTheHelpAndBadLang() {
    RunResult r =
        runCli({QStringLiteral("--lang"), QStringLiteral("zh_CN"), QStringLiteral("--help")}, 60000,
               withLocale(QStringLiteral("C.UTF-8")));
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(isChinese(r.out), qPrintable(r.out));
    r = runCli({QStringLiteral("map"), QStringLiteral("--help"), QStringLiteral("--lang"),
                QStringLiteral("klingon")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("klingon")), qPrintable(r.err));
  }

  void mapCountsFromZeroWithPluralsAndSeparators() {
    RunResult r =
        runCli({QStringLiteral("map"), QStringLiteral("--size"), QStringLiteral("129x1"),
                QStringLiteral("--block"), QStringLiteral("32x1"), QStringLiteral("--pixel"),
                QStringLiteral("128,0"), QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("= 1 warp of 32 lanes")), qPrintable(r.out));
    QVERIFY2(!r.out.contains(QStringLiteral("(s)")), qPrintable(r.out));
    // Block 4 is the last of five: an index and its range, never "block 4 of 5".
    QVERIFY2(r.out.contains(QStringLiteral("block 4 (of 0–4)")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("numbered 0–4")), qPrintable(r.out));
    r = runCli({QStringLiteral("map"), QStringLiteral("--size"), QStringLiteral("2000x2000"),
                QStringLiteral("--block"), QStringLiteral("16x16"), QStringLiteral("--lang"),
                QStringLiteral("en")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("= 8 warps of 32 lanes")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("15,625 blocks")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("4,000,000 launched")), qPrintable(r.out));
    // One of a thing is singular: "1 blocks" was printed for a one-block grid.
    r = runCli({QStringLiteral("map"), QStringLiteral("--size"), QStringLiteral("1x1"),
                QStringLiteral("--block"), QStringLiteral("1x1"), QStringLiteral("--lang"),
                QStringLiteral("en")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("= 1 thread = 1 warp of 32 lanes")), qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("= 1 block, numbered 0–0 (1 block in x")),
             qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("1 computes a pixel")), qPrintable(r.out));
    QVERIFY2(!r.out.contains(QStringLiteral("1 blocks")), qPrintable(r.out));
    r = runCli({QStringLiteral("map"), QStringLiteral("--size"), QStringLiteral("64x64"),
                QStringLiteral("--block"), QStringLiteral("16x16"), QStringLiteral("--lang"),
                QStringLiteral("zh_CN")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("8 个线程束")), qPrintable(r.out));
  }

  // map --access: the hand counts of core's access model, as a person reads them and as JSON;
  // and a bad --kernel named.
  void mapAccessCountsSectorsTilesAndBanks() {
    auto access = [](const QString& block, const QString& kernel, const QString& format) {
      return runCli({QStringLiteral("map"), QStringLiteral("--access"), QStringLiteral("--kernel"),
                     kernel, QStringLiteral("--size"), QStringLiteral("1024x1024"),
                     QStringLiteral("--block"), block, QStringLiteral("--format"), format,
                     QStringLiteral("--lang"), QStringLiteral("en")});
    };
    RunResult r = access(QStringLiteral("1x32"), QStringLiteral("naive"), QStringLiteral("text"));
    QCOMPARE(r.exitCode, 0);
    QString out = r.out;
    out.replace(QChar(0xa0), QLatin1Char(' '));
    QVERIFY2(out.contains(QStringLiteral("32 sectors in 32 lines: 1 KiB moved for 128 B used "
                                         "(12.5 %)")),
             qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("not measured")), qPrintable(out));
    r = access(QStringLiteral("16x16"), QStringLiteral("tiled"), QStringLiteral("json"));
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("kernel")).toString(), QStringLiteral("tiled"));
    QCOMPARE(o.value(QStringLiteral("tile")).toObject().value(QStringLiteral("loads")).toInt(),
             324);
    QCOMPARE(o.value(QStringLiteral("tile")).toObject().value(QStringLiteral("naiveLoads")).toInt(),
             2304);
    const QJsonObject banks = o.value(QStringLiteral("banks")).toObject();
    QCOMPARE(banks.value(QStringLiteral("stride")).toInt(), 48);
    QCOMPARE(banks.value(QStringLiteral("conflictWays")).toInt(), 1);
    QCOMPARE(banks.value(QStringLiteral("plainConflictWays")).toInt(), 2);
    // The block's loads: one per tile cell.
    QCOMPARE(
        o.value(QStringLiteral("blockLoads")).toObject().value(QStringLiteral("loads")).toInt(),
        324);
    r = access(QStringLiteral("32x1"), QStringLiteral("fast"), QStringLiteral("text"));
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("naive, tiled or rows")), qPrintable(r.err));
    r = runCli({QStringLiteral("map"), QStringLiteral("--access"), QStringLiteral("--size"),
                QStringLiteral("1024x1024"), QStringLiteral("--block"), QStringLiteral("32x1"),
                QStringLiteral("--lang"), QStringLiteral("zh_CN")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("扇区")) && r.out.contains(QStringLiteral("常量")),
             qPrintable(r.out));
  }

  // Without XDG_RUNTIME_DIR (a console, ssh, a script) a render says only what it wrote.
  void renderWithoutRuntimeDirIsQuiet() {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("XDG_RUNTIME_DIR"));
    // A temporary folder of its own: other tests' private folders never count here.
    const QString tmp = m_dir.filePath(QStringLiteral("tmp"));
    QVERIFY(QDir().mkpath(tmp));
    env.insert(QStringLiteral("TMPDIR"), tmp);
    const QString out = m_dir.filePath(QStringLiteral("quiet.png"));
    const RunResult r =
        runCli({QStringLiteral("render"), QStringLiteral("--image"), QStringLiteral("digit"),
                QStringLiteral("--size"), QStringLiteral("1024x768"), QStringLiteral("--out"), out},
               240000, env);
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(!r.err.contains(QStringLiteral("XDG_RUNTIME_DIR")), qPrintable(r.err));
    QVERIFY(QFile::exists(out));
    // The private folder went with the process.
    const QStringList left =
        QDir(tmp).entryList({QStringLiteral("convscope-runtime-*")}, QDir::Dirs);
    QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
  }

  void renderRevealsTheLessonsAnswer() {
    const QString asked = m_dir.filePath(QStringLiteral("asked.png"));
    const QString revealed = m_dir.filePath(QStringLiteral("revealed.png"));
    const QStringList common = {QStringLiteral("render"),   QStringLiteral("--lesson"),
                                QStringLiteral("1"),        QStringLiteral("--size"),
                                QStringLiteral("1280x720"), QStringLiteral("--lang"),
                                QStringLiteral("en"),       QStringLiteral("--out")};
    QCOMPARE(runCli(common + QStringList{asked}).exitCode, 0);
    const RunResult r = runCli(common + QStringList{revealed, QStringLiteral("--reveal")});
    QCOMPARE(r.exitCode, 0);
    const QImage a(asked), b(revealed);
    QVERIFY(!a.isNull() && !b.isNull());
    QCOMPARE(a.size(), b.size());
    QVERIFY2(a != b, "the answer did not change the slide");
    const RunResult bad =
        runCli({QStringLiteral("render"), QStringLiteral("--reveal"), QStringLiteral("--out"),
                m_dir.filePath(QStringLiteral("x.png"))});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(QStringLiteral("--lesson")), qPrintable(bad.err));
  }

  // A terminal sees "frame k of n"; a pipe (a script, this test) gets the result line alone.
  void renderStepsShowsProgressOnlyOnATerminal() {
    const QString gif = m_dir.filePath(QStringLiteral("steps.gif"));
    const QStringList args = {
        QStringLiteral("render"),   QStringLiteral("--image"), QStringLiteral("digit"),
        QStringLiteral("--steps"),  QStringLiteral("1..3"),    QStringLiteral("--size"),
        QStringLiteral("1280x720"), QStringLiteral("--out"),   gif};
    const RunResult piped = runCli(args);
    QCOMPARE(piped.exitCode, 0);
    QVERIFY2(!piped.err.contains(QStringLiteral("frame")), qPrintable(piped.err));
    // script(1) gives the command a terminal and copies what it wrote there to stdout.
    const QString script = QStringLiteral("/usr/bin/script");
    if (!QFile::exists(script)) QSKIP("script(1) (util-linux) is not installed: no terminal");
    QString line = QStringLiteral(CONVSCOPE_BINARY);
    for (const QString& a : args) line += QLatin1Char(' ') + a;
    QProcess p;
    p.start(script, {QStringLiteral("-qec"), line, QStringLiteral("/dev/null")});
    QVERIFY(p.waitForFinished(240000));
    const QString seen = QString::fromUtf8(p.readAllStandardOutput());
    QCOMPARE(p.exitCode(), 0);
    QVERIFY2(seen.contains(QStringLiteral("frame 3 of 3")), qPrintable(seen));
  }

  // `convscope photo.png` is the window's; a subcommand's name stays a subcommand even where a
  // file of that name exists, and a missing file is still an unknown subcommand.
  void aFileArgumentIsNotASubcommand() {
    QDir here(m_dir.path());
    QFile clash(here.filePath(QStringLiteral("map")));
    QVERIFY(clash.open(QIODevice::WriteOnly));
    clash.close();
    QProcess p;
    p.setWorkingDirectory(m_dir.path());
    p.start(QStringLiteral(CONVSCOPE_BINARY), {QStringLiteral("map"), QStringLiteral("--help")});
    QVERIFY(p.waitForFinished(60000));
    QVERIFY(QString::fromUtf8(p.readAllStandardOutput()).contains(QStringLiteral("convscope map")));
    const RunResult missing = runCli({m_dir.filePath(QStringLiteral("no-such-photo.jpg"))});
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains(QStringLiteral("unknown subcommand")), qPrintable(missing.err));
  }

  // `convscope folder/`, `convscope FIFO` and `convscope /dev/zero` name something that exists
  // but is no image file: they read "unknown subcommand"; now they say what the path is, at once
  // (a FIFO that no one writes is never opened).
  void aFileArgumentThatIsNoFileSaysWhatItIs_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("what");
    const QString folder = m_dir.filePath(QStringLiteral("a-folder"));
    const QString fifo = m_dir.filePath(QStringLiteral("a-fifo"));
    QTest::newRow("folder/") << QStringList{folder + QLatin1Char('/')}
                             << QStringLiteral("is a folder");
    QTest::newRow("fifo") << QStringList{fifo} << QStringLiteral("is a FIFO");
    QTest::newRow("/dev/zero") << QStringList{QStringLiteral("/dev/zero")}
                               << QStringLiteral("is a character device");
    QTest::newRow("--lang en folder")
        << QStringList{QStringLiteral("--lang"), QStringLiteral("en"), folder}
        << QStringLiteral("is a folder");
  }
  void aFileArgumentThatIsNoFileSaysWhatItIs() {
    QFETCH(QStringList, args);
    QFETCH(QString, what);
    QDir(m_dir.path()).mkpath(QStringLiteral("a-folder"));
    const QByteArray fifo = QFile::encodeName(m_dir.filePath(QStringLiteral("a-fifo")));
    if (!QFile::exists(QString::fromLocal8Bit(fifo))) QCOMPARE(::mkfifo(fifo.constData(), 0600), 0);
    const RunResult r = runCli(args, 60000);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(what), qPrintable(r.err));
    QVERIFY2(!r.err.contains(QStringLiteral("unknown subcommand")), qPrintable(r.err));
  }

  // Every type the desktop entry offers, this build's Qt reads.
  void desktopEntryNamesReadableTypes() {
    QFile entry(QStringLiteral(DESKTOP_FILE));
    QVERIFY(entry.open(QIODevice::ReadOnly | QIODevice::Text));
    QString mime;
    for (const QByteArray& line : entry.readAll().split('\n'))
      if (line.startsWith("MimeType=")) mime = QString::fromUtf8(line.mid(9));
    const QStringList types = mime.split(QLatin1Char(';'), Qt::SkipEmptyParts);
    QVERIFY(types.contains(QStringLiteral("image/png")));
    QVERIFY(types.contains(QStringLiteral("image/jpeg")));
    const QList<QByteArray> readable = QImageReader::supportedMimeTypes();
    for (const QString& t : types)
      QVERIFY2(readable.contains(t.toUtf8()), qPrintable(t + QStringLiteral(" is not readable")));
  }
};

QTEST_MAIN(TestDesktopCli)
#include "tst_desktop_cli.moc"
