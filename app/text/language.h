// The language of the window and of the command line. resources/translations/convscope_<lang>.ts
// (the window) and convscope_cli_<lang>.ts (the subcommands' help and messages) are compiled into
// the binary (":/i18n/..."); `--lang zh_CN|en` picks one, otherwise the system locale (LANGUAGE,
// LC_ALL, LC_MESSAGES, LANG) does, so a Chinese desktop gets the Chinese window and help.
#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;

namespace convscope::app {

// The languages the window speaks, as --lang takes them: "en" first (the source text).
QStringList availableLanguages();

// What --lang asked for, read from argv before any Qt object exists (like --scale): the
// language, or an error when the value is not one of availableLanguages().
struct LanguageRequest {
  bool given = false;  // --lang appeared
  QString language;    // canonical: "en", "zh_CN"
  QString error;       // non-empty: a bad value, fit to print
};
LanguageRequest languageFromArguments(int argc, char** argv);

// True when argv holds nothing but --lang options: `convscope --lang zh_CN` opens the window.
bool onlyLanguageArguments(int argc, char** argv);

// The language for a locale's UI languages ("zh-Hans-CN", "en-US", ...): the first one the
// window speaks, "en" when none. Every Chinese variant maps to zh_CN, the only Chinese there is.
QString languageForUiLanguages(const QStringList& uiLanguages);

// Installs the translators for `language` (empty: the system locale's) on the running
// application, with Qt's own qtbase translation when the system has it (standard dialogs).
// Returns the language in use. Call after the application object exists and before any text is
// made.
QString installTranslations(QCoreApplication& app, const QString& language);

}  // namespace convscope::app
