#include "gui/gl/channel_view.h"

#include <QMetaMethod>
#include <QOpenGLShaderProgram>
#include <QOpenGLVertexArrayObject>
#include <algorithm>
#include <utility>

#include "gui/gl/channel_surface.h"
#include "gui/gl/shader_program.h"
#include "gui/gl/view_output_surface.h"
#include "model/view_sync.h"

// ChannelView's set-up, state and GL life cycle. Its other jobs have files of their own:
// channel_view_textures.cpp (texture creation and upload), channel_view_drawing.cpp (a frame),
// channel_view_mouse.cpp (pan, zoom, click, hover), channel_view_readback.cpp (pixels back).
namespace convscope::gui {

using model::OutputSurface;
using model::ViewSync;

namespace {

constexpr double kMargin = 6;  // logical pixels around the fitted image

}  // namespace

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

qreal ChannelView::drawingPixelRatio() const {
  return m_figurePixelRatio > 0 ? m_figurePixelRatio : m_surface->devicePixelRatio();
}

QSize ChannelView::framebufferSize() const {
  const qreal dpr = drawingPixelRatio();
  return {static_cast<int>(std::lround(m_surface->width() * dpr)),
          static_cast<int>(std::lround(m_surface->height() * dpr))};
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
  m_drawPending = m_channel && timingWanted() ? DrawTiming::FirstFrame : DrawTiming::None;
  m_pendingUploadMs = 0;
  m_uploadedRows = 0;
  m_width = m_channel ? m_channel->width : 0;
  m_height = m_channel ? m_channel->height : 0;
  requestFrame();
}

void ChannelView::setExternalImage(int width, int height) {
  m_channel.reset();
  m_external = true;
  m_externalWritten = false;
  m_drawPending = DrawTiming::None;
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

void ChannelView::markExternallyWritten(double textureUploadMs) {
  m_externalWritten = true;
  m_drawPending = timingWanted() ? DrawTiming::FirstFrame : DrawTiming::None;
  m_pendingUploadMs = textureUploadMs;
  requestFrame();
}

OutputSurface* ChannelView::outputSurface() {
  if (!m_outputSurface) m_outputSurface = new ViewOutputSurface(this);
  return m_outputSurface;
}

// Only a view someone times (the GPU output, for the Speed tab) pays for the waited-for frames.
bool ChannelView::timingWanted() const {
  return isSignalConnected(QMetaMethod::fromSignal(&ChannelView::contentShown));
}

void ChannelView::clear() {
  m_channel.reset();
  m_external = false;
  m_drawPending = DrawTiming::None;
  m_width = m_height = 0;
  m_uploadedRows = 0;
  requestFrame();
}

void ChannelView::setMapping(const app::ValueMapping& mapping) {
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
  t.devicePixelRatio = drawingPixelRatio();
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

void ChannelView::initializeGL() {
  initializeOpenGLFunctions();
  // Resources die with the context: free them while it is still current (hellogl2's pattern).
  connect(context(), &QOpenGLContext::aboutToBeDestroyed, this, [this] {
    if (!m_glReady) return;
    makeCurrent();
    cleanup();
    doneCurrent();
  });
  auto image = buildShaderProgram(QStringLiteral(":/shaders/rect.vert"),
                                  QStringLiteral(":/shaders/channel.frag"));
  if (!image) return fail(QString::fromStdString(image.status().message));
  m_imageProgram = *image;
  auto ring =
      buildShaderProgram(QStringLiteral(":/shaders/rect.vert"),
                         QStringLiteral(":/shaders/channel.frag"), "#define PADDING_RING\n");
  if (!ring) return fail(QString::fromStdString(ring.status().message));
  m_ringProgram = *ring;
  m_imageUniforms = lookUpUniforms(*m_imageProgram);
  m_ringUniforms = lookUpUniforms(*m_ringProgram);
  if (const Status rects = m_rects.initialize(); !rects)
    return fail(QString::fromStdString(rects.message));
  m_vao = new QOpenGLVertexArrayObject;
  if (!m_vao->create()) return fail(tr("Could not create a vertex array object."));
  if (const GLubyte* renderer = glGetString(GL_RENDERER))
    m_renderer = QString::fromLatin1(reinterpret_cast<const char*>(renderer));
  m_glReady = true;
  ensureTexture();
}

ChannelView::ChannelUniforms ChannelView::lookUpUniforms(QOpenGLShaderProgram& program) {
  ChannelUniforms u;
  u.tex = program.uniformLocation("u_tex");
  u.fbSize = program.uniformLocation("u_fbSize");
  u.origin = program.uniformLocation("u_origin");
  u.scale = program.uniformLocation("u_scale");
  u.fbHeight = program.uniformLocation("u_fbHeight");
  u.size = program.uniformLocation("u_size");
  u.padMode = program.uniformLocation("u_padMode");
  u.map = program.uniformLocation("u_map");
  u.range = program.uniformLocation("u_range");
  u.negative = program.uniformLocation("u_negative");
  u.positive = program.uniformLocation("u_positive");
  u.shown = program.uniformLocation("u_shown");
  u.grid = program.uniformLocation("u_grid");
  u.rect = program.uniformLocation("u_rect");
  return u;
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

}  // namespace convscope::gui
