// Shows the model on the workbench: the four channel views and their titles, the CPU's step (its
// 3×3 window on the input, the formula, the step line) and what each output view says while it
// has nothing to show. It is a viewer of the model; the window only lays these parts out.
#pragma once

#include <QObject>
#include <QPoint>
#include <QString>

#include "model/workbench_snapshot.h"

class QTimer;

namespace convscope::model {
class ViewSync;
class WorkbenchModel;
}  // namespace convscope::model

namespace convscope::gui {

using model::ViewSync;
using model::WorkbenchModel;
using model::WorkbenchSnapshot;
using model::WorkbenchViewer;

class ChannelPane;
class FormulaView;
class StepControls;
class ThreadMapping;

class WorkbenchViews : public QObject, public WorkbenchViewer {
  Q_OBJECT
 public:
  struct Parts {
    ChannelPane* cpuInput;
    ChannelPane* cpuOutput;
    ChannelPane* gpuInput;
    ChannelPane* gpuOutput;
    FormulaView* formula;
    StepControls* stepControls;
    ThreadMapping* mapping;  // its inspector's marks join the step's
    ViewSync* sync;
  };
  // The mapping must be a viewer first: a new problem reaches it before these views.
  WorkbenchViews(WorkbenchModel& model, const Parts& parts, QObject* parent = nullptr);

  void onSnapshot(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) override;

 private:
  void onInputChanged();
  void onProblemChanged();
  void onCpuOutputChanged();
  void onStep();
  void updateProgressLine();
  // The step line for step k of n at `speed` steps/s; referenceMs < 0: not measured yet.
  QString progressText(long long k, long long n, QPoint pixel, double speed,
                       double referenceMs) const;

  WorkbenchModel& m_model;
  Parts m_parts;
  QTimer* m_computingHint;  // "computing" shows only when the output is slow to come
};

}  // namespace convscope::gui
