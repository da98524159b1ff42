// Creates large GL textures on a worker thread, in a context of the application's share group,
// and fills them with their image there.
//
// Under a software renderer (Mesa's llvmpipe, as under Xvfb) glTexStorage2D of a 4096² float
// texture zero-fills 64 MiB: a pause of hundreds of milliseconds on whichever thread calls it,
// and uploading the 64 MiB costs tens more. On the worker it costs the GUI thread nothing; the
// view adopts the finished texture.
#pragma once

#include <QObject>
#include <QOpenGLContext>
#include <memory>

#include "convscope/channel.h"
#include "convscope/status.h"

class QOffscreenSurface;
class QThread;

namespace convscope::gui {

class TextureWorker;

class TextureAllocator : public QObject {
  Q_OBJECT

 public:
  // The application's allocator, or nullptr where there is no global share context
  // (Qt::AA_ShareOpenGLContexts unset) to share textures through.
  static TextureAllocator* instance();

  // Asks for an immutable GL_R32F width×height texture (nearest filtering, clamped), holding
  // `content` when given (of the same size; kept alive until it is copied). With `existing`, a
  // texture of that size, it is filled in place instead and `finished` carries it back. Returns
  // the ticket that `finished` will carry.
  quint64 request(int width, int height, std::shared_ptr<const Channel> content = nullptr,
                  GLuint existing = 0);

 signals:
  // On the GUI thread. texture is 0 when it could not be made; then `status` says why (a
  // DeviceError, worded for the window). A texture that nobody adopts must be deleted by the
  // receiver (any context of the share group).
  void finished(quint64 ticket, GLuint texture, int width, int height,
                const convscope::Status& status);

 private:
  TextureAllocator();
  ~TextureAllocator() override;
  void shutdown();

  QThread* m_thread = nullptr;
  QOffscreenSurface* m_surface = nullptr;
  TextureWorker* m_worker = nullptr;
  quint64 m_nextTicket = 1;
};

}  // namespace convscope::gui
