// The progress line of the long subcommands (bench, sweep, render --steps).
#pragma once

#include <QString>

namespace convscope::cli {

// A progress line on stderr that rewrites itself, only where a person watches: when `wanted`
// (text output, say) and stderr is a terminal. A pipe, a file or a test gets the report alone.
// The line is erased when the object goes, so the report that follows starts clean.
class ProgressLine {
 public:
  explicit ProgressLine(bool wanted = true);
  ~ProgressLine();
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;

  bool active() const { return m_active; }
  void show(const QString& text);  // replaces what the line said

 private:
  bool m_active = false;
  bool m_shown = false;
};

}  // namespace convscope::cli
