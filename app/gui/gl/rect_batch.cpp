#include "gui/gl/rect_batch.h"

#include <QCoreApplication>

#include <QOpenGLExtraFunctions>
#include <QOpenGLShaderProgram>
#include <QOpenGLVertexArrayObject>
#include <algorithm>
#include <vector>

#include "gui/gl/shader_program.h"

namespace convscope::gui {

void addOutline(QList<ColouredRect>& out, const QRectF& r, double w, const QColor& colour) {
  const double h = w / 2;
  out.append({QRectF(r.left() - h, r.top() - h, r.width() + w, w), colour});
  out.append({QRectF(r.left() - h, r.bottom() - h, r.width() + w, w), colour});
  out.append({QRectF(r.left() - h, r.top() + h, w, std::max(0.0, r.height() - w)), colour});
  out.append({QRectF(r.right() - h, r.top() + h, w, std::max(0.0, r.height() - w)), colour});
}

void addDashedOutline(QList<ColouredRect>& out, const QRectF& r, double w, double dash, double gap,
                      const QColor& colour) {
  const double h = w / 2;
  for (double x = r.left(); x < r.right(); x += dash + gap) {
    const double len = std::min(dash, r.right() - x);
    out.append({QRectF(x, r.top() - h, len, w), colour});
    out.append({QRectF(x, r.bottom() - h, len, w), colour});
  }
  for (double y = r.top(); y < r.bottom(); y += dash + gap) {
    const double len = std::min(dash, r.bottom() - y);
    out.append({QRectF(r.left() - h, y, w, len), colour});
    out.append({QRectF(r.right() - h, y, w, len), colour});
  }
}

RectBatch::~RectBatch() {
  // cleanup() frees the GL objects with the context current; these are only the wrappers.
  delete m_vao;
  delete m_program;
}

Status RectBatch::initialize() {
  auto program = buildShaderProgram(QStringLiteral(":/shaders/flat.vert"),
                                    QStringLiteral(":/shaders/flat.frag"));
  if (!program) return program.status();
  m_program = *program;
  m_fbSizeLocation = m_program->uniformLocation("u_fbSize");
  m_vao = new QOpenGLVertexArrayObject;
  // It said nothing when this failed: the view showed an empty error.
  if (!m_vao->create())
    return Status::error(
        StatusCode::DeviceError,
        QCoreApplication::translate("ChannelView", "Could not create a vertex array object.")
            .toStdString());
  return Status::ok();
}

void RectBatch::draw(QOpenGLExtraFunctions& gl, QSize framebuffer,
                     const QList<ColouredRect>& rects) {
  if (!m_program || rects.isEmpty()) return;
  // Two triangles per rectangle; each vertex is x, y, r, g, b, a.
  constexpr int kFloats = 6;
  std::vector<float> vertices;
  vertices.reserve(static_cast<size_t>(rects.size()) * 6 * kFloats);
  for (const ColouredRect& c : rects) {
    const float x0 = static_cast<float>(c.rect.left()), x1 = static_cast<float>(c.rect.right());
    const float y0 = static_cast<float>(c.rect.top()), y1 = static_cast<float>(c.rect.bottom());
    const float rgba[4] = {
        static_cast<float>(c.colour.redF()), static_cast<float>(c.colour.greenF()),
        static_cast<float>(c.colour.blueF()), static_cast<float>(c.colour.alphaF())};
    for (const auto& [x, y] :
         {std::pair{x0, y0}, {x1, y0}, {x1, y1}, {x0, y0}, {x1, y1}, {x0, y1}}) {
      vertices.insert(vertices.end(), {x, y, rgba[0], rgba[1], rgba[2], rgba[3]});
    }
  }
  m_vao->bind();
  if (!m_buffer) gl.glGenBuffers(1, &m_buffer);
  gl.glBindBuffer(GL_ARRAY_BUFFER, m_buffer);
  gl.glBufferData(GL_ARRAY_BUFFER, static_cast<GLsizeiptr>(vertices.size() * sizeof(float)),
                  vertices.data(), GL_STREAM_DRAW);
  gl.glEnableVertexAttribArray(0);
  gl.glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, kFloats * sizeof(float), nullptr);
  gl.glEnableVertexAttribArray(1);
  gl.glVertexAttribPointer(1, 4, GL_FLOAT, GL_FALSE, kFloats * sizeof(float),
                           reinterpret_cast<const void*>(2 * sizeof(float)));
  m_program->bind();
  m_program->setUniformValue(m_fbSizeLocation, QSizeF(framebuffer));
  gl.glEnable(GL_BLEND);
  // Colour blends "over"; alpha adds up to 1, so the frame stays opaque. With plain
  // glBlendFunc a translucent tap fill left alpha ≈ 0.8 over bright pixels, and `render`, which
  // draws each view's frame over the grabbed window, let the window's background through there.
  gl.glBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE, GL_ONE_MINUS_SRC_ALPHA);
  gl.glDrawArrays(GL_TRIANGLES, 0, static_cast<GLsizei>(vertices.size() / kFloats));
  gl.glDisable(GL_BLEND);
  m_program->release();
  gl.glBindBuffer(GL_ARRAY_BUFFER, 0);
  m_vao->release();
}

void RectBatch::cleanup(QOpenGLExtraFunctions& gl) {
  if (m_buffer) gl.glDeleteBuffers(1, &m_buffer);
  m_buffer = 0;
  delete m_vao;
  m_vao = nullptr;
  delete m_program;
  m_program = nullptr;
}

}  // namespace convscope::gui
