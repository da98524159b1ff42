#include "gui/gui_entry.h"

#include <QApplication>
#include <cstdio>

#include "gui/gl/gl_check.h"
#include "gui/main_window.h"
#include "gui/render/render_command.h"
#include "gui/widgets/theme.h"
#include "gui/widgets/translation.h"

namespace convscope::gui {

int runWindow(int argc, char** argv) {
  const LanguageRequest language = languageFromArguments(argc, argv);
  if (!language.error.isEmpty()) {
    std::fprintf(stderr, "convscope: %s\n", qPrintable(language.error));
    return 2;  // a usage error, as in the command line
  }
  // Both checks come before any GL surface exists: Qt 6.4 crashes making one without GL.
  if (const QString why = checkDisplay(argc, argv); !why.isEmpty()) {
    std::fprintf(stderr, "convscope: %s\n", qPrintable(why));
    return 1;
  }
  requestGlFormat();
  QApplication app(argc, argv);
  QApplication::setApplicationName(QStringLiteral("ConvScope"));
  installTranslations(app, language.language);
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
