// Writes that fail or are interrupted: a full standard output, a file size limit, a kill at any
// step of staging, Ctrl-C in a sweep, an older run's frames, a recorded file that is no file.
// Each ends with its cause named; the old target stays whole and nothing is left beside it that
// the next run does not remove.
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include "cli_test_support.h"

using namespace cli_test;

namespace {

constexpr int kBoundMs = 120000;

// Runs the binary through /bin/sh, for a redirection or a ulimit set before it starts.
RunResult runShell(const QString& script, const QStringList& args,
                   const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment()) {
  QProcess process;
  process.setProcessEnvironment(env);
  process.start(QStringLiteral("/bin/sh"),
                QStringList{QStringLiteral("-c"), script, QStringLiteral(CONVSCOPE_BINARY)} + args);
  return waitForResult(process, kBoundMs);
}

QByteArray contents(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool hasDisplay() {
  return !qEnvironmentVariableIsEmpty("DISPLAY");
}

}  // namespace

class TestWrites : public QObject {
  Q_OBJECT

  QTemporaryDir m_dir;

  // A fresh folder per case, so "nothing beside the target" is a listing.
  QString folder(const QString& name) {
    const QString path = m_dir.filePath(name);
    QDir(path).removeRecursively();
    QDir().mkpath(path);
    return path;
  }
  static QStringList listing(const QString& path) {
    return QDir(path).entryList(QDir::Files | QDir::Hidden | QDir::System, QDir::Name);
  }
  static void put(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
  }

 private slots:
  void initTestCase() { QVERIFY(m_dir.isValid()); }

  // As in coreutils: output that never reached stdout is a failed command.
  void aFullStandardOutputIsAnError_data() {
    QTest::addColumn<QStringList>("args");
    QTest::newRow("lessons") << QStringList{QStringLiteral("lessons")};
    QTest::newRow("sweep csv") << QStringList{QStringLiteral("sweep"), QStringLiteral("--sizes"),
                                              QStringLiteral("64"), QStringLiteral("--format"),
                                              QStringLiteral("csv")};
    QTest::newRow("map") << QStringList{QStringLiteral("map"), QStringLiteral("--size"),
                                        QStringLiteral("64x64"), QStringLiteral("--block"),
                                        QStringLiteral("16x16")};
    QTest::newRow("--help") << QStringList{QStringLiteral("--help")};
    QTest::newRow("apply --help") << QStringList{QStringLiteral("apply"), QStringLiteral("--help")};
    if (hasDisplay())
      QTest::newRow("render") << QStringList{
          QStringLiteral("render"), QStringLiteral("--out"),
          QDir::temp().filePath(QStringLiteral("convscope-full-%1.png").arg(::getpid()))};
  }
  void aFullStandardOutputIsAnError() {
    QFETCH(QStringList, args);
    if (!QFile::exists(QStringLiteral("/dev/full"))) QSKIP("no /dev/full here");
    const RunResult r = runShell(QStringLiteral("exec \"$0\" \"$@\" > /dev/full"), args);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("cannot write to standard output")), qPrintable(r.err));
    if (args.first() == QLatin1String("render")) QFile::remove(args.last());
  }

  // SIGXFSZ is ignored, so the limit is an error with its name; the old file is kept.
  void aFileSizeLimitKeepsTheOldFile_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("name");
    QTest::newRow("sweep csv") << QStringList{QStringLiteral("sweep"), QStringLiteral("--sizes"),
                                              QStringLiteral("64,128,256"),
                                              QStringLiteral("--format"), QStringLiteral("csv")}
                               << QStringLiteral("x.csv");
    QTest::newRow("sweep json") << QStringList{QStringLiteral("sweep"), QStringLiteral("--sizes"),
                                               QStringLiteral("64,128,256")}
                                << QStringLiteral("x.json");
    if (hasDisplay())
      QTest::newRow("render gif") << QStringList{QStringLiteral("render"),
                                                 QStringLiteral("--steps"), QStringLiteral("1..3")}
                                  << QStringLiteral("x.gif");
  }
  void aFileSizeLimitKeepsTheOldFile() {
    QFETCH(QStringList, args);
    QFETCH(QString, name);
    const QString dir = folder(QStringLiteral("limit"));
    const QString target = QDir(dir).filePath(name);
    put(target, "old");
    // 2 blocks (1 KiB in dash): past it every write fails with EFBIG.
    const RunResult r = runShell(QStringLiteral("ulimit -f 2 && exec \"$0\" \"$@\" > /dev/null"),
                                 args + QStringList{QStringLiteral("--out"), target});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("file too large for the limit")), qPrintable(r.err));
    QCOMPARE(contents(target), QByteArray("old"));
    QCOMPARE(listing(dir), QStringList{name});
  }

  // Killed at each step of its write (CONVSCOPE_TEST_KILL_AT_STEP, core's test hook): the target
  // is old or new and whole, and the next run into the folder leaves only the targets.
  void aKillAtAnyStepIsCleanedUpByTheNextRun() {
    for (int step = 1; step <= 5; ++step) {
      const QString dir = folder(QStringLiteral("kill"));
      const QString target = QDir(dir).filePath(QStringLiteral("out.npy"));
      put(target, "old");
      QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
      env.insert(QStringLiteral("CONVSCOPE_TEST_KILL_AT_STEP"), QString::number(step));
      const RunResult killed = runShell(
          QStringLiteral("exec \"$0\" \"$@\""),
          {QStringLiteral("apply"), QStringLiteral("--image"), QStringLiteral("digit"),
           QStringLiteral("--kernel"), QStringLiteral("identity"), QStringLiteral("--out"), target},
          env);
      QVERIFY2(killed.exitCode != 0, qPrintable(QString::number(step)));
      const QByteArray now = contents(target);
      QVERIFY(now == "old" || now.startsWith("\x93NUMPY"));
      const RunResult next =
          runCli({QStringLiteral("apply"), QStringLiteral("--image"), QStringLiteral("digit"),
                  QStringLiteral("--kernel"), QStringLiteral("identity"), QStringLiteral("--out"),
                  QDir(dir).filePath(QStringLiteral("next.npy"))});
      QCOMPARE(next.exitCode, 0);
      QCOMPARE(listing(dir), (QStringList{QStringLiteral("next.npy"), QStringLiteral("out.npy")}));
    }
  }

  void anInterruptedSweepKeepsTheOldFile() {
    const QString dir = folder(QStringLiteral("interrupt"));
    const QString target = QDir(dir).filePath(QStringLiteral("x.csv"));
    put(target, "old rows\n");
    QProcess process;
    process.start(QStringLiteral(CONVSCOPE_BINARY),
                  {QStringLiteral("sweep"), QStringLiteral("--sizes"), QStringLiteral("8192,16384"),
                   QStringLiteral("--out"), target});
    QVERIFY(process.waitForStarted());
    QTest::qWait(3000);  // well into the first size's measurements
    ::kill(static_cast<pid_t>(process.processId()), SIGINT);
    QVERIFY2(process.waitForFinished(kBoundMs), "the sweep did not stop");
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 130);
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QVERIFY2(err.contains(QStringLiteral("interrupted")), qPrintable(err));
    QCOMPARE(contents(target), QByteArray("old rows\n"));
    QCOMPARE(listing(dir), QStringList{QStringLiteral("x.csv")});
  }

  // frame-0004..0006 of a longer older run would play on after the new three.
  void anOlderRunsFramesAreRemovedAndNamed() {
    if (!hasDisplay()) QSKIP("render needs a display (ctest gives Xvfb)");
    const QString dir = folder(QStringLiteral("frames"));
    for (int i = 1; i <= 6; ++i)
      put(QDir(dir).filePath(QStringLiteral("frame-%1.png").arg(i, 4, 10, QLatin1Char('0'))),
          "older");
    put(QDir(dir).filePath(QStringLiteral("notes.txt")), "mine");
    const RunResult r = runCli({QStringLiteral("render"), QStringLiteral("--steps"),
                                QStringLiteral("1..3"), QStringLiteral("--out"), dir + u'/'});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(QStringLiteral("frame-0004.png … frame-0006.png")), qPrintable(r.out));
    QCOMPARE(listing(dir),
             (QStringList{QStringLiteral("frame-0001.png"), QStringLiteral("frame-0002.png"),
                          QStringLiteral("frame-0003.png"), QStringLiteral("notes.txt")}));
    QVERIFY(!QImage(QDir(dir).filePath(QStringLiteral("frame-0003.png"))).isNull());
  }

  void aRecordedFileMustBeARegularFileOfBoundedSize_data() {
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("says");
    QTest::newRow("FIFO") << QStringLiteral("fifo") << QStringLiteral("not a regular file");
    QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero")
                               << QStringLiteral("not a regular file");
    QTest::newRow("folder") << QStringLiteral("folder") << QStringLiteral("not a regular file");
    QTest::newRow("17 MiB") << QStringLiteral("big") << QStringLiteral("at most");
  }
  void aRecordedFileMustBeARegularFileOfBoundedSize() {
    QFETCH(QString, kind);
    QFETCH(QString, says);
    const QString dir = folder(QStringLiteral("recorded"));
    QString path = QDir(dir).filePath(QStringLiteral("rec.json"));
    if (kind == QLatin1String("fifo"))
      QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0644), 0);
    else if (kind == QLatin1String("folder"))
      QVERIFY(QDir().mkpath(path));
    else if (kind == QLatin1String("big")) {
      put(path, {});
      QCOMPARE(::truncate(QFile::encodeName(path).constData(), 17 << 20), 0);
    } else {
      path = kind;
    }
    const RunResult r = runCli({QStringLiteral("sweep"), QStringLiteral("--sizes"),
                                QStringLiteral("64"), QStringLiteral("--recorded"), path},
                               30000);
    QVERIFY2(r.err != QStringLiteral("did not finish"), "sweep hung");
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(says), qPrintable(r.err));
  }
};

QTEST_GUILESS_MAIN(TestWrites)
#include "tst_writes.moc"
