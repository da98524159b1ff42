// The window's language. resources/translations/convscope_<lang>.ts is compiled into the binary
// (":/i18n/convscope_<lang>.qm"); `--lang zh_CN|en` picks one, otherwise the system locale
// (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) does, so a Chinese desktop gets the Chinese window.
#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;
class QFont;

namespace convscope::gui {

// The languages the window speaks, as --lang takes them: "en" first (the source text).
QStringList availableLanguages();

// A kernel preset's name in the window's language ("sobel-x" stays itself in English, the
// command line's --kernel value).
QString presetDisplayName(const QString& name);

// A choice's name and its explanation: "zero (reads 0 outside)" is "zero" in its box, the rest in
// its tooltip, so a narrow box shows its whole name. Text without "(" or "（" is all name.
struct Choice {
  QString name, explanation;
};
Choice splitChoice(const QString& text);

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
// Returns the language in use. Call after QApplication exists and before any window is built.
QString installTranslations(QCoreApplication& app, const QString& language);

// The height of one line of `font` in any script the translations use. A Chinese line is drawn
// with the CJK fallback family, whose lines are about a quarter taller than DejaVu's, so a
// widget sized by QFontMetrics(font).lineSpacing() clips translated text; size it with this.
int lineSpacingForAnyScript(const QFont& font);

}  // namespace convscope::gui
