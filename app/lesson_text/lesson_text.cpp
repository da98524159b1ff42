#include "lesson_text/lesson_text.h"

#include <QCoreApplication>
#include <QLocale>

namespace convscope::lessons {

std::optional<Language> languageFromName(const QString& name) {
  const QString n = name.trimmed().toLower().replace(QLatin1Char('-'), QLatin1Char('_'));
  if (n == QLatin1String("en") || n.startsWith(QLatin1String("en_"))) return Language::En;
  if (n == QLatin1String("zh") || n.startsWith(QLatin1String("zh_"))) return Language::ZhCN;
  return std::nullopt;
}

QString languageName(Language language) {
  return language == Language::ZhCN ? QStringLiteral("zh_CN") : QStringLiteral("en");
}

Language currentLanguage() {
  // The window's translator decides, so the lessons speak the language of the rest of the
  // window even when the system locale and LANGUAGE disagree; without one, QLocale's default.
  if (QCoreApplication::instance()) {
    const char* source = "Timings";
    const QString translated = QCoreApplication::translate("convscope::gui::MainWindow", source);
    if (translated != QLatin1String(source)) return Language::ZhCN;
    if (QLocale().language() != QLocale::Chinese) return Language::En;
  }
  return QLocale().language() == QLocale::Chinese ? Language::ZhCN : Language::En;
}

Language languageForUiLanguages(const QStringList& uiLanguages) {
  for (const QString& ui : uiLanguages)
    if (const auto l = languageFromName(ui)) return *l;
  return Language::En;
}

}  // namespace convscope::lessons
