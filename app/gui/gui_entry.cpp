#include "gui/gui_entry.h"

#include <sys/stat.h>
#include <unistd.h>

#include <QApplication>
#include <QIcon>
#include <QScreen>
#include <climits>
#include <cstdio>

#include "gui/gl/address_space_guard.h"
#include "gui/gl/gl_check.h"
#include "gui/lessons/lesson_arguments.h"
#include "gui/main_window.h"
#include "gui/render_command.h"
#include "gui/widgets/theme.h"
#include "gui/widgets/translation.h"
#include "gui/window_session.h"
#include "text/file_name.h"
#include "text/number_text.h"

namespace convscope::gui {

using model::SettingsStore;

QString fileFromArguments(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const QByteArray arg(argv[i]);
    if (arg == "--lang" || arg == "--lesson") {
      ++i;  // its value
      continue;
    }
    if (arg.startsWith('-')) continue;
    // By the name's bytes, which need not be UTF-8 (text/file_name.h): Qt's own decoding would
    // name another file. Made absolute here too, as bytes, for the same reason.
    struct stat st {};
    if (::stat(arg.constData(), &st) != 0 || !S_ISREG(st.st_mode)) continue;
    QByteArray path = arg;
    if (!path.startsWith('/')) {
      char folder[PATH_MAX];
      if (::getcwd(folder, sizeof folder) != nullptr) path = QByteArray(folder) + '/' + path;
    }
    return app::fileNameFromBytes(path);
  }
  return {};
}

int runWindow(int argc, char** argv) {
  const LanguageRequest language = languageFromArguments(argc, argv);
  if (!language.error.isEmpty()) {
    std::fprintf(stderr, "convscope: %s\n", qPrintable(language.error));
    return 2;  // a usage error, as in the command line
  }
  const lessons::LessonRequest lesson = lessons::lessonFromArguments(argc, argv);
  if (!lesson.error.isEmpty()) {
    std::fprintf(stderr, "convscope: %s\n", qPrintable(lesson.error));
    return 2;
  }
  // Under `ulimit -v` the window runs in a child: a driver that crashes is then a sentence.
  if (const std::optional<int> code = runUnderAddressSpaceGuard(argc, argv, "convscope"))
    return *code;
  // Both checks come before any GL surface exists: Qt 6.4 crashes making one without GL.
  if (const QString why = checkDisplay(argc, argv); !why.isEmpty()) {
    std::fprintf(stderr, "convscope: %s\n", qPrintable(why));
    return 1;
  }
  requestGlFormat();
  QApplication app(argc, argv);
  app::useCNumbers();
  QApplication::setApplicationName(QStringLiteral("ConvScope"));
  QApplication::setApplicationVersion(QStringLiteral(CONVSCOPE_VERSION));
  // The desktop entry's name lets Wayland and the task bar match the window to its icon.
  QGuiApplication::setDesktopFileName(QStringLiteral("org.convscope.ConvScope"));
  QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("org.convscope.ConvScope"),
                                               QIcon(QStringLiteral(":/icons/convscope-256.png"))));
  auto settings = std::make_unique<SettingsStore>();
  // --lang wins; else the language chosen last time; else the system's.
  const QString inUse =
      installTranslations(app, language.given ? language.language : settings->language());
  if (const QString why = probeOpenGl(); !why.isEmpty()) {
    std::fprintf(stderr, "convscope: %s\n", qPrintable(why));
    return 1;
  }
  applyTheme(app);
  WindowSession session(app, inUse, std::move(settings));
  // A --lesson or --lang given here holds for this run; only a choice in the window is kept.
  session.open(lesson.given ? lesson.number : 0, fileFromArguments(argc, argv));
  const int code = QApplication::exec();
  session.save();
  return code;
}

int runRender(int argc, char** argv) {
  return renderCommand(argc, argv);
}

}  // namespace convscope::gui
