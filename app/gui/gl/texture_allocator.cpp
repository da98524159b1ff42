#include "gui/gl/texture_allocator.h"

#include <QCoreApplication>
#include <QOffscreenSurface>
#include <QOpenGLExtraFunctions>
#include <QPointer>
#include <QThread>

#include "model/jobs/background_priority.h"

namespace convscope::gui {

using model::useBackgroundPriority;

// Lives on the allocator's thread with its own context, made there on first use.
class TextureWorker : public QObject {
  Q_OBJECT

 public:
  explicit TextureWorker(QOffscreenSurface* surface) : m_surface(surface) {}

  void create(quint64 ticket, int width, int height, const Channel* content, GLuint existing) {
    useBackgroundPriority();
    const Result<GLuint> texture = make(width, height, content, existing);
    emit finished(ticket, texture ? *texture : 0, width, height, texture.status());
  }

  // Runs on the worker thread before it stops: a context is destroyed where it lives.
  void release() {
    delete m_context;
    m_context = nullptr;
  }

 signals:
  void finished(quint64 ticket, GLuint texture, int width, int height,
                const convscope::Status& status);

 private:
  static Status failure(const QString& message) {
    return Status::error(StatusCode::DeviceError, message.toStdString());
  }

  Result<GLuint> make(int width, int height, const Channel* content, GLuint existing) {
    if (!m_context) {
      m_context = new QOpenGLContext;
      m_context->setShareContext(QOpenGLContext::globalShareContext());
      m_context->setFormat(QOpenGLContext::globalShareContext()->format());
      if (!m_context->create())
        return failure(TextureAllocator::tr("no GL context for the texture thread"));
    }
    if (!m_context->makeCurrent(m_surface))
      return failure(
          TextureAllocator::tr("the texture thread's GL context cannot be made current"));
    QOpenGLExtraFunctions* gl = m_context->extraFunctions();
    while (gl->glGetError() != GL_NO_ERROR) {
    }
    GLuint texture = existing;
    if (existing) {
      // The view may have deleted its texture since it asked (a new image size, the window
      // closing), and GL may have handed the name to another texture: fill it only if it is
      // still a texture of the size asked for.
      GLint haveWidth = 0;
      GLint haveHeight = 0;
      if (gl->glIsTexture(existing)) {
        gl->glBindTexture(GL_TEXTURE_2D, existing);
        gl->glGetTexLevelParameteriv(GL_TEXTURE_2D, 0, GL_TEXTURE_WIDTH, &haveWidth);
        gl->glGetTexLevelParameteriv(GL_TEXTURE_2D, 0, GL_TEXTURE_HEIGHT, &haveHeight);
      }
      if (haveWidth != width || haveHeight != height) {
        gl->glBindTexture(GL_TEXTURE_2D, 0);
        m_context->doneCurrent();
        return failure(TextureAllocator::tr("the texture to refill is gone"));
      }
    } else {
      gl->glGenTextures(1, &texture);
      gl->glBindTexture(GL_TEXTURE_2D, texture);
      gl->glTexStorage2D(GL_TEXTURE_2D, 1, GL_R32F, width, height);
      gl->glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
      gl->glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
      gl->glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
      gl->glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    }
    if (content && content->width == width && content->height == height) {
      gl->glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
      gl->glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, width, height, GL_RED, GL_FLOAT, content->data());
    }
    gl->glBindTexture(GL_TEXTURE_2D, 0);
    const GLenum status = gl->glGetError();
    // Finished, not just flushed: the GUI thread's contexts use the storage next.
    gl->glFinish();
    if (status != GL_NO_ERROR) {
      if (!existing) gl->glDeleteTextures(1, &texture);
      m_context->doneCurrent();
      return failure(TextureAllocator::tr("could not create a %1×%2 float texture (GL error 0x%3)")
                         .arg(width)
                         .arg(height)
                         .arg(status, 0, 16));
    }
    m_context->doneCurrent();
    return texture;
  }

  QOffscreenSurface* m_surface;
  QOpenGLContext* m_context = nullptr;
};

TextureAllocator* TextureAllocator::instance() {
  // Owned by the application object: gone with it, made again for a later one (tests).
  static QPointer<TextureAllocator> allocator;
  if (!allocator && qApp && QOpenGLContext::globalShareContext()) allocator = new TextureAllocator;
  return allocator;
}

TextureAllocator::TextureAllocator() {
  // The surface must be made on the GUI thread; the worker only makes its context current on it.
  m_surface = new QOffscreenSurface;
  m_surface->setFormat(QOpenGLContext::globalShareContext()->format());
  m_surface->create();
  m_thread = new QThread;
  m_thread->setObjectName(QStringLiteral("ConvScope textures"));
  m_worker = new TextureWorker(m_surface);
  m_worker->moveToThread(m_thread);
  connect(m_worker, &TextureWorker::finished, this, &TextureAllocator::finished,
          Qt::QueuedConnection);
  connect(m_thread, &QThread::finished, m_worker, &TextureWorker::release, Qt::DirectConnection);
  m_thread->start();
  // Stopped while the application still exists, so the context goes before the platform does.
  connect(qApp, &QCoreApplication::aboutToQuit, this, [this] { shutdown(); });
  setParent(qApp);
}

TextureAllocator::~TextureAllocator() {
  shutdown();
}

void TextureAllocator::shutdown() {
  if (!m_thread) return;
  // The context is released on the worker thread as it ends (finished is emitted there, so the
  // direct connection runs it there). A blocking queued call did not: while the application
  // object is being destroyed, events posted to the thread are dropped, and the context leaked
  // (LeakSanitizer, 13-17 KB per run of render and of each window test).
  m_thread->quit();
  m_thread->wait();
  delete m_worker;
  delete m_thread;
  delete m_surface;
  m_worker = nullptr;
  m_thread = nullptr;
  m_surface = nullptr;
}

quint64 TextureAllocator::request(int width, int height, std::shared_ptr<const Channel> content,
                                  GLuint existing) {
  const quint64 ticket = m_nextTicket++;
  QMetaObject::invokeMethod(
      m_worker,
      [worker = m_worker, ticket, width, height, content = std::move(content), existing] {
        worker->create(ticket, width, height, content.get(), existing);
      },
      Qt::QueuedConnection);
  return ticket;
}

}  // namespace convscope::gui

#include "texture_allocator.moc"
