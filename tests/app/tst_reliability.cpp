// Hostile input, as an attacker would give it: every command ends at once with the cause, never
// hangs on a FIFO or device, never replaces what is not a regular file, never passes off a
// wrong result. Each case runs with a bounded wait; "did not finish" is a hang.
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QSet>
#include <QSettings>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>

#include "cli_test_support.h"

using namespace cli_test;

namespace {

constexpr int kBoundMs = 30000;  // far above the fraction of a second these take; a hang is 120 s+

QString cut(const QString& text) {
  return text.left(400);
}

// A little-endian float32 .npy of ones with the dict's shape ("(1, 1, 8, 8)"), `count` values.
QByteArray npyOfOnes(const QByteArray& shape, int count) {
  QByteArray header = "{'descr': '<f4', 'fortran_order': False, 'shape': " + shape + ", }";
  while ((10 + header.size() + 1) % 64) header += ' ';
  header += '\n';
  QByteArray bytes("\x93NUMPY\x01\x00", 8);
  bytes += char(header.size() & 0xff);
  bytes += char(header.size() >> 8);
  bytes += header;
  const float one = 1.0f;
  for (int i = 0; i < count; ++i) bytes.append(reinterpret_cast<const char*>(&one), 4);
  return bytes;
}

// `args` run under sh with each of `limits` set first (ulimit's words: "-v 409600"), as a user
// would.
RunResult runLimited(const QStringList& limits, const QStringList& args, int timeoutMs) {
  QString script;
  for (const QString& limit : limits) script += QStringLiteral("ulimit %1 && ").arg(limit);
  QProcess process;
  process.start(QStringLiteral("/bin/sh"),
                QStringList{QStringLiteral("-c"), script + QStringLiteral("exec \"$0\" \"$@\""),
                            QStringLiteral(CONVSCOPE_BINARY)} +
                    args);
  return waitForResult(process, timeoutMs);
}

}  // namespace

class TestReliability : public QObject {
  Q_OBJECT

 private:
  QTemporaryDir m_dir;
  QString path(const QString& name) const { return m_dir.filePath(name); }
  static bool hasDisplay() { return !qEnvironmentVariableIsEmpty("DISPLAY"); }

  void write(const QString& name, const QByteArray& bytes) {
    QFile f(path(name));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
  }

  // Inputs that cannot be loaded: each row is an --image value, what the message must say, and
  // apply's exit code (2: the argument itself is wrong; 1: the file is).
  void unloadableRows() {
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("says");
    QTest::addColumn<int>("applyExit");
    QTest::newRow("missing file") << path(QStringLiteral("no-such.png"))
                                  << QStringLiteral("no such file") << 1;
    QTest::newRow("folder") << path(QStringLiteral("folder")) << QStringLiteral("is a folder") << 1;
    QTest::newRow("/dev/null") << QStringLiteral("/dev/null")
                               << QStringLiteral("not a regular file") << 1;
    QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero")
                               << QStringLiteral("not a regular file") << 1;
    QTest::newRow("FIFO without writer")
        << path(QStringLiteral("fifo.png")) << QStringLiteral("not a regular file") << 1;
    QTest::newRow("symlink loop") << path(QStringLiteral("loop-a.png"))
                                  << QStringLiteral("symbolic links") << 1;
    QTest::newRow("truncated PNG")
        << path(QStringLiteral("truncated.png")) << QStringLiteral("damaged or cut short") << 1;
    QTest::newRow("0x0 header") << path(QStringLiteral("zero.png"))
                                << QStringLiteral("at least 1×1, got 0×0") << 1;
    QTest::newRow("truncated JPEG")
        << path(QStringLiteral("half.jpg")) << QStringLiteral("damaged or cut short") << 1;
    QTest::newRow("digit:12") << QStringLiteral("digit:12") << QStringLiteral("sample 'digit'")
                              << 2;
    QTest::newRow("gradient:99999")
        << QStringLiteral("gradient:99999") << QStringLiteral("sample 'gradient'") << 2;
  }

 private slots:
  void initTestCase() {
    QVERIFY(m_dir.isValid());
    QVERIFY(QDir(m_dir.path()).mkdir(QStringLiteral("folder")));
    QCOMPARE(::mkfifo(QFile::encodeName(path(QStringLiteral("fifo.png"))).constData(), 0644), 0);
    QVERIFY(QFile::link(path(QStringLiteral("loop-b.png")), path(QStringLiteral("loop-a.png"))));
    QVERIFY(QFile::link(path(QStringLiteral("loop-a.png")), path(QStringLiteral("loop-b.png"))));
    static constexpr char kTruncated[] = "\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10garbage";
    write(QStringLiteral("truncated.png"), QByteArray(kTruncated, sizeof kTruncated - 1));
    write(QStringLiteral("zero.png"), pngHeaderOnly(0, 0));
    // A JPEG cut in half: libjpeg fills the lower half with gray and only warns.
    QImage photo(256, 256, QImage::Format_RGB32);
    for (int y = 0; y < 256; ++y)
      for (int x = 0; x < 256; ++x) photo.setPixel(x, y, qRgb(x, y, (x * y) & 255));
    QVERIFY(photo.save(path(QStringLiteral("whole.jpg")), "JPEG", 90));
    QFile whole(path(QStringLiteral("whole.jpg")));
    QVERIFY(whole.open(QIODevice::ReadOnly));
    const QByteArray bytes = whole.readAll();
    write(QStringLiteral("half.jpg"), bytes.left(bytes.size() / 2));
  }

  void applyEndsAtOnce_data() { unloadableRows(); }
  void applyEndsAtOnce() {
    QFETCH(QString, spec);
    QFETCH(QString, says);
    QFETCH(int, applyExit);
    const QString out = path(QStringLiteral("apply-out.npy"));
    const RunResult r = runCli(
        {QStringLiteral("apply"), QStringLiteral("--image"), spec, QStringLiteral("--kernel"),
         QStringLiteral("identity"), QStringLiteral("--out"), out},
        kBoundMs);
    QVERIFY2(r.err != QStringLiteral("did not finish"), "apply hung");
    QCOMPARE(r.exitCode, applyExit);
    QVERIFY2(r.err.contains(says), qPrintable(cut(r.err)));
    QVERIFY(!r.err.contains(QStringLiteral("libpng")));  // one line of ours, no decoder chatter
    QVERIFY(!QFile::exists(out));
  }

  // info reads the display's OpenGL from an offscreen context; without a display it says so.
  void infoNamesTheGlRenderer() {
    if (!hasDisplay()) QSKIP("needs a display (this test runs under xvfb-run in ctest)");
    const QJsonObject o =
        runJson({QStringLiteral("info"), QStringLiteral("--format"), QStringLiteral("json")});
    const QJsonObject gl = o.value(QStringLiteral("gl")).toObject();
    QVERIFY2(!gl.value(QStringLiteral("renderer")).toString().isEmpty(),
             qPrintable(QJsonDocument(o).toJson()));
    QVERIFY(!gl.value(QStringLiteral("version")).toString().isEmpty());
    const RunResult r = runCli({QStringLiteral("info")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QStringLiteral("OpenGL      ") +
                            gl.value(QStringLiteral("renderer")).toString()),
             qPrintable(r.out));
  }

  void infoWithoutADisplaySaysGlNeedsOne_data() {
    QTest::addColumn<QString>("display");  // empty: unset
    QTest::newRow("unset") << QString();
    QTest::newRow("unreachable") << QStringLiteral(":9876");
  }
  void infoWithoutADisplaySaysGlNeedsOne() {
    QFETCH(QString, display);
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    if (!display.isEmpty()) env.insert(QStringLiteral("DISPLAY"), display);
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(CONVSCOPE_BINARY), {QStringLiteral("info")});
    QVERIFY(process.waitForFinished(kBoundMs));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 0);
    const QString out = QString::fromUtf8(process.readAllStandardOutput());
    QVERIFY2(out.contains(QStringLiteral("OpenGL      none: needs a display")), qPrintable(out));
  }

  void renderEndsAtOnce_data() { unloadableRows(); }
  void renderEndsAtOnce() {
    if (!hasDisplay()) QSKIP("render needs a display (this test runs under xvfb-run in ctest)");
    QFETCH(QString, spec);
    QFETCH(QString, says);
    const QString out = path(QStringLiteral("render-out.png"));
    const RunResult r =
        runCli({QStringLiteral("render"), QStringLiteral("--image"), spec, QStringLiteral("--out"),
                out, QStringLiteral("--size"), QStringLiteral("800x600")},
               kBoundMs);
    QVERIFY2(r.err != QStringLiteral("did not finish"), "render hung");
    QCOMPARE(r.exitCode, 1);
    // The loader's own message, not "did not finish loading the input in time".
    QVERIFY2(r.err.contains(says), qPrintable(cut(r.err)));
    QVERIFY(!r.err.contains(QStringLiteral("in time")));
    QVERIFY(!QFile::exists(out));
  }

  void specialTargetsAreNotReplaced_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("says");
    QTest::newRow("symlink") << QStringLiteral("link") << QStringLiteral("symbolic link");
    QTest::newRow("FIFO") << QStringLiteral("fifo") << QStringLiteral("FIFO");
    QTest::newRow("read-only") << QStringLiteral("readonly") << QStringLiteral("read-only");
  }
  // A closed stderr or stdout once hung render: the X connection took descriptor 2 (or 1) and
  // the message went into it. Each now ends at once with its own exit status.
  void closedStandardStreamsEndAtOnce() {
    const auto withClosed = [](const QString& redirect, const QStringList& args) {
      QProcess process;
      process.start(
          QStringLiteral("/bin/sh"),
          QStringList{QStringLiteral("-c"), QStringLiteral("exec \"$0\" \"$@\" ") + redirect,
                      QStringLiteral(CONVSCOPE_BINARY)} +
              args);
      return waitForResult(process, 60000);
    };
    const QString png = path(QStringLiteral("closed-streams.png"));
    QCOMPARE(withClosed(QStringLiteral("2>&-"), {QStringLiteral("render"), QStringLiteral("--size"),
                                                 QStringLiteral("10x10")})
                 .exitCode,
             2);
    QCOMPARE(withClosed(QStringLiteral("2>&-"),
                        {QStringLiteral("render"), QStringLiteral("--image"),
                         path(QStringLiteral("missing.png")), QStringLiteral("--out"), png})
                 .exitCode,
             1);
    QVERIFY(!QFile::exists(png));
    const RunResult written =
        withClosed(QStringLiteral(">&-"), {QStringLiteral("render"), QStringLiteral("--out"), png});
    QVERIFY2(written.exitCode == 0, qPrintable(written.err));
    QVERIFY(QFile::exists(png));
  }

  void specialTargetsAreNotReplaced() {
    QFETCH(QString, name);
    QFETCH(QString, says);
    for (const QString& ext : {QStringLiteral(".npy"), QStringLiteral(".png")}) {
      const QString target = path(QStringLiteral("target-") + name + ext);
      const QString victim = path(QStringLiteral("victim.txt"));
      write(QStringLiteral("victim.txt"), "precious");
      QFile::remove(target);
      if (name == QLatin1String("link")) QVERIFY(QFile::link(victim, target));
      if (name == QLatin1String("fifo"))
        QCOMPARE(::mkfifo(QFile::encodeName(target).constData(), 0644), 0);
      if (name == QLatin1String("readonly")) {
        write(QFileInfo(target).fileName(), "kept");
        QVERIFY(QFile::setPermissions(target, QFile::ReadOwner | QFile::ReadGroup));
      }
      QStringList commands = {QStringLiteral("apply")};
      if (ext == QLatin1String(".png") && hasDisplay()) commands << QStringLiteral("render");
      for (const QString& command : commands) {
        QStringList args = {command, QStringLiteral("--image"), QStringLiteral("digit"),
                            QStringLiteral("--out"), target};
        if (command == QLatin1String("apply"))
          args << QStringLiteral("--kernel") << QStringLiteral("identity");
        const RunResult r = runCli(args, kBoundMs);
        QVERIFY2(r.err != QStringLiteral("did not finish"), qPrintable(command + " hung"));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(says), qPrintable(cut(r.err)));
        const QFileInfo after(target);
        if (name == QLatin1String("link")) QVERIFY(after.isSymLink());
        if (name == QLatin1String("readonly")) QVERIFY(!after.isWritable() || ::getuid() == 0);
        QFile v(victim);
        QVERIFY(v.open(QIODevice::ReadOnly));
        QCOMPARE(v.readAll(), QByteArray("precious"));
      }
      if (name == QLatin1String("fifo")) {
        struct stat st {};
        QCOMPARE(::lstat(QFile::encodeName(target).constData(), &st), 0);
        QVERIFY(S_ISFIFO(st.st_mode));
      }
    }
    QVERIFY(QDir(m_dir.path()).entryList({QStringLiteral(".convscope-*")}, QDir::Hidden).isEmpty());
  }

  // Linux names are bytes: `--out` with Latin-1 or stray bytes wrote a file named with U+FFFD
  // instead, and `--image`, `--input`, `--weights` and `--recorded` said "no such file" for files
  // that exist. QProcess passes arguments as UTF-8, so the names are made by printf in sh.
  void namesThatAreNotUtf8KeepTheirBytes() {
    const QByteArray dir = QFile::encodeName(path(QStringLiteral("bytes")));
    QVERIFY(QDir().mkpath(QFile::decodeName(dir)));
    // QTemporaryDir cannot remove names that are not UTF-8 (it decodes them): unlink by bytes,
    // in the folder and in the one folder of frames render makes there.
    const auto removeAll = qScopeGuard([&] {
      for (const QByteArray& folder : {dir + "/f\xe9", dir}) {
        if (DIR* d = ::opendir(folder.constData())) {
          while (const dirent* e = ::readdir(d)) ::unlink((folder + '/' + e->d_name).constData());
          ::closedir(d);
        }
        ::rmdir(folder.constData());
      }
    });
    const auto rawWrite = [&](const QByteArray& name, const QByteArray& bytes) {
      QFile f;
      const int fd = ::open((dir + '/' + name).constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
      QVERIFY(fd >= 0);
      QVERIFY(f.open(fd, QIODevice::WriteOnly, QFileDevice::AutoCloseHandle));
      QCOMPARE(f.write(bytes), bytes.size());
    };
    QByteArray png;
    QBuffer buffer(&png);
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    QVERIFY(patternImage(12, 10).save(&buffer, "PNG"));
    rawWrite("w\xff.png", png);
    rawWrite("i\xff.npy", npyOfOnes("(1, 1, 8, 8)", 64));
    rawWrite("k\xff.npy", npyOfOnes("(1, 1, 3, 3)", 9));
    QFile fixture(QStringLiteral(FIXTURE_FILE));
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    rawWrite("r\xff.json", fixture.readAll());

    const auto inDir = [&](const QString& script) {
      QProcess process;
      process.start(QStringLiteral("/bin/sh"),
                    {QStringLiteral("-c"), QStringLiteral("cd \"$1\" && ") + script,
                     QStringLiteral(CONVSCOPE_BINARY), QFile::decodeName(dir)});
      return waitForResult(process, 120000);
    };
    QStringList scripts{
        QStringLiteral("\"$0\" apply --image \"$(printf 'w\\377.png')\" --kernel identity "
                       "--out \"$(printf 'o\\351.png')\""),
        QStringLiteral("\"$0\" apply --image \"$(printf 'w\\377.png')\" --kernel identity "
                       "--out \"$(printf 'o\\377.npy')\""),
        QStringLiteral("\"$0\" apply --input \"$(printf 'i\\377.npy')\" --weights "
                       "\"$(printf 'k\\377.npy')\" --out \"$(printf 'y\\351.npy')\""),
        QStringLiteral("\"$0\" sweep --sizes 16 --recorded \"$(printf 'r\\377.json')\" "
                       "--format csv --out \"$(printf 's\\351.csv')\"")};
    QList<QByteArray> wanted{QByteArray("o\xe9.png"), QByteArray("o\xff.npy"),
                             QByteArray("y\xe9.npy"), QByteArray("s\xe9.csv")};
    // render reads and writes by the bytes too: a figure, and an animation's folder of frames.
    if (hasDisplay()) {
      scripts << QStringLiteral(
                     "\"$0\" render --size 1024x768 --image \"$(printf 'w\\377.png')\" --out "
                     "\"$(printf 'r\\351.png')\"")
              << QStringLiteral(
                     "\"$0\" render --size 1024x768 --image \"$(printf 'w\\377.png')\" --steps "
                     "1..2 --out \"$(printf 'f\\351')/\"");
      wanted << QByteArray("r\xe9.png") << QByteArray("f\xe9");
    }
    for (const QString& script : std::as_const(scripts)) {
      const RunResult r = inDir(script);
      QVERIFY2(r.exitCode == 0, qPrintable(script + QLatin1Char('\n') + cut(r.err)));
    }
    QSet<QByteArray> names;
    if (DIR* d = ::opendir(dir.constData())) {
      while (const dirent* e = ::readdir(d)) names.insert(QByteArray(e->d_name));
      ::closedir(d);
    }
    for (const QByteArray& want : std::as_const(wanted))
      QVERIFY2(names.contains(want), want.toPercentEncoding().constData());
    for (const QByteArray& name : names)
      QVERIFY2(!name.contains("\xef\xbf\xbd"), name.toPercentEncoding().constData());
    if (hasDisplay()) {
      struct stat st {};
      QCOMPARE(::stat((dir + "/f\xe9/frame-0002.png").constData(), &st), 0);
    }

    // The window takes its file argument by the bytes too: it starts, with no word about the
    // name, and asks for that file, which it saves as its input, by the bytes, while it runs.
    // That the window then shows the file is tests/gui's (test_window,
    // aFileNameThatIsNotUtf8OpensInTheWindow).
    if (!hasDisplay()) return;
    const QString ini = path(QStringLiteral("bytes-window.ini"));
    QProcess window;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("CONVSCOPE_SETTINGS"), ini);
    window.setProcessEnvironment(env);
    window.start(QStringLiteral("/bin/sh"),
                 {QStringLiteral("-c"),
                  QStringLiteral("cd \"$1\" && exec \"$0\" \"$(printf 'w\\377.png')\""),
                  QStringLiteral(CONVSCOPE_BINARY), QFile::decodeName(dir)});
    const auto saved = [&] {
      QFile f(ini);
      return f.open(QIODevice::ReadOnly) && f.readAll().contains("[state]");
    };
    QTRY_VERIFY_WITH_TIMEOUT(saved() || window.state() == QProcess::NotRunning, 120000);
    const QString said = QString::fromUtf8(window.readAllStandardError());
    const bool running = window.state() == QProcess::Running;
    window.kill();
    window.waitForFinished();
    QVERIFY2(running, qPrintable(cut(said)));
    const QSettings state(ini, QSettings::IniFormat);
    QCOMPARE(state.value(QStringLiteral("state/source")).toByteArray(), dir + "/w\xff.png");
  }

  // Under an address-space limit (ulimit -v) every command ends with its answer. A linked
  // OpenBLAS set itself up before main and retried a 129 MiB mmap for ever: `--version` hung at
  // 400 MiB. It is opened only for the work that needs it, and says what it lacks.
  void underAnAddressSpaceLimitCommandsEndWithAnAnswer_data() {
    QTest::addColumn<int>("kib");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("says");
    const QString npy = path(QStringLiteral("limit-out.npy"));
    for (int kib : {262144, 409600, 1048576}) {
      const QString mib = QString::number(kib / 1024) + QStringLiteral(" MiB ");
      QTest::newRow(qPrintable(mib + QStringLiteral("--version")))
          << kib << QStringList{QStringLiteral("--version")} << 0 << QStringLiteral("convscope ");
      QTest::newRow(qPrintable(mib + QStringLiteral("apply")))
          << kib
          << QStringList{QStringLiteral("apply"),
                         QStringLiteral("--image"),
                         QStringLiteral("digit"),
                         QStringLiteral("--kernel"),
                         QStringLiteral("identity"),
                         QStringLiteral("--out"),
                         npy}
          << 0 << QStringLiteral("wrote");
      QTest::newRow(qPrintable(mib + QStringLiteral("bench")))
          << kib
          << QStringList{QStringLiteral("bench"), QStringLiteral("--sizes"), QStringLiteral("64"),
                         QStringLiteral("--repeat"), QStringLiteral("1")}
          << 0 << QStringLiteral("parallel");
    }
    const QStringList layer{QStringLiteral("apply"),
                            QStringLiteral("--input"),
                            path(QStringLiteral("limit-x.npy")),
                            QStringLiteral("--weights"),
                            path(QStringLiteral("limit-w.npy")),
                            QStringLiteral("--engine"),
                            QStringLiteral("im2col"),
                            QStringLiteral("--threads"),
                            QStringLiteral("1"),
                            QStringLiteral("--out"),
                            npy};
    // render draws with OpenGL, whose software driver (Mesa's llvmpipe) maps hundreds of MiB and
    // crashes without a word when refused: under a limit it draws or says which limit stopped it
    // (exit code -1 here: either answer, never a crash).
    if (hasDisplay()) {
      for (int kib : {262144, 409600, 921600, 1048576}) {
        const QString mib = QString::number(kib / 1024);
        QTest::newRow(qPrintable(mib + QStringLiteral(" MiB render")))
            << kib
            << QStringList{QStringLiteral("render"), QStringLiteral("--size"),
                           QStringLiteral("1024x768"), QStringLiteral("--out"),
                           path(QStringLiteral("limit-%1.png").arg(mib))}
            << -1 << QStringLiteral("wrote");
      }
      QTest::newRow("900 MiB render --image camera")
          << 921600
          << QStringList{QStringLiteral("render"), QStringLiteral("--image"),
                         QStringLiteral("camera"), QStringLiteral("--out"),
                         path(QStringLiteral("limit-camera.png"))}
          << -1 << QStringLiteral("wrote");
      // A 4096² GPU run that cannot get its image ends with why, not at render's two-minute
      // bound on the window settling.
      QTest::newRow("1600 MiB render --resample 4096 --gpu")
          << 1638400
          << QStringList{QStringLiteral("render"), QStringLiteral("--resample"),
                         QStringLiteral("4096"),   QStringLiteral("--gpu"),
                         QStringLiteral("--out"),  path(QStringLiteral("limit-4096.png"))}
          << -1 << QStringLiteral("wrote");
    }
    QTest::newRow("256 MiB apply --engine im2col")
        << 262144 << layer << 1 << QStringLiteral("OpenBLAS needs");
    QTest::newRow("1024 MiB apply --engine im2col")
        << 1048576 << layer << 0 << QStringLiteral("wrote");
  }
  void underAnAddressSpaceLimitCommandsEndWithAnAnswer() {
#ifdef CONVSCOPE_SANITIZED
    QSKIP("ASan and an address-space limit do not mix (it reserves terabytes of shadow)");
#else
    QFETCH(int, kib);
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, says);
    write(QStringLiteral("limit-x.npy"), npyOfOnes("(1, 1, 8, 8)", 64));
    write(QStringLiteral("limit-w.npy"), npyOfOnes("(1, 1, 3, 3)", 9));
    const qsizetype outAt = args.indexOf(QStringLiteral("--out"));
    const QString out = outAt >= 0 ? args.value(outAt + 1) : QString();
    if (!out.isEmpty()) QFile::remove(out);
    const RunResult r = runLimited({QStringLiteral("-v %1").arg(kib)}, args, 120000);
    QVERIFY2(r.err != QStringLiteral("did not finish"), "hung");
    if (exitCode < 0) {
      // Either answer is right; a crash (-2) or a hang is not, nor a file left by a failure.
      QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(cut(r.err)));
      QCOMPARE(!out.isEmpty() && QFile::exists(out), r.exitCode == 0);
      if (r.exitCode == 1) {
        QVERIFY2(r.err.contains(QStringLiteral("ulimit -v")), qPrintable(r.err));
        return;
      }
      exitCode = 0;
    }
    QVERIFY2(r.exitCode == exitCode, qPrintable(cut(r.err)));
    QVERIFY2((r.out + r.err).contains(says), qPrintable(cut(r.out + r.err)));
    if (exitCode != 0) QVERIFY2(r.err.contains(QStringLiteral("ulimit -v")), qPrintable(r.err));
#endif
  }

  // A thread that cannot start: std::thread's exception aborted the parallel engine (core dump)
  // and libgomp ended the emulated GPU, oneDNN and bench with "Thread creation failed". Now the
  // work runs on the threads that did start, and a line says so. A stack of 2 GB a thread in an
  // address space of 1.5 GB stops every new thread, for root too; RLIMIT_NPROC does so for
  // others (root is exempt from it).
  void whenThreadsCannotStartTheWorkRunsOnFewer_data() {
    QTest::addColumn<QStringList>("limits");
    QTest::addColumn<QStringList>("args");
    const QString npy = path(QStringLiteral("threads-out.npy"));
    const QStringList image{QStringLiteral("apply"),
                            QStringLiteral("--image"),
                            QStringLiteral("camera"),
                            QStringLiteral("--kernel"),
                            QStringLiteral("sobel-x"),
                            QStringLiteral("--out"),
                            npy,
                            QStringLiteral("--engine")};
    const QStringList layer{QStringLiteral("apply"),
                            QStringLiteral("--input"),
                            path(QStringLiteral("limit-x.npy")),
                            QStringLiteral("--weights"),
                            path(QStringLiteral("limit-w.npy")),
                            QStringLiteral("--out"),
                            npy};
    const QStringList bench{QStringLiteral("bench"), QStringLiteral("--sizes"),
                            QStringLiteral("64"), QStringLiteral("--repeat"), QStringLiteral("1")};
    QList<std::pair<QString, QStringList>> limits{
        {QStringLiteral("no room for a stack"),
         {QStringLiteral("-s 2000000"), QStringLiteral("-v 1500000")}}};
    if (::getuid() != 0) limits.append({QStringLiteral("ulimit -u 1"), {QStringLiteral("-u 1")}});
    for (const auto& [name, limit] : limits) {
      QTest::newRow(qPrintable(name + QStringLiteral(": apply parallel")))
          << limit << image + QStringList{QStringLiteral("parallel")};
      QTest::newRow(qPrintable(name + QStringLiteral(": apply emulated")))
          << limit << image + QStringList{QStringLiteral("emulated")};
      QTest::newRow(qPrintable(name + QStringLiteral(": apply a layer"))) << limit << layer;
      QTest::newRow(qPrintable(name + QStringLiteral(": bench"))) << limit << bench;
    }
  }
  void whenThreadsCannotStartTheWorkRunsOnFewer() {
#ifdef CONVSCOPE_SANITIZED
    QSKIP("ASan and an address-space limit do not mix (it reserves terabytes of shadow)");
#else
    QFETCH(QStringList, limits);
    QFETCH(QStringList, args);
    write(QStringLiteral("limit-x.npy"), npyOfOnes("(1, 2, 16, 16)", 512));
    write(QStringLiteral("limit-w.npy"), npyOfOnes("(4, 2, 3, 3)", 72));
    if (QThread::idealThreadCount() < 2)
      QSKIP("one logical core: no engine asks for a second thread");
    const RunResult r = runLimited(limits, args, 120000);
    if (r.exitCode == 2 && r.err.contains(QStringLiteral("ulimit")))
      QSKIP(qPrintable(QStringLiteral("this shell may not set the limit: ") + r.err.trimmed()));
    QVERIFY2(r.err != QStringLiteral("did not finish"), "hung");
    QVERIFY2(r.exitCode == 0, qPrintable(cut(r.err)));
    QVERIFY2(r.err.contains(QStringLiteral("threads could start")), qPrintable(cut(r.err)));
    QVERIFY2(!r.err.contains(QStringLiteral("libgomp")), qPrintable(cut(r.err)));
#endif
  }

  void aLongLegalOutputNameWorks() {
    // 251 bytes + ".npy" = 255 = NAME_MAX; "<name>.part-<pid>" made it fail.
    const QString out = path(QString(251, QLatin1Char('n')) + QStringLiteral(".npy"));
    const RunResult r = runCli({QStringLiteral("apply"), QStringLiteral("--image"),
                                QStringLiteral("digit"), QStringLiteral("--kernel"),
                                QStringLiteral("identity"), QStringLiteral("--out"), out});
    QVERIFY2(r.exitCode == 0, qPrintable(cut(r.err)));
    QVERIFY(QFile::exists(out));
  }

  void effectiveWeightsMustBeFinite() {
    const QString out = path(QStringLiteral("nan.npy"));
    const RunResult r =
        runCli({QStringLiteral("apply"), QStringLiteral("--image"), QStringLiteral("digit"),
                QStringLiteral("--kernel"),
                QStringLiteral("1e38 1e38 1e38; 1e38 1e38 1e38; 1e38 1e38 1e38 / 1e-45"),
                QStringLiteral("--out"), out});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("after the divisor")), qPrintable(cut(r.err)));
    QVERIFY(!QFile::exists(out));
  }

  void messagesCutLongArguments() {
    const QString huge(120000, QLatin1Char('7'));  // under MAX_ARG_STRLEN (128 KiB)
    const RunResult r =
        runCli({QStringLiteral("apply"), QStringLiteral("--image"), QStringLiteral("digit"),
                QStringLiteral("--kernel"), huge + QStringLiteral(",1"), QStringLiteral("--out"),
                path(QStringLiteral("long.npy"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.size() < 2000, qPrintable(QString::number(r.err.size())));
    QVERIFY(r.err.contains(QStringLiteral("…")));
  }

  void mapChecksCudaGridLimitsIn64Bits() {
    RunResult r =
        runCli({QStringLiteral("map"), QStringLiteral("--size"), QStringLiteral("100x1600000"),
                QStringLiteral("--block"), QStringLiteral("1x16")});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(QStringLiteral("100000 in y")), qPrintable(cut(r.out)));
    QVERIFY2(r.err.contains(QStringLiteral("gridDim.y ≤ 65535")), qPrintable(cut(r.err)));

    r = runCli({QStringLiteral("map"), QStringLiteral("--size"),
                QStringLiteral("2147483647x2147483647"), QStringLiteral("--block"),
                QStringLiteral("16x16"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(r.exitCode, 1);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("grid")).toObject().value(QStringLiteral("x")).toInteger(),
             134217728);
    QVERIFY(o.value(QStringLiteral("idleThreads")).toInteger() > 0);
    QCOMPARE(o.value(QStringLiteral("withinCudaGridLimits")).toBool(true), false);
  }

  void outOfMemoryIsAMessageNotAnAbort() {
#ifdef CONVSCOPE_SANITIZED
    QSKIP("ASan and an address-space limit do not mix (it reserves terabytes of shadow)");
#else
    // 1.8 GB of address space: the 1 GiB input fits, the memcpy row's 1 GiB destination does not
    // (it threw std::bad_alloc through main: abort, core dump).
    QProcess process;
    process.start(QStringLiteral("/bin/sh"),
                  {QStringLiteral("-c"),
                   QStringLiteral("ulimit -v 1800000 && exec \"$0\" bench --sizes 16384 --engines "
                                  "parallel --repeat 1"),
                   QStringLiteral(CONVSCOPE_BINARY)});
    QVERIFY(process.waitForFinished(120000));
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    const QString out = QString::fromUtf8(process.readAllStandardOutput());
    QVERIFY2(out.contains(QStringLiteral("not enough memory")),
             qPrintable(cut(out + QString::fromUtf8(process.readAllStandardError()))));
#endif
  }

  void renderRefusesNanOptions() {
    if (!hasDisplay()) QSKIP("render needs a display (this test runs under xvfb-run in ctest)");
    const QString out = path(QStringLiteral("nan.png"));
    for (const QStringList& extra :
         {QStringList{QStringLiteral("--zoom"), QStringLiteral("nan")},
          QStringList{QStringLiteral("--gpu"), QStringLiteral("--replay"),
                      QStringLiteral("nan")}}) {
      const RunResult r = runCli(
          QStringList{QStringLiteral("render"), QStringLiteral("--out"), out} + extra, kBoundMs);
      QCOMPARE(r.exitCode, 2);  // a bad option value: a usage error, as in every subcommand
      QVERIFY2(r.err.contains(extra.at(extra.size() - 2)), qPrintable(cut(r.err)));
      QVERIFY(!QFile::exists(out));
    }
  }

  void renderStatesItsPixelBudget() {
    if (!hasDisplay()) QSKIP("render needs a display (this test runs under xvfb-run in ctest)");
    const QString out = path(QStringLiteral("huge.png"));
    const RunResult r =
        runCli({QStringLiteral("render"), QStringLiteral("--out"), out, QStringLiteral("--scale"),
                QStringLiteral("3"), QStringLiteral("--size"), QStringLiteral("7680x4320")},
               kBoundMs);
    QCOMPARE(r.exitCode, 2);  // options asking for too much: a usage error
    QVERIFY2(r.err.contains(QStringLiteral("23040 × 12960")) &&
                 r.err.contains(QStringLiteral("budget of 33.2 megapixels")),
             qPrintable(cut(r.err)));
    QVERIFY(!QFile::exists(out));
  }
};

QTEST_GUILESS_MAIN(TestReliability)
#include "tst_reliability.moc"
