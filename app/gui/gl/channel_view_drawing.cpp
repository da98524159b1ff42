// One frame of a ChannelView: the image and its padding ring by shader, the overlay, the
// highlight outlines by one batch of rectangles, and text (cell values, messages) by QPainter.
#include <QFontDatabase>
#include <QOpenGLPaintDevice>
#include <QOpenGLShaderProgram>
#include <QOpenGLVertexArrayObject>
#include <QPainter>
#include <QVector3D>
#include <QVector4D>
#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>

#include "gui/gl/channel_surface.h"
#include "gui/gl/channel_view.h"
#include "gui/widgets/number_format.h"

namespace convscope::gui {

using model::ViewDrawTiming;

namespace {

constexpr double kMinValueCell = 24;  // logical pixels a cell needs before its value is written
constexpr double kMinGridCell = 6;
const QColor kBackground(0xE4, 0xE8, 0xEE);

}  // namespace

void ChannelView::paintGL() {
  drawFrame(m_surface->defaultFramebufferObject(), framebufferSize());
}

void ChannelView::drawFrame(GLuint framebuffer, QSize framebufferSize) {
  const qreal dpr = drawingPixelRatio();
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
  const auto drawStart = std::chrono::steady_clock::now();
  if (m_glReady && m_texture && m_texWidth == m_width && m_texHeight == m_height) {
    long long shown = m_shown < 0 ? static_cast<long long>(m_width) * m_height : m_shown;
    if (m_external)
      shown = m_externalWritten ? shown : 0;
    else
      shown = std::min(shown, static_cast<long long>(m_uploadedRows) * m_width);
    const double grid = std::clamp((t.scale - kMinGridCell) / 12.0, 0.0, 0.85);
    const app::ShaderMapping mapping = app::shaderMapping(m_mapping);
    const auto vec3 = [](const std::array<float, 3>& c) { return QVector3D(c[0], c[1], c[2]); };
    const auto draw = [&](QOpenGLShaderProgram& program, const ChannelUniforms& u,
                          const QList<QRectF>& rects) {
      program.bind();
      program.setUniformValue(u.tex, 0);
      program.setUniformValue(u.fbSize, QSizeF(framebufferSize));
      program.setUniformValue(u.origin, QPointF(t.origin * dpr));
      program.setUniformValue(u.scale, static_cast<GLfloat>(t.scale * dpr));
      program.setUniformValue(u.fbHeight, static_cast<GLfloat>(fbHeight));
      glUniform2i(u.size, m_width, m_height);
      program.setUniformValue(u.padMode, static_cast<int>(m_padding));
      program.setUniformValue(u.map, mapping.kind);
      program.setUniformValue(u.range, QPointF(mapping.low, mapping.high));
      program.setUniformValue(u.negative, vec3(app::kNegativeColour));
      program.setUniformValue(u.positive, vec3(app::kPositiveColour));
      program.setUniformValue(u.shown, static_cast<int>(std::min<long long>(shown, INT32_MAX)));
      program.setUniformValue(u.grid, static_cast<GLfloat>(grid));
      for (const QRectF& r : rects) {
        program.setUniformValue(u.rect, QVector4D(r.left(), r.top(), r.right(), r.bottom()));
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
    draw(*m_imageProgram, m_imageUniforms, {image});
    if (m_ring > 0) {
      const double r = m_ring * t.scale * dpr;
      const QRectF outer = image.adjusted(-r, -r, r, r);
      draw(*m_ringProgram, m_ringUniforms,
           {QRectF(outer.left(), outer.top(), outer.width(), r),
            QRectF(outer.left(), image.bottom(), outer.width(), r),
            QRectF(outer.left(), image.top(), r, image.height()),
            QRectF(image.right(), image.top(), r, image.height())});
    }
    m_vao->release();
    glBindTexture(GL_TEXTURE_2D, 0);
  }
  if (m_glReady && m_overlay) {
    if (!m_overlayReady) {
      const Status ready = m_overlay->initializeGL(*this);
      m_overlayReady = ready.isOk();
      if (!m_overlayReady) {
        fail(QString::fromStdString(ready.message));
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

  // New content, shown whole, and not in a figure drawn at another scale: the frame after the
  // first that shows it is timed, both waited for once with glFinish, so the Speed tab's draw
  // phase is the drawing itself, not its submission, nor a first draw's one-off costs (llvmpipe
  // compiles shader variants then: in renders of the Speed tab at 1920×1080 here the first such
  // frame took 18 ms, the next 8 ms).
  const bool whole = m_texture && m_texWidth == m_width && m_texHeight == m_height &&
                     (m_external ? m_externalWritten : m_uploadedRows >= m_height);
  if (m_drawPending != DrawTiming::None && m_glReady && whole && m_figurePixelRatio <= 0) {
    glFinish();
    if (m_drawPending == DrawTiming::FirstFrame) {
      m_drawPending = DrawTiming::TimedFrame;
      requestFrame();
    } else {
      reportShown(framebufferSize, std::chrono::duration<double, std::milli>(
                                       std::chrono::steady_clock::now() - drawStart)
                                       .count());
    }
  }
  ++m_frames;
  emit frameDrawn();
  // More bands to upload here: the next frame sends the next one. (A texture being filled on the
  // texture thread asks for its frame when it is done; asking here would spin the GUI thread
  // and starve that thread.)
  if (m_channel && m_uploadedRows < m_height && m_texture && m_textureTicket == 0) requestFrame();
}

void ChannelView::reportShown(QSize framebufferSize, double drawMs) {
  m_drawPending = DrawTiming::None;
  ViewDrawTiming timing;
  timing.image = QSize(m_width, m_height);
  timing.framebuffer = framebufferSize;
  timing.uploadMs = m_pendingUploadMs;
  // A large image's texture comes filled from the texture thread, whose time is not this view's.
  timing.uploadTimed = m_external || !m_textureContent || m_textureContent != m_channel;
  timing.writtenByGpu = m_external;
  timing.drawMs = drawMs;
  timing.renderer = m_renderer;
  emit contentShown(timing);
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
      // Dark text on light cells, light text on dark ones: the cell's own colour decides.
      const bool light = qGray(app::colourOf(m_mapping, v)) > 140;
      painter.setPen(light ? QColor(0x10, 0x10, 0x10) : QColor(0xFF, 0xFF, 0xFF));
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

}  // namespace convscope::gui
