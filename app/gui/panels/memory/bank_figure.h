// The shared-memory banks: 32 columns, one per bank, and the words one warp reads from the tile
// placed in their bank's column, one cell per lane. Where a bank holds two different words the
// cells are outlined red: the warp waits a turn for each.
#pragma once

#include <QWidget>

#include "convscope/memory_access.h"

namespace convscope::gui {

class BankFigure : public QWidget {
  Q_OBJECT
 public:
  explicit BankFigure(QWidget* parent = nullptr);
  void show(const BankAccess& access);

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  BankAccess m_access;
};

}  // namespace convscope::gui
