// The words the app uses, each explained for a beginner in both languages: the one text of each
// term. A chapter's text links them (<a href="term:warp">) and the lesson panel shows the entry;
// the workbench's tooltips (glossaryTip) and Help → Glossary show the same words. Data, not tr():
// both languages stand side by side here, so the translation file never holds a second copy.
#pragma once

#include <QString>
#include <initializer_list>
#include <vector>

#include "lesson_text/lesson_text.h"

namespace convscope::lessons {

struct Term {
  const char* id;  // what term: links name, e.g. "warp"
  Bilingual name;  // "Warp", "线程束（warp）"
  Bilingual meaning;
};

const std::vector<Term>& glossary();
const Term* term(const QString& id);  // null when unknown

// "<b>Name</b>: meaning" in the current language (currentLanguage()), as rich text so a tooltip
// wraps it; empty for an unknown id.
QString glossaryTip(const char* id);

// A tooltip for a widget whose text uses several terms: `what` (plain text, what the widget
// does; may be empty) first, then one paragraph per term, in the current language.
QString glossaryTips(const QString& what, std::initializer_list<const char*> ids);

}  // namespace convscope::lessons
