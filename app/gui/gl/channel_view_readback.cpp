// Pixels back from a ChannelView: the frame as shown (for render and tests) and the texture's
// floats (whatever wrote them: upload, CUDA interop or staged copy).
#include <QOpenGLFramebufferObject>

#include "gui/gl/channel_surface.h"
#include "gui/gl/channel_view.h"

namespace convscope::gui {

QImage ChannelView::grabFramebuffer(qreal pixelRatio) {
  if (!m_glReady) return {};
  makeCurrent();
  // A figure at 2× or 3× is drawn again at that ratio (lines, values and text crisp), not
  // scaled up from the screen's pixels.
  m_figurePixelRatio = pixelRatio;
  const QSize size = framebufferSize();
  QImage image;
  {
    QOpenGLFramebufferObject target(size);
    drawFrame(target.handle(), size);
    image = target.toImage();
  }
  glBindFramebuffer(GL_FRAMEBUFFER, m_surface->defaultFramebufferObject());
  doneCurrent();
  image.setDevicePixelRatio(drawingPixelRatio());
  m_figurePixelRatio = 0;
  return image;
}

std::optional<Channel> ChannelView::readTexture() {
  if (!m_glReady || !m_texture) return std::nullopt;
  auto out = Channel::create(m_texWidth, m_texHeight);
  if (!out) return std::nullopt;
  makeCurrent();
  GLuint fbo = 0;
  glGenFramebuffers(1, &fbo);
  glBindFramebuffer(GL_FRAMEBUFFER, fbo);
  glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, m_texture, 0);
  const bool complete = glCheckFramebufferStatus(GL_FRAMEBUFFER) == GL_FRAMEBUFFER_COMPLETE;
  if (complete) {
    glPixelStorei(GL_PACK_ALIGNMENT, 4);
    glReadPixels(0, 0, m_texWidth, m_texHeight, GL_RED, GL_FLOAT, out->data());
  }
  glBindFramebuffer(GL_FRAMEBUFFER, m_surface->defaultFramebufferObject());
  glDeleteFramebuffers(1, &fbo);
  doneCurrent();
  if (!complete) return std::nullopt;
  return std::move(out).value();
}

}  // namespace convscope::gui
