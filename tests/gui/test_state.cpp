// The window's one state: a whole state set in one call is reached (and shown by the panels),
// a snapshot gives it back, and a new image stops the running measurement of the old one.
#include <QComboBox>
#include <QSignalSpy>
#include <QTest>
#include <thread>

#include "convscope/derivation_count.h"
#include "convscope/engines.h"
#include "gui/main_window.h"
#include "gui/panels/block_size_control.h"
#include "gui/panels/input_panel.h"
#include "gui/panels/kernel_editor.h"
#include "gui/panels/mapping_panel.h"
#include "gui_test.h"
#include "model/jobs/cpu_runner.h"
#include "model/jobs/job_queue.h"
#include "model/step_player.h"
#include "model/workbench_model.h"
#include "snapshot_log.h"

using namespace convscope;
using namespace convscope::gui;
using namespace convscope::model;

class StateTest : public QObject {
  Q_OBJECT

 private slots:
  // Newest wins: a superseded job's reports are dropped, a cancelled one still reports.
  void theOverlayChoiceIsPartOfTheState() {
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    WorkbenchChoice s = window.model()->choice();
    QCOMPARE(s.overlay, kDefaultOverlay);
    s.overlay = kOverlayBorders | kOverlayWarps | kOverlayLanes;
    window.model()->apply(s);
    // The tab's toggles show what the model holds...
    QCOMPARE(testing::part<MappingPanel>(window)->flags(), s.overlay);
    // ...and a toggle writes through the model, whose snapshot then has it.
    testing::part<MappingPanel>(window)->chooseFlags(kOverlayColours);
    QCOMPARE(window.model()->overlay(), int(kOverlayColours));
    QCOMPARE(window.model()->choice().overlay, int(kOverlayColours));
  }

  void jobQueueNewestWins() {
    JobQueue queue;
    QStringList heard;
    queue.submit(JobTag::CpuRuns, [&](const JobQueue::Job& job) {
      while (!job.cancelled()) std::this_thread::yield();  // until the next job supersedes it
      job.post([&] { heard << QStringLiteral("old"); }, true);
    });
    queue.submit(JobTag::CpuRuns, [&](const JobQueue::Job& job) {
      job.post([&] { heard << QStringLiteral("new"); }, true);
    });
    QVERIFY(queue.busy(JobTag::CpuRuns));
    QTRY_VERIFY(!queue.busy(JobTag::CpuRuns));
    QCOMPARE(heard, QStringList{QStringLiteral("new")});

    // Cancelled, not superseded: it sees the flag and its report still arrives.
    heard.clear();
    queue.submit(JobTag::Input, [&](const JobQueue::Job& job) {
      while (!job.cancelled()) std::this_thread::yield();
      job.post([&] { heard << QStringLiteral("stopped"); }, true);
    });
    queue.cancel(JobTag::Input);
    QTRY_VERIFY(!queue.busy(JobTag::Input));
    QCOMPARE(heard, QStringList{QStringLiteral("stopped")});

    // Abandoned: stopped, and nothing it says is heard.
    heard.clear();
    queue.submit(JobTag::GpuEmulation, [&](const JobQueue::Job& job) {
      while (!job.cancelled()) std::this_thread::yield();
      job.post([&] { heard << QStringLiteral("late"); }, true);
    });
    queue.abandon(JobTag::GpuEmulation);
    QVERIFY(!queue.busy(JobTag::GpuEmulation));
    bool ran = false;
    queue.submit(JobTag::GpuEmulation,
                 [&](const JobQueue::Job& job) { job.post([&] { ran = true; }, true); });
    QTRY_VERIFY(ran);
    QVERIFY(heard.isEmpty());
  }

  // A kernel preset chosen in the window derives the problem, its launch and the output's two
  // sides once each, in the model: no panel, view or runner derives them again. The GPU side is
  // live, so its run (the emulation here, a CUDA path on a device) is part of the change.
  void aPresetChangeDerivesEachValueOnce() {
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    WorkbenchModel* model = window.model();
    model->requestGpuRun();
    QTRY_VERIFY_WITH_TIMEOUT(window.isSettled() && model->gpuReport(), testing::kSettleMs);
    auto* presets =
        testing::part<KernelEditor>(window)->findChild<QComboBox*>(QStringLiteral("kernelPreset"));
    QVERIFY(presets);
    const int blur = presets->findData(QStringLiteral("box-blur"));
    QVERIFY(blur >= 0 && model->kernel().name != "box-blur");

    const long long problems = derivationCount(Derivation::Problem);
    const long long launches = derivationCount(Derivation::Launch);
    const long long extents = derivationCount(Derivation::OutputExtent);
    SnapshotLog log(*model);
    presets->setCurrentIndex(blur);
    emit presets->activated(blur);
    QTRY_VERIFY_WITH_TIMEOUT(window.isSettled() && model->gpuReport(), testing::kSettleMs);
    QCOMPARE(model->kernel().name, std::string("box-blur"));
    QCOMPARE(derivationCount(Derivation::Problem) - problems, 1LL);
    QCOMPARE(derivationCount(Derivation::Launch) - launches, 1LL);
    QCOMPARE(derivationCount(Derivation::OutputExtent) - extents, 2LL);  // width and height
    // One snapshot had the new kernel, and with it the new problem and launch.
    QCOMPARE(log.count(SnapshotLog::kernel), 1);
    QCOMPARE(log.count(SnapshotLog::problem), 1);
    QCOMPARE(log.count(SnapshotLog::launch), 1);
  }

  void wholeStateInOneCall() {
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    WorkbenchModel* model = window.model();
    WorkbenchChoice s = model->choice();
    s.input.source = QStringLiteral("gradient:64");
    s.input.side = 0;
    s.kernel = *presetKernel("box-blur");
    s.params.padding = Padding::Replicate;
    s.params.stride = 2;
    s.block = {8, 8};
    s.step = 10;
    model->apply(s);
    QTRY_VERIFY_WITH_TIMEOUT(window.isSettled(), testing::kSettleMs);

    QCOMPARE(model->input()->width, 64);
    QVERIFY(model->problem());
    QCOMPARE(model->problem()->geometry.outWidth, 32);
    QCOMPARE(window.model()->player()->position(), 10);
    QCOMPARE(model->block(), (Dim2{8, 8}));
    // The panels show what the model holds.
    QCOMPARE(testing::part<KernelEditor>(window)->kernel().name, std::string("box-blur"));
    QCOMPARE(testing::part<KernelEditor>(window)->params().stride, 2);
    QCOMPARE(testing::part<KernelEditor>(window)->params().padding, Padding::Replicate);
    QVERIFY(testing::part<InputPanel>(window)->request() == s.input);
    QCOMPARE(testing::part<MappingPanel>(window)->blockControl()->block(), (Dim2{8, 8}));
    // The output is the reference loop's for that model.
    auto expected = convolveReference(*model->problem());
    QVERIFY(expected);
    const Channel& shown = *model->cpuOutput();
    QCOMPARE(shown.width, expected->width);
    for (int y = 0; y < shown.height; ++y)
      for (int x = 0; x < shown.width; ++x) QCOMPARE(shown.at(x, y), expected->at(x, y));

    // The snapshot gives the model back, and applying it again changes nothing.
    const WorkbenchChoice back = model->choice();
    QVERIFY(back.input == s.input);
    QCOMPARE(back.step, 10);
    QCOMPARE(back.kernel.name, std::string("box-blur"));
    SnapshotLog log(*model);
    model->apply(back);
    QVERIFY(window.isSettled());
    QCOMPARE(log.count(), 0);
  }

  void newImageStopsTheRunningMeasurement() {
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    WorkbenchModel* model = window.model();
    WorkbenchChoice s = model->choice();
    s.input.source = QStringLiteral("camera");
    s.input.side = 2048;  // the reference loop takes a good part of a second here
    model->apply(s);
    QTRY_VERIFY_WITH_TIMEOUT(window.isSettled(), testing::kSettleMs);
    if (!model->cpuMeasuring()) QSKIP("the measurement ended before the new image: too fast");
    QSignalSpy cancelled(model->cpuRunner(), &CpuRunner::cancelled);
    s.input.side = 256;
    model->apply(s);
    QTRY_VERIFY_WITH_TIMEOUT(cancelled.count() == 1, testing::kSettleMs);
    QTRY_VERIFY_WITH_TIMEOUT(window.isSettled(), testing::kSettleMs);
    QCOMPARE(model->input()->width, 256);
  }
};

CONVSCOPE_GUI_TEST_MAIN(StateTest)
#include "test_state.moc"
