// Picks the CUDA block size: the presets a course uses (8×8, 16×16, 32×8, 32×32) or a custom
// one, checked by core's checkBlock (at most 1024 threads), whose message is shown when it fails.
#pragma once

#include <QWidget>

#include "convscope/launch_geometry.h"
#include "convscope/status.h"

class QComboBox;
class QLabel;
class QSpinBox;

namespace convscope::gui {

class BlockSizeControl : public QWidget {
  Q_OBJECT
 public:
  explicit BlockSizeControl(QWidget* parent = nullptr);

  Dim2 block() const { return m_block; }
  // Selects the preset or fills the custom fields. Returns checkBlock's message when invalid.
  // Ok, or checkBlock's reason (InvalidArgument) when `block` is not a launchable block.
  Status setBlock(Dim2 block);
  // What the control shows now: ok, or why the typed block is not used.
  Status status() const;

 signals:
  void blockChanged(convscope::Dim2 block);

 private:
  void onPreset(int index);
  void onCustom();

  Dim2 m_block{16, 16};
  QComboBox* m_presets;
  QSpinBox* m_x;
  QSpinBox* m_y;
  QLabel* m_cross;
  QLabel* m_error;
};

}  // namespace convscope::gui
