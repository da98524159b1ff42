// The Chinese window: the language choice (--lang over the system locale), the window built with
// the zh_CN translation showing Chinese in a font that has the glyphs, and the translation file
// complete: no unfinished entry, placeholders and HTML tags kept, and no tr() string in app/gui
// or app/common, app/images and app/text left out of it (lupdate runs over the sources into a
// scratch copy).
#include <QApplication>
#include <QFile>
#include <QFontDatabase>
#include <QFontInfo>
#include <QGroupBox>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextLayout>
#include <QTranslator>
#include <QXmlStreamReader>

#include "common/cuda_reason.h"
#include "convscope/kernel.h"
#include "gui/gl/gl_check.h"
#include "gui/main_window.h"
#include "gui/widgets/theme.h"
#include "gui/widgets/translation.h"
#include "gui_test.h"
#include "test_paths.h"

using namespace convscope::gui;

namespace {

const QString kTsFile =
    QStringLiteral(CONVSCOPE_SOURCE_DIR "/resources/translations/convscope_zh_CN.ts");

struct TsMessage {
  QString context;
  QString source;
  QString translation;
  QString type;  // "", "unfinished", "vanished", "obsolete"
};

QList<TsMessage> readTs(const QString& path, QString* error) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    *error = file.errorString();
    return {};
  }
  QList<TsMessage> messages;
  QString context;
  QXmlStreamReader xml(&file);
  while (!xml.atEnd()) {
    if (xml.readNext() != QXmlStreamReader::StartElement) continue;
    if (xml.name() == QLatin1String("name")) {
      context = xml.readElementText();
    } else if (xml.name() == QLatin1String("message")) {
      messages.append({context, {}, {}, {}});
    } else if (xml.name() == QLatin1String("source") && !messages.isEmpty()) {
      messages.last().source = xml.readElementText();
    } else if (xml.name() == QLatin1String("translation") && !messages.isEmpty()) {
      messages.last().type = xml.attributes().value(QLatin1String("type")).toString();
      messages.last().translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
    }
  }
  if (xml.hasError()) *error = xml.errorString();
  return messages;
}

bool live(const TsMessage& m) {
  return m.type != QLatin1String("vanished") && m.type != QLatin1String("obsolete");
}

// The strings a translator has left to do, one per line, for the failure message.
QStringList untranslated(const QList<TsMessage>& messages) {
  QStringList out;
  for (const TsMessage& m : messages)
    if (live(m) && (m.type == QLatin1String("unfinished") || m.translation.isEmpty()))
      out << QStringLiteral("  [%1] %2").arg(m.context, m.source.left(100));
  return out;
}

QStringList sortedMatches(const QString& text, const QRegularExpression& re) {
  QStringList found;
  for (auto it = re.globalMatch(text); it.hasNext();) found << it.next().captured(0);
  found.sort();
  return found;
}

QString runConvscope(const QStringList& args, const QMap<QString, QString>& env, int* exitCode) {
  QProcess p;
  QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
  for (const char* name : {"LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES"})
    e.remove(QString::fromLatin1(name));
  for (auto it = env.begin(); it != env.end(); ++it) e.insert(it.key(), it.value());
  p.setProcessEnvironment(e);
  p.start(QStringLiteral(CONVSCOPE_BINARY), args);
  p.waitForFinished(120000);
  *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
  return QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
}

}  // namespace

class TranslationTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    // Not a pass: the Chinese window is part of what this checks.
    if (const QString why = probeOpenGl(); !why.isEmpty()) QFAIL(qPrintable(why));
  }

  void systemLanguagesPickChineseOrEnglish() {
    QCOMPARE(languageForUiLanguages({QStringLiteral("zh-Hans-CN"), QStringLiteral("zh-CN")}),
             QStringLiteral("zh_CN"));
    QCOMPARE(languageForUiLanguages({QStringLiteral("zh-TW")}), QStringLiteral("zh_CN"));
    QCOMPARE(languageForUiLanguages({QStringLiteral("de-DE"), QStringLiteral("zh")}),
             QStringLiteral("zh_CN"));
    QCOMPARE(languageForUiLanguages({QStringLiteral("en-US"), QStringLiteral("zh-CN")}),
             QStringLiteral("en"));
    QCOMPARE(languageForUiLanguages({QStringLiteral("C")}), QStringLiteral("en"));
    QCOMPARE(languageForUiLanguages({QStringLiteral("fr-FR")}), QStringLiteral("en"));
    QCOMPARE(languageForUiLanguages({}), QStringLiteral("en"));
  }

  void langArgumentIsRead() {
    QByteArray a0("convscope"), a1("render"), a2("--lang"), a3("zh_CN"), a4("--lang=en"),
        a5("--lang=fr");
    char* both[] = {a0.data(), a1.data(), a2.data(), a3.data()};
    LanguageRequest r = languageFromArguments(4, both);
    QVERIFY(r.given);
    QCOMPARE(r.language, QStringLiteral("zh_CN"));
    QVERIFY(r.error.isEmpty());
    char* equals[] = {a0.data(), a4.data()};
    QCOMPARE(languageFromArguments(2, equals).language, QStringLiteral("en"));
    QVERIFY(onlyLanguageArguments(2, equals));
    char* bad[] = {a0.data(), a5.data()};
    QVERIFY(languageFromArguments(2, bad).error.contains(QLatin1String("zh_CN")));
    char* none[] = {a0.data(), a1.data()};
    QVERIFY(!languageFromArguments(2, none).given);
    QVERIFY(!onlyLanguageArguments(2, none));
    QVERIFY(!onlyLanguageArguments(4, both));  // "render" is a subcommand
    char* dangling[] = {a0.data(), a2.data()};
    QVERIFY(!languageFromArguments(2, dangling).error.isEmpty());
  }

  // The binary end to end: LANG picks Chinese, --lang overrides it both ways, a bad value fails.
  void localeAndLangOptionChooseTheBinarysLanguage() {
    int rc = 0;
    const QString help = QStringLiteral("--help");
    QString out = runConvscope({QStringLiteral("render"), help},
                               {{QStringLiteral("LANG"), QStringLiteral("zh_CN.UTF-8")}}, &rc);
    QCOMPARE(rc, 0);
    QVERIFY2(out.contains(QStringLiteral("用法：convscope render")), qPrintable(out));
    out = runConvscope(
        {QStringLiteral("render"), help, QStringLiteral("--lang"), QStringLiteral("en")},
        {{QStringLiteral("LANG"), QStringLiteral("zh_CN.UTF-8")}}, &rc);
    QVERIFY2(out.startsWith(QStringLiteral("Usage: convscope render")), qPrintable(out));
    out = runConvscope({QStringLiteral("render"), help, QStringLiteral("--lang=zh_CN")},
                       {{QStringLiteral("LANG"), QStringLiteral("C")}}, &rc);
    QVERIFY2(out.contains(QStringLiteral("窗口的语言")), qPrintable(out));
    out = runConvscope({QStringLiteral("--lang"), QStringLiteral("fr")}, {}, &rc);
    QCOMPARE(rc, 2);
    QVERIFY2(out.contains(QStringLiteral("--lang must be en or zh_CN")), qPrintable(out));
  }

  void windowSpeaksChinese() {
    QCOMPARE(installTranslations(*qApp, QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    QCOMPARE(window.windowTitle(), QStringLiteral("ConvScope — 为什么卷积要在 GPU 上运行"));
    QLabel* cpuTitle = nullptr;
    for (QLabel* label : window.findChildren<QLabel*>())
      if (label->text() == QStringLiteral("CPU · 每步算一个输出像素")) cpuTitle = label;
    QVERIFY2(cpuTitle, "the CPU panel title is not in Chinese");
    bool runButton = false;
    for (QPushButton* b : window.findChildren<QPushButton*>())
      runButton = runButton || b->text() == QStringLiteral("在 GPU 上运行");
    QVERIFY(runButton);
    QStringList boxes;
    for (QGroupBox* box : window.findChildren<QGroupBox*>()) boxes << box->title();
    QVERIFY2(boxes.contains(QStringLiteral("2 · 卷积核与参数")), qPrintable(boxes.join(',')));

    // Boxes instead of glyphs happen when no family in the theme's list covers Chinese.
    bool cjk = false;
    for (const QString& family : cpuTitle->font().families())
      cjk = cjk || QFontDatabase::writingSystems(family).contains(QFontDatabase::SimplifiedChinese);
    QVERIFY2(cjk,
             qPrintable(QStringLiteral("no font in %1 has Chinese glyphs: install fonts-noto-cjk")
                            .arg(cpuTitle->font().families().join(QStringLiteral(", ")))));

    // core's preset descriptions reach the window as plain strings: each needs its entry.
    for (const convscope::KernelPreset& preset : convscope::kernelPresets()) {
      const QByteArray text(preset.description.data(),
                            static_cast<qsizetype>(preset.description.size()));
      QVERIFY2(
          QCoreApplication::translate("KernelPreset", text.constData()) != QString::fromUtf8(text),
          qPrintable(QStringLiteral("core preset '%1' has no Chinese description: add it to "
                                    "kModuleTexts in app/gui/translation.cpp")
                         .arg(QString::fromUtf8(text))));
    }
    // ChannelView::tr() from a free function: lupdate files it under the bare class name, while
    // the call asks for "convscope::gui::ChannelView"; every such entry must still be found.
    QString error;
    for (const TsMessage& m : readTs(kTsFile, &error)) {
      if (!live(m) || m.context.contains(QLatin1Char(':'))) continue;
      const QByteArray qualified = "convscope::gui::" + m.context.toUtf8();
      QCOMPARE(QCoreApplication::translate(qualified.constData(), m.source.toUtf8().constData()),
               m.translation);
    }
    // cuda's reasons are English for the log; the window says them in Chinese by CUDA's error
    // code, and keeps CUDA's own text (call, file, line, code) for the details.
    const QString noDriver = QStringLiteral(
        "no NVIDIA driver (or one older than the CUDA runtime): cudaGetDeviceCount(&count) "
        "failed at device.cpp:23: cudaErrorInsufficientDriver (CUDA driver version is "
        "insufficient for CUDA runtime version)");
    const convscope::app::CudaReason why = convscope::app::cudaReasonInWords(noDriver);
    QCOMPARE(why.words, QStringLiteral("没有 NVIDIA 驱动程序，或驱动比 ConvScope 构建时所用的 "
                                       "CUDA 运行时旧"));
    QCOMPARE(why.detail, noDriver);
    QCOMPARE(
        convscope::app::cudaReasonInWords(QStringLiteral("cudaMalloc failed: cudaErrorNoDevice (no "
                                                         "CUDA-capable device is detected)"))
            .words,
        QStringLiteral("这台计算机里没有支持 CUDA 的 GPU"));
    // A headline that says it all has no English detail to show beside the translation; one
    // that ends in CUDA's code keeps it, also behind a prefix (the sweep's interop note).
    const convscope::app::CudaReason noCuda = convscope::app::cudaReasonInWords(
        QStringLiteral("built without CUDA (nvcc was not found when ConvScope was configured)"));
    QVERIFY2(noCuda.words.contains(QStringLiteral("CUDA")) && noCuda.detail.isEmpty(),
             qPrintable(noCuda.detail));
    const QString refused = QStringLiteral(
        "interop is not available: CUDA cannot register GL texture 3: "
        "cudaGraphicsGLRegisterImage failed at gl_output.cpp:80: cudaErrorOperatingSystem");
    const convscope::app::CudaReason notRegistered = convscope::app::cudaReasonInWords(refused);
    QVERIFY2(notRegistered.words.contains(QStringLiteral("OpenGL")),
             qPrintable(notRegistered.words));
    QCOMPARE(notRegistered.detail, refused);
    // An unknown code still gets a Chinese sentence, by the Status kind.
    QCOMPARE(convscope::app::cudaReasonInWords(QStringLiteral("cudaFoo failed: cudaErrorBar"),
                                               convscope::StatusCode::DeviceError)
                 .words,
             QStringLiteral("一次 CUDA 调用失败"));
    for (QTranslator* t : qApp->findChildren<QTranslator*>()) QCoreApplication::removeTranslator(t);
  }

  // Widgets sized for N lines must hold N lines of Chinese, drawn in the taller CJK fallback.
  void lineSpacingHoldsChineseLines() {
    for (const QFont& font : {uiFont(), monoFont(0.92), uiFont(1.15, true)}) {
      QTextLayout layout(QStringLiteral("线程束 4，lane 17；全局线程编号 401"), font);
      layout.beginLayout();
      const QTextLine line = layout.createLine();
      layout.endLayout();
      QVERIFY(line.isValid());
      QVERIFY2(line.height() <= lineSpacingForAnyScript(font),
               qPrintable(QStringLiteral("%1: a Chinese line is %2 px, lineSpacingForAnyScript %3")
                              .arg(font.family())
                              .arg(line.height())
                              .arg(lineSpacingForAnyScript(font))));
      QVERIFY(lineSpacingForAnyScript(font) >= QFontMetrics(font).lineSpacing());
    }
  }

  void translationFileIsComplete() {
    QString error;
    const QList<TsMessage> messages = readTs(kTsFile, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(messages.size() > 100);
    const QStringList todo = untranslated(messages);
    QVERIFY2(todo.isEmpty(), qPrintable(QStringLiteral("%1 unfinished in %2:\n%3")
                                            .arg(todo.size())
                                            .arg(kTsFile, todo.join(QLatin1Char('\n')))));
    static const QRegularExpression placeholder(QStringLiteral("%\\d|%p%"));
    static const QRegularExpression tag(QStringLiteral("</?\\w+"));
    for (const TsMessage& m : messages) {
      if (!live(m)) continue;
      QVERIFY2(
          sortedMatches(m.source, placeholder) == sortedMatches(m.translation, placeholder),
          qPrintable(QStringLiteral("placeholders differ: %1 → %2").arg(m.source, m.translation)));
      QVERIFY2(
          sortedMatches(m.source, tag) == sortedMatches(m.translation, tag),
          qPrintable(QStringLiteral("HTML tags differ: %1 → %2").arg(m.source, m.translation)));
    }
  }

  // A tr() string added to the window without a translation fails here, not on a user's screen.
  void everySourceStringIsInTheTranslation() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString copy = dir.filePath(QStringLiteral("convscope_zh_CN.ts"));
    QVERIFY(QFile::copy(kTsFile, copy));
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    QProcess lupdate;
    lupdate.setWorkingDirectory(QStringLiteral(CONVSCOPE_SOURCE_DIR));
    lupdate.start(
        QStringLiteral(CONVSCOPE_LUPDATE),
        {QStringLiteral("-I"), QStringLiteral("app"), QStringLiteral("app/gui"),
         QStringLiteral("app/common"), QStringLiteral("app/images"), QStringLiteral("app/text"),
         QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
         QStringLiteral("-ts"), copy});
    QVERIFY(lupdate.waitForFinished(120000));
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAllStandardError().constData());
    QString error;
    const QStringList todo = untranslated(readTs(copy, &error));
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(todo.isEmpty(),
             qPrintable(QStringLiteral("%1 tr() strings have no Chinese translation yet:\n%2\n"
                                       "Run `cmake --build <build> --target update_translations`, "
                                       "translate them in %3 (see resources/translations/"
                                       "README.md) and commit the .ts.")
                            .arg(todo.size())
                            .arg(todo.join(QLatin1Char('\n')), kTsFile)));
  }
};

CONVSCOPE_GUI_TEST_MAIN(TranslationTest)

#include "test_translation.moc"
