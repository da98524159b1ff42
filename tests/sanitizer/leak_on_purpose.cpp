// Draws once with OpenGL on the display (Mesa's driver loaded, used and unloaded at exit, as in
// the app), then loses one block on purpose. app.leak_on_purpose reads LeakSanitizer's report.
#include <QGuiApplication>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <cstdio>
#include <cstdlib>

namespace {

// Not inlined: the only pointer to the block lives in this frame, gone once it returns.
[[gnu::noinline]] void loseABlock() {
  void* volatile block = std::malloc(4093);
  std::printf("lost a block at %p\n", block);
}

}  // namespace

int main(int argc, char** argv) {
  {
    QGuiApplication app(argc, argv);
    QOffscreenSurface surface;
    surface.create();
    QOpenGLContext context;
    if (!context.create() || !context.makeCurrent(&surface)) {
      std::fprintf(stderr, "leak_on_purpose: no OpenGL context (needs a display)\n");
      return 1;
    }
    QOpenGLFunctions* gl = context.functions();
    std::printf("OpenGL: %s\n", reinterpret_cast<const char*>(gl->glGetString(GL_RENDERER)));
    gl->glClear(GL_COLOR_BUFFER_BIT);
    gl->glDrawArrays(GL_POINTS, 0, 1);
    gl->glFinish();
    context.doneCurrent();
  }
  loseABlock();
  return 0;
}
