// One image channel on screen: a GL_R32F texture drawn by shaders/channel.frag, with the zoom
// and pan of a shared ViewSync, grid lines and cell values when zoomed in, a padding ring,
// highlighted cells (the sliding window) and an optional overlay drawn after the image.
//
// The widget takes the mouse and the keyboard; it draws on a ChannelSurface, a GL window of its
// own laid over it (see channel_surface.h for why not a QOpenGLWidget).
#pragma once

#include <QColor>
#include <QImage>
#include <QList>
#include <QOpenGLExtraFunctions>
#include <QPointF>
#include <QRect>
#include <QString>
#include <QWidget>
#include <memory>
#include <optional>

#include "convscope/channel.h"
#include "convscope/conv_sum.h"
#include "convscope/status.h"
#include "gui/gl/rect_batch.h"
#include "images/value_mapping.h"
#include "model/view_draw_timing.h"

class QOpenGLContext;
class QOpenGLShaderProgram;
class QOpenGLVertexArrayObject;
class QPainter;

namespace convscope::model {
class ViewSync;
class OutputSurface;
}  // namespace convscope::model

namespace convscope::gui {

using model::OutputSurface;
using model::ViewSync;

class ChannelSurface;

// Where the image sits in the widget, in logical (device-independent) pixels.
struct ViewTransform {
  QPointF origin;    // widget position of image pixel (0, 0)'s top-left corner
  double scale = 1;  // widget pixels per image pixel
  double devicePixelRatio = 1;
  int width = 0;  // image size in pixels
  int height = 0;

  QPointF toImage(QPointF widgetPos) const { return (widgetPos - origin) / scale; }
  QRectF cellRect(int x, int y, int w = 1, int h = 1) const {
    return {origin.x() + x * scale, origin.y() + y * scale, w * scale, h * scale};
  }
};

// Drawn over the image with the context current and the view's framebuffer bound: the thread
// mapping overlay (block borders, warps) plugs in here and reads the transform for its uniforms.
class ViewOverlay {
 public:
  virtual ~ViewOverlay() = default;
  virtual Status initializeGL(QOpenGLExtraFunctions& gl) = 0;
  virtual void paintGL(QOpenGLExtraFunctions& gl, const ViewTransform& transform) = 0;
  // Whether paintText() would write anything at this transform (QPainter is set up only then).
  virtual bool drawsText(const ViewTransform& transform) const {
    (void)transform;
    return false;
  }
  virtual void paintText(QPainter& painter, const ViewTransform& transform) {
    (void)painter;
    (void)transform;
  }
  virtual void cleanupGL(QOpenGLExtraFunctions& gl) = 0;
};

struct CellHighlight {
  QRect cells;  // in image pixels; may reach into the padding ring
  QColor colour;
  double lineWidth = 3;  // logical pixels
  bool filled = false;   // a translucent fill as well as the outline
};

class ChannelView : public QWidget, protected QOpenGLExtraFunctions {
  Q_OBJECT
 public:
  explicit ChannelView(ViewSync* sync, QWidget* parent = nullptr);
  ~ChannelView() override;

  // Shows `channel` (shared, not copied). Large images reach the GPU in bands over a few frames
  // so that no frame stalls the GUI thread.
  void setChannel(std::shared_ptr<const Channel> channel);
  // A texture of this size whose content is written by someone else (the GPU path): shown in
  // full once markExternallyWritten() is called. Values are not printed in the cells.
  void setExternalImage(int width, int height);
  // `textureUploadMs`: the writer's own upload into the texture (staged), 0 when it wrote it in
  // place (interop); contentShown reports it as this content's upload.
  void markExternallyWritten(double textureUploadMs = 0);
  void clear();
  // This view as the GPU side's output (model/output_surface.h): made on first use, owned by
  // the view.
  OutputSurface* outputSurface();

  void setMapping(const app::ValueMapping& mapping);
  const app::ValueMapping& mapping() const { return m_mapping; }
  // Draws `ring` padding cells around the image with the values `padding` gives them. `reserve`
  // keeps room for a ring of that width even when none is drawn, so views line up.
  void setPaddingRing(int ring, Padding padding);
  void setReserve(int reserve);
  // Cells with row-major index ≥ count are drawn as "not computed yet"; -1 shows all.
  void setShownCount(long long count);
  void setHighlights(QList<CellHighlight> highlights);
  void setPlaceholder(const QString& text);
  void setOverlay(ViewOverlay* overlay);  // not owned; nullptr removes it
  // Reports the cell under the cursor while no button is held (the inspector's hover).
  void setHoverTracking(bool on);

  int imageWidth() const { return m_width; }
  int imageHeight() const { return m_height; }
  std::shared_ptr<const Channel> channel() const { return m_channel; }
  GLuint texture() const { return m_texture; }
  bool uploadComplete() const;
  ViewTransform transform() const;
  long long framesDrawn() const { return m_frames; }
  // Empty unless a shader failed to build (its log) or GL reported an error.
  QString glErrorText() const { return m_error; }

  // Reads the texture back as floats (whatever wrote it: upload, CUDA interop or staged copy).
  // Empty when there is no texture yet.
  std::optional<Channel> readTexture();

  // Moves the shared view so cell (x, y) of this image is visible; no change if it already is.
  void ensureVisible(int x, int y);

  // Asks for a new frame of the GL surface (QWidget::update() would repaint only the widget).
  void requestFrame();
  // The surface's GL context, null until its first frame; make it current before any GL call.
  QOpenGLContext* context() const;
  void makeCurrent();
  void doneCurrent();
  // Draws a frame into an offscreen framebuffer and returns it: what the surface shows.
  // 0: at the screen's pixel ratio; 2 or 3 for a figure drawn at that many pixels per point.
  QImage grabFramebuffer(qreal pixelRatio = 0);

 signals:
  void cellClicked(QPoint cell);
  void cellHovered(QPoint cell);  // only with hover tracking, only for cells of the image
  void hoverLeft();               // the cursor left the image (or the view)
  // The texture was (re)created, with this view's context current: attach GPU writers here.
  void textureCreated(GLuint texture, int width, int height);
  void textureAboutToBeDestroyed(GLuint texture);
  void frameDrawn();
  // Once per new content (setChannel, markExternallyWritten) while something listens: how long
  // its upload and its draw took (view_draw_timing.h), a frame after the first that shows it.
  void contentShown(const convscope::model::ViewDrawTiming& timing);
  void glFailed(const QString& message);

 protected:
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void mouseDoubleClickEvent(QMouseEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void leaveEvent(QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  friend class ChannelSurface;
  void initializeGL();
  void paintGL();
  void drawFrame(GLuint framebuffer, QSize framebufferSize);
  QSize framebufferSize() const;
  qreal drawingPixelRatio() const;  // the screen's, or a figure's while it is drawn
  void cleanup();
  bool ensureTexture();          // false: deferred to a later frame
  bool adoptAllocatedTexture();  // the large-texture path through TextureAllocator
  void textureAllocated(quint64 ticket, GLuint texture, int width, int height,
                        const convscope::Status& status);
  void uploadBand();
  void reportShown(QSize framebufferSize, double drawMs);
  bool timingWanted() const;
  void fail(const QString& message);
  void paintValues(QPainter& painter, const ViewTransform& t);
  QList<ColouredRect> highlightRects(const ViewTransform& t) const;
  void paintMessage(QPainter& painter, const QString& message);
  float valueForText(int x, int y, bool* known) const;
  double fitScale() const;

  ViewSync* m_sync;
  ChannelSurface* m_surface = nullptr;  // owned by its window container
  QWidget* m_container = nullptr;       // a child widget covering this one
  std::shared_ptr<const Channel> m_channel;
  int m_width = 0;
  int m_height = 0;
  int m_texWidth = 0;
  int m_texHeight = 0;
  GLuint m_texture = 0;
  quint64 m_textureTicket = 0;  // the texture thread's pending request, 0 for none
  QSize m_ticketSize;           // the size that request asked for
  std::shared_ptr<const Channel> m_ticketContent;   // and the image it fills in (none: empty)
  GLuint m_allocated = 0;                           // made by the texture thread, adopted next
  std::shared_ptr<const Channel> m_textureContent;  // the image a thread-made m_texture holds
  int m_uploadedRows = 0;                           // rows of m_channel already in the texture
  bool m_external = false;                          // content written by someone else
  bool m_externalWritten = false;
  app::ValueMapping m_mapping;
  int m_ring = 0;
  int m_reserve = 0;
  Padding m_padding = Padding::Zero;
  long long m_shown = -1;
  QList<CellHighlight> m_highlights;
  QString m_placeholder;
  ViewOverlay* m_overlay = nullptr;
  bool m_overlayReady = false;
  OutputSurface* m_outputSurface = nullptr;  // a child, made by outputSurface()

  // Where a channel program's uniforms live: looked up once when it is built, not by name in
  // every draw.
  struct ChannelUniforms {
    int tex = -1, fbSize = -1, origin = -1, scale = -1, fbHeight = -1, size = -1, padMode = -1,
        map = -1, range = -1, negative = -1, positive = -1, shown = -1, grid = -1, rect = -1;
  };
  static ChannelUniforms lookUpUniforms(QOpenGLShaderProgram& program);

  QOpenGLShaderProgram* m_imageProgram = nullptr;  // the image's cells
  QOpenGLShaderProgram* m_ringProgram = nullptr;   // the padding ring around them
  ChannelUniforms m_imageUniforms;
  ChannelUniforms m_ringUniforms;
  QOpenGLVertexArrayObject* m_vao = nullptr;
  RectBatch m_rects;
  bool m_glReady = false;
  qreal m_figurePixelRatio = 0;  // > 0 only while grabFramebuffer draws a figure
  QString m_error;
  long long m_frames = 0;
  // The content's way onto the screen, until contentShown reports it.
  enum class DrawTiming { None, FirstFrame, TimedFrame };
  DrawTiming m_drawPending = DrawTiming::None;
  double m_pendingUploadMs = 0;
  QString m_renderer;

  QPointF m_pressPos;
  QPointF m_lastPos;
  bool m_dragging = false;
  bool m_pressed = false;
  bool m_hoverTracking = false;
  QPoint m_hovered{-1, -1};
};

}  // namespace convscope::gui
