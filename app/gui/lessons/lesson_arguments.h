// `convscope --lesson N [--lang L]`: the window opened at chapter N. Read from argv before any Qt
// object exists, like --lang, so main() can tell it from a subcommand.
#pragma once

#include <QString>

namespace convscope::lessons {

struct LessonRequest {
  bool given = false;
  int number = 0;
  QString error;  // non-empty: a bad value, fit to print
};
LessonRequest lessonFromArguments(int argc, char** argv);

// True when argv holds only --lesson and --lang options (and at least one --lesson).
bool onlyLessonWindowArguments(int argc, char** argv);

}  // namespace convscope::lessons
