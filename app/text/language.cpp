#include "text/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>
#include <cstring>

namespace convscope::app {

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
  // The command line's own texts (help, messages) are a catalogue of their own.
  auto* cli = new ContextTolerantTranslator(&app);
  if (cli->load(QStringLiteral(":/i18n/convscope_cli_%1.qm").arg(chosen))) {
    QCoreApplication::installTranslator(cli);
    installed << cli;
  } else
    delete cli;
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

}  // namespace convscope::app
