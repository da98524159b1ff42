#include "gui/widgets/translation.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetrics>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>
#include <algorithm>
#include <cmath>
#include <cstring>

namespace convscope::gui {

namespace {

// core knows no Qt, so the texts of its presets that the window shows are plain strings; they
// are listed here for lupdate. kernel_editor.cpp translates them at run time with this context
// (the text itself stays when there is no translation). cuda's reasons are worded by
// app/common/cuda_reason.h instead, by error code.
[[maybe_unused]] constexpr const char* kModuleTexts[] = {
    QT_TRANSLATE_NOOP("KernelPreset", "copies the input: the centre weight is 1"),
    QT_TRANSLATE_NOOP("KernelPreset", "averages the 3×3 neighbourhood"),
    QT_TRANSLATE_NOOP("KernelPreset", "a softer blur: the centre counts most"),
    QT_TRANSLATE_NOOP("KernelPreset", "boosts the centre against its neighbours"),
    QT_TRANSLATE_NOOP("KernelPreset", "edges in every direction (signed)"),
    QT_TRANSLATE_NOOP("KernelPreset", "strong edges, flat areas go black"),
    QT_TRANSLATE_NOOP("KernelPreset", "horizontal change: vertical edges (signed)"),
    QT_TRANSLATE_NOOP("KernelPreset", "vertical change: horizontal edges (signed)"),
    QT_TRANSLATE_NOOP("KernelPreset", "a relief lit from the top left"),
};
// The presets' names as the window shows them; English keeps the command line's names.
[[maybe_unused]] constexpr const char* kPresetNames[][2] = {
    QT_TRANSLATE_NOOP3("KernelPreset", "identity", "preset name"),
    QT_TRANSLATE_NOOP3("KernelPreset", "box-blur", "preset name"),
    QT_TRANSLATE_NOOP3("KernelPreset", "gaussian-blur", "preset name"),
    QT_TRANSLATE_NOOP3("KernelPreset", "sharpen", "preset name"),
    QT_TRANSLATE_NOOP3("KernelPreset", "laplacian", "preset name"),
    QT_TRANSLATE_NOOP3("KernelPreset", "outline", "preset name"),
    QT_TRANSLATE_NOOP3("KernelPreset", "sobel-x", "preset name"),
    QT_TRANSLATE_NOOP3("KernelPreset", "sobel-y", "preset name"),
    QT_TRANSLATE_NOOP3("KernelPreset", "emboss", "preset name"),
};

}  // namespace

Choice splitChoice(const QString& text) {
  qsizetype at = text.indexOf(QStringLiteral(" ("));
  if (at < 0) at = text.indexOf(QChar(0xFF08));  // "（"
  if (at <= 0) return {text, QString()};
  return {text.left(at).trimmed(), text};
}

QString presetDisplayName(const QString& name) {
  return QCoreApplication::translate("KernelPreset", name.toUtf8().constData(), "preset name");
}

namespace {

// "zh-Hans-CN", "zh_TW", "en_GB.UTF-8", "C": the language the window has for it, or empty.
QString languageFor(QString name) {
  name = name.trimmed().toLower().replace(QLatin1Char('-'), QLatin1Char('_'));
  const auto is = [&](const char* lang) {
    return name == QLatin1String(lang) || name.startsWith(QLatin1String(lang) + QLatin1Char('_')) ||
           name.startsWith(QLatin1String(lang) + QLatin1Char('.'));
  };
  if (is("zh")) return QStringLiteral("zh_CN");
  if (is("en") || is("c") || name == QLatin1String("posix")) return QStringLiteral("en");
  return {};
}

// lupdate names a context as the code spells it: ChannelView::tr() called from a free function
// inside namespace convscope::gui lands in "ChannelView", while tr() asks for the class's full
// name, "convscope::gui::ChannelView". Looking the bare class name up second finds both.
class ContextTolerantTranslator : public QTranslator {
 public:
  using QTranslator::QTranslator;
  QString translate(const char* context, const char* source, const char* disambiguation,
                    int n) const override {
    QString text = QTranslator::translate(context, source, disambiguation, n);
    if (!text.isEmpty() || !context) return text;
    const char* bare = std::strrchr(context, ':');
    return bare ? QTranslator::translate(bare + 1, source, disambiguation, n) : text;
  }
};

// --lang X or --lang=X at argv[i]: the value, advancing i past it; null when argv[i] is not one.
const char* languageValueAt(int argc, char** argv, int& i) {
  static constexpr char kEquals[] = "--lang=";
  if (std::strncmp(argv[i], kEquals, sizeof kEquals - 1) == 0) return argv[i] + sizeof kEquals - 1;
  if (std::strcmp(argv[i], "--lang") == 0) return i + 1 < argc ? argv[++i] : "";
  return nullptr;
}

}  // namespace

QStringList availableLanguages() {
  return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

LanguageRequest languageFromArguments(int argc, char** argv) {
  LanguageRequest request;
  for (int i = 1; i < argc; ++i) {
    const char* value = languageValueAt(argc, argv, i);
    if (!value) continue;
    request.given = true;
    request.language = languageFor(QString::fromLocal8Bit(value));
    request.error = request.language.isEmpty()
                        ? QStringLiteral("--lang must be %1, got '%2'")
                              .arg(availableLanguages().join(QLatin1String(" or ")),
                                   QString::fromLocal8Bit(value))
                        : QString();
  }
  return request;
}

bool onlyLanguageArguments(int argc, char** argv) {
  if (argc < 2) return false;
  for (int i = 1; i < argc; ++i)
    if (!languageValueAt(argc, argv, i)) return false;
  return true;
}

QString languageForUiLanguages(const QStringList& uiLanguages) {
  for (const QString& name : uiLanguages)
    if (const QString language = languageFor(name); !language.isEmpty()) return language;
  return QStringLiteral("en");
}

QString installTranslations(QCoreApplication& app, const QString& language) {
  const QString chosen =
      language.isEmpty() ? languageForUiLanguages(QLocale::system().uiLanguages()) : language;
  // An explicit choice also sets number and date formats, so a screenshot is the same anywhere.
  if (!language.isEmpty()) QLocale::setDefault(QLocale(chosen));
  // A language switch while the app runs: the last language's translators go first.
  static QList<QTranslator*> installed;
  for (QTranslator* t : std::as_const(installed)) {
    QCoreApplication::removeTranslator(t);
    delete t;
  }
  installed.clear();
  if (chosen == QLatin1String("en")) return chosen;  // the source text is English

  auto* own = new ContextTolerantTranslator(&app);
  if (!own->load(QStringLiteral(":/i18n/convscope_%1.qm").arg(chosen))) {
    // Only a broken build lacks it; the window still works, in English.
    qWarning("convscope: the %s translation is missing from this build", qPrintable(chosen));
    delete own;
    return QStringLiteral("en");
  }
  QCoreApplication::installTranslator(own);
  installed << own;
  // Qt's own strings (file dialog, context menus) come from the system's qt6-translations-l10n.
  auto* qt = new QTranslator(&app);
  if (qt->load(QStringLiteral("qtbase_") + chosen,
               QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
    QCoreApplication::installTranslator(qt);
    installed << qt;
  } else
    delete qt;
  return chosen;
}

int lineSpacingForAnyScript(const QFont& font) {
  // A line mixing families is as tall as the highest ascent plus the deepest descent among them.
  const QFontMetricsF primary(font);
  qreal ascent = primary.ascent(), descent = primary.descent(), leading = primary.leading();
  for (const QString& family : font.families()) {
    QFont single(font);
    single.setFamilies({family});
    const QFontMetricsF m(single);
    ascent = std::max(ascent, m.ascent());
    descent = std::max(descent, m.descent());
    leading = std::max(leading, m.leading());
  }
  return static_cast<int>(std::ceil(ascent + descent + std::max<qreal>(leading, 0)));
}

}  // namespace convscope::gui
