// The window's language (chosen as app/common/language.h says) and the line height its scripts
// need.
#pragma once

#include "common/language.h"

class QFont;

namespace convscope::gui {

// The language choice is shared with the command line (app/common/language.h).
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
