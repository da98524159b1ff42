#include "gui/panels/memory/bank_figure.h"

#include <QPainter>
#include <algorithm>
#include <map>
#include <set>

#include "gui/widgets/theme.h"

namespace convscope::gui {

BankFigure::BankFigure(QWidget* parent) : QWidget(parent) {
  setMinimumSize(300, 64);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
  setAccessibleName(tr("A warp's reads in shared memory's 32 banks"));
}

void BankFigure::show(const BankAccess& access) {
  m_access = access;
  update();
}

void BankFigure::paintEvent(QPaintEvent*) {
  QPainter p(this);
  // Each bank's distinct words, in order: a bank with two is a 2-way conflict (two turns).
  std::map<int, std::set<int>> wordsOfBank;
  for (int lane = 0; lane < kWarpSize; ++lane) {
    if (m_access.word[lane] < 0) continue;
    wordsOfBank[m_access.bank[lane]].insert(m_access.word[lane]);
  }
  // Tile rows alternate two greens, so a warp that spans rows shows where each row's words land.
  const int firstRow = m_access.word[0] >= 0 ? m_access.word[0] / std::max(1, m_access.stride) : 0;
  const int turns = std::max(1, m_access.ways);
  const QFont font = uiFont(0.85);
  p.setFont(font);
  const QFontMetrics fm(font);
  const double headerH = fm.height() + 4;
  const double cellW = (width() - 2.0) / kSharedBanks;
  const double cellH = std::min(40.0, (height() - headerH - 2.0) / std::max(2, turns));
  for (int bank = 0; bank < kSharedBanks; ++bank) {
    const double x = 1 + bank * cellW;
    p.setPen(colours::muted());
    if (cellW >= fm.horizontalAdvance(QStringLiteral("31")) + 2 || bank % 4 == 0)
      p.drawText(QRectF(x, 0, cellW, headerH), Qt::AlignCenter, QString::number(bank));
    const auto found = wordsOfBank.find(bank);
    const int count = found == wordsOfBank.end() ? 0 : static_cast<int>(found->second.size());
    for (int turn = 0; turn < std::max(turns, 1); ++turn) {
      const QRectF cell(x, headerH + turn * cellH, cellW, cellH);
      QColor fill(0xF3, 0xF4, 0xF6);
      if (turn < count) {
        const int word = *std::next(found->second.begin(), turn);
        const int row = word / std::max(1, m_access.stride) - firstRow;
        fill = turn > 0 ? QColor(0xB9, 0x1C, 0x1C)
                        : (row % 2 == 0 ? colours::kGpu : QColor(0x0E, 0x74, 0x90));
      }
      p.fillRect(cell.adjusted(1, 1, -1, -1), fill);
      if (turn < count && cellW >= fm.horizontalAdvance(QStringLiteral("999")) + 4) {
        const int word = *std::next(found->second.begin(), turn);
        p.setPen(Qt::white);
        p.drawText(cell, Qt::AlignCenter, QString::number(word));
      }
    }
  }
}

}  // namespace convscope::gui
