// Flat-coloured, axis-aligned rectangles drawn by GL in one call: the outlines of the sliding
// window, the tap cells and the image edge. QPainter drew them before, but setting it up on a GL
// framebuffer cost about 3 ms per view and frame under llvmpipe, a fifth of a 60 Hz frame.
#pragma once

#include <QColor>
#include <QList>
#include <QRectF>
#include <QSize>
#include <QString>

#include "convscope/status.h"

class QOpenGLExtraFunctions;
class QOpenGLShaderProgram;
class QOpenGLVertexArrayObject;

namespace convscope::gui {

struct ColouredRect {
  QRectF rect;  // framebuffer pixels from the top-left corner
  QColor colour;
};

// Adds the four sides of a `width`-wide line centred on the edges of `rect` (as QPainter strokes
// a rectangle).
void addOutline(QList<ColouredRect>& out, const QRectF& rect, double width, const QColor& colour);
// The same with dashes of `dash` pixels and gaps of `gap` pixels.
void addDashedOutline(QList<ColouredRect>& out, const QRectF& rect, double width, double dash,
                      double gap, const QColor& colour);

class RectBatch {
 public:
  RectBatch() = default;
  RectBatch(const RectBatch&) = delete;
  RectBatch& operator=(const RectBatch&) = delete;
  ~RectBatch();

  // With the context current; false with `error` set when the shaders do not build.
  Status initialize();
  // Blends the rectangles, in order, over the bound framebuffer of size `framebuffer`.
  void draw(QOpenGLExtraFunctions& gl, QSize framebuffer, const QList<ColouredRect>& rects);
  // With the context current, before it goes.
  void cleanup(QOpenGLExtraFunctions& gl);

 private:
  QOpenGLShaderProgram* m_program = nullptr;
  int m_fbSizeLocation = -1;  // looked up once when the program is built
  QOpenGLVertexArrayObject* m_vao = nullptr;
  unsigned m_buffer = 0;
};

}  // namespace convscope::gui
