// The thread-mapping overlay of an output view: block (or CPU tile) borders, a colour per block,
// warp bands, idle threads past the image edge, who ran each block, and the replay, all drawn by
// shaders/overlay.frag from the launch geometry; lane and thread labels at high zoom by QPainter.
#pragma once

#include <QColor>
#include <QList>
#include <QOpenGLExtraFunctions>
#include <vector>

#include "convscope/launch_geometry.h"
#include "gui/gl/channel_view.h"
#include "model/cell_runs.h"
#include "model/overlay_flags.h"

class QOpenGLShaderProgram;
class QOpenGLVertexArrayObject;

namespace convscope::gui {

using model::CellRuns;

// Calm, distinguishable colours (Okabe–Ito/Tableau-like), used translucent over the image.
const QList<QColor>& blockPalette();  // 6, for neighbouring blocks
const QList<QColor>& unitPalette();   // 8, for SMs, workers and CPU threads

class ThreadOverlay : public ViewOverlay {
 public:
  ThreadOverlay() = default;
  ~ThreadOverlay() override = default;

  // `launch` may be a CPU tiling (block = tile); then warps, lanes and idle are left out.
  void setLaunch(const LaunchGeometry& launch, bool isCpuTiling = false);
  const LaunchGeometry& launch() const { return m_launch; }
  void setFlags(int flags);
  int flags() const { return m_flags; }
  // Empty `runs` forgets them; the unit and replay flags then draw nothing.
  void setRuns(CellRuns runs);
  void setTime(double us) { m_timeUs = us; }
  bool active() const { return m_flags != 0 && m_launch.grid.x > 0; }

  Status initializeGL(QOpenGLExtraFunctions& gl) override;
  void paintGL(QOpenGLExtraFunctions& gl, const ViewTransform& transform) override;
  bool drawsText(const ViewTransform& transform) const override;
  void paintText(QPainter& painter, const ViewTransform& transform) override;
  void cleanupGL(QOpenGLExtraFunctions& gl) override;

  // Where the word "idle" goes over the hatching (empty when it is not drawn), for a view whose
  // painter uses `font`.
  QRectF idleLabelRect(const ViewTransform& transform, const QFont& font) const;

  // Logical pixels per output pixel from which lane labels, then threadIdx and block, appear.
  static constexpr double kLaneTextScale = 36;
  static constexpr double kThreadTextScale = 90;

 private:
  void uploadRuns(QOpenGLExtraFunctions& gl);
  void paintIdleLabel(QPainter& painter, const ViewTransform& transform);
  static QFont idleLabelFont(const QFont& base);

  LaunchGeometry m_launch;
  bool m_cpuTiling = false;
  int m_flags = 0;
  CellRuns m_runs;
  bool m_runsDirty = false;
  double m_timeUs = 0;

  QOpenGLShaderProgram* m_program = nullptr;
  // Its uniform locations, looked up once when it is built.
  struct Uniforms {
    int cells = -1, origin = -1, scale = -1, fbHeight = -1, output = -1, block = -1, grid = -1,
        flags = -1, time = -1, palette = -1, unitPalette = -1;
  } m_u;
  QOpenGLVertexArrayObject* m_vao = nullptr;
  GLuint m_cells = 0;  // RGBA32F, gridDim.x × gridDim.y
  int m_cellsWidth = 0;
  int m_cellsHeight = 0;
};

}  // namespace convscope::gui
