#include "gl_facts.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QSurfaceFormat>

namespace convscope::cli {
namespace {

class GlFactsText {
  Q_DECLARE_TR_FUNCTIONS(GlFactsText)

 public:
  static constexpr const char* kNoDisplay =
      QT_TR_NOOP("needs a display (DISPLAY is not set or cannot be opened)");
  static constexpr const char* kNoContext =
      QT_TR_NOOP("the display gives no OpenGL context (the window cannot draw here)");
};

}  // namespace

QString glReasonInWords(const Status& status) {
  for (const char* known : {GlFactsText::kNoDisplay, GlFactsText::kNoContext}) {
    if (status.message == known) return GlFactsText::tr(known);
  }
  return QString::fromStdString(status.message);
}

Result<GlFacts> probeGlFacts() {
  // Only the xcb platform gives the window's GL here: the offscreen platform cannot make the
  // window's contexts (app/gui/README.md, "Qt and OpenGL pitfalls"), so its answer would not be
  // the window's.
  if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance()) ||
      QGuiApplication::platformName() != QLatin1String("xcb")) {
    return Status::error(StatusCode::Unsupported, GlFactsText::kNoDisplay);
  }
  // The window's request (gui/gl/gl_check.cpp): a 3.3 core context.
  QSurfaceFormat format;
  format.setVersion(3, 3);
  format.setProfile(QSurfaceFormat::CoreProfile);
  format.setRenderableType(QSurfaceFormat::OpenGL);
  QOffscreenSurface surface;
  surface.setFormat(format);
  surface.create();
  QOpenGLContext context;
  context.setFormat(format);
  if (!surface.isValid() || !context.create() || !context.makeCurrent(&surface)) {
    return Status::error(StatusCode::Unsupported, GlFactsText::kNoContext);
  }
  QOpenGLFunctions* gl = context.functions();
  const auto text = [gl](GLenum name) {
    const auto* s = reinterpret_cast<const char*>(gl->glGetString(name));
    return s ? QString::fromLatin1(s) : QStringLiteral("?");
  };
  GlFacts facts{text(GL_RENDERER), text(GL_VERSION)};
  context.doneCurrent();
  return facts;
}

}  // namespace convscope::cli
