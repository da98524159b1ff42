// ChannelView's textures: made here on the GUI thread (small ones) or on the texture thread
// (large ones, adopted when they arrive), and filled in bands over a few frames.
#include <QElapsedTimer>
#include <QTimer>
#include <algorithm>
#include <chrono>
#include <utility>

#include "gui/gl/channel_view.h"
#include "gui/gl/texture_allocator.h"

namespace convscope::gui {

namespace {

// Floats sent to the texture per frame: 1 Mi floats (4 MiB) keep a frame of a 4096² upload
// near 30 ms on llvmpipe with the CPU engines busy, and a 512² image goes up in one frame.
constexpr long long kBandFloats = 1024LL * 1024;

// llvmpipe takes ~200 ms to allocate a 4096² float texture. When several views need one at
// once, each waits for a later frame so that one frame makes at most one: the GUI thread then
// stalls for one allocation at a time instead of for all of them together.
constexpr long long kLargeTexturePixels = 2048LL * 2048;
QElapsedTimer g_lastLargeAllocation;

}  // namespace

bool ChannelView::ensureTexture() {
  if (!m_glReady) return true;
  const bool sized = m_texture && m_texWidth == m_width && m_texHeight == m_height;
  const bool large = static_cast<long long>(m_width) * m_height >= kLargeTexturePixels;
  if (large && TextureAllocator::instance()) {
    // Large textures come filled from the texture thread: this one must hold this image.
    if (sized && (m_external || m_textureContent == m_channel)) return true;
    return adoptAllocatedTexture();
  }
  if (sized) return true;
  if (large && g_lastLargeAllocation.isValid() && g_lastLargeAllocation.elapsed() < 40) {
    QTimer::singleShot(50, this, &ChannelView::requestFrame);
    return false;
  }
  if (m_texture) {
    emit textureAboutToBeDestroyed(m_texture);
    glDeleteTextures(1, &m_texture);
    m_texture = 0;
  }
  // The image a thread-made texture held goes with it: kept, it pinned the last large image
  // (64 MiB at 4096² in each view) after the window went back to a small one.
  m_textureContent.reset();
  m_texWidth = m_texHeight = 0;
  m_uploadedRows = 0;
  if (m_width <= 0 || m_height <= 0) return true;
  glGenTextures(1, &m_texture);
  glBindTexture(GL_TEXTURE_2D, m_texture);
  // Immutable storage: what CUDA's cudaGraphicsGLRegisterImage wants to see.
  glTexStorage2D(GL_TEXTURE_2D, 1, GL_R32F, m_width, m_height);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
  glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
  glBindTexture(GL_TEXTURE_2D, 0);
  if (const GLenum err = glGetError(); err != GL_NO_ERROR) {
    fail(tr("Could not create a %1×%2 float texture (GL error 0x%3).")
             .arg(m_width)
             .arg(m_height)
             .arg(err, 0, 16));
    glDeleteTextures(1, &m_texture);
    m_texture = 0;
    return true;
  }
  m_texWidth = m_width;
  m_texHeight = m_height;
  if (large) g_lastLargeAllocation.start();
  emit textureCreated(m_texture, m_width, m_height);
  return true;
}

bool ChannelView::adoptAllocatedTexture() {
  const QSize wanted(m_width, m_height);
  const std::shared_ptr<const Channel> content = m_external ? nullptr : m_channel;
  const bool allocatedFits = m_allocated && m_ticketSize == wanted && m_ticketContent == content;
  if (m_textureTicket == 0 && !allocatedFits) {
    if (m_allocated) glDeleteTextures(1, &m_allocated);  // made for an earlier image
    m_allocated = 0;
    const bool sized = m_texture && QSize(m_texWidth, m_texHeight) == wanted;
    if (m_texture && !sized) {
      emit textureAboutToBeDestroyed(m_texture);
      glDeleteTextures(1, &m_texture);
      m_texture = 0;
      m_texWidth = m_texHeight = 0;
    }
    m_textureContent.reset();
    TextureAllocator* allocator = TextureAllocator::instance();
    connect(allocator, &TextureAllocator::finished, this, &ChannelView::textureAllocated,
            Qt::UniqueConnection);
    // A texture of the right size is refilled in place, so a GPU writer attached to it stays
    // attached; otherwise the thread makes a new one.
    m_textureTicket = allocator->request(m_width, m_height, content, sized ? m_texture : 0);
    m_ticketSize = wanted;
    m_ticketContent = content;
    return false;
  }
  if (!allocatedFits) return false;
  m_texture = std::exchange(m_allocated, 0);
  m_textureContent = std::exchange(m_ticketContent, nullptr);
  m_texWidth = m_width;
  m_texHeight = m_height;
  m_uploadedRows = m_textureContent ? m_height : 0;
  emit textureCreated(m_texture, m_width, m_height);
  return true;
}

void ChannelView::textureAllocated(quint64 ticket, GLuint texture, int width, int height,
                                   const Status& status) {
  if (ticket != m_textureTicket) return;  // another view's, or one this view no longer wants
  m_textureTicket = 0;
  const bool stale = QSize(width, height) != QSize(m_width, m_height) ||
                     m_ticketContent != (m_external ? nullptr : m_channel);
  if (!texture) {
    if (!stale) fail(QString::fromStdString(status.message));
  } else if (texture == m_texture) {
    // Refilled in place: shown once it holds the image still wanted.
    if (!stale) {
      m_textureContent = std::exchange(m_ticketContent, nullptr);
      m_uploadedRows = m_textureContent ? m_height : 0;
    }
  } else if (stale || m_allocated) {
    makeCurrent();
    glDeleteTextures(1, &texture);
    doneCurrent();
  } else {
    m_allocated = texture;
  }
  requestFrame();
}

void ChannelView::uploadBand() {
  if (!m_texture || !m_channel || m_uploadedRows >= m_height) return;
  const int rows = static_cast<int>(
      std::clamp<long long>(kBandFloats / std::max(1, m_width), 1, m_height - m_uploadedRows));
  // glTexSubImage2D copies from client memory before it returns: the host clock sees the copy.
  const auto start = std::chrono::steady_clock::now();
  glBindTexture(GL_TEXTURE_2D, m_texture);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
  glTexSubImage2D(GL_TEXTURE_2D, 0, 0, m_uploadedRows, m_width, rows, GL_RED, GL_FLOAT,
                  m_channel->data() + static_cast<size_t>(m_uploadedRows) * m_width);
  glBindTexture(GL_TEXTURE_2D, 0);
  m_pendingUploadMs +=
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  m_uploadedRows += rows;
}

}  // namespace convscope::gui
