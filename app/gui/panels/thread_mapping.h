// Ties the thread mapping together: the overlays on the GPU and CPU output views, the replay,
// the mapping panel and the inspector (hover or click to pin, on either side, with the 3×3 input
// pixels the inspected pixel reads highlighted on that side's input view).
#pragma once

#include <QList>
#include <QMap>
#include <QObject>
#include <QPoint>
#include <QPointer>
#include <memory>
#include <optional>

#include "convscope/engines.h"
#include "convscope/problem.h"
#include "gui/gl/channel_view.h"
#include "gui/gl/thread_overlay.h"
#include "model/gpu_report.h"
#include "model/workbench_snapshot.h"

namespace convscope::model {
class ReplayController;
class StepPlayer;
class WorkbenchModel;
}  // namespace convscope::model

namespace convscope::gui {

using model::GpuRunReport;
using model::ReplayController;
using model::StepPlayer;
using model::WorkbenchModel;
using model::WorkbenchSnapshot;
using model::WorkbenchViewer;

class MappingPanel;

struct MappingViews {
  ChannelView* cpuInput = nullptr;
  ChannelView* cpuOutput = nullptr;
  ChannelView* gpuInput = nullptr;
  ChannelView* gpuOutput = nullptr;
};

class ThreadMapping : public QObject, public WorkbenchViewer {
  Q_OBJECT
 public:
  ThreadMapping(const MappingViews& views, MappingPanel* panel, ReplayController* replay,
                const StepPlayer* player, QObject* parent = nullptr);
  ~ThreadMapping() override;

  // Follows the model's problem, launch, overlay, CPU tiles and GPU runs (a viewer of it).
  void bind(WorkbenchModel& model);
  void onSnapshot(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) override;

  // A new problem (null: none), with the padding ring the input views draw; its launch follows.
  void setProblem(const ConvProblem* problem, int ring);
  // The model's launch of the problem (null: none): the overlay's blocks, warps and threads.
  void setLaunch(const LaunchGeometry* launch);
  void setCpuTiles(std::shared_ptr<const TileRecord> tiles);
  void setGpuReport(const GpuRunReport& report);

  // Inspects (x, y) of the CPU or GPU output, pinned or following the cursor.
  void inspect(bool gpuSide, QPoint cell, bool pin);
  void unpin();
  bool pinned() const { return m_pinned; }
  // The inspector's highlight on the CPU input view (the step's window is drawn there too).
  QList<CellHighlight> cpuInputHighlights() const { return m_cpuHighlights; }
  // The inspected pixel's mark on the CPU output view (the step's mark is drawn there too).
  QList<CellHighlight> cpuOutputHighlights() const { return m_cpuOutputMark; }

  const TileRecord* cpuTiles() const { return m_tiles.get(); }

 signals:
  void cpuInputHighlightsChanged();

 private:
  int flags() const;  // the model's overlay (the default one until bound)
  void applyFlags();
  void applyReserve();
  void refreshInspector();
  void refreshCaption();
  void onHover(bool gpuSide, QPoint cell);
  void onClick(bool gpuSide, QPoint cell);

  MappingViews m_views;
  QPointer<ChannelView> m_gpuView;
  QPointer<ChannelView> m_cpuView;
  MappingPanel* m_panel;
  WorkbenchModel* m_model = nullptr;
  ReplayController* m_replay;
  const StepPlayer* m_player;
  ThreadOverlay m_gpuOverlay;
  ThreadOverlay m_cpuOverlay;

  std::optional<ConvGeometry> m_geometry;
  int m_ring = 0;
  std::optional<LaunchGeometry> m_launch;
  std::shared_ptr<const TileRecord> m_tiles;
  bool m_hasReport = false;
  GpuRunReport m_report;
  QMap<QString, double> m_blockTimes;

  bool m_inspecting = false;
  bool m_pinned = false;
  bool m_gpuSide = true;
  QPoint m_cell;
  QList<CellHighlight> m_cpuHighlights;
  QList<CellHighlight> m_cpuOutputMark;
};

}  // namespace convscope::gui
