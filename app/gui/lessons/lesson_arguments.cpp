#include "gui/lessons/lesson_arguments.h"

#include <cstring>

#include "lesson_text/chapters.h"

namespace convscope::lessons {

namespace {

// The value of `--name X` or `--name=X` at argv[i], advancing i past it; null when not one.
const char* valueAt(const char* name, int argc, char** argv, int& i) {
  const size_t n = std::strlen(name);
  if (std::strcmp(argv[i], name) == 0) return i + 1 < argc ? argv[++i] : "";
  if (std::strncmp(argv[i], name, n) == 0 && argv[i][n] == '=') return argv[i] + n + 1;
  return nullptr;
}

}  // namespace

LessonRequest lessonFromArguments(int argc, char** argv) {
  LessonRequest r;
  for (int i = 1; i < argc; ++i) {
    const char* value = valueAt("--lesson", argc, argv, i);
    if (!value) continue;
    r.given = true;
    bool ok = false;
    r.number = QString::fromLocal8Bit(value).toInt(&ok);
    if (!ok || !chapter(r.number))
      r.error = QStringLiteral("--lesson must be a chapter from 1 to %1, got '%2'")
                    .arg(chapters().size())
                    .arg(QString::fromLocal8Bit(value));
  }
  return r;
}

bool onlyLessonWindowArguments(int argc, char** argv) {
  bool lesson = false;
  for (int i = 1; i < argc; ++i) {
    if (valueAt("--lesson", argc, argv, i)) {
      lesson = true;
      continue;
    }
    if (!valueAt("--lang", argc, argv, i)) return false;
  }
  return lesson;
}

}  // namespace convscope::lessons
