// The Train tab: a few steps on the job queue give the loss chart its points, move the first
// layer's filters, fill the step bar's five parts and an evaluation; a click on a filter puts
// its nine numbers on the workbench as the kernel over a test image; wrong settings get their
// reason; the reports stay throttled; a missing data set is said, with how to install it.
// Skipped, with the reason, where Fashion-MNIST is not installed.
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTest>
#include <cmath>

#include "convscope/train/dataset.h"
#include "gui/panels/train/confusion_view.h"
#include "gui/panels/train/feature_maps_view.h"
#include "gui/panels/train/filter_grid.h"
#include "gui/panels/train/step_bar.h"
#include "gui/panels/train/train_chart.h"
#include "gui/panels/train/train_job.h"
#include "gui/panels/train/train_panel.h"
#include "gui/widgets/translation.h"
#include "gui_test.h"
#include "model/workbench_model.h"

using namespace convscope;
using namespace convscope::gui;
using namespace convscope::model;
using convscope::gui::train_tab::TrainPanel;

namespace {

constexpr int kTrainMs = 240000;

bool datasetInstalled() {
  const QString dir = QString::fromStdString(train::defaultDataDirectory());
  return QFileInfo::exists(dir + QStringLiteral("/train-images-idx3-ubyte.gz"));
}

bool english() {
  return qEnvironmentVariable("CONVSCOPE_TEST_LANGUAGE").isEmpty() ||
         qEnvironmentVariable("CONVSCOPE_TEST_LANGUAGE") == QLatin1String("en");
}

}  // namespace

class TrainTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    if (const QString why = probeOpenGl(); !why.isEmpty()) QFAIL(qPrintable(why));
    installTranslations(*qApp, qEnvironmentVariable("CONVSCOPE_TEST_LANGUAGE"));
  }

  // The whole path a person takes: open the tab, train, watch, click a filter.
  void trainsAFewStepsAndSendsAFilterToTheWorkbench() {
    if (!datasetInstalled())
      QSKIP("Fashion-MNIST is not installed: sudo apt install dataset-fashion-mnist");
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    window.showTrainTab();
    auto* panel = testing::part<TrainPanel>(window);
    QTRY_VERIFY_WITH_TIMEOUT(panel->isSettled(), kTrainMs);
    QVERIFY2(panel->datasetProblem().isEmpty(), qPrintable(panel->datasetProblem()));
    QCOMPARE(panel->stepsDone(), 0LL);
    const train_tab::Filters initial = panel->filterGrid()->filters();
    QVERIFY(std::any_of(initial.begin(), initial.end(), [](float v) { return v != 0; }));
    // Step 0 was evaluated: the accuracy chart starts at chance.
    QCOMPARE(panel->accuracyChart()->pointCount(), 1);

    panel->setBatchSize(32);
    QSignalSpy reports(window.findChild<train_tab::TrainJob*>(), &train_tab::TrainJob::report);
    panel->runSteps(12);
    QTRY_VERIFY_WITH_TIMEOUT(panel->isSettled() && panel->stepsDone() >= 12, kTrainMs);
    QCOMPARE(panel->stepsDone(), 12LL);
    // A loss point for every step, each a cross-entropy: positive, below ln(10) by a margin.
    QCOMPARE(panel->lossChart()->pointCount(), 12);
    for (const QPointF& p : panel->lossChart()->points()) QVERIFY(p.y() > 0 && p.y() < 10);
    QVERIFY(panel->lossChart()->drawnCount() > 0);
    // The filters learned.
    const train_tab::Filters learned = panel->filterGrid()->filters();
    double moved = 0;
    for (size_t i = 0; i < learned.size(); ++i) moved += std::abs(learned[i] - initial[i]);
    QVERIFY2(moved > 1e-4, qPrintable(QString::number(moved)));
    // Five parts, each timed, their sum the step.
    const auto& parts = panel->stepBar()->parts();
    QCOMPARE(parts.size(), 5);
    for (const train_tab::StepPart& part : parts) QVERIFY2(part.ms >= 0, qPrintable(part.name));
    QVERIFY(panel->stepBar()->totalMs() > 0);
    // The steps' end was evaluated: a second accuracy point and a confusion matrix of the
    // evaluated images.
    QCOMPARE(panel->accuracyChart()->pointCount(), 2);
    QVERIFY(panel->confusion()->confusion().has_value());
    int counted = 0;
    for (const auto& row : *panel->confusion()->confusion())
      for (int n : row) counted += n;
    QCOMPARE(counted, train_tab::kQuickTestImages);
    QCOMPARE(panel->featureMaps()->mapCount(), train_tab::kFilters);
    QVERIFY(!panel->predictionText().isEmpty());
    if (english()) {
      QVERIFY2(panel->cpuStepText().contains(QStringLiteral("measured here")),
               qPrintable(panel->cpuStepText()));
      QVERIFY2(panel->gpuStepText().contains(QStringLiteral("not measured here")),
               qPrintable(panel->gpuStepText()));
      QVERIFY2(panel->cpuStepText().contains(QStringLiteral("images per second")),
               qPrintable(panel->cpuStepText()));
    }
    // At most ten reports a second, whatever a step costs (here: one per slice).
    QVERIFY(reports.size() >= 1);
    for (const QPointF& p : panel->accuracyChart()->points())
      qInfo("accuracy at step %g: %g %%", p.x(), p.y());

    // A click on filter 3 puts exactly its nine numbers (as the kernel editor writes them) on the
    // workbench, over the shown test image.
    const int f = 2;
    QWidget* button = panel->filterGrid()->filterButton(f);
    QVERIFY(button && button->isVisible() && button->isEnabled());
    QTest::mouseClick(button, Qt::LeftButton, {}, button->rect().center());
    const Kernel& k = window.model()->kernel();
    for (int i = 0; i < train_tab::kFilterTaps; ++i) {
      const float want = static_cast<float>(
          std::round(learned[static_cast<size_t>(f * train_tab::kFilterTaps + i)] * 1e4) / 1e4);
      QCOMPARE(k.weights[static_cast<size_t>(i)], want);
    }
    QCOMPARE(k.divisor, 1.0f);
    QVERIFY(!window.model()->params().flip);  // cross-correlation, as the network computes
    QVERIFY(!panel->filterCaption().isEmpty());
    QVERIFY2(window.model()->inputRequest().source.endsWith(QStringLiteral("test-00001.png")),
             qPrintable(window.model()->inputRequest().source));
    QTRY_VERIFY_WITH_TIMEOUT(window.model()->input() && window.isSettled(), testing::kSettleMs);
    QCOMPARE(window.model()->input()->width, train::kImageSide);
    QCOMPARE(window.model()->input()->height, train::kImageSide);
  }

  // Training runs on the job queue in slices: the window gets at most ten reports a second and
  // its GUI thread keeps turning while a run goes on.
  void theWindowKeepsItsFramesWhileTraining() {
    if (!datasetInstalled())
      QSKIP("Fashion-MNIST is not installed: sudo apt install dataset-fashion-mnist");
    WorkbenchModel model;
    TrainPanel panel(model);
    panel.resize(1600, 900);
    panel.show();
    QTRY_VERIFY_WITH_TIMEOUT(panel.isSettled(), kTrainMs);
    auto* job = panel.findChild<train_tab::TrainJob*>();
    QVERIFY(job);
    QSignalSpy reports(job, &train_tab::TrainJob::report);
    panel.start();
    QVERIFY(panel.isRunning());
    QElapsedTimer clock;
    clock.start();
    qint64 last = 0;
    qint64 longest = 0;
    while (clock.elapsed() < 2000) {
      QTest::qWait(10);
      longest = std::max(longest, clock.elapsed() - last);
      last = clock.elapsed();
    }
    const double seconds = clock.elapsed() / 1000.0;
    panel.pause();
    QTRY_VERIFY_WITH_TIMEOUT(panel.isSettled(), kTrainMs);
    QVERIFY(panel.stepsDone() > 0);
    QVERIFY2(reports.size() <= 10 * seconds + 2, qPrintable(QString::number(reports.size())));
    // No stall of the GUI thread near a slice's length; lenient for a busy two-core machine.
    QVERIFY2(longest < 400, qPrintable(QStringLiteral("longest GUI gap %1 ms").arg(longest)));
  }

  // A wrong number gets its reason and trains nothing; a good one trains.
  void wrongSettingsSayWhy() {
    if (!datasetInstalled())
      QSKIP("Fashion-MNIST is not installed: sudo apt install dataset-fashion-mnist");
    WorkbenchModel model;
    TrainPanel panel(model);
    panel.ensureLoaded();
    QTRY_VERIFY_WITH_TIMEOUT(panel.isSettled(), kTrainMs);
    panel.setBatchSize(0);
    QVERIFY(!panel.statusText().isEmpty());
    if (english())
      QVERIFY2(panel.statusText().contains("batch size"), qPrintable(panel.statusText()));
    panel.start();
    QVERIFY(!panel.isRunning());
    panel.setBatchSize(64);
    panel.setLearningRate(0);
    if (english())
      QVERIFY2(panel.statusText().contains("learning rate"), qPrintable(panel.statusText()));
    panel.start();
    QVERIFY(!panel.isRunning());
    QCOMPARE(panel.stepsDone(), 0LL);
  }

  void aMissingDataSetIsSaidWithItsPackage() {
    const QByteArray old = qgetenv("CONVSCOPE_FASHION_MNIST");
    qputenv("CONVSCOPE_FASHION_MNIST", "/nonexistent/fashion-mnist");
    WorkbenchModel model;
    TrainPanel panel(model);
    panel.ensureLoaded();
    QTRY_VERIFY_WITH_TIMEOUT(panel.isSettled(), kTrainMs);
    if (old.isEmpty())
      qunsetenv("CONVSCOPE_FASHION_MNIST");
    else
      qputenv("CONVSCOPE_FASHION_MNIST", old);
    const QString problem = panel.datasetProblem();
    QVERIFY2(problem.contains(QStringLiteral("sudo apt install dataset-fashion-mnist")),
             qPrintable(problem));
    QVERIFY2(problem.contains(QStringLiteral("/nonexistent/fashion-mnist")), qPrintable(problem));
    panel.start();
    QVERIFY(!panel.isRunning());
  }

  // The tab at the projector's size: every control whole, nothing pushed off the window.
  void fitsAProjector() {
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.showTrainTab();
    auto* panel = testing::part<TrainPanel>(window);
    QTRY_VERIFY_WITH_TIMEOUT(panel->isSettled(), kTrainMs);
    window.finishPendingLayout();
    QStringList bad;
    for (const QString& line : testing::squeezed(window)) bad << line;
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
    QVERIFY(panel->filterGrid()->isVisible());
    QVERIFY(panel->stepBar()->isVisible());
  }
};

CONVSCOPE_GUI_TEST_MAIN(TrainTest)
#include "test_train.moc"
