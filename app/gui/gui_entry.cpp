#include "gui/gui_entry.h"

#include <QApplication>
#include <cstdio>

#include "gui/gl_check.h"
#include "gui/main_window.h"
#include "gui/render_command.h"
#include "gui/theme.h"

namespace convscope::gui {

int runWindow(int argc, char** argv) {
  // Both checks come before any QOpenGLWidget exists: Qt 6.4 crashes making one without GL.
  if (const QString why = checkDisplay(argc, argv); !why.isEmpty()) {
    std::fprintf(stderr, "convscope: %s\n", qPrintable(why));
    return 1;
  }
  requestGlFormat();
  QApplication app(argc, argv);
  QApplication::setApplicationName(QStringLiteral("ConvScope"));
  if (const QString why = probeOpenGl(); !why.isEmpty()) {
    std::fprintf(stderr, "convscope: %s\n", qPrintable(why));
    return 1;
  }
  applyTheme(app);
  MainWindow window;
  window.resize(1600, 960);
  window.show();
  return QApplication::exec();
}

int runRender(int argc, char** argv) {
  return renderCommand(argc, argv);
}

}  // namespace convscope::gui
