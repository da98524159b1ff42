// What chapters 16 to 19 measure with the train room (convscope::train), off the GUI thread on a
// job queue of their own (the measurements' lane, as the Speed tab's sweep): a few steps of the
// small CNN at given batch sizes (each part's median), and a short run of a few hundred steps
// whose first-layer filters chapter 19 puts on the workbench. Fashion-MNIST is loaded once per
// process and the results are kept, so going back to a chapter shows them at once; a missing
// data set is said (with the package to install), never waited on.
#pragma once

#include <QObject>
#include <QString>
#include <array>
#include <map>
#include <memory>
#include <optional>
#include <vector>

#include "convscope/status.h"
#include "convscope/train/config.h"
#include "convscope/train/dataset.h"
#include "convscope/train/trainer.h"
#include "gui/lessons/demos/demo_common.h"

namespace convscope::model {
class JobQueue;
}  // namespace convscope::model

namespace convscope::gui {}

namespace convscope::lessons {

// A handful of steps at one batch size, measured here.
struct StepMeasurement {
  int batch = 0;
  int steps = 0;            // timed steps (after one untimed warm-up step)
  train::StepTimes median;  // each part's median over them, milliseconds
  long long copyBytes = 0;  // what a GPU would copy for one batch (train::batchCopyBytes)
  QString engine;           // "onednn" or "reference"
  int threads = 0;
  double imagesPerSecond() const;
  double computeMs() const;  // forward + backward + update: what a GPU would do
};

// The first layer's filters after a short run (seed 1), and the test image they slide over.
struct LearnedFilters {
  std::array<float, 72> filters{};  // filter f, row r, column c at f * 9 + r * 3 + c
  long long steps = 0;
  int batch = 0;
  double accuracy = 0;  // on the first kLearnedTestImages test images
  int testImages = 0;
  int testIndex = 0;  // 0-based
  int label = 0;
  std::vector<std::uint8_t> image;  // 28 × 28
  QString engine;
};

// The steps chapter 16 to 18 time at each batch, and chapter 19's run.
constexpr int kTimedSteps = 5;
constexpr long long kLearnSteps = 300;
constexpr int kLearnBatch = 64;
constexpr int kLearnedTestImages = 1000;

// The message a chapter shows when Fashion-MNIST is missing: the package and the folder.
QString missingDatasetText(const QString& why);

class TrainMeasure : public QObject {
  Q_OBJECT
 public:
  explicit TrainMeasure(QObject* parent = nullptr);
  ~TrainMeasure() override;

  // Measures the batches not yet measured in this process, one job; done() when all are in.
  void measure(const std::vector<int>& batches);
  // A short run (kLearnSteps at kLearnBatch, seed 1, oneDNN where built), once per process.
  void learn();

  bool isBusy() const { return m_busy; }
  // Set when the data set could not be loaded (or a run was refused): why, in words.
  const std::optional<QString>& problem() const { return m_problem; }
  std::optional<StepMeasurement> measured(int batch) const;
  std::optional<LearnedFilters> learned() const;

 signals:
  void done();

 private:
  model::JobQueue* m_jobs = nullptr;
  bool m_busy = false;
  std::optional<QString> m_problem;
};

}  // namespace convscope::lessons
