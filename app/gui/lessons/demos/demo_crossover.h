// Chapter 5: the CPU's time per image measured here (the parallel engine and the plain loop)
// against a reference GPU's model (launch + memory traffic, with and without the PCIe copies),
// on a log–log chart with the crossover said in words. The rows come from the Speed tab's sweep,
// run by its job on a worker thread, and the crossover from the same core rule the Speed tab and
// `convscope sweep` state (speed::crossovers → workloadCrossover), so all three name one side.
#pragma once

#include <QList>
#include <optional>

#include "gui/lessons/demos/demo_common.h"
#include "speed/quiet_cpu_sweep.h"
#include "speed/sweep_export.h"
#include "speed/sweep_types.h"

namespace convscope::gui::speed_tab {
class SweepJob;
}

namespace convscope::lessons {

struct CrossoverRow {
  int side = 0;
  double cpuSeconds = 0;        // measured here: the parallel engine, all cores
  double referenceSeconds = 0;  // measured here: the plain loop on one core
  double kernelSeconds = 0;     // model
  double copiesSeconds = 0;     // model: upload + kernel + download, pinned
};

// The sweep the chapter runs: 16² … 2048², the window's kernel, the GPU rows from the model of
// the chapters' card (demoModelGpu) even where a device or a recorded file exists, as it says.
convscope::speed::Config crossoverSweepConfig(const Kernel& kernel);

// The chart's rows from a sweep's: parallel, reference, gpu-kernel and gpu-pinned per side.
QList<CrossoverRow> crossoverRows(const convscope::speed::SweepResult& result);

class CrossoverDemo : public LessonDemo {
  Q_OBJECT
 public:
  explicit CrossoverDemo(QWidget* parent = nullptr);
  ~CrossoverDemo() override;
  void setContext(const DemoContext& context) override;
  bool isBusy() const override;
  // What the sweep's job hands back, or a test: the rows, the crossovers and the words.
  void setSweepResult(const convscope::speed::SweepResult& result);

  const QList<CrossoverRow>& rows() const { return m_rows; }
  // The stated crossover of the kernel alone (false) or with the copies (true), when swept.
  std::optional<Crossover> crossover(bool withCopies) const;
  QString words() const;
  // The CPU lines are the shipped quiet-machine sweep's (speed/quiet_cpu_sweep.h), because this
  // machine was too busy to be measured now.
  bool cpuRecorded() const { return m_quiet.has_value(); }

 private:
  QList<CrossoverRow> m_rows;
  QList<convscope::speed::CrossoverLine> m_lines;
  std::optional<convscope::speed::QuietCpuSweep> m_quiet;
  // The kernel the rows are (or are being) swept for.
  std::optional<decltype(Kernel::weights)> m_sweptWeights;
  convscope::gui::speed_tab::SweepJob* m_job = nullptr;
  bool m_restart = false;
  // From a start until its finished signal is handled here: the job stops running on its worker
  // before the queued signal arrives, so the job's own state would end "busy" too early.
  bool m_waiting = false;
  QLabel* m_words = nullptr;
  QWidget* m_chart = nullptr;
  QLabel* m_measuredTag = nullptr;  // the CPU's source: measured here, or
  QLabel* m_recordedTag = nullptr;  // recorded on a quiet machine, not now
};

}  // namespace convscope::lessons
