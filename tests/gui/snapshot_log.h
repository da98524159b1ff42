// A viewer that keeps every snapshot the model publishes, for tests that count what one change
// did: how many snapshots had a new problem, a new launch, a new CPU output …
#pragma once

#include <functional>
#include <utility>
#include <vector>

#include "model/workbench_model.h"

namespace convscope::gui {

using model::WorkbenchModel;
using model::WorkbenchSnapshot;
using model::WorkbenchViewer;

class SnapshotLog : public WorkbenchViewer {
 public:
  using Differs =
      std::function<bool(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before)>;

  // Registers with `model`; the snapshot shown on registering is not kept.
  explicit SnapshotLog(WorkbenchModel& model) {
    model.addViewer(this);
    m_changes.clear();
  }
  void onSnapshot(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) override {
    m_changes.emplace_back(now, before);
  }
  // Published snapshots since the start (or the last clear()).
  int count() const { return static_cast<int>(m_changes.size()); }
  // Those of them in which `differs` holds.
  int count(const Differs& differs) const {
    int n = 0;
    for (const auto& [now, before] : m_changes) n += differs(now, before) ? 1 : 0;
    return n;
  }
  void clear() { m_changes.clear(); }

  // The usual questions.
  static bool problem(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) {
    return now.problemDiffers(before);
  }
  static bool kernel(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) {
    return now.kernel != before.kernel || now.params != before.params;
  }
  static bool cpuOutput(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) {
    return now.cpuOutput && now.cpuOutput != before.cpuOutput;
  }
  static bool launch(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) {
    return now.launch != before.launch;
  }
  static bool cpuTimes(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) {
    return now.cpuMs != before.cpuMs;
  }
  static bool hostPhases(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) {
    return now.hostPhases.has_value() != before.hostPhases.has_value();
  }
  static bool layer(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) {
    return !(now.layer == before.layer);
  }

 private:
  std::vector<std::pair<WorkbenchSnapshot, WorkbenchSnapshot>> m_changes;
};

}  // namespace convscope::gui
