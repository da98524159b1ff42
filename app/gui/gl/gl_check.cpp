#include "gui/gl/gl_check.h"

#include "gui/gl/address_space_guard.h"
#include "gui/gl/platform_probe.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QSurfaceFormat>
#include <cstring>
#include <utility>

namespace convscope::gui {

namespace {

QString g_description;

// Under an address-space limit the driver's failure is most likely the limit's: said with it.
QString withLimitAdvice(const QString& failure) {
  const QString advice = addressSpaceLimitAdvice();
  return advice.isEmpty() ? failure : failure + QLatin1Char(' ') + advice + QLatin1Char('.');
}

bool platformForced(int argc, char** argv) {
  if (!qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) return true;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "-platform") == 0 || std::strcmp(argv[i], "--platform") == 0)
      return true;
  }
  return false;
}

}  // namespace

QString checkDisplay(int argc, char** argv) {
  if (const QString why = checkScaleFactor(); !why.isEmpty()) return why;
  // A platform named, or a display to connect to: whether it really starts is asked of a child
  // process, since Qt aborts when it does not.
  if (platformForced(argc, argv) || !qEnvironmentVariableIsEmpty("DISPLAY") ||
      !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
    return probePlatform(argc, argv);
  // Worded before any translator exists (there is no QApplication yet): marked for the
  // catalogue here, translated by the caller once one is (translatedDisplayMessage).
  static const char* const kNoDisplay = QT_TRANSLATE_NOOP(
      "GlCheck",
      "no display: neither DISPLAY nor WAYLAND_DISPLAY is set. The window needs an X or Wayland "
      "display; on a machine without one run it under Xvfb, e.g. "
      "xvfb-run -a -s \"-screen 0 1920x1080x24\" convscope");
  return QString::fromUtf8(kNoDisplay);
}

QString translatedDisplayMessage(const QString& message) {
  return QCoreApplication::translate("GlCheck", message.toUtf8().constData());
}

void requestGlFormat() {
  QSurfaceFormat format;
  format.setVersion(kGlMajor, kGlMinor);
  format.setProfile(QSurfaceFormat::CoreProfile);
  format.setRenderableType(QSurfaceFormat::OpenGL);
  format.setSwapInterval(1);
  QSurfaceFormat::setDefaultFormat(format);
  // One share group for every view and the texture thread (texture_allocator.h).
  QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
  // A view's update() otherwise waits 5 ms for more requests before it paints; at 60 steps/s
  // that wait pushed frames past the next step and cost a fifth of them.
  if (!qEnvironmentVariableIsSet("QT_QPA_UPDATE_IDLE_TIME"))
    qputenv("QT_QPA_UPDATE_IDLE_TIME", "0");
}

QString probeOpenGl() {
  const QString platform = QGuiApplication::platformName();
  // These platforms have no GL integration in Qt 6.4; asking them for a context is what crashes.
  if (platform == QLatin1String("offscreen") || platform == QLatin1String("minimal") ||
      platform == QLatin1String("vnc") || platform == QLatin1String("linuxfb")) {
    return QStringLiteral(
               "no usable OpenGL: the Qt platform '%1' cannot draw OpenGL widgets. Run the "
               "window on a real display or under Xvfb (xvfb-run -a convscope); the "
               "command-line subcommands (convscope --help) need no display.")
        .arg(platform);
  }
  QOpenGLContext context;
  context.setFormat(QSurfaceFormat::defaultFormat());
  if (!context.create())
    return withLimitAdvice(QStringLiteral("no usable OpenGL: could not create an OpenGL %1.%2 "
                                          "core context on platform '%3'.")
                               .arg(kGlMajor)
                               .arg(kGlMinor)
                               .arg(platform));
  const QSurfaceFormat got = context.format();
  if (got.renderableType() != QSurfaceFormat::OpenGL ||
      std::make_pair(got.majorVersion(), got.minorVersion()) < std::make_pair(kGlMajor, kGlMinor)) {
    return QStringLiteral(
               "no usable OpenGL: got OpenGL%1 %2.%3, the window needs desktop "
               "OpenGL %4.%5 or newer.")
        .arg(got.renderableType() == QSurfaceFormat::OpenGLES ? QStringLiteral(" ES") : QString())
        .arg(got.majorVersion())
        .arg(got.minorVersion())
        .arg(kGlMajor)
        .arg(kGlMinor);
  }
  QOffscreenSurface surface;
  surface.setFormat(got);
  surface.create();
  if (!surface.isValid() || !context.makeCurrent(&surface))
    return withLimitAdvice(
        QStringLiteral("no usable OpenGL: the %1.%2 context could not be made current.")
            .arg(got.majorVersion())
            .arg(got.minorVersion()));
  QOpenGLFunctions* gl = context.functions();
  g_description =
      QStringLiteral("OpenGL %1, %2")
          .arg(QString::fromLatin1(reinterpret_cast<const char*>(gl->glGetString(GL_VERSION))),
               QString::fromLatin1(reinterpret_cast<const char*>(gl->glGetString(GL_RENDERER))));
  context.doneCurrent();
  return {};
}

QString glDescription() {
  return g_description;
}

}  // namespace convscope::gui
