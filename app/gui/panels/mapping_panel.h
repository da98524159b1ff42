// The controls and read-outs of the thread mapping: what the overlay shows, the block size, the
// launch's numbers, kernel time per block size, the counts caption, the replay of who ran which
// block, and the inspector's text for the pixel under the cursor (or pinned).
#pragma once

#include <QMap>
#include <QWidget>

#include "convscope/launch_geometry.h"
#include "model/workbench_snapshot.h"

class QCheckBox;
class QLabel;
class QPushButton;
class QSlider;
class QTabWidget;

namespace convscope::model {
class ReplayController;
class WorkbenchModel;
}  // namespace convscope::model

namespace convscope::gui {

using model::ReplayController;
using model::WorkbenchModel;
using model::WorkbenchSnapshot;
using model::WorkbenchViewer;

class BlockSizeControl;

class MappingPanel : public QWidget, public WorkbenchViewer {
  Q_OBJECT
 public:
  explicit MappingPanel(ReplayController* replay, QWidget* parent = nullptr);

  // The toggles and the block size write the model's overlay and block; the model's show here.
  void bind(WorkbenchModel& model);
  void onSnapshot(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) override;
  int flags() const;  // OverlayFlag bits, as the toggles show them
  // What a person's clicks on the toggles do: set them to `flags` and ask for them (flagsChosen).
  void chooseFlags(int flags);
  BlockSizeControl* blockControl() const { return m_block; }
  // What a class must see without scrolling in a lesson on the mapping: replay and inspector.
  QList<QWidget*> classroomControls() const;
  // In a lesson the inspector keeps room for fewer lines, so the views keep theirs.
  void setCompactInspector(bool compact);

  void setLaunch(const LaunchGeometry* launch);  // null: no output
  // "kernel time by block size" for the current problem; emulated runs say so.
  // Milliseconds by block shape: a device's kernel times, or (modelGpu named) the model's.
  QString blockTimesText() const;
  void setBlockTimes(const QMap<QString, double>& msByBlock, const QString& modelGpu);
  void setCaption(const QString& caption);
  // Coloured squares naming the units (SMs, workers, CPU threads) of the "who" colours.
  void setLegend(const QStringList& names);
  void setInspector(const QStringList& lines, bool pinned);
  QString inspectorText() const;
  QString captionText() const;
  QString geometryText() const;
  // Scrolls the panel, where the window is short, so that the replay's row ("107/256 started")
  // can be read: for an animation of the replay.
  void revealReplay();

  // The height it needs kept whole (in a lesson) at the width it has: its rows of text and
  // toggles as they wrap at that width, the inspector as tall as its prompt.
  QSize minimumSizeHint() const override;
  int heightForWidth(int width) const override;

 signals:
  // A person changed the toggles (never emitted when they only show the model's overlay).
  void flagsChosen(int flags);

 protected:
  void resizeEvent(QResizeEvent* event) override;

 private:
  // Shows `flags` on the toggles: setChecked emits no clicked(), so nothing echoes back.
  void showFlags(int flags);
  void refreshReplay();
  // Every row as it wraps at `width`, the inspector as tall as its prompt.
  int wholeHeight(int width) const;

  ReplayController* m_replay;
  QCheckBox* m_borders;
  QCheckBox* m_colours;
  QCheckBox* m_warps;
  QCheckBox* m_lanes;
  QCheckBox* m_idle;
  QCheckBox* m_who;
  BlockSizeControl* m_block;
  QLabel* m_geometry;
  QLabel* m_times;
  QLabel* m_caption;
  QLabel* m_legend;
  QPushButton* m_play;
  QPushButton* m_step;
  QSlider* m_slider;
  QLabel* m_replayText;
  QLabel* m_inspector;
  QStringList m_inspectorLines;
  bool m_compact = false;  // kept whole, in a lesson: setCompactInspector
  // The inspector's height when it last showed its prompt (see wholeHeight).
  mutable int m_promptHeight = 0;
};

// The tabs under the GPU views: the timings and this panel, each in a scroll area. They ask for
// no more height than the timings need, so the views keep the room; a short screen scrolls
// them instead of squeezing the window.
QTabWidget* makeGpuTabs(QWidget* timings, const QString& timingsTitle, MappingPanel* panel,
                        const QString& panelTitle, QWidget* parent);

}  // namespace convscope::gui
