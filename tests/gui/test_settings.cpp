// The window's settings file read back as it may really be: values out of range, NaN, text where
// a number belongs, a FIFO or folder where the file belongs, no HOME. Each falls back to what
// holds without it, says so in one log line, and never blocks.
#include <sys/stat.h>

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

#include "convscope/kernel.h"
#include "model/settings_store.h"
#include "model/workbench_model.h"

using convscope::model::SettingsStore;

class SettingsTest : public QObject {
  Q_OBJECT

  QTemporaryDir m_dir;

  QString writeIni(const QString& name, const QByteArray& text) {
    const QString path = m_dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return {};
    f.write(text);
    return path;
  }

  static void expectLogLine(const char* key) {
    QTest::ignoreMessage(
        QtWarningMsg, QRegularExpression(QStringLiteral("settings: %1=").arg(QLatin1String(key))));
  }

 private slots:
  void badNumbersFallBackToTheirDefaults_data() {
    QTest::addColumn<QString>("value");
    for (const char* v : {"nan", "inf", "-inf", "1e308", "-3", "0", "abc", "100"})
      QTest::newRow(v) << QString::fromLatin1(v);
  }
  void badNumbersFallBackToTheirDefaults() {
    QFETCH(QString, value);
    const QString path =
        writeIni(QStringLiteral("bad.ini"),
                 QStringLiteral("[window]\nzoom=%1\ntextScale=%1\n[lessons]\nchapter=%1\n")
                     .arg(value == QLatin1String("100") ? QStringLiteral("1000") : value)
                     .toUtf8());
    const SettingsStore store(path);
    QVERIFY(store.kept());
    // "0" and "-3" are numbers, just out of range; each bad value says so once.
    expectLogLine("window/zoom");
    QCOMPARE(store.zoom(), 1.0);
    expectLogLine("window/textScale");
    QCOMPARE(store.textScale(), 1.0);
    if (value != QLatin1String("0")) {  // chapter 0 is "none", a value in range
      expectLogLine("lessons/chapter");
      QCOMPARE(store.chapter(), 0);
    }
  }

  void goodValuesAreKept() {
    const QString path = writeIni(
        QStringLiteral("good.ini"),
        "[window]\nzoom=4\ntextScale=1.5\nspeed=30\nlanguage=zh_CN\n[lessons]\nchapter=3\n");
    const SettingsStore store(path);
    QCOMPARE(store.zoom(), 4.0);
    QCOMPARE(store.textScale(), 1.5);
    QCOMPARE(store.speed(), 30.0);
    QCOMPARE(store.language(), QStringLiteral("zh_CN"));
    QCOMPARE(store.chapter(), 3);
  }

  void aBadBlockOrStepFallsBack() {
    const QString path =
        writeIni(QStringLiteral("state.ini"),
                 "[state]\nsource=digit\nkernel=identity\npadding=zero\nblockX=0\nblockY=nan\n"
                 "step=nan\n");
    const SettingsStore store(path);
    expectLogLine("state/blockX");
    expectLogLine("state/blockY");
    expectLogLine("state/step");
    const auto state = store.choice();
    QVERIFY(state.has_value());
    QCOMPARE(state->block.x, 16);
    QCOMPARE(state->block.y, 16);
    QCOMPARE(state->step, 0LL);
  }

  // An input file whose name is not UTF-8 (Latin-1 "w\xff.png", kept as text/file_name.h
  // decodes it) comes back as that name; as text QSettings would write U+FFFD, a name no file
  // has, and the next start would say "no such file".
  void anInputNameThatIsNotUtf8ComesBackWhole() {
    const QString path = m_dir.filePath(QStringLiteral("bytes.ini"));
    const QString source =
        m_dir.filePath(QStringLiteral("w")) + QChar(0xdcff) + QStringLiteral(".png");
    {
      SettingsStore store(path);
      convscope::model::WorkbenchChoice state;
      state.input.source = source;
      state.kernel = convscope::presetKernel("identity").value();
      store.setChoice(state);
    }
    const SettingsStore again(path);
    const auto state = again.choice();
    QVERIFY(state.has_value());
    QCOMPARE(state->input.source, source);
  }

  // A FIFO with no writer blocked the window's start for good; a folder or device is not a file.
  void aSettingsPathThatIsNotAFileIsLeftAlone_data() {
    QTest::addColumn<QString>("kind");
    QTest::newRow("FIFO") << QStringLiteral("fifo");
    QTest::newRow("folder") << QStringLiteral("folder");
    QTest::newRow("/dev/zero") << QStringLiteral("device");
  }
  void aSettingsPathThatIsNotAFileIsLeftAlone() {
    QFETCH(QString, kind);
    QString path = m_dir.filePath(QStringLiteral("settings-") + kind);
    if (kind == QLatin1String("fifo"))
      QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0644), 0);
    if (kind == QLatin1String("folder")) QVERIFY(QDir().mkpath(path));
    if (kind == QLatin1String("device")) path = QStringLiteral("/dev/zero");
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("not a regular file")));
    SettingsStore store(path);
    QVERIFY(!store.kept());
    QCOMPARE(store.zoom(), 1.0);
    // This run's choices still hold for this run.
    store.setZoom(3);
    QCOMPARE(store.zoom(), 3.0);
    store.sync();
    struct stat st {};
    QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
    QVERIFY(!S_ISREG(st.st_mode));
  }

  void withoutHomeNothingGoesToTheRoot() {
    const QByteArray home = qgetenv("HOME");
    const QByteArray xdg = qgetenv("XDG_CONFIG_HOME");
    const QByteArray given = qgetenv("CONVSCOPE_SETTINGS");
    qunsetenv("HOME");
    qunsetenv("XDG_CONFIG_HOME");
    qunsetenv("CONVSCOPE_SETTINGS");
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("HOME is not set")));
    {
      SettingsStore store;
      QVERIFY(!store.kept());
      store.setZoom(2);
      store.sync();
    }
    qputenv("HOME", home);
    if (!xdg.isEmpty()) qputenv("XDG_CONFIG_HOME", xdg);
    if (!given.isEmpty()) qputenv("CONVSCOPE_SETTINGS", given);
    QVERIFY(!QFile::exists(QStringLiteral("/.config/ConvScope/convscope.ini")) ||
            QFileInfo(QStringLiteral("/.config/ConvScope/convscope.ini")).lastModified() <
                QDateTime::currentDateTime().addSecs(-60));
  }
};

QTEST_GUILESS_MAIN(SettingsTest)
#include "test_settings.moc"
