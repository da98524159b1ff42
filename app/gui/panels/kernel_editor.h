// The kernel and the convolution parameters: nine editable weights (a bad entry shows why and
// the last good kernel stays in use), presets, a divisor, padding, stride, dilation and flip,
// with the output-size formula written out with the current numbers.
#pragma once

#include <QWidget>
#include <array>

#include "convscope/kernel.h"
#include "convscope/params.h"
#include "convscope/status.h"
#include "model/workbench_snapshot.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTimer;

namespace convscope::model {
class WorkbenchModel;
}  // namespace convscope::model

namespace convscope::gui {

using model::WorkbenchModel;
using model::WorkbenchSnapshot;
using model::WorkbenchViewer;

class KernelEditor : public QWidget, public WorkbenchViewer {
  Q_OBJECT
 public:
  explicit KernelEditor(QWidget* parent = nullptr);

  const Kernel& kernel() const { return m_kernel; }
  const ConvParams& params() const { return m_params; }
  void setKernel(const Kernel& kernel);
  void setParams(const ConvParams& params);
  // Both at once: one `changed` when either differs, none when both are as shown.
  void setConvolution(const Kernel& kernel, const ConvParams& params);
  // Edits set the model's kernel; the model's kernel, and its problem's input and output sizes
  // in the formula, show here.
  void bind(WorkbenchModel& model);
  void onSnapshot(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) override;

  // Empty when the cells hold a valid kernel, else why not (shown under the cells).
  // Ok, or why the typed kernel or parameters are not used (the last good ones stay).
  Status status() const;
  QLineEdit* cell(int index) const { return m_cells[index]; }
  // "⌊(28 + 2·1 − 1·(3−1) − 1)/1⌋ + 1 = 28" for one side; `out` < 1: it does not fit.
  static QString sizeFormula(int in, const ConvParams& params, int out);

 signals:
  void changed();

 private:
  void readCells();
  void readParams();
  void showKernel();
  void updateFormula();

  Kernel m_kernel;
  ConvParams m_params;
  // The model's shape, for the formula: its input, parameters and output (0 × 0: no problem).
  Dim2 m_in{0, 0};
  Dim2 m_out{0, 0};
  ConvParams m_shownParams;
  bool m_updating = false;

  QComboBox* m_preset;
  QLabel* m_presetInfo;
  std::array<QLineEdit*, kTaps> m_cells{};
  QLineEdit* m_divisor;
  QLabel* m_error;
  QComboBox* m_padding;
  QSpinBox* m_stride;
  QSpinBox* m_dilation;
  QCheckBox* m_flip;
  QLabel* m_formula;
  QTimer* m_debounce;
};

}  // namespace convscope::gui
