#include "gui/gl/thread_overlay.h"

#include <QFontDatabase>
#include <QOpenGLShaderProgram>
#include <QOpenGLVertexArrayObject>
#include <QPainter>
#include <QVector3D>
#include <algorithm>
#include <cmath>

#include "gui/gl/shader_program.h"

namespace convscope::gui {

using model::CellRuns;
using enum model::OverlayFlag;

namespace {

// Past this many blocks a side, the per-block texture is not worth its memory (a 1×1 block on
// 8192² would need 1 GiB): unit colours and the replay then say so instead of drawing.
constexpr int kMaxCellsSide = 4096;

QVector3D rgb(const QColor& c) {
  return {static_cast<float>(c.redF()), static_cast<float>(c.greenF()),
          static_cast<float>(c.blueF())};
}

}  // namespace

const QList<QColor>& blockPalette() {
  static const QList<QColor> palette = {QColor(0x4E, 0x79, 0xA7), QColor(0xF2, 0x8E, 0x2B),
                                        QColor(0x59, 0xA1, 0x4F), QColor(0xB0, 0x7A, 0xA1),
                                        QColor(0xED, 0xC9, 0x48), QColor(0x76, 0xB7, 0xB2)};
  return palette;
}

const QList<QColor>& unitPalette() {
  // Okabe–Ito, safe for the common colour-vision deficiencies, black left out.
  static const QList<QColor> palette = {QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9),
                                        QColor(0x00, 0x9E, 0x73), QColor(0xD5, 0x5E, 0x00),
                                        QColor(0x00, 0x72, 0xB2), QColor(0xCC, 0x79, 0xA7),
                                        QColor(0xF0, 0xE4, 0x42), QColor(0x99, 0x99, 0x99)};
  return palette;
}

void ThreadOverlay::setLaunch(const LaunchGeometry& launch, bool isCpuTiling) {
  if (!(launch.grid == m_launch.grid)) {
    m_runs = {};
    m_runsDirty = true;
  }
  m_launch = launch;
  m_cpuTiling = isCpuTiling;
}

void ThreadOverlay::setFlags(int flags) {
  m_flags = flags;
}

void ThreadOverlay::setRuns(CellRuns runs) {
  m_runs = std::move(runs);
  m_runsDirty = true;
}

Status ThreadOverlay::initializeGL(QOpenGLExtraFunctions& gl) {
  (void)gl;
  auto program = buildShaderProgram(QStringLiteral(":/shaders/channel.vert"),
                                    QStringLiteral(":/shaders/overlay.frag"));
  if (!program) return program.status();
  m_program = *program;
  m_u.cells = m_program->uniformLocation("u_cells");
  m_u.origin = m_program->uniformLocation("u_origin");
  m_u.scale = m_program->uniformLocation("u_scale");
  m_u.fbHeight = m_program->uniformLocation("u_fbHeight");
  m_u.output = m_program->uniformLocation("u_output");
  m_u.block = m_program->uniformLocation("u_block");
  m_u.grid = m_program->uniformLocation("u_grid");
  m_u.flags = m_program->uniformLocation("u_flags");
  m_u.time = m_program->uniformLocation("u_time");
  m_u.palette = m_program->uniformLocation("u_palette");
  m_u.unitPalette = m_program->uniformLocation("u_unitPalette");
  m_vao = new QOpenGLVertexArrayObject;
  if (!m_vao->create())
    return Status::error(StatusCode::DeviceError,
                         ChannelView::tr("Could not create a vertex array object.").toStdString());
  m_runsDirty = true;
  return Status::ok();
}

void ThreadOverlay::cleanupGL(QOpenGLExtraFunctions& gl) {
  if (m_cells) gl.glDeleteTextures(1, &m_cells);
  m_cells = 0;
  m_cellsWidth = m_cellsHeight = 0;
  delete m_vao;
  m_vao = nullptr;
  delete m_program;
  m_program = nullptr;
}

void ThreadOverlay::uploadRuns(QOpenGLExtraFunctions& gl) {
  m_runsDirty = false;
  const int w = m_launch.grid.x;
  const int h = m_launch.grid.y;
  const bool usable = !m_runs.unit.empty() && w <= kMaxCellsSide && h <= kMaxCellsSide &&
                      m_runs.unit.size() == static_cast<size_t>(w) * h;
  if (!usable) {
    if (m_cells) gl.glDeleteTextures(1, &m_cells);
    m_cells = 0;
    m_cellsWidth = m_cellsHeight = 0;
    return;
  }
  std::vector<float> texels(static_cast<size_t>(w) * h * 4);
  for (size_t i = 0; i < m_runs.unit.size(); ++i) {
    texels[i * 4 + 0] = static_cast<float>(m_runs.unit[i]);
    texels[i * 4 + 1] = i < m_runs.startUs.size() ? m_runs.startUs[i] : 0.0f;
    texels[i * 4 + 2] = i < m_runs.endUs.size() ? m_runs.endUs[i] : 0.0f;
    texels[i * 4 + 3] = 0;
  }
  if (!m_cells) gl.glGenTextures(1, &m_cells);
  gl.glBindTexture(GL_TEXTURE_2D, m_cells);
  gl.glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
  gl.glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
  gl.glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
  gl.glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA32F, w, h, 0, GL_RGBA, GL_FLOAT, texels.data());
  gl.glBindTexture(GL_TEXTURE_2D, 0);
  m_cellsWidth = w;
  m_cellsHeight = h;
}

void ThreadOverlay::paintGL(QOpenGLExtraFunctions& gl, const ViewTransform& t) {
  if (!m_program || !active()) return;
  if (m_runsDirty) uploadRuns(gl);
  int flags = m_flags & ~kOverlayLanes;
  if (m_cpuTiling) flags &= ~(kOverlayWarps | kOverlayIdle | kOverlayColours);
  const bool haveCells =
      m_cells && m_cellsWidth == m_launch.grid.x && m_cellsHeight == m_launch.grid.y;
  if (!haveCells) flags &= ~(kOverlayUnits | kOverlayReplay);
  if (!(flags & kOverlayUnits)) flags &= ~kOverlayReplay;
  if (flags == 0) return;

  const double dpr = t.devicePixelRatio;
  GLint viewport[4] = {0, 0, 0, 0};
  gl.glGetIntegerv(GL_VIEWPORT, viewport);
  gl.glEnable(GL_BLEND);
  gl.glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
  m_program->bind();
  gl.glActiveTexture(GL_TEXTURE0);
  gl.glBindTexture(GL_TEXTURE_2D, haveCells ? m_cells : 0);
  m_program->setUniformValue(m_u.cells, 0);
  m_program->setUniformValue(m_u.origin, QPointF(t.origin * dpr));
  m_program->setUniformValue(m_u.scale, static_cast<GLfloat>(t.scale * dpr));
  m_program->setUniformValue(m_u.fbHeight, static_cast<GLfloat>(viewport[3]));
  gl.glUniform2i(m_u.output, m_launch.output.x, m_launch.output.y);
  gl.glUniform2i(m_u.block, m_launch.block.x, m_launch.block.y);
  gl.glUniform2i(m_u.grid, m_launch.grid.x, m_launch.grid.y);
  m_program->setUniformValue(m_u.flags, flags);
  m_program->setUniformValue(m_u.time, static_cast<GLfloat>(m_timeUs));
  QVector3D palette[8];
  for (int i = 0; i < 8; ++i) palette[i] = rgb(blockPalette()[i % blockPalette().size()]);
  m_program->setUniformValueArray(m_u.palette, palette, 8);
  for (int i = 0; i < 8; ++i) palette[i] = rgb(unitPalette()[i]);
  m_program->setUniformValueArray(m_u.unitPalette, palette, 8);
  m_vao->bind();
  gl.glDrawArrays(GL_TRIANGLES, 0, 3);
  m_vao->release();
  gl.glBindTexture(GL_TEXTURE_2D, 0);
  m_program->release();
  gl.glDisable(GL_BLEND);
}

QFont ThreadOverlay::idleLabelFont(const QFont& base) {
  QFont font = base;
  font.setBold(true);
  return font;
}

QRectF ThreadOverlay::idleLabelRect(const ViewTransform& t, const QFont& base) const {
  const LaunchGeometry& g = m_launch;
  if (m_cpuTiling || !(m_flags & kOverlayIdle) || g.grid.x <= 0 || g.idleThreads() <= 0) return {};
  const int extentX = g.grid.x * g.block.x;
  const int extentY = g.grid.y * g.block.y;
  const QFontMetricsF metrics(idleLabelFont(base));
  const QSizeF need(metrics.horizontalAdvance(ChannelView::tr("idle")) + 8, metrics.height() + 2);
  // The word sits in whichever idle strip has room for it: hatching alone is not self-evident.
  const QRectF bottom = t.cellRect(0, g.output.y, extentX, extentY - g.output.y);
  const QRectF right = t.cellRect(g.output.x, 0, extentX - g.output.x, g.output.y);
  for (const QRectF& strip : {bottom, right}) {
    if (strip.height() >= need.height() && strip.width() >= need.width())
      return QRectF(strip.center() - QPointF(need.width() / 2, need.height() / 2), need);
  }
  return {};
}

void ThreadOverlay::paintIdleLabel(QPainter& painter, const ViewTransform& t) {
  const QRectF box = idleLabelRect(t, painter.font());
  if (box.isNull()) return;
  painter.setFont(idleLabelFont(painter.font()));
  painter.setPen(QColor(0x37, 0x41, 0x51));
  painter.setBrush(QColor(255, 255, 255, 230));
  painter.drawRoundedRect(box, 4, 4);
  painter.drawText(box, Qt::AlignCenter, ChannelView::tr("idle"));
}

bool ThreadOverlay::drawsText(const ViewTransform&) const {
  return !m_cpuTiling && m_launch.grid.x > 0;
}

void ThreadOverlay::paintText(QPainter& painter, const ViewTransform& t) {
  if (!drawsText(t)) return;
  {
    painter.save();
    paintIdleLabel(painter, t);
    painter.restore();
  }
  if (!(m_flags & kOverlayLanes) || t.scale < kLaneTextScale) return;
  const QRectF area = painter.viewport();
  const QPointF a = t.toImage(area.topLeft() / std::max(1e-6, t.devicePixelRatio));
  const QPointF b = t.toImage(area.bottomRight() / std::max(1e-6, t.devicePixelRatio));
  const int x0 = std::max(0, static_cast<int>(std::floor(a.x())));
  const int y0 = std::max(0, static_cast<int>(std::floor(a.y())));
  const int x1 = std::min(m_launch.output.x - 1, static_cast<int>(std::floor(b.x())));
  const int y1 = std::min(m_launch.output.y - 1, static_cast<int>(std::floor(b.y())));
  const bool full = t.scale >= kThreadTextScale;
  QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
  font.setPixelSize(static_cast<int>(std::clamp(t.scale * (full ? 0.14 : 0.24), 9.0, 16.0)));
  painter.setFont(font);
  const QFontMetricsF metrics(font);
  // Labels sit in the cell's corners, on their own light plates, so the value the view writes
  // in the middle stays readable and the labels read over any colour.
  auto plate = [&](const QRectF& cell, const QString& text, bool top, int line) {
    const double w = metrics.horizontalAdvance(text) + 4;
    const double h = metrics.height();
    if (w > cell.width()) return;
    const double y = top ? cell.top() + line * (h + 1) : cell.bottom() - h;
    const QRectF box(cell.left(), y, w, h);
    painter.fillRect(box, QColor(255, 255, 255, 215));
    painter.setPen(QColor(0x11, 0x18, 0x27));
    painter.drawText(box, Qt::AlignCenter, text);
  };
  for (int y = y0; y <= y1; ++y) {
    for (int x = x0; x <= x1; ++x) {
      const ThreadCoord c = threadForPixel(m_launch, x, y);
      const QRectF cell = t.cellRect(x, y).adjusted(3, 3, -3, -3);
      if (!full) {
        plate(cell, ChannelView::tr("lane %1").arg(c.lane), true, 0);
        continue;
      }
      plate(cell, ChannelView::tr("t(%1,%2)").arg(c.threadIdx.x).arg(c.threadIdx.y), true, 0);
      plate(cell, ChannelView::tr("b(%1,%2)").arg(c.blockIdx.x).arg(c.blockIdx.y), true, 1);
      plate(cell, ChannelView::tr("lane %1").arg(c.lane), false, 0);
    }
  }
}

}  // namespace convscope::gui
