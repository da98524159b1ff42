// The lessons speak English and Simplified Chinese from their own data: every sentence is stored
// in both languages side by side (a reviewer reads them together), and `convscope lessons
// --lang zh_CN` lists the chapters without a display or a Qt translator.
#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace convscope::lessons {

enum class Language { En, ZhCN };

// One piece of text in both languages, UTF-8 literals.
struct Bilingual {
  const char* en = "";
  const char* zh = "";
  QString in(Language language) const {
    return QString::fromUtf8(language == Language::ZhCN ? zh : en);
  }
};

// "en", "zh_CN" (also "zh", "zh-CN", "zh_Hans"); nothing for anything else.
std::optional<Language> languageFromName(const QString& name);
QString languageName(Language language);  // "en" or "zh_CN"

// The language of the running program: QLocale's default, which the window's --lang (or the
// system locale) sets; Chinese of any variant reads the Chinese text.
Language currentLanguage();

// The first of a locale's UI languages that the lessons speak ("en" when none).
Language languageForUiLanguages(const QStringList& uiLanguages);

}  // namespace convscope::lessons
