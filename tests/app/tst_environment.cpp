// A broken environment, as a user's shell may hold it: a DISPLAY that names no server, a
// platform plugin that is missing or cannot start, a Wayland session without the plugin, a
// scale factor Qt cannot use. The window and `render` each end in bounded time with one line
// that says what is wrong and what to do (exit 1), never an abort or a core dump; and options
// given twice or out of place are named.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_test_support.h"

using namespace cli_test;

namespace {

constexpr int kBoundMs = 60000;  // the platform probe gives up after 15 s; a hang is 120 s+

struct Env {
  QString name;
  QString value;  // empty: removed
};

RunResult runWith(const QStringList& args, const QList<Env>& changes, int timeoutMs = kBoundMs) {
  QProcess process;
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  for (const Env& e : changes) {
    if (e.value.isEmpty())
      env.remove(e.name);
    else
      env.insert(e.name, e.value);
  }
  process.setProcessEnvironment(env);
  process.start(QStringLiteral(CONVSCOPE_BINARY), args);
  return waitForResult(process, timeoutMs);
}

}  // namespace

class TestEnvironment : public QObject {
  Q_OBJECT

  QTemporaryDir m_dir;
  QString out() const { return m_dir.filePath(QStringLiteral("figure.png")); }

  // The rows: what the environment holds and what the line must name.
  static void brokenRows() {
    QTest::addColumn<QString>("variable");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("says");
    QTest::newRow("DISPLAY=:57") << QStringLiteral("DISPLAY") << QStringLiteral(":57")
                                 << QStringLiteral("DISPLAY=:57");
    QTest::newRow("DISPLAY=garbage") << QStringLiteral("DISPLAY") << QStringLiteral("garbage")
                                     << QStringLiteral("DISPLAY=garbage");
    QTest::newRow("platform nonexistent")
        << QStringLiteral("QT_QPA_PLATFORM") << QStringLiteral("nonexistent")
        << QStringLiteral("QT_QPA_PLATFORM=nonexistent");
    QTest::newRow("platform wayland")
        << QStringLiteral("QT_QPA_PLATFORM") << QStringLiteral("wayland")
        << QStringLiteral("QT_QPA_PLATFORM=wayland");
    QTest::newRow("platform eglfs") << QStringLiteral("QT_QPA_PLATFORM") << QStringLiteral("eglfs")
                                    << QStringLiteral("QT_QPA_PLATFORM=eglfs");
    QTest::newRow("WAYLAND_DISPLAY only")
        << QStringLiteral("WAYLAND_DISPLAY") << QStringLiteral("wayland-57")
        << QStringLiteral("WAYLAND_DISPLAY");
  }

  static QList<Env> broken(const QString& variable, const QString& value) {
    QList<Env> changes = {{QStringLiteral("QT_QPA_PLATFORM"), {}},
                          {QStringLiteral("WAYLAND_DISPLAY"), {}},
                          {QStringLiteral("XDG_SESSION_TYPE"), {}}};
    // A Wayland session without X: no DISPLAY either.
    if (variable == QLatin1String("WAYLAND_DISPLAY") || variable == QLatin1String("DISPLAY"))
      changes << Env{QStringLiteral("DISPLAY"), {}};
    changes << Env{variable, value};
    return changes;
  }

  static void expectOneLine(const RunResult& r, const QString& says) {
    QVERIFY2(r.err != QStringLiteral("did not finish"), "hung");
    QVERIFY2(r.exitCode == 1, qPrintable(QString::number(r.exitCode) + QLatin1Char(' ') + r.err));
    QVERIFY2(r.err.contains(says), qPrintable(r.err.left(600)));
    QCOMPARE(r.err.trimmed().count(QLatin1Char('\n')), 0);
  }

 private slots:
  void initTestCase() { QVERIFY(m_dir.isValid()); }

  void renderSaysWhatIsWrong_data() { brokenRows(); }
  void renderSaysWhatIsWrong() {
    QFETCH(QString, variable);
    QFETCH(QString, value);
    QFETCH(QString, says);
    const RunResult r = runWith({QStringLiteral("render"), QStringLiteral("--out"), out()},
                                broken(variable, value));
    expectOneLine(r, says);
    QVERIFY(!QFile::exists(out()));
  }

  // The window would stay open if it started: every row here must fail before it does.
  void theWindowSaysWhatIsWrong_data() { brokenRows(); }
  void theWindowSaysWhatIsWrong() {
    QFETCH(QString, variable);
    QFETCH(QString, value);
    QFETCH(QString, says);
    expectOneLine(runWith({}, broken(variable, value)), says);
  }

  void anUnusableScaleFactorIsNamed_data() {
    QTest::addColumn<QString>("factor");
    for (const char* f : {"nan", "inf", "0", "-1", "100", "abc"})
      QTest::newRow(f) << QString::fromLatin1(f);
  }
  void anUnusableScaleFactorIsNamed() {
    QFETCH(QString, factor);
    const QString says = QStringLiteral("QT_SCALE_FACTOR=") + factor;
    expectOneLine(runWith({QStringLiteral("render"), QStringLiteral("--out"), out()},
                          {{QStringLiteral("QT_SCALE_FACTOR"), factor}}),
                  says);
    QVERIFY(!QFile::exists(out()));
    expectOneLine(runWith({}, {{QStringLiteral("QT_SCALE_FACTOR"), factor}}), says);
  }

  // The budget is of real pixels: QT_SCALE_FACTOR=2 doubles each side as --scale 2 does.
  void theEnvironmentsScaleCountsInTheBudget() {
    if (qEnvironmentVariableIsEmpty("DISPLAY")) QSKIP("render needs a display (ctest gives Xvfb)");
    const RunResult r = runWith({QStringLiteral("render"), QStringLiteral("--out"), out(),
                                 QStringLiteral("--size"), QStringLiteral("7680x4320")},
                                {{QStringLiteral("QT_SCALE_FACTOR"), QStringLiteral("2")}});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("15360 × 8640")), qPrintable(r.err.left(600)));
    QVERIFY(!QFile::exists(out()));
  }

  void aRepeatedOptionIsAnError() {
    RunResult r =
        runCli({QStringLiteral("apply"), QStringLiteral("--image"), QStringLiteral("digit"),
                QStringLiteral("--kernel"), QStringLiteral("identity"), QStringLiteral("--kernel"),
                QStringLiteral("sobel-x"), QStringLiteral("--out"),
                m_dir.filePath(QStringLiteral("twice.npy"))},
               kBoundMs);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("--kernel is given 2 times")), qPrintable(r.err));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("twice.npy"))));
    if (qEnvironmentVariableIsEmpty("DISPLAY")) return;
    r = runCli({QStringLiteral("render"), QStringLiteral("--out"), out(), QStringLiteral("--scale"),
                QStringLiteral("1"), QStringLiteral("--scale"), QStringLiteral("9")},
               kBoundMs);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("'9'")), qPrintable(r.err));
    QVERIFY(!QFile::exists(out()));
  }

  // 640x400 was drawn 852×499: the size is honoured or refused with the least the window takes.
  void aSizeBelowTheWindowsLeastIsNamed() {
    if (qEnvironmentVariableIsEmpty("DISPLAY")) QSKIP("render needs a display (ctest gives Xvfb)");
    const RunResult r = runCli({QStringLiteral("render"), QStringLiteral("--out"), out(),
                                QStringLiteral("--size"), QStringLiteral("640x400")},
                               kBoundMs);
    if (r.exitCode == 0) {
      QCOMPARE(QImage(out()).size(), QSize(640, 400));
      return;
    }
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("at least")), qPrintable(r.err));
    QVERIFY(!QFile::exists(out()));
  }

  void aStrayArgumentAfterLessonIsNamed() {
    const RunResult r = runCli(
        {QStringLiteral("--lesson"), QStringLiteral("3"), QStringLiteral("extra")}, kBoundMs);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("'extra'")) &&
                 !r.err.contains(QStringLiteral("unknown subcommand")),
             qPrintable(r.err));
  }

  // OMP_NUM_THREADS=100000 once aborted apply and bench (threads that could not start): every
  // engine's thread count comes from one place, capped at kMaxThreadsPerCore per logical core,
  // and `info` says so.
  void aHugeThreadCountFromTheEnvironmentIsCapped() {
    const QList<Env> huge{{QStringLiteral("OMP_NUM_THREADS"), QStringLiteral("100000")}};
    const RunResult info =
        runWith({QStringLiteral("info"), QStringLiteral("--format"), QStringLiteral("json")}, huge);
    QCOMPARE(info.exitCode, 0);
    const QJsonObject cpu =
        QJsonDocument::fromJson(info.out.toUtf8()).object().value(QStringLiteral("cpu")).toObject();
    const int cores = cpu.value(QStringLiteral("logicalCores")).toInt();
    QVERIFY(cores >= 1);
    QCOMPARE(cpu.value(QStringLiteral("askedThreads")).toInt(), 100000);
    QCOMPARE(cpu.value(QStringLiteral("openmpThreads")).toInt(), 4 * cores);
    const RunResult text = runWith({QStringLiteral("info")}, huge);
    QVERIFY2(text.out.contains(QStringLiteral("ask for 100000 threads")), qPrintable(text.out));
    const RunResult bench =
        runWith({QStringLiteral("bench"), QStringLiteral("--sizes"), QStringLiteral("64"),
                 QStringLiteral("--repeat"), QStringLiteral("3")},
                huge);
    QVERIFY2(bench.exitCode == 0, qPrintable(bench.err));
  }

  // Without XDG_RUNTIME_DIR each process makes /tmp/convscope-runtime-<pid>-XXXXXX and removes it
  // at exit; one that was killed cannot. A later start removes the folders of processes that no
  // longer run, keeps those of running ones, and leaves its own none behind.
  void runtimeFoldersOfEndedProcessesAreRemoved() {
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QProcess running;
    running.start(QStringLiteral("/bin/sleep"), {QStringLiteral("30")});
    QVERIFY(running.waitForStarted(10000));
    // A pid that ran and ended: a shell's own, printed before it exits.
    QProcess ended;
    ended.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("echo $$")});
    QVERIFY(ended.waitForFinished(10000));
    const QString deadPid = QString::fromLatin1(ended.readAllStandardOutput()).trimmed();
    QVERIFY(!deadPid.isEmpty());
    const QString dead = tmp.filePath(QStringLiteral("convscope-runtime-%1-abcdef").arg(deadPid));
    const QString alive =
        tmp.filePath(QStringLiteral("convscope-runtime-%1-ghijkl").arg(running.processId()));
    QVERIFY(QDir().mkpath(dead + QStringLiteral("/inside")));
    QVERIFY(QDir().mkpath(alive));
    const RunResult r = runWith(
        {QStringLiteral("--version")},
        {{QStringLiteral("TMPDIR"), tmp.path()}, {QStringLiteral("XDG_RUNTIME_DIR"), QString()}});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(!QFileInfo::exists(dead), qPrintable(dead));
    QVERIFY(QFileInfo::exists(alive));
    QCOMPARE(QDir(tmp.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size(), 1);
    running.kill();
    running.waitForFinished(10000);
  }
};

QTEST_GUILESS_MAIN(TestEnvironment)
#include "tst_environment.moc"
