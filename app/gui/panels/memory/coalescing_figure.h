// The coalescing overlay: one warp load's 32 addresses as they fall into 32-byte sectors along
// the input rows it touches. One strip per row, sector boundaries drawn, each lane's float
// marked in the GPU colour; sectors the load moves are outlined, the bytes it uses filled.
#pragma once

#include <QWidget>

#include "convscope/memory_access.h"

namespace convscope::gui {

class CoalescingFigure : public QWidget {
  Q_OBJECT
 public:
  explicit CoalescingFigure(QWidget* parent = nullptr);
  void show(const WarpRequest& request, int imageWidth);

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  WarpRequest m_request;
  int m_imageWidth = 1;
};

}  // namespace convscope::gui
