// File → Export animation…: what to animate (the sliding window over a range of steps, or the
// replay of the blocks), how many frames and how fast, and as what (one GIF or a folder of PNG
// frames). It only asks; WindowMenus writes through the same writeAnimation as `render`.
#pragma once

#include <QDialog>

#include "gui/render/render_animation.h"

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QRadioButton;
class QSpinBox;

namespace convscope::gui {

class AnimationDialog : public QDialog {
  Q_OBJECT
 public:
  // stepCount: the CPU's steps (0: no image); position: the shown step, 0-based; canReplay:
  // whether the last GPU run recorded who ran which block.
  AnimationDialog(long long stepCount, long long position, bool canReplay,
                  QWidget* parent = nullptr);

  // What was chosen; `out` is left empty (pngFrames() says which kind of target to ask for).
  Animation animation() const;
  bool pngFrames() const;

 private:
  void refresh();

  long long m_stepCount;
  QRadioButton* m_steps;
  QRadioButton* m_replay;
  QSpinBox* m_first;
  QSpinBox* m_last;
  QSpinBox* m_fromPercent;
  QSpinBox* m_toPercent;
  QSpinBox* m_frames;
  QCheckBox* m_perBlock;
  QDoubleSpinBox* m_fps;
  QComboBox* m_format;
  QLabel* m_summary;
  QDialogButtonBox* m_buttons;
  QList<QWidget*> m_stepWidgets;
  QList<QWidget*> m_replayWidgets;
};

}  // namespace convscope::gui
