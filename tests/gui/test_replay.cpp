// The replay of who ran which block: it shows blocks in the recorded start order (the emulated
// GPU's record here; a CUDA record goes through the same schedule), stepping adds them one start
// at a time, and after an emulated run the window replays the model's schedule over the
// reference card's SMs. The frame read
// back shows blocks that have not started yet covered, and started ones in their unit's colour.
#include <QApplication>
#include <QLabel>
#include <QTest>
#include <algorithm>
#include <memory>
#include <numeric>

#include "convscope/engines.h"
#include "convscope/problem.h"
#include "convscope/reference_gpu.h"
#include "gui/gl/gl_check.h"
#include "gui/gl/thread_overlay.h"
#include "gui/main_window.h"
#include "gui/panels/mapping_panel.h"
#include "gui_test.h"
#include "model/jobs/gpu_runner.h"
#include "model/replay_controller.h"
#include "model/workbench_model.h"

using namespace convscope;
using namespace convscope::gui;
using namespace convscope::model;

namespace {

constexpr int kWaitMs = testing::kSettleMs;

// Block ids sorted by recorded start time, ties by id: the order the replay must show.
std::vector<long long> recordedOrder(const BlockRecord& r) {
  std::vector<long long> ids(r.unitOfBlock.size());
  std::iota(ids.begin(), ids.end(), 0LL);
  std::stable_sort(ids.begin(), ids.end(),
                   [&](long long a, long long b) { return r.startNs[a] < r.startNs[b]; });
  return ids;
}

BlockRecord emulate(Dim2 size, Dim2 block) {
  auto input = Channel::create(size.x + 2, size.y + 2);
  for (size_t i = 0; i < input->pixels.size(); ++i) input->pixels[i] = static_cast<float>(i % 251);
  auto problem = makeProblem(*input, *presetKernel("sobel-x"), {});
  BlockRecord record;
  auto out = convolveEmulatedGpu(*problem, block, &record, nullptr, 2);
  Q_ASSERT(out);
  return record;
}

}  // namespace

class ReplayTest : public QObject {
  Q_OBJECT

 private slots:
  void replayOrderIsTheRecordedOrder() {
    const BlockRecord record = emulate({129, 67}, {16, 16});
    ReplayController replay;
    replay.setSchedule(scheduleFromRecord(record), false);
    QVERIFY(replay.hasSchedule());
    QCOMPARE(replay.schedule().unitCount, record.unitCount);
    const std::vector<long long> expected = recordedOrder(record);
    QCOMPARE(replay.order(), expected);
    // A finished run shows every block; from zero, each step starts the next block(s) in order.
    QCOMPARE(replay.startedCount(), expected.size());
    replay.setTime(0);
    std::size_t shown = replay.startedCount();
    QVERIFY(shown >= 1);
    while (shown < expected.size()) {
      replay.stepBlock();
      const std::size_t now = replay.startedCount();
      QVERIFY(now > shown);
      for (std::size_t i = shown; i < now; ++i) {
        const BlockRun& run = replay.schedule().runs[i];
        QCOMPARE(run.blockId, expected[i]);
        QCOMPARE(run.unit, record.unitOfBlock[static_cast<size_t>(expected[i])]);
        QCOMPARE(run.startUs, replay.timeUs());  // the block that started at this moment
      }
      shown = now;
    }
    // The per-block data the shader gets names the same workers.
    const CellRuns cells =
        cellRunsFromSchedule(replay.schedule(), static_cast<long long>(record.unitOfBlock.size()));
    QCOMPARE(cells.unit, record.unitOfBlock);
  }

  // No device ran the kernel: the window replays the model's schedule over the reference card's
  // SMs (the emulation's CPU workers said nothing of a GPU, and on a busy machine one of them
  // took every block). 256 blocks of 1,024 threads on 128 SMs holding one each: two waves.
  void windowReplaysTheModelWhenNoDeviceRan() {
    if (const QString why = probeOpenGl(); !why.isEmpty()) QSKIP(qPrintable(why));
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    WorkbenchChoice choice = window.model()->choice();
    choice.input.source = QStringLiteral("gradient:512");
    window.model()->apply(choice);
    window.model()->setBlock({32, 32});
    QTRY_VERIFY_WITH_TIMEOUT(window.isSettled() && window.model()->input()->width == 512, kWaitMs);
    window.model()->requestGpuRun();
    QTRY_VERIFY_WITH_TIMEOUT(
        window.isSettled() && window.model()->gpuRunner()->hasResult() &&
            window.model()->gpuRunner()->lastReport().launch.block == (Dim2{32, 32}),
        kWaitMs);
    const GpuRunReport& report = window.model()->gpuRunner()->lastReport();
    if (report.path != cuda::GpuPath::Emulated) QSKIP("a CUDA device ran it: see tests/gpu");
    ReplayController* replay = window.model()->replay();
    QVERIFY(replay->hasSchedule());
    QVERIFY(replay->modelled());
    const ReferenceGpu& gpu = defaultReferenceGpu();
    QCOMPARE(replay->schedule().unitCount, gpu.smCount);
    QCOMPARE(replay->schedule().runs.size(), size_t(256));
    QCOMPARE(replay->schedule().peakConcurrency(), gpu.smCount);
    std::vector<long long> inOrder(256);
    std::iota(inOrder.begin(), inOrder.end(), 0);
    QCOMPARE(replay->order(), inOrder);
    QVERIFY(testing::part<MappingPanel>(window)->findChildren<QLabel*>().size() > 0);

    // Just after the first start: the first block is shown in its worker's colour, a block that
    // starts later is covered by the pale "not yet" veil.
    testing::part<MappingPanel>(window)->chooseFlags(kOverlayUnits);
    const BlockSchedule& s = replay->schedule();
    const auto later = std::find_if(s.runs.begin(), s.runs.end(), [&](const BlockRun& r) {
      return r.startUs > s.runs[0].startUs;
    });
    QVERIFY2(later != s.runs.end(), "the second wave starts after the first");
    replay->setTime(s.runs[0].startUs);
    ChannelView* view = window.gpuOutputView();
    view->repaint();
    const QImage frame = view->grabFramebuffer();
    const ViewTransform t = view->transform();
    const LaunchGeometry& g = report.launch;
    auto blockCentre = [&](long long id) {
      const int bx = static_cast<int>(id % g.grid.x);
      const int by = static_cast<int>(id / g.grid.x);
      const int x = std::min(g.output.x - 1, bx * g.block.x + g.block.x / 2);
      const int y = std::min(g.output.y - 1, by * g.block.y + g.block.y / 2);
      const QPointF c = t.cellRect(x, y).center();
      return frame.pixelColor(static_cast<int>(c.x()), static_cast<int>(c.y()));
    };
    const QColor first = blockCentre(s.runs[0].blockId);
    const QColor waiting = blockCentre(later->blockId);
    const QColor unit = unitPalette()[s.runs[0].unit % unitPalette().size()];
    // The running block leans to its unit's colour; the waiting one is nearly neutral light gray.
    auto saturation = [](const QColor& c) { return c.toHsv().hsvSaturation(); };
    QVERIFY2(saturation(first) > 60, qPrintable(first.name() + QLatin1Char(' ') + unit.name()));
    QVERIFY2(saturation(waiting) < 40 && waiting.lightness() > 170, qPrintable(waiting.name()));
  }
};

CONVSCOPE_GUI_TEST_MAIN(ReplayTest)

#include "test_replay.moc"
