// The words the lessons use, each explained for a beginner in both languages. A chapter's text
// links them (<a href="term:warp">); the lesson panel shows the entry when one is clicked.
#pragma once

#include <QString>
#include <vector>

#include "gui/lessons/lesson_text.h"

namespace convscope::lessons {

struct Term {
  const char* id;  // what term: links name, e.g. "warp"
  Bilingual name;  // "Warp", "线程束（warp）"
  Bilingual meaning;
};

const std::vector<Term>& glossary();
const Term* term(const QString& id);  // null when unknown

}  // namespace convscope::lessons
