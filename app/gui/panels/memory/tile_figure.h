// The tile overlay: one block's tile drawn on the input, the block's own inputs and the halo ring
// around them in two colours, one cell per input pixel, with the pixel values as gray.
#pragma once

#include <QWidget>
#include <memory>

#include "convscope/channel.h"
#include "convscope/launch_geometry.h"

namespace convscope::gui {

class TileFigure : public QWidget {
  Q_OBJECT
 public:
  explicit TileFigure(QWidget* parent = nullptr);
  // The input under the tile (null: a plain grid) and the block shape; the block drawn is the
  // typical one the captions count (memory_access.h's typicalBlock).
  void show(std::shared_ptr<const Channel> input, Dim2 block, Dim2 blockIdx);

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  std::shared_ptr<const Channel> m_input;
  Dim2 m_block{16, 16};
  Dim2 m_blockIdx{1, 1};
};

}  // namespace convscope::gui
