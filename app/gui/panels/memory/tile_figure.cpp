#include "gui/panels/memory/tile_figure.h"

#include <QPainter>
#include <QPainterPath>
#include <algorithm>

#include "convscope/conv_sum.h"
#include "gui/widgets/theme.h"

namespace convscope::gui {

namespace {
// The ring one cell wide around the tile: the neighbours' inputs, drawn for context.
constexpr int kContext = 1;
const QColor kHalo(0xD9, 0x77, 0x06);
}  // namespace

TileFigure::TileFigure(QWidget* parent) : QWidget(parent) {
  setMinimumSize(200, 150);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
  setAccessibleName(tr("One block's tile and its halo on the input"));
}

void TileFigure::show(std::shared_ptr<const Channel> input, Dim2 block, Dim2 blockIdx) {
  m_input = std::move(input);
  m_block = block;
  m_blockIdx = blockIdx;
  update();
}

void TileFigure::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing, false);
  const int halo = (kKernelSize - 1) / 2;
  const int tileW = m_block.x + 2 * halo;
  const int tileH = m_block.y + 2 * halo;
  const int cellsW = tileW + 2 * kContext;
  const int cellsH = tileH + 2 * kContext;
  // Square cells as large as the widget allows, never below 2 px (a 1024-wide block is a strip).
  const double cell =
      std::max(2.0, std::min(double(width() - 2) / cellsW, double(height() - 2) / cellsH));
  const QPointF origin((width() - cell * cellsW) / 2, (height() - cell * cellsH) / 2);
  // Input position of the drawing's top-left cell (the tile's origin minus the context).
  const int x0 = m_blockIdx.x * m_block.x - halo - kContext;
  const int y0 = m_blockIdx.y * m_block.y - halo - kContext;
  for (int cy = 0; cy < cellsH; ++cy) {
    for (int cx = 0; cx < cellsW; ++cx) {
      const int ix = x0 + cx;
      const int iy = y0 + cy;
      const QRectF r(origin.x() + cx * cell, origin.y() + cy * cell, cell, cell);
      const bool inside =
          !m_input || (ix >= 0 && iy >= 0 && ix < m_input->width && iy < m_input->height);
      if (!inside) {
        // Outside the image: the padding's zeros (and idle threads' places), hatched.
        p.fillRect(r, Qt::white);
        p.fillRect(r, QBrush(QColor(0x9C, 0xA3, 0xAF), Qt::BDiagPattern));
        continue;
      }
      const int v = m_input ? std::clamp(int(m_input->at(ix, iy) + 0.5f), 0, 255) : 200;
      const bool context =
          cx < kContext || cy < kContext || cx >= cellsW - kContext || cy >= cellsH - kContext;
      p.fillRect(r, context ? QColor(v, v, v).lighter(115) : QColor(v, v, v));
    }
  }
  auto rect = [&](int cx, int cy, int w, int h) {
    return QRectF(origin.x() + cx * cell, origin.y() + cy * cell, w * cell, h * cell);
  };
  // The halo: the ring between the tile's edge and the block's own inputs, hatched in amber.
  const QRectF tile = rect(kContext, kContext, tileW, tileH);
  const QRectF own = rect(kContext + halo, kContext + halo, m_block.x, m_block.y);
  QPainterPath ring;
  ring.addRect(tile);
  ring.addRect(own);
  ring.setFillRule(Qt::OddEvenFill);
  QColor haloFill = kHalo;
  haloFill.setAlpha(110);
  p.fillPath(ring, haloFill);
  QColor ownFill = colours::kGpu;
  ownFill.setAlpha(60);
  p.fillRect(own, ownFill);
  p.setPen(QPen(kHalo, std::max(2.0, cell / 4)));
  p.drawRect(tile);
  p.setPen(QPen(colours::kGpu, std::max(2.0, cell / 4)));
  p.drawRect(own);
  // Cell lines where cells are large enough to count.
  if (cell >= 8) {
    p.setPen(QPen(QColor(0, 0, 0, 40), 1));
    for (int cx = 0; cx <= cellsW; ++cx)
      p.drawLine(QPointF(origin.x() + cx * cell, origin.y()),
                 QPointF(origin.x() + cx * cell, origin.y() + cellsH * cell));
    for (int cy = 0; cy <= cellsH; ++cy)
      p.drawLine(QPointF(origin.x(), origin.y() + cy * cell),
                 QPointF(origin.x() + cellsW * cell, origin.y() + cy * cell));
  }
}

}  // namespace convscope::gui
