// The window's Memory tab: how a kernel gets its data (memory_view.h) for the workbench's input
// and block. The block is the model's, the one the Threads and blocks tab shows; a block button
// here sets it there too.
#pragma once

#include <QWidget>

#include "model/workbench_snapshot.h"

namespace convscope::model {
class WorkbenchModel;
}  // namespace convscope::model

namespace convscope::gui {

using model::WorkbenchModel;
using model::WorkbenchSnapshot;
using model::WorkbenchViewer;

class MemoryView;

class MemoryPage : public QWidget, public WorkbenchViewer {
  Q_OBJECT
 public:
  explicit MemoryPage(WorkbenchModel& model, QWidget* parent = nullptr);
  MemoryView* view() const { return m_view; }
  void onSnapshot(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) override;

 private:
  WorkbenchModel& m_model;
  MemoryView* m_view = nullptr;
};

}  // namespace convscope::gui
