#include "common/progress_line.h"

#include <unistd.h>

#include "common/cli_support.h"

namespace convscope::cli {

ProgressLine::ProgressLine(bool wanted) : m_active(wanted && ::isatty(STDERR_FILENO) == 1) {}

ProgressLine::~ProgressLine() {
  if (m_shown) printErr(QStringLiteral("\r\033[K"));
}

void ProgressLine::show(const QString& text) {
  if (!m_active) return;
  printErr(QStringLiteral("\r\033[K") + text);
  m_shown = true;
}

}  // namespace convscope::cli
