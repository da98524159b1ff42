// The Layer tab: one convolution layer (C input channels, K filters, the side, the batch) drawn
// as a stack, its counts (multiply-adds per output, GFLOP, bytes, arithmetic intensity), the
// roofline of this CPU (measured here) and of a reference GPU (model), what batching does to time
// per image and VRAM (model), and what crosses PCIe when a chain of layers stays in VRAM.
#pragma once

#include <QWidget>

#include "convscope/layer.h"
#include "convscope/roofline.h"
#include "model/workbench_snapshot.h"

class QComboBox;
class QLabel;
class QSpinBox;

namespace convscope::model {
class WorkbenchModel;
}  // namespace convscope::model

namespace convscope::gui {

using model::WorkbenchModel;
using model::WorkbenchSnapshot;
using model::WorkbenchViewer;

class LayerSchematic;
class RooflineChart;

class LayerPanel : public QWidget, public WorkbenchViewer {
  Q_OBJECT
 public:
  // Shows and sets the model's layer (WorkbenchModel::layer) and reads the CPU's ceilings from it.
  explicit LayerPanel(WorkbenchModel& model, QWidget* parent = nullptr);

  // Write into the model's layer, as the controls do.
  void setShape(int channels, int filters, int side, int batch);
  void choosePreset(int index);  // layerPresets()'s order
  LayerShape shape() const;
  const ReferenceGpu& gpu() const;

  // What it shows, for tests and figures.
  RooflineChart* roofline() const { return m_roofline; }
  LayerSchematic* schematic() const { return m_schematic; }
  QString figuresText() const;
  QString batchingText() const;
  QString pcieText() const;
  // The CPU's ceilings have arrived (or the tab was never shown).
  bool isSettled() const;

  // A new layer, or the CPU's ceilings measured.
  void onSnapshot(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) override;

 protected:
  void showEvent(QShowEvent* event) override;

 private:
  QWidget* buildControls();
  void showLayer();
  void refresh();
  void refreshRoofline();
  // DeepBench's rows of this shape or the nearest (core's reader, as bench --layer shows them).
  QString publishedRows(const LayerShape& s) const;
  int gpuIndex() const;  // in referenceGpus(): the model's choice, else the default GPU

  WorkbenchModel& m_model;
  QComboBox* m_preset = nullptr;
  QComboBox* m_gpu = nullptr;
  QSpinBox* m_channels = nullptr;
  QSpinBox* m_filters = nullptr;
  QSpinBox* m_side = nullptr;
  QSpinBox* m_batch = nullptr;
  LayerSchematic* m_schematic = nullptr;
  QLabel* m_figures = nullptr;
  QLabel* m_bounds = nullptr;
  QLabel* m_legend = nullptr;
  QLabel* m_batching = nullptr;
  QLabel* m_pcie = nullptr;
  QLabel* m_published = nullptr;  // published measurements of the same or the nearest shape
  RooflineChart* m_roofline = nullptr;
};

}  // namespace convscope::gui
