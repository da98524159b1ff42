// The window's language helpers: preset names, choices and line heights in the translations'
// scripts. Which language is in use (--lang, the system locale) is app/text/language.h's.
#pragma once

#include <QString>
#include <QStringList>

#include "text/language.h"

class QFont;

namespace convscope::gui {

// A kernel preset's name in the window's language ("sobel-x" stays itself in English, the
// command line's --kernel value).
QString presetDisplayName(const QString& name);

// A choice's name and its explanation: "zero (reads 0 outside)" is "zero" in its box, the rest in
// its tooltip, so a narrow box shows its whole name. Text without "(" or "（" is all name.
struct Choice {
  QString name, explanation;
};
Choice splitChoice(const QString& text);

// The language choice is the command line's too: app/text/language.h decides it, and the
// window uses those same functions under their gui names.
using app::availableLanguages;
using app::installTranslations;
using app::languageForUiLanguages;
using app::languageFromArguments;
using app::LanguageRequest;
using app::onlyLanguageArguments;

// The height of one line of `font` in any script the translations use. A Chinese line is drawn
// with the CJK fallback family, whose lines are about a quarter taller than DejaVu's, so a
// widget sized by QFontMetrics(font).lineSpacing() clips translated text; size it with this.
int lineSpacingForAnyScript(const QFont& font);

}  // namespace convscope::gui
