#include "gui/panels/train/train_panel.h"

#include <QDir>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "common/output_file.h"
#include "convscope/published_measurements.h"
#include "convscope/train/dataset.h"
#include "gui/panels/train/confusion_view.h"
#include "gui/panels/train/feature_maps_view.h"
#include "gui/panels/train/filter_grid.h"
#include "gui/panels/train/step_bar.h"
#include "gui/panels/train/train_chart.h"
#include "gui/widgets/number_format.h"
#include "gui/widgets/steady_label.h"
#include "gui/widgets/theme.h"
#include "gui/widgets/wrapping_row.h"
#include "model/workbench_model.h"

namespace convscope::gui::train_tab {

using model::WorkbenchChoice;
using model::WorkbenchModel;

namespace {

// The boxes' defaults: what train/README.md's runs use, a step of a few milliseconds here.
constexpr int kDefaultBatch = 64;
constexpr double kDefaultLr = 0.05;
// Above this the step's buffers grow past what a classroom machine spares (a batch of 4096 takes
// about 200 MiB); the trainer's own budget is far higher.
constexpr int kMaxBatch = 4096;
constexpr double kMaxLr = 10;
// The window trains until paused: this many epochs are the run's end.
constexpr int kWindowEpochs = 100;

QLabel* wrapped(QWidget* parent, double scale = 1.0) {
  auto* l = new QLabel(parent);
  l->setFont(uiFont(scale));
  l->setWordWrap(true);
  l->setTextFormat(Qt::RichText);
  l->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  return l;
}

// A label whose text changes with every report: its height is the sample's from the start, so a
// new number never lays out the tab again.
SteadyLabel* steady(QWidget* parent, const QString& sample, double scale = 1.0) {
  auto* l = new SteadyLabel(parent);
  l->setFont(uiFont(scale));
  l->setWordWrap(true);
  l->setTextFormat(Qt::RichText);
  l->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  l->setSample(sample);
  return l;
}

QLabel* title(const QString& text, QWidget* parent) {
  auto* l = new QLabel(text, parent);
  l->setFont(uiFont(1.15, true));
  l->setWordWrap(true);
  l->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  return l;
}

QString imagesPerSecond(int batch, double ms) {
  if (!(ms > 0)) return QStringLiteral("–");
  const double rate = batch * 1000.0 / ms;
  return formatNumber(rate, rate < 10 ? 1 : 0);
}

QString dataDirectory() {
  return QString::fromStdString(train::defaultDataDirectory());
}

}  // namespace

TrainPanel::TrainPanel(WorkbenchModel& model, QWidget* parent)
    : QWidget(parent), m_model(model), m_job(new TrainJob(this)) {
  auto* content = new QWidget;
  auto* grid = new QGridLayout(content);
  grid->setContentsMargins(10, 8, 10, 8);
  grid->setHorizontalSpacing(18);
  grid->setVerticalSpacing(8);
  // The controls, and beside them what the run is doing (or why it cannot), in the room left.
  auto* top = new QHBoxLayout;
  top->setSpacing(14);
  top->addWidget(buildControls());
  m_progress = new QProgressBar(content);
  m_progress->setFont(uiFont(1.0));
  // As wide as its longest words ("epoch 88: step 8,888 of 8,888"), so that they fit inside it.
  m_progress->setFixedWidth(
      QFontMetrics(m_progress->font())
          .horizontalAdvance(
              tr("epoch %1: step %2 of %3").arg(88).arg(formatCount(8888)).arg(formatCount(8888))) +
      40);
  m_progress->setAccessibleName(tr("The epoch's progress"));
  top->addWidget(m_progress, 0, Qt::AlignVCenter);
  m_status =
      steady(content, QStringLiteral("After step 88,888: 88.8 % of 10,000 test images right."));
  top->addWidget(m_status, 1);
  grid->addLayout(top, 0, 0, 1, 3);

  m_missing = wrapped(content, 1.2);
  m_missing->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_missing->setStyleSheet(QStringLiteral(
      "background: #FEF3C7; color: #111827; border-left: 5px solid #B45309; padding: 8px;"));
  m_missing->hide();
  grid->addWidget(m_missing, 2, 0, 1, 3);

  auto* left = new QVBoxLayout;
  left->setSpacing(6);
  left->addWidget(title(tr("The first layer's 8 filters, as they learn"), content));
  m_filters = new FilterGrid(content);
  left->addWidget(m_filters);
  m_caption = wrapped(content);
  m_caption->hide();
  left->addWidget(m_caption);
  left->addSpacing(6);
  left->addWidget(title(tr("One training step, measured here"), content));
  m_stepBar = new StepBar(content);
  left->addWidget(m_stepBar);
  m_cpuStep = steady(content, cpuStepLine(88.88, 4096, 88888, 25, QStringLiteral("reference"), 16));
  left->addWidget(m_cpuStep);
  m_gpuStep = wrapped(content);
  m_gpuStep->setTextInteractionFlags(Qt::TextSelectableByMouse);
  left->addWidget(m_gpuStep);
  left->addStretch(1);
  grid->addLayout(left, 3, 0);

  auto* middle = new QVBoxLayout;
  middle->setSpacing(8);
  m_loss = new TrainChart(tr("Loss (cross-entropy) of each batch"), tr("loss"),
                          QColor(0xB9, 0x1C, 0x1C), 0, content);
  m_loss->setAccessibleName(tr("Loss chart"));
  middle->addWidget(m_loss, 1);
  m_accuracy = new TrainChart(tr("Accuracy on test images"), tr("test accuracy (%)"), colours::kGpu,
                              100, content);
  m_accuracy->setAccessibleName(tr("Test accuracy chart"));
  middle->addWidget(m_accuracy, 1);
  grid->addLayout(middle, 3, 1);

  auto* right = new QVBoxLayout;
  right->setSpacing(6);
  right->addWidget(title(tr("What the first layer sees"), content));
  auto* imageRow = new QHBoxLayout;
  auto* imageLabel = new QLabel(tr("Test image"), content);
  imageLabel->setFont(uiFont(1.0));
  imageRow->addWidget(imageLabel);
  m_testImage = new QSpinBox(content);
  m_testImage->setFont(uiFont(1.0));
  m_testImage->setRange(1, 10000);
  m_testImage->setAccessibleName(tr("Test image number"));
  imageLabel->setBuddy(m_testImage);
  imageRow->addWidget(m_testImage);
  imageRow->addStretch(1);
  right->addLayout(imageRow);
  m_maps = new FeatureMapsView(content);
  right->addWidget(m_maps);
  m_prediction = steady(
      content,
      predictionLine(QStringLiteral("T-shirt/top"), 100, QStringLiteral("Ankle boot"), false), 1.1);
  right->addWidget(m_prediction);
  right->addSpacing(4);
  m_confusionTitle = title(tr("Confusion matrix"), content);
  right->addWidget(m_confusionTitle);
  m_confusion = new ConfusionView(content);
  right->addWidget(m_confusion);
  right->addStretch(1);
  grid->addLayout(right, 3, 2);
  grid->setColumnStretch(0, 4);
  grid->setColumnStretch(1, 5);
  grid->setColumnStretch(2, 4);
  grid->setRowStretch(3, 1);

  auto* scroll = new QScrollArea(this);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setWidget(content);
  auto* outer = new QVBoxLayout(this);
  outer->setContentsMargins(0, 0, 0, 0);
  outer->addWidget(scroll);

  QStringList names;
  for (int c = 0; c < train::kClasses; ++c) names << className(c);
  m_confusion->setClassNames(names);

  connect(m_job, &TrainJob::loaded, this, &TrainPanel::onLoaded);
  connect(m_job, &TrainJob::report, this, &TrainPanel::onReport);
  connect(m_job, &TrainJob::stopped, this, &TrainPanel::updateButtons);
  connect(m_filters, &FilterGrid::filterClicked, this, &TrainPanel::sendFilterToWorkbench);
  connect(m_testImage, &QSpinBox::valueChanged, this,
          [this](int number) { m_job->setTestImage(number - 1); });
  clearRun();
  updateButtons();
}

TrainPanel::~TrainPanel() = default;

QWidget* TrainPanel::buildControls() {
  auto* row = new WrappingRow;
  auto button = [this, row](const QString& text, void (TrainPanel::*slot)()) {
    auto* b = new QPushButton(text, row);
    b->setFont(uiFont(1.1, true));
    connect(b, &QPushButton::clicked, this, slot);
    row->addWidget(b);
    return b;
  };
  auto label = [row](const QString& text, QWidget* buddy) {
    auto* l = new QLabel(text, row);
    l->setFont(uiFont(1.1, true));
    l->setBuddy(buddy);
    row->addWidget(l);
  };
  m_start = button(tr("Start"), &TrainPanel::start);
  m_pause = button(tr("Pause"), &TrainPanel::pause);
  m_reset = button(tr("Reset"), &TrainPanel::reset);
  m_batch = new QSpinBox(row);
  m_batch->setFont(uiFont(1.1));
  // Wider than what trains, so that a wrong number gets its reason instead of a box that
  // silently refuses it.
  m_batch->setRange(0, 99999);
  m_batch->setValue(kDefaultBatch);
  m_batch->setAccessibleName(tr("Batch size"));
  m_batch->setToolTip(
      tr("Images per training step: the gradient is their mean (1 to %1)").arg(kMaxBatch));
  m_lr = new QDoubleSpinBox(row);
  m_lr->setFont(uiFont(1.1));
  m_lr->setDecimals(4);
  m_lr->setRange(0, 100);
  m_lr->setSingleStep(0.01);
  m_lr->setValue(kDefaultLr);
  m_lr->setAccessibleName(tr("Learning rate"));
  m_lr->setToolTip(
      tr("How far each step moves the weights against the gradient (momentum 0.9). Too large and "
         "the loss grows instead of falling."));
  label(tr("Batch size"), m_batch);
  row->addWidget(m_batch);
  label(tr("Learning rate"), m_lr);
  row->addWidget(m_lr);
  // A wrong number is said at once; a right one, once the run has steps, waits for Reset.
  auto boxesChanged = [this] {
    const auto wanted = configFromBoxes();
    if (!wanted) return;
    if (m_stepsDone > 0 && m_runConfig &&
        (wanted->batch != m_runConfig->batch || wanted->lr != m_runConfig->lr))
      showStatus(tr("The new batch size and learning rate apply from Reset."));
    else if (m_statusIsError)
      showStatus(QString());
  };
  connect(m_batch, &QSpinBox::valueChanged, this, boxesChanged);
  connect(m_lr, &QDoubleSpinBox::valueChanged, this, boxesChanged);
  return row;
}

QString TrainPanel::className(int label) const {
  // The catalogue says which language the window speaks; the names come from the data set's.
  const bool chinese = tr("English", "the class names' language: 中文 in the Chinese window") !=
                       QLatin1String("English");
  return QString::fromUtf8(chinese ? train::classNameChinese(label)
                                   : train::classNameEnglish(label));
}

void TrainPanel::showEvent(QShowEvent* event) {
  QWidget::showEvent(event);
  ensureLoaded();
}

void TrainPanel::ensureLoaded() {
  if (m_loadAsked) return;
  m_loadAsked = true;
  showStatus(tr("Loading Fashion-MNIST…"));
  train::TrainConfig config;
  config.batch = kDefaultBatch;
  config.lr = kDefaultLr;
  config.epochs = kWindowEpochs;
  if (auto boxes = configFromBoxes()) config = *boxes;
  m_runConfig = config;
  m_job->load(QString(), config);
  updateButtons();
}

std::optional<train::TrainConfig> TrainPanel::configFromBoxes() {
  train::TrainConfig config;
  config.batch = m_batch->value();
  config.lr = m_lr->value();
  config.epochs = kWindowEpochs;
  config.threads = train::threadsLeavingOneCore();
  const int images = m_job->trainImages() > 0 ? m_job->trainImages() : 60000;
  if (config.batch < 1 || config.batch > std::min(kMaxBatch, images)) {
    showStatus(tr("The batch size must be a whole number from 1 to %1, not %2.")
                   .arg(std::min(kMaxBatch, images))
                   .arg(config.batch),
               true);
    return std::nullopt;
  }
  if (!(config.lr > 0) || config.lr > kMaxLr) {
    showStatus(tr("The learning rate must be above 0 and at most %1 (0.05 is a good start), not "
                  "%2.")
                   .arg(formatNumber(kMaxLr))
                   .arg(formatNumber(config.lr, 4)),
               true);
    return std::nullopt;
  }
  if (const Status valid = train::validateConfig(config, images); !valid) {
    showStatus(tr("These settings cannot train: %1").arg(QString::fromStdString(valid.message)),
               true);
    return std::nullopt;
  }
  return config;
}

void TrainPanel::onLoaded(const Status& status) {
  m_loadDone = true;
  if (status) {
    m_problem.clear();
    m_missing->hide();
    showStatus(tr("Fashion-MNIST loaded: %1 training and %2 test images. Press Start.")
                   .arg(formatCount(m_job->trainImages()))
                   .arg(formatCount(m_job->testSet() ? m_job->testSet()->count : 0)));
  } else {
    const QString dir = dataDirectory();
    const bool missing =
        !QFileInfo::exists(QDir(dir).filePath(QStringLiteral("train-images-idx3-ubyte.gz")));
    m_problem = missing ? tr("Fashion-MNIST is not installed: sudo apt install %1 (expected at %2)")
                              .arg(QString::fromLatin1(train::kDatasetPackage), dir)
                        : tr("Fashion-MNIST could not be read from %1: %2")
                              .arg(dir, QString::fromStdString(status.message));
    m_missing->setText(m_problem.toHtmlEscaped() + QStringLiteral("<br>") +
                       tr("The rest of ConvScope works without it; this tab trains once it "
                          "is there (open the window again)."));
    m_missing->show();
    showStatus(QString());
    m_stepBar->clear(tr("No data set, no steps."));
  }
  updateButtons();
}

bool TrainPanel::applyBoxesAtStepZero() {
  if (m_stepsDone > 0) return true;
  // At step 0 the boxes' values still apply: a new run with them if they changed.
  const auto wanted = configFromBoxes();
  if (!wanted) return false;
  if (!m_runConfig || wanted->batch != m_runConfig->batch || wanted->lr != m_runConfig->lr) {
    m_runConfig = wanted;
    clearRun();
    m_job->reset(*wanted);
  }
  return true;
}

void TrainPanel::start() {
  if (!m_job->isLoaded() || m_job->isRunning() || !applyBoxesAtStepZero()) return;
  showStatus(tr("Training…"));
  m_job->start();
  updateButtons();
}

void TrainPanel::runSteps(long long steps) {
  ensureLoaded();
  if (steps <= 0) return;
  // Counted from the run's steps once the data set is in.
  auto go = [this, steps] {
    if (!m_job->isLoaded() || m_job->isRunning() || !applyBoxesAtStepZero()) return;
    showStatus(tr("Training…"));
    m_job->start(m_stepsDone + steps);
    updateButtons();
  };
  if (m_loadDone) {
    go();
  } else {
    auto* once = new QObject(this);
    connect(m_job, &TrainJob::report, once, [once, go] {
      once->deleteLater();
      go();
    });
    connect(m_job, &TrainJob::loaded, once, [once](const Status& s) {
      if (!s) once->deleteLater();
    });
  }
}

void TrainPanel::pause() {
  if (!m_job->isRunning()) return;
  m_job->pause();
  showStatus(tr("Paused after step %1.").arg(formatCount(m_stepsDone)));
  updateButtons();
}

void TrainPanel::reset() {
  if (!m_job->isLoaded()) return;
  const auto wanted = configFromBoxes();
  if (!wanted) return;
  m_runConfig = wanted;
  clearRun();
  m_job->reset(*wanted);
  showStatus(tr("Back to the initial weights: press Start."));
  updateButtons();
}

bool TrainPanel::isSettled() const {
  return m_loadDone && m_job->isIdle();
}

bool TrainPanel::isRunning() const {
  return m_job->isRunning();
}

void TrainPanel::setBatchSize(int batch) {
  m_batch->setValue(batch);
}

void TrainPanel::setLearningRate(double lr) {
  m_lr->setValue(lr);
}

void TrainPanel::setTestImage(int index) {
  m_testImage->setValue(index + 1);
}

void TrainPanel::clearRun() {
  m_stepsDone = 0;
  m_loss->clear();
  m_accuracy->clear();
  m_confusion->clear();
  m_confusionTitle->setText(tr("Confusion matrix"));
  m_stepBar->clear(tr("The step's parts appear after the first step."));
  m_cpuStep->setText(tr("Measured here, on this computer's CPU, once training runs."));
  const auto& published = publishedVgg16();
  const PublishedMeasurement* gpu = nullptr;
  const PublishedMeasurement* cpu = nullptr;
  for (const PublishedMeasurement& m : published) {
    if (QString::fromUtf8(m.hardware.data(), static_cast<int>(m.hardware.size()))
            .contains(QLatin1String("with cuDNN")))
      gpu = &m;
    if (QString::fromUtf8(m.hardware.data(), static_cast<int>(m.hardware.size()))
            .contains(QLatin1String("CPU")))
      cpu = &m;
  }
  auto text = [](std::string_view s) {
    return QString::fromUtf8(s.data(), static_cast<int>(s.size())).toHtmlEscaped();
  };
  QString gpuText =
      tr("<b>GPU: not measured here</b>; see <code>convscope network vgg16</code> "
         "for published figures.");
  if (gpu && cpu) {
    // Published for another network and other hardware: said so, with the source.
    const int batch = 16;  // the rows' "batch 16"
    gpuText +=
        QStringLiteral("<br>") +
        tr("Published for another network, VGG-16 (%1, %2): %3 %4 ms, %5 images per second; %6 "
           "%7 ms, %8 images per second.")
            .arg(text(gpu->what), text(gpu->source), text(gpu->hardware), formatNumber(gpu->ms, 1),
                 imagesPerSecond(batch, gpu->ms), text(cpu->hardware), formatNumber(cpu->ms, 0),
                 imagesPerSecond(batch, cpu->ms));
  }
  m_gpuStep->setText(gpuText);
  m_prediction->setText(QString());
  m_caption->clear();
  m_caption->hide();
  m_progress->setRange(0, 1);
  m_progress->setValue(0);
  m_progress->setFormat(tr("epoch 1"));
}

void TrainPanel::onReport(const TrainSnapshot& s) {
  if (!s.status) {
    const QString why = QString::fromStdString(s.status.message);
    showStatus(s.stepsDone > 0 ? tr("Training stopped at step %1: %2 Lower the learning rate and "
                                    "press Reset.")
                                     .arg(formatCount(s.stepsDone))
                                     .arg(why)
                               : tr("These settings cannot train: %1").arg(why),
               true);
    updateButtons();
    if (s.maps.empty()) return;
  }
  m_stepsDone = s.stepsDone;
  m_loss->append(s.losses);
  m_filters->setFilters(s.filters);
  if (s.stepsPerEpoch > 0) {
    m_progress->setRange(0, s.stepsPerEpoch);
    m_progress->setValue(s.stepInEpoch);
    m_progress->setFormat(tr("epoch %1: step %2 of %3")
                              .arg(s.epoch + 1)
                              .arg(formatCount(s.stepInEpoch))
                              .arg(formatCount(s.stepsPerEpoch)));
  }
  if (s.evaluation) {
    const train::Evaluation& e = *s.evaluation;
    m_accuracy->append({QPointF(static_cast<double>(s.evaluatedAt), 100.0 * e.accuracy)});
    m_confusion->setConfusion(e.confusion);
    m_confusionTitle->setText(tr("Confusion matrix: %1 test images after %2 steps, %3 % right")
                                  .arg(formatCount(e.images))
                                  .arg(formatCount(s.evaluatedAt))
                                  .arg(formatNumber(100.0 * e.accuracy, 1)));
  }
  showStepTimes(s);
  showPrediction(s);
  if (s.status && m_job->isRunning())
    showStatus(
        tr("Training… step %1, loss %2")
            .arg(formatCount(s.stepsDone))
            .arg(s.losses.isEmpty() ? QStringLiteral("–") : formatNumber(s.losses.back().y(), 3)));
  else if (s.status && s.stepsDone > 0 && !m_job->isRunning() && s.evaluation)
    showStatus(tr("After step %1: %2 % of %3 test images right.")
                   .arg(formatCount(s.stepsDone))
                   .arg(formatNumber(100.0 * s.evaluation->accuracy, 1))
                   .arg(formatCount(s.evaluation->images)));
  updateButtons();
}

void TrainPanel::showStepTimes(const TrainSnapshot& s) {
  if (!s.stepMs) return;
  const train::StepTimes& t = *s.stepMs;
  m_stepBar->setParts({
      {tr("data"), t.data, QColor(0x64, 0x74, 0x8B)},
      {tr("forward"), t.forward, QColor(0x25, 0x63, 0xEB)},
      {tr("backward (data)"), t.backwardData, QColor(0xD9, 0x77, 0x06)},
      {tr("backward (weights)"), t.backwardWeights, QColor(0xB9, 0x1C, 0x1C)},
      {tr("update"), t.update, QColor(0x04, 0x78, 0x57)},
  });
  const int threads =
      m_runConfig && m_runConfig->threads > 0 ? m_runConfig->threads : train::machineThreads();
  const QString engine =
      m_runConfig
          ? QString::fromUtf8(train::engineName(m_runConfig->engine).data(),
                              static_cast<int>(train::engineName(m_runConfig->engine).size()))
          : QString();
  m_cpuStep->setText(cpuStepLine(t.total(), s.batch, -1, s.timedSteps, engine, threads));
}

QString TrainPanel::cpuStepLine(double ms, int batch, double rate, int steps, const QString& engine,
                                int threads) {
  return tr("<b>CPU, measured here:</b> %1 ms a step of %2 images, <b>%3 images per second</b> "
            "(median of the last %4 steps; %5 engine, %6 threads)")
      .arg(formatNumber(ms, ms < 10 ? 2 : 1))
      .arg(batch)
      .arg(rate >= 0 ? formatNumber(rate, 0) : imagesPerSecond(batch, ms))
      .arg(steps)
      .arg(engine)
      .arg(threads);
}

QString TrainPanel::predictionLine(const QString& predicted, double percent, const QString& truth,
                                   bool right) {
  return tr("Predicted: <b>%1</b> (%2 %) · true class: <b>%3</b> <span style='color:%4'>%5</span>")
      .arg(predicted.toHtmlEscaped())
      .arg(formatNumber(percent, 0))
      .arg(truth.toHtmlEscaped())
      .arg((right ? colours::good() : colours::bad()).name())
      .arg(right ? tr("right") : tr("wrong"));
}

void TrainPanel::showPrediction(const TrainSnapshot& s) {
  const auto test = m_job->testSet();
  if (!test || s.testIndex < 0 || s.testIndex >= test->count) return;
  m_maps->setImage(test->image(s.testIndex), s.maps);
  const int truth = test->labels[static_cast<size_t>(s.testIndex)];
  const auto best = std::max_element(s.probabilities.begin(), s.probabilities.end());
  const int predicted = static_cast<int>(best - s.probabilities.begin());
  const bool right = predicted == truth;
  m_prediction->setText(
      predictionLine(className(predicted), 100.0 * *best, className(truth), right));
}

void TrainPanel::sendFilterToWorkbench(int filter) {
  if (filter < 0 || filter >= kFilters) return;
  const Filters& f = m_filters->filters();
  WorkbenchChoice s = m_model.choice();
  Kernel k;
  for (int i = 0; i < kFilterTaps; ++i) {
    // Four decimals: the kernel editor writes them so, and shows exactly what the model holds.
    const float v = f[static_cast<size_t>(filter * kFilterTaps + i)];
    k.weights[static_cast<size_t>(i)] = static_cast<float>(std::round(v * 1e4) / 1e4);
  }
  k.divisor = 1;
  k.name = "custom";
  s.kernel = k;
  // As the network computes it: cross-correlation, zero padding, stride 1.
  s.params = ConvParams{};
  s.params.padding = Padding::Zero;
  s.params.flip = false;
  const auto test = m_job->testSet();
  const int index = m_job->testImage();
  QString path;
  if (test && index >= 0 && index < test->count) {
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) +
                        QStringLiteral("/fashion-mnist");
    path =
        QDir(dir).filePath(QStringLiteral("test-%1.png").arg(index + 1, 5, 10, QLatin1Char('0')));
    QImage image(train::kImageSide, train::kImageSide, QImage::Format_Grayscale8);
    for (int y = 0; y < train::kImageSide; ++y)
      std::copy_n(test->image(index) + y * train::kImageSide, train::kImageSide, image.scanLine(y));
    if (!QDir().mkpath(dir) || !app::writePngFile(path, image)) path.clear();
  }
  if (!path.isEmpty()) {
    s.input.source = path;
    s.input.side = 0;
    s.input.pick = ChannelPick::Luma;
  }
  m_model.apply(s);
  const QString name = test ? className(test->labels[static_cast<size_t>(index)]) : QString();
  m_caption->setText(
      path.isEmpty()
          ? tr("Filter %1 is the workbench's kernel now (the test image could not be written to "
               "the cache).")
                .arg(filter + 1)
          : tr("<b>Filter %1 is the workbench's kernel now</b>, sliding over test image %2 (%3): "
               "the Workbench tab shows it computing map %1, before bias and ReLU.")
                .arg(filter + 1)
                .arg(index + 1)
                .arg(name.toHtmlEscaped()));
  m_caption->show();
}

void TrainPanel::showStatus(const QString& text, bool error) {
  m_statusIsError = error;
  m_status->setText(text);
  m_status->setStyleSheet(error ? QStringLiteral("color: %1;").arg(colours::bad().name())
                                : QString());
}

void TrainPanel::updateButtons() {
  const bool loaded = m_job->isLoaded();
  const bool running = m_job->isRunning();
  m_start->setEnabled(loaded && !running);
  m_pause->setEnabled(running);
  m_reset->setEnabled(loaded);
  m_batch->setEnabled(m_problem.isEmpty());
  m_lr->setEnabled(m_problem.isEmpty());
  m_testImage->setEnabled(loaded);
  for (int f = 0; f < kFilters; ++f)
    if (QWidget* b = m_filters->filterButton(f)) b->setEnabled(loaded);
}

QString TrainPanel::statusText() const {
  return m_status->text();
}
QString TrainPanel::filterCaption() const {
  return m_caption->text();
}
QString TrainPanel::predictionText() const {
  return m_prediction->text();
}
QString TrainPanel::cpuStepText() const {
  return m_cpuStep->text();
}
QString TrainPanel::gpuStepText() const {
  return m_gpuStep->text();
}

}  // namespace convscope::gui::train_tab
