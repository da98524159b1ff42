// The Train tab's run, off the GUI thread: loading Fashion-MNIST, the training steps and the
// evaluations go through the job queue (model/jobs/job_queue.h, the window's lane at background
// priority, so the next frame keeps its cores). A run goes in slices of about a tenth of a second:
// each slice makes steps, then reports one snapshot by queued call (losses, a copy of the first
// layer's filters, the step's times, the feature maps of one test image, a new evaluation), and
// the next slice starts when that report has been shown. So the window gets at most ten reports
// a second whatever a step costs, and Pause, Reset or a new test image wait at most one slice.
//
// The trainer (convscope::train, train/include/convscope/train/trainer.h) lives on the worker:
// only the slices touch it, one at a time; the GUI thread reads the snapshots and the test set
// (shared, never written after loading).
#pragma once

#include <QList>
#include <QObject>
#include <QPointF>
#include <QString>
#include <array>
#include <memory>
#include <optional>
#include <vector>

#include "convscope/status.h"
#include "convscope/train/config.h"
#include "convscope/train/dataset.h"
#include "convscope/train/trainer.h"
#include "model/jobs/job_queue.h"

namespace convscope::gui::train_tab {

using model::JobQueue;

// conv1's 8 filters of 3 × 3, filter f's row r, column c at f * 9 + r * 3 + c.
constexpr int kFilters = 8;
constexpr int kFilterTaps = 9;
using Filters = std::array<float, kFilters * kFilterTaps>;

// Between evaluations on the first kQuickTestImages test images; each epoch's end evaluates on
// all of them (10 000) for the confusion matrix.
constexpr int kEvaluateEvery = 50;
constexpr int kQuickTestImages = 1000;
// The step times shown are the median of each part over this many latest steps.
constexpr int kTimedSteps = 25;

struct TrainSnapshot {
  long long stepsDone = 0;
  int epoch = 0;        // 0-based: the epoch the next step belongs to
  int stepInEpoch = 0;  // steps done of it
  int stepsPerEpoch = 0;
  int batch = 0;
  // (step from 1, the batch's mean cross-entropy) of the steps since the last snapshot.
  QList<QPointF> losses;
  Filters filters{};
  // Each part's median over the latest steps (timedSteps of them; none before the first step).
  std::optional<train::StepTimes> stepMs;
  int timedSteps = 0;
  // The shown test image through the current weights: conv1 after ReLU (8 × 28 × 28) and the
  // ten class probabilities.
  int testIndex = 0;
  std::vector<float> maps;
  std::array<float, train::kClasses> probabilities{};
  // An evaluation made for this snapshot, and after how many steps.
  std::optional<train::Evaluation> evaluation;
  long long evaluatedAt = 0;
  bool finished = false;  // the run's epochs are all done
  Status status;          // a step or the run's set-up failed (a NaN loss, a refused config)
};

class TrainJob : public QObject {
  Q_OBJECT
 public:
  explicit TrainJob(QObject* parent = nullptr);
  ~TrainJob() override;  // cancels and waits: the work never outlives the job

  // Loads the data set from `directory` (empty: train's default, /usr/share/datasets/…) and
  // makes a run with `config`; loaded() says how it went, then a snapshot of step 0 follows.
  void load(const QString& directory, const train::TrainConfig& config);
  bool isLoaded() const { return m_test != nullptr; }
  // The test set, once loaded (read-only: the worker never writes it again).
  std::shared_ptr<const train::Dataset> testSet() const { return m_test; }
  int trainImages() const { return m_trainImages; }

  // A new run from the initial weights with `config`: what is running stops, its reports are
  // dropped, and a snapshot of step 0 follows (with an evaluation: chance, about 10 %).
  void reset(const train::TrainConfig& config);
  // Runs slice after slice until pause(), an error, or (untilSteps > 0) that many steps done.
  void start(long long untilSteps = 0);
  // Stops after the current slice, which still reports (with an evaluation of its weights).
  void pause();
  // The test image whose feature maps the snapshots carry (0-based, clamped to the test set);
  // shown at once when nothing runs.
  void setTestImage(int index);
  int testImage() const { return m_testIndex; }

  bool isRunning() const { return m_running; }
  // Nothing queued or running: the last snapshot is in.
  bool isIdle() const;

 signals:
  void loaded(const convscope::Status& status);
  void report(const convscope::gui::train_tab::TrainSnapshot& snapshot);
  void stopped();  // a run ended: paused, its steps done, or failed

 public:
  struct Worker;  // what the slices hold: the data set, the trainer, the latest step times

 private:
  void submitSlice();
  void submitLook();
  void onReport(const TrainSnapshot& snapshot);

  JobQueue m_jobs;
  std::shared_ptr<Worker> m_worker;
  std::shared_ptr<const train::Dataset> m_test;
  int m_trainImages = 0;
  bool m_running = false;
  long long m_untilSteps = 0;
  long long m_stepsDone = 0;
  int m_testIndex = 0;
};

}  // namespace convscope::gui::train_tab
