#include "gui/panels/memory/coalescing_figure.h"

#include <QPainter>
#include <algorithm>
#include <map>
#include <set>

#include "gui/widgets/theme.h"

namespace convscope::gui {

namespace {
// Rows drawn at most: a 1×32 block's warp touches 32 rows, one sector each; beyond this many
// the strips would be thinner than a line, so the rest are summed in one sentence below.
constexpr int kMaxRowsDrawn = 8;
constexpr int kSectorsShown = 6;  // per row: the lanes' sectors and one either side
}  // namespace

CoalescingFigure::CoalescingFigure(QWidget* parent) : QWidget(parent) {
  setMinimumSize(300, 230);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
  setAccessibleName(tr("One warp's addresses in 32-byte sectors"));
}

void CoalescingFigure::show(const WarpRequest& request, int imageWidth) {
  m_request = request;
  m_imageWidth = std::max(1, imageWidth);
  update();
}

void CoalescingFigure::paintEvent(QPaintEvent*) {
  QPainter p(this);
  // The rows the lanes read, each with the lanes' columns.
  std::map<long long, std::set<long long>> columnsOfRow;
  for (long long e : m_request.lanes)
    if (e >= 0) columnsOfRow[e / m_imageWidth].insert(e % m_imageWidth);
  if (columnsOfRow.empty()) return;
  const int rows = std::min<int>(kMaxRowsDrawn, static_cast<int>(columnsOfRow.size()));
  const QFont label = uiFont(0.95);
  p.setFont(label);
  const QFontMetrics fm(label);
  const int labelWidth = fm.horizontalAdvance(tr("input row %1").arg(99999)) + 8;
  const bool more = static_cast<int>(columnsOfRow.size()) > rows;
  const double stripH = std::min(96.0, (height() - 4.0) / (rows + (more ? 1 : 0)));
  const double cellW = (width() - labelWidth - 4.0) / (kSectorsShown * kSectorFloats);
  int r = 0;
  for (const auto& [row, columns] : columnsOfRow) {
    if (r == rows) break;
    const double y = 2 + r * stripH;
    // The strip starts one sector before the first sector read, at a sector boundary.
    const long long rowStart = row * m_imageWidth;
    const long long firstElement = rowStart + *columns.begin();
    const long long firstSector = firstElement / kSectorFloats - 1;
    std::set<long long> touched;
    for (long long c : columns) touched.insert((rowStart + c) / kSectorFloats);
    p.setPen(colours::text());
    p.drawText(QRectF(0, y, labelWidth - 6, stripH * 0.8), Qt::AlignRight | Qt::AlignVCenter,
               tr("input row %1").arg(row));
    for (int k = 0; k < kSectorsShown * kSectorFloats; ++k) {
      const long long element = firstSector * kSectorFloats + k;
      const long long column = element - rowStart;
      const QRectF cellRect(labelWidth + k * cellW, y, cellW, stripH * 0.8);
      const bool read = column >= 0 && column < m_imageWidth && columns.count(column);
      const bool moved = touched.count(element / kSectorFloats) > 0;
      QColor fill(0xE5, 0xE7, 0xEB);               // not moved by this load
      if (moved) fill = QColor(0xFD, 0xE6, 0xC4);  // moved, not used: the waste
      if (read) fill = colours::kGpu;
      p.fillRect(cellRect.adjusted(0.5, 0.5, -0.5, -0.5), fill);
    }
    // Sector boundaries, the moved sectors outlined thick.
    for (int s = 0; s <= kSectorsShown; ++s) {
      const double x = labelWidth + s * kSectorFloats * cellW;
      p.setPen(QPen(colours::muted(), 1));
      p.drawLine(QPointF(x, y - 2), QPointF(x, y + stripH * 0.8 + 2));
    }
    for (long long sector : touched) {
      const long long k = (sector - firstSector) * kSectorFloats;
      if (k < 0 || k >= kSectorsShown * kSectorFloats) continue;
      p.setPen(QPen(QColor(0xB4, 0x53, 0x09), 2.5));
      p.setBrush(Qt::NoBrush);
      p.drawRect(QRectF(labelWidth + k * cellW, y, kSectorFloats * cellW, stripH * 0.8));
    }
    ++r;
  }
  if (more) {
    p.setPen(colours::muted());
    p.drawText(QRectF(labelWidth, 2 + rows * stripH, width() - labelWidth, stripH),
               Qt::AlignLeft | Qt::AlignVCenter,
               tr("… and %1 more rows, one sector each").arg(columnsOfRow.size() - rows));
  }
}

}  // namespace convscope::gui
