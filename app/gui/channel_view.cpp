#include "gui/channel_view.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFontDatabase>
#include <QMouseEvent>
#include <QOpenGLFramebufferObject>
#include <QOpenGLPaintDevice>
#include <QOpenGLShaderProgram>
#include <QOpenGLVertexArrayObject>
#include <QOpenGLWindow>
#include <QPainter>
#include <QTimer>
#include <QVector4D>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <utility>

#include "gui/number_format.h"
#include "gui/shader_program.h"
#include "gui/texture_allocator.h"
#include "gui/view_sync.h"

namespace convscope::gui {

namespace {

// Floats sent to the texture per frame: 1 Mi floats (4 MiB) keep a frame of a 4096² upload
// near 30 ms on llvmpipe with the CPU engines busy, and a 512² image goes up in one frame.
constexpr long long kBandFloats = 1024LL * 1024;
constexpr double kMargin = 6;         // logical pixels around the fitted image
constexpr double kMinValueCell = 24;  // logical pixels a cell needs before its value is written
constexpr double kMinGridCell = 6;
const QColor kBackground(0xE4, 0xE8, 0xEE);

// llvmpipe takes ~200 ms to allocate a 4096² float texture. When several views need one at
// once, each waits for a later frame so that one frame makes at most one: the GUI thread then
// stalls for one allocation at a time instead of for all of them together.
constexpr long long kLargeTexturePixels = 2048LL * 2048;
QElapsedTimer g_lastLargeAllocation;

}  // namespace

// What a ChannelView draws on: a native child window of its own, transparent for input (so the
// mouse reaches the ChannelView widget under it), that renders and presents only this view's
// pixels. A QOpenGLWidget instead makes Qt compose the whole top-level window with GL for every
// frame of any view: measured 18 ms per frame at 1920×1080 under llvmpipe, which alone held the
// step animation near 35 frames/s. With this surface it runs at 60.
class ChannelSurface : public QOpenGLWindow {
 public:
  explicit ChannelSurface(ChannelView* view)
      : QOpenGLWindow(QOpenGLContext::globalShareContext()), m_view(view) {
    setFlags(Qt::WindowTransparentForInput | Qt::WindowDoesNotAcceptFocus);
  }

 protected:
  void initializeGL() override { m_view->initializeGL(); }
  void paintGL() override { m_view->paintGL(); }

 private:
  ChannelView* m_view;
};

ChannelView::ChannelView(ViewSync* sync, QWidget* parent) : QWidget(parent), m_sync(sync) {
  setMinimumSize(160, 160);
  setFocusPolicy(Qt::ClickFocus);
  setMouseTracking(false);
  m_surface = new ChannelSurface(this);
  // Placed by resizeEvent rather than a layout, so it never changes this widget's size hints.
  m_container = QWidget::createWindowContainer(m_surface, this);
  m_container->setAttribute(Qt::WA_TransparentForMouseEvents);
  m_container->setFocusPolicy(Qt::NoFocus);
  connect(m_sync, &ViewSync::changed, this, &ChannelView::requestFrame);
}

void ChannelView::resizeEvent(QResizeEvent* event) {
  m_container->setGeometry(rect());
  QWidget::resizeEvent(event);
}

void ChannelView::requestFrame() {
  m_surface->update();
}

QOpenGLContext* ChannelView::context() const {
  return m_surface->context();
}

void ChannelView::makeCurrent() {
  m_surface->makeCurrent();
}

void ChannelView::doneCurrent() {
  m_surface->doneCurrent();
}

QSize ChannelView::framebufferSize() const {
  const qreal dpr = m_surface->devicePixelRatio();
  return {static_cast<int>(std::lround(m_surface->width() * dpr)),
          static_cast<int>(std::lround(m_surface->height() * dpr))};
}

QImage ChannelView::grabFramebuffer() {
  if (!m_glReady) return {};
  makeCurrent();
  const QSize size = framebufferSize();
  QImage image;
  {
    QOpenGLFramebufferObject target(size);
    drawFrame(target.handle(), size);
    image = target.toImage();
  }
  glBindFramebuffer(GL_FRAMEBUFFER, m_surface->defaultFramebufferObject());
  doneCurrent();
  image.setDevicePixelRatio(m_surface->devicePixelRatio());
  return image;
}

ChannelView::~ChannelView() {
  if (m_glReady) {
    makeCurrent();
    cleanup();
    doneCurrent();
  }
  // The surface and its context die with the container after this body: by then this view is
  // half destroyed and must not hear from them.
  if (QOpenGLContext* c = context()) disconnect(c, nullptr, this, nullptr);
}

void ChannelView::setChannel(std::shared_ptr<const Channel> channel) {
  m_channel = std::move(channel);
  m_external = false;
  m_externalWritten = false;
  m_uploadedRows = 0;
  m_width = m_channel ? m_channel->width : 0;
  m_height = m_channel ? m_channel->height : 0;
  requestFrame();
}

void ChannelView::setExternalImage(int width, int height) {
  m_channel.reset();
  m_external = true;
  m_externalWritten = false;
  m_uploadedRows = 0;
  m_width = width;
  m_height = height;
  if (m_glReady) {
    makeCurrent();
    ensureTexture();
    doneCurrent();
  }
  requestFrame();
}

void ChannelView::markExternallyWritten() {
  m_externalWritten = true;
  requestFrame();
}

void ChannelView::clear() {
  m_channel.reset();
  m_external = false;
  m_width = m_height = 0;
  m_uploadedRows = 0;
  requestFrame();
}

void ChannelView::setMapping(const ValueMapping& mapping) {
  if (mapping == m_mapping) return;
  m_mapping = mapping;
  requestFrame();
}

void ChannelView::setPaddingRing(int ring, Padding padding) {
  m_ring = std::max(0, ring);
  m_padding = padding;
  requestFrame();
}

void ChannelView::setReserve(int reserve) {
  m_reserve = std::max(0, reserve);
  requestFrame();
}

void ChannelView::setShownCount(long long count) {
  if (count == m_shown) return;
  m_shown = count;
  requestFrame();
}

void ChannelView::setHighlights(QList<CellHighlight> highlights) {
  m_highlights = std::move(highlights);
  requestFrame();
}

void ChannelView::setPlaceholder(const QString& text) {
  if (text == m_placeholder) return;
  m_placeholder = text;
  requestFrame();
}

void ChannelView::setOverlay(ViewOverlay* overlay) {
  if (overlay == m_overlay) return;
  if (m_overlay && m_overlayReady && m_glReady) {
    makeCurrent();
    m_overlay->cleanupGL(*this);
    doneCurrent();
  }
  m_overlay = overlay;
  m_overlayReady = false;
  requestFrame();
}

bool ChannelView::uploadComplete() const {
  if (m_external) return m_externalWritten;
  return m_channel && m_uploadedRows >= m_height && m_texture != 0;
}

double ChannelView::fitScale() const {
  if (m_width <= 0 || m_height <= 0) return 1;
  const int ring = std::max(m_ring, m_reserve);
  const double sx = (width() - 2 * kMargin) / (m_width + 2.0 * ring);
  const double sy = (height() - 2 * kMargin) / (m_height + 2.0 * ring);
  return std::max(1e-3, std::min(sx, sy));
}

ViewTransform ChannelView::transform() const {
  ViewTransform t;
  t.width = m_width;
  t.height = m_height;
  t.devicePixelRatio = m_surface->devicePixelRatio();
  t.scale = fitScale() * m_sync->zoom();
  const QPointF c = m_sync->centre();
  t.origin = QPointF(width() / 2.0 - c.x() * m_width * t.scale,
                     height() / 2.0 - c.y() * m_height * t.scale);
  return t;
}

void ChannelView::ensureVisible(int x, int y) {
  if (m_width <= 0) return;
  const ViewTransform t = transform();
  const QRectF need = t.cellRect(x - 2, y - 2, 5, 5);
  if (rect().toRectF().contains(need)) return;
  m_sync->set(m_sync->zoom(), {(x + 0.5) / m_width, (y + 0.5) / m_height});
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

void ChannelView::initializeGL() {
  initializeOpenGLFunctions();
  // Resources die with the context: free them while it is still current (hellogl2's pattern).
  connect(context(), &QOpenGLContext::aboutToBeDestroyed, this, [this] {
    if (!m_glReady) return;
    makeCurrent();
    cleanup();
    doneCurrent();
  });
  QString error;
  m_imageProgram = buildShaderProgram(QStringLiteral(":/shaders/rect.vert"),
                                      QStringLiteral(":/shaders/channel.frag"), &error);
  if (!m_imageProgram) return fail(error);
  m_ringProgram = buildShaderProgram(QStringLiteral(":/shaders/rect.vert"),
                                     QStringLiteral(":/shaders/channel.frag"), &error,
                                     "#define PADDING_RING\n");
  if (!m_ringProgram) return fail(error);
  if (!m_rects.initialize(&error)) return fail(error);
  m_vao = new QOpenGLVertexArrayObject;
  if (!m_vao->create()) return fail(tr("Could not create a vertex array object."));
  m_glReady = true;
  ensureTexture();
}

void ChannelView::fail(const QString& message) {
  m_error = message;
  qWarning("ChannelView: %s", qPrintable(message));
  emit glFailed(message);
}

void ChannelView::cleanup() {
  if (!m_glReady && !m_imageProgram) return;
  if (m_overlay && m_overlayReady) m_overlay->cleanupGL(*this);
  m_overlayReady = false;
  if (m_texture) {
    emit textureAboutToBeDestroyed(m_texture);
    glDeleteTextures(1, &m_texture);
  }
  m_texture = 0;
  if (m_allocated) glDeleteTextures(1, &m_allocated);
  m_allocated = 0;
  m_textureTicket = 0;
  m_ticketContent.reset();
  m_textureContent.reset();
  m_texWidth = m_texHeight = 0;
  m_uploadedRows = 0;
  m_rects.cleanup(*this);
  delete m_vao;
  m_vao = nullptr;
  delete m_imageProgram;
  m_imageProgram = nullptr;
  delete m_ringProgram;
  m_ringProgram = nullptr;
  m_glReady = false;
}

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
                                   const QString& error) {
  if (ticket != m_textureTicket) return;  // another view's, or one this view no longer wants
  m_textureTicket = 0;
  const bool stale = QSize(width, height) != QSize(m_width, m_height) ||
                     m_ticketContent != (m_external ? nullptr : m_channel);
  if (!texture) {
    if (!stale) fail(error);
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
  glBindTexture(GL_TEXTURE_2D, m_texture);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
  glTexSubImage2D(GL_TEXTURE_2D, 0, 0, m_uploadedRows, m_width, rows, GL_RED, GL_FLOAT,
                  m_channel->data() + static_cast<size_t>(m_uploadedRows) * m_width);
  glBindTexture(GL_TEXTURE_2D, 0);
  m_uploadedRows += rows;
}

void ChannelView::paintGL() {
  drawFrame(m_surface->defaultFramebufferObject(), framebufferSize());
}

void ChannelView::drawFrame(GLuint framebuffer, QSize framebufferSize) {
  const qreal dpr = m_surface->devicePixelRatio();
  const int fbWidth = framebufferSize.width();
  const int fbHeight = framebufferSize.height();
  glBindFramebuffer(GL_FRAMEBUFFER, framebuffer);
  glViewport(0, 0, fbWidth, fbHeight);
  glDisable(GL_BLEND);
  glDisable(GL_DEPTH_TEST);
  glDisable(GL_SCISSOR_TEST);
  glDisable(GL_STENCIL_TEST);
  glClearColor(kBackground.redF(), kBackground.greenF(), kBackground.blueF(), 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);

  const ViewTransform t = transform();
  if (m_glReady && ensureTexture()) uploadBand();
  if (m_glReady && m_texture && m_texWidth == m_width && m_texHeight == m_height) {
    long long shown = m_shown < 0 ? static_cast<long long>(m_width) * m_height : m_shown;
    if (m_external)
      shown = m_externalWritten ? shown : 0;
    else
      shown = std::min(shown, static_cast<long long>(m_uploadedRows) * m_width);
    const double grid = std::clamp((t.scale - kMinGridCell) / 12.0, 0.0, 0.85);
    const auto draw = [&](QOpenGLShaderProgram& program, const QList<QRectF>& rects) {
      program.bind();
      program.setUniformValue("u_tex", 0);
      program.setUniformValue("u_fbSize", QSizeF(framebufferSize));
      program.setUniformValue("u_origin", QPointF(t.origin * dpr));
      program.setUniformValue("u_scale", static_cast<GLfloat>(t.scale * dpr));
      program.setUniformValue("u_fbHeight", static_cast<GLfloat>(fbHeight));
      glUniform2i(program.uniformLocation("u_size"), m_width, m_height);
      program.setUniformValue("u_padMode", static_cast<int>(m_padding));
      program.setUniformValue("u_map", m_mapping.map == ColourMap::Diverging ? 1 : 0);
      program.setUniformValue("u_range", QPointF(m_mapping.low, m_mapping.high));
      program.setUniformValue("u_shown", static_cast<int>(std::min<long long>(shown, INT32_MAX)));
      program.setUniformValue("u_grid", static_cast<GLfloat>(grid));
      for (const QRectF& r : rects) {
        program.setUniformValue("u_rect", QVector4D(r.left(), r.top(), r.right(), r.bottom()));
        glDrawArrays(GL_TRIANGLES, 0, 6);
      }
      program.release();
    };
    glActiveTexture(GL_TEXTURE0);
    // Nothing of it is shown yet: leave it unbound, so this frame never waits for the texture
    // thread filling it (a draw that uses a texture waits for any upload into it).
    glBindTexture(GL_TEXTURE_2D, shown > 0 ? m_texture : 0);
    m_vao->bind();
    // Framebuffer pixels: the image, and the ring around it as four strips.
    const QRectF image(t.origin * dpr, QSizeF(m_width, m_height) * t.scale * dpr);
    draw(*m_imageProgram, {image});
    if (m_ring > 0) {
      const double r = m_ring * t.scale * dpr;
      const QRectF outer = image.adjusted(-r, -r, r, r);
      draw(*m_ringProgram, {QRectF(outer.left(), outer.top(), outer.width(), r),
                            QRectF(outer.left(), image.bottom(), outer.width(), r),
                            QRectF(outer.left(), image.top(), r, image.height()),
                            QRectF(image.right(), image.top(), r, image.height())});
    }
    m_vao->release();
    glBindTexture(GL_TEXTURE_2D, 0);
  }
  if (m_glReady && m_overlay) {
    if (!m_overlayReady) {
      QString error;
      m_overlayReady = m_overlay->initializeGL(*this, &error);
      if (!m_overlayReady) {
        fail(error);
        m_overlay = nullptr;
      }
    }
    if (m_overlay) m_overlay->paintGL(*this, t);
  }

  if (m_glReady) m_rects.draw(*this, framebufferSize, highlightRects(t));

  // Text needs QPainter, whose set-up on a GL framebuffer costs milliseconds per frame under
  // llvmpipe: only when there is text to write.
  const QString message = m_error.isEmpty() ? m_placeholder : m_error;
  const bool values = m_texture && t.scale >= kMinValueCell;
  const bool overlayText = m_overlay && m_overlay->drawsText(t);
  if (values || overlayText || !message.isEmpty()) {
    // Paint through a device on the bound framebuffer, not on `this`: QWidget::grab() redirects
    // a widget's painters to its pixmap.
    QOpenGLPaintDevice device(framebufferSize);
    device.setDevicePixelRatio(dpr);
    QPainter painter(&device);
    painter.setFont(font());
    painter.setRenderHint(QPainter::Antialiasing);
    if (values) paintValues(painter, t);
    if (overlayText) m_overlay->paintText(painter, t);
    if (!message.isEmpty()) paintMessage(painter, message);
    painter.end();
  }

  ++m_frames;
  emit frameDrawn();
  // More bands to upload here: the next frame sends the next one. (A texture being filled on the
  // texture thread asks for its frame when it is done; asking here would spin the GUI thread
  // and starve that thread.)
  if (m_channel && m_uploadedRows < m_height && m_texture && m_textureTicket == 0) requestFrame();
}

float ChannelView::valueForText(int x, int y, bool* known) const {
  *known = false;
  if (!m_channel) return 0;
  const bool inside = x >= 0 && y >= 0 && x < m_width && y < m_height;
  if (inside) {
    const long long index = static_cast<long long>(y) * m_width + x;
    if (m_shown >= 0 && index >= m_shown) return 0;
    *known = true;
    return m_channel->at(x, y);
  }
  if (x < -m_ring || y < -m_ring || x >= m_width + m_ring || y >= m_height + m_ring) return 0;
  const int sx = sourceIndex(x, m_width, m_padding);
  const int sy = sourceIndex(y, m_height, m_padding);
  *known = true;
  return (sx < 0 || sy < 0) ? 0.0f : m_channel->at(sx, sy);
}

void ChannelView::paintValues(QPainter& painter, const ViewTransform& t) {
  if (!m_channel) return;
  const QPointF topLeft = t.toImage({0, 0});
  const QPointF bottomRight = t.toImage(QPointF(width(), height()));
  const int x0 = std::max(-m_ring, static_cast<int>(std::floor(topLeft.x())));
  const int y0 = std::max(-m_ring, static_cast<int>(std::floor(topLeft.y())));
  const int x1 = std::min(m_width + m_ring - 1, static_cast<int>(std::floor(bottomRight.x())));
  const int y1 = std::min(m_height + m_ring - 1, static_cast<int>(std::floor(bottomRight.y())));
  QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
  font.setPixelSize(static_cast<int>(std::clamp(t.scale * 0.34, 10.0, 26.0)));
  font.setBold(true);
  painter.setFont(font);
  const QFontMetricsF metrics(font);
  for (int y = y0; y <= y1; ++y) {
    for (int x = x0; x <= x1; ++x) {
      bool known = false;
      const float v = valueForText(x, y, &known);
      if (!known) continue;
      const QString text = formatNumber(v, 1);
      const QRectF cell = t.cellRect(x, y);
      if (metrics.horizontalAdvance(text) > cell.width() - 4) continue;
      // Dark text on light cells, light text on dark ones: the same luminance test as the map.
      double lum;
      if (m_mapping.map == ColourMap::Diverging) {
        const double s = std::abs(v) / std::max(1e-6f, std::abs(m_mapping.high));
        lum = 1.0 - 0.6 * std::min(1.0, s);
      } else {
        lum = (v - m_mapping.low) / std::max(1e-6f, m_mapping.high - m_mapping.low);
      }
      painter.setPen(lum > 0.55 ? QColor(0x10, 0x10, 0x10) : QColor(0xFF, 0xFF, 0xFF));
      painter.drawText(cell, Qt::AlignCenter, text);
    }
  }
}

void ChannelView::paintMessage(QPainter& painter, const QString& message) {
  QFont font = painter.font();
  font.setPointSizeF(font.pointSizeF() * (m_error.isEmpty() ? 1.15 : 1.0));
  font.setBold(m_error.isEmpty());
  painter.setFont(font);
  const QRect box = rect().adjusted(16, 16, -16, -16);
  QRect textRect = painter.boundingRect(box, Qt::AlignCenter | Qt::TextWordWrap, message);
  textRect.adjust(-14, -10, 14, 10);
  painter.setPen(Qt::NoPen);
  painter.setBrush(QColor(255, 255, 255, 235));
  painter.drawRoundedRect(textRect, 8, 8);
  painter.setPen(m_error.isEmpty() ? QColor(0x1F, 0x29, 0x37) : QColor(0xB0, 0x00, 0x20));
  painter.drawText(box, Qt::AlignCenter | Qt::TextWordWrap, message);
}

QList<ColouredRect> ChannelView::highlightRects(const ViewTransform& t) const {
  const double dpr = t.devicePixelRatio;
  const auto fb = [dpr](const QRectF& r) { return QRectF(r.topLeft() * dpr, r.size() * dpr); };
  QList<ColouredRect> out;
  if (m_ring > 0 && m_width > 0) {
    // The image's own edge, so the padding ring reads as "outside".
    addDashedOutline(out, fb(t.cellRect(0, 0, m_width, m_height)), 2 * dpr, 8 * dpr, 4 * dpr,
                     QColor(0x15, 0x57, 0xA8));
  }
  for (const CellHighlight& h : m_highlights) {
    const QRectF r = fb(t.cellRect(h.cells.x(), h.cells.y(), h.cells.width(), h.cells.height()));
    if (h.filled) {
      QColor fill = h.colour;
      fill.setAlpha(70);
      out.append({r, fill});
    }
    // A thin white line inside the coloured one keeps the outline visible on dark pixels.
    const double w = std::max(1.5, std::min(h.lineWidth, t.scale * 0.35)) * dpr;
    addOutline(out, r, w, h.colour);
    if (t.scale >= 8) {
      const double inset = w / 2 + 0.5 * dpr;
      addOutline(out, r.adjusted(inset, inset, -inset, -inset), dpr, QColor(255, 255, 255, 220));
    }
  }
  return out;
}

void ChannelView::mousePressEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton) return QWidget::mousePressEvent(event);
  m_pressed = true;
  m_dragging = false;
  m_pressPos = m_lastPos = event->position();
}

void ChannelView::setHoverTracking(bool on) {
  m_hoverTracking = on;
  setMouseTracking(on);
}

void ChannelView::leaveEvent(QEvent* event) {
  if (m_hovered.x() >= 0) {
    m_hovered = {-1, -1};
    emit hoverLeft();
  }
  QWidget::leaveEvent(event);
}

void ChannelView::mouseMoveEvent(QMouseEvent* event) {
  const QPointF pos = event->position();
  if (!m_pressed && m_hoverTracking && m_width > 0) {
    const QPointF p = transform().toImage(pos);
    const QPoint cell(static_cast<int>(std::floor(p.x())), static_cast<int>(std::floor(p.y())));
    const bool inside = p.x() >= 0 && p.y() >= 0 && cell.x() < m_width && cell.y() < m_height;
    if (inside && cell != m_hovered) {
      m_hovered = cell;
      emit cellHovered(cell);
    } else if (!inside && m_hovered.x() >= 0) {
      m_hovered = {-1, -1};
      emit hoverLeft();
    }
  }
  if (!m_pressed || m_width <= 0) return;
  if (!m_dragging && (pos - m_pressPos).manhattanLength() > 4) m_dragging = true;
  if (m_dragging) {
    const ViewTransform t = transform();
    const QPointF delta = pos - m_lastPos;
    const QPointF c = m_sync->centre();
    m_sync->set(m_sync->zoom(), QPointF(c.x() - delta.x() / (m_width * t.scale),
                                        c.y() - delta.y() / (m_height * t.scale)));
  }
  m_lastPos = pos;
}

void ChannelView::mouseReleaseEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton || !m_pressed) return;
  m_pressed = false;
  if (m_dragging || m_width <= 0) return;
  const QPointF p = transform().toImage(event->position());
  const int x = static_cast<int>(std::floor(p.x()));
  const int y = static_cast<int>(std::floor(p.y()));
  if (x >= 0 && y >= 0 && x < m_width && y < m_height) emit cellClicked(QPoint(x, y));
}

void ChannelView::mouseDoubleClickEvent(QMouseEvent* event) {
  Q_UNUSED(event);
}

void ChannelView::wheelEvent(QWheelEvent* event) {
  if (m_width <= 0) return;
  const double steps = event->angleDelta().y() / 120.0;
  if (steps == 0) return;
  const ViewTransform t = transform();
  const QPointF pos = event->position();
  const QPointF ip = t.toImage(pos);
  const double zoom =
      std::clamp(m_sync->zoom() * std::pow(1.25, steps), ViewSync::kMinZoom, ViewSync::kMaxZoom);
  const double scale = fitScale() * zoom;
  // Keep the image point under the cursor where it is.
  const QPointF centre((width() / 2.0 - pos.x() + ip.x() * scale) / (m_width * scale),
                       (height() / 2.0 - pos.y() + ip.y() * scale) / (m_height * scale));
  m_sync->set(zoom, centre);
  event->accept();
}

}  // namespace convscope::gui
