// The Train tab: a real CNN (conv 1→8, ReLU, max-pool, conv 8→16, ReLU, max-pool, fc 784→10;
// SGD with momentum, train/README.md) learns Fashion-MNIST live. Start, Pause, Reset, the batch
// size and learning rate, the epoch's progress; the loss and test accuracy as they change; the
// first layer's 8 filters as they learn (a click puts one on the workbench as the kernel, over a
// test image); the feature maps and the prediction of one test image; the confusion matrix of the
// latest evaluation; one step's time in five parts, measured here, and what a GPU would do, only
// with a source. The training runs on the job queue (train_job.h), never on the GUI thread.
#pragma once

#include <QStringList>
#include <QWidget>
#include <optional>

#include "convscope/train/config.h"
#include "gui/panels/train/train_job.h"

class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace convscope::model {
class WorkbenchModel;
}  // namespace convscope::model

namespace convscope::gui {

using model::WorkbenchModel;

class SteadyLabel;
}  // namespace convscope::gui

namespace convscope::gui::train_tab {

class ConfusionView;
class FeatureMapsView;
class FilterGrid;
class StepBar;
class TrainChart;

class TrainPanel : public QWidget {
  Q_OBJECT
 public:
  // A filter's click sets the model's kernel and input (WorkbenchModel::apply).
  explicit TrainPanel(WorkbenchModel& model, QWidget* parent = nullptr);
  ~TrainPanel() override;

  // Loads Fashion-MNIST (on the job queue) unless it is loaded or loading; the tab does it when
  // first shown, so a window that never shows it never reads the 30 MB.
  void ensureLoaded();
  void start();
  void pause();
  void reset();
  // Trains `steps` more steps, then evaluates (render, tests); isSettled() once they are in.
  void runSteps(long long steps);
  // Loaded (or failed to) and nothing queued or running: what is shown is the run's last word.
  bool isSettled() const;
  bool isRunning() const;
  // Why there is nothing to train on (the data set missing or damaged); empty once it loaded.
  QString datasetProblem() const { return m_problem; }

  // As the boxes set them; they apply from the next Reset (or Start at step 0).
  void setBatchSize(int batch);
  void setLearningRate(double lr);
  // Filter f (0-based) on the workbench as the kernel, over the shown test image.
  void sendFilterToWorkbench(int filter);
  void setTestImage(int index);  // 0-based

  // What it shows, for tests and figures.
  long long stepsDone() const { return m_stepsDone; }
  TrainChart* lossChart() const { return m_loss; }
  TrainChart* accuracyChart() const { return m_accuracy; }
  FilterGrid* filterGrid() const { return m_filters; }
  StepBar* stepBar() const { return m_stepBar; }
  FeatureMapsView* featureMaps() const { return m_maps; }
  ConfusionView* confusion() const { return m_confusion; }
  QString statusText() const;
  QString filterCaption() const;
  QString predictionText() const;
  QString cpuStepText() const;
  QString gpuStepText() const;

 protected:
  void showEvent(QShowEvent* event) override;

 private:
  QWidget* buildControls();
  // The boxes' config, or why it cannot run (shown, in the window's language).
  std::optional<train::TrainConfig> configFromBoxes();
  // At step 0 a change of the boxes makes a new run with them; false when they cannot train.
  bool applyBoxesAtStepZero();
  void onLoaded(const Status& status);
  void onReport(const TrainSnapshot& snapshot);
  void showStepTimes(const TrainSnapshot& snapshot);
  void showPrediction(const TrainSnapshot& snapshot);
  void showStatus(const QString& text, bool error = false);
  void updateButtons();
  void clearRun();
  QString className(int label) const;
  // The lines that change with every report (and their samples' shapes).
  static QString cpuStepLine(double ms, int batch, double rate, int steps, const QString& engine,
                             int threads);
  static QString predictionLine(const QString& predicted, double percent, const QString& truth,
                                bool right);

  WorkbenchModel& m_model;
  TrainJob* m_job;
  bool m_loadAsked = false;
  bool m_loadDone = false;
  QString m_problem;
  bool m_statusIsError = false;
  long long m_stepsDone = 0;
  std::optional<train::TrainConfig> m_runConfig;  // the run's: the boxes apply from Reset

  QPushButton* m_start = nullptr;
  QPushButton* m_pause = nullptr;
  QPushButton* m_reset = nullptr;
  QSpinBox* m_batch = nullptr;
  QDoubleSpinBox* m_lr = nullptr;
  QProgressBar* m_progress = nullptr;
  QLabel* m_status = nullptr;
  QLabel* m_missing = nullptr;
  FilterGrid* m_filters = nullptr;
  QLabel* m_caption = nullptr;
  StepBar* m_stepBar = nullptr;
  SteadyLabel* m_cpuStep = nullptr;
  QLabel* m_gpuStep = nullptr;
  TrainChart* m_loss = nullptr;
  TrainChart* m_accuracy = nullptr;
  QSpinBox* m_testImage = nullptr;
  FeatureMapsView* m_maps = nullptr;
  SteadyLabel* m_prediction = nullptr;
  ConfusionView* m_confusion = nullptr;
  QLabel* m_confusionTitle = nullptr;
};

}  // namespace convscope::gui::train_tab
