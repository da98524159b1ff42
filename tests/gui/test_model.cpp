// The window's state alone, with no widget and no display: a core application (a widget made
// here would abort the test), a fake output surface in place of the GL view. One kernel change
// reaches the model once: one problem of the size outputExtent gives, one CPU output, and on the
// GPU side one texture of that size and one upload of the emulated output through the surface.
#include <QDeadlineTimer>
#include <QSize>
#include <QTest>
#include <QThread>
#include <atomic>
#include <memory>
#include <utility>

#include "convscope/engines.h"
#include "convscope/kernel.h"
#include "convscope/params.h"
#include "model/jobs/job_queue.h"
#include "model/output_surface.h"
#include "model/workbench_model.h"
#include "snapshot_log.h"

using namespace convscope;
using namespace convscope::gui;
using namespace convscope::model;

namespace {

// How long the model may take to settle (load, CPU output, emulated GPU) on a slow, busy machine.
constexpr int kSettleMs = 60000;

// What the GPU side asked of the surface, counted.
class FakeSurface : public OutputSurface {
 public:
  bool hasContext() const override { return false; }
  void makeCurrent() override {}
  void doneCurrent() override {}
  void setExternalImage(int width, int height) override {
    texture = QSize(width, height);
    ++textures;
  }
  void markExternallyWritten(double) override { ++written; }
  void setChannel(std::shared_ptr<const Channel> channel) override {
    uploaded = std::move(channel);
    ++uploads;
  }
  void clear() override {
    texture = QSize();
    ++clears;
  }

  QSize texture;
  int textures = 0;
  int written = 0;
  int uploads = 0;
  int clears = 0;
  std::shared_ptr<const Channel> uploaded;
};

}  // namespace

class ModelTest : public QObject {
  Q_OBJECT

 private slots:
  void aKernelChangeReachesTheStateOnce() {
    FakeSurface surface;
    WorkbenchModel model;
    model.attachGpuOutput(&surface);
    emit surface.textureCreated(0, 0, 0);  // no texture: the emulated GPU, which uploads
    WorkbenchChoice s = model.choice();
    s.input.source = QStringLiteral("gradient:64");
    s.input.side = 0;
    s.gpuLive = true;
    model.apply(s);
    QTRY_VERIFY_WITH_TIMEOUT(model.isSettled(), kSettleMs);
    QCOMPARE(model.input()->width, 64);
    QCOMPARE(surface.uploads, 1);

    SnapshotLog log(model);
    const Kernel blur = *presetKernel("box-blur");
    const ConvParams params{Padding::Zero, 2, 2, false};
    model.setKernel(blur, params);
    QCOMPARE(log.count(), 1);       // one snapshot for the change, with everything that follows
    model.setKernel(blur, params);  // the same again changes nothing
    QCOMPARE(log.count(), 1);
    QCOMPARE(log.count(SnapshotLog::kernel), 1);
    QCOMPARE(log.count(SnapshotLog::problem), 1);
    QCOMPARE(log.count(SnapshotLog::launch), 1);
    const QSize out(outputExtent(64, params), outputExtent(model.input()->height, params));
    QVERIFY(model.problem());
    QCOMPARE(QSize(model.problem()->geometry.outWidth, model.problem()->geometry.outHeight), out);
    QCOMPARE(surface.texture, out);
    // The launch is the model's, made with the problem: that output in blocks of the block.
    QVERIFY(model.launch());
    QCOMPARE(QSize(model.launch()->output.x, model.launch()->output.y), out);
    QVERIFY(model.launch()->block == model.block());

    QTRY_VERIFY_WITH_TIMEOUT(model.isSettled(), kSettleMs);
    QCOMPARE(log.count(SnapshotLog::kernel), 1);
    QCOMPARE(log.count(SnapshotLog::problem), 1);
    QCOMPARE(log.count(SnapshotLog::cpuOutput), 1);
    QCOMPARE(model.kernel(), blur);
    QCOMPARE(model.params(), params);
    QCOMPARE(QSize(model.cpuOutput()->width, model.cpuOutput()->height), out);
    // The emulated GPU's output came through the surface, once, and is the CPU's.
    QCOMPARE(surface.uploads, 2);
    QCOMPARE(surface.written, 0);
    const Channel& gpu = *surface.uploaded;
    const Channel& cpu = *model.cpuOutput();
    QCOMPARE(QSize(gpu.width, gpu.height), out);
    for (int y = 0; y < out.height(); ++y)
      for (int x = 0; x < out.width(); ++x) QCOMPARE(gpu.at(x, y), cpu.at(x, y));
    // And the GPU ran that launch.
    QVERIFY(model.gpuReport());
    QVERIFY(model.gpuReport()->launch.grid == model.launch()->grid);

    // A new block is a new launch of the same problem; a block the GPU refuses is none.
    log.clear();
    model.setBlock({32, 8});
    QCOMPARE(log.count([](const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) {
      return now.block != before.block;
    }),
             1);
    QCOMPARE(log.count(SnapshotLog::launch), 1);
    QCOMPARE(log.count(SnapshotLog::problem), 0);
    QVERIFY(model.launch() && model.launch()->block == (Dim2{32, 8}));
    QCOMPARE(model.launch()->grid.x, (out.width() + 31) / 32);
    model.setBlock({64, 32});
    QVERIFY(!model.launch());
  }

  // The CPU times belong to the problem they were measured on: both engines' arrive, and a new
  // problem clears them (so no panel shows an old image's time beside a new one's).
  void theCpuTimesFollowTheProblem() {
    FakeSurface surface;
    WorkbenchModel model;
    model.attachGpuOutput(&surface);
    QCOMPARE(model.cpuMilliseconds(app::referenceEngine()), -1.0);
    WorkbenchChoice s = model.choice();
    s.input.source = QStringLiteral("gradient:64");
    s.input.side = 0;
    model.apply(s);
    QTRY_VERIFY_WITH_TIMEOUT(model.isSettled() && !model.cpuMeasuring(), kSettleMs);
    QVERIFY(model.cpuMilliseconds(app::referenceEngine()) >= 0);
    QVERIFY(model.cpuMilliseconds(app::engineByName(QStringLiteral("parallel"))) >= 0);

    SnapshotLog log(model);
    model.setKernel(*presetKernel("box-blur"), model.params());
    QCOMPARE(log.count(SnapshotLog::cpuTimes), 1);  // cleared at once, with the new problem
    QCOMPARE(model.cpuMilliseconds(app::referenceEngine()), -1.0);
    QCOMPARE(model.cpuMilliseconds(app::engineByName(QStringLiteral("parallel"))), -1.0);
    QTRY_VERIFY_WITH_TIMEOUT(!model.cpuMeasuring(), kSettleMs);
    QVERIFY(model.cpuMilliseconds(app::referenceEngine()) >= 0);
    QVERIFY(model.cpuMilliseconds(app::engineByName(QStringLiteral("parallel"))) >= 0);
    QCOMPARE(log.count(SnapshotLog::cpuTimes), 1 + int(app::workbenchEngines().size()));
  }

  // A kernel that does not fit leaves no problem, and the surface is cleared rather than sized.
  // The input's decode and convert are timed once per image: the data-path and timeline lessons
  // read the same figures, and an image of other values has none until it is timed.
  void theHostPhasesBelongToTheInput() {
    WorkbenchModel model;
    WorkbenchChoice s = model.choice();
    s.input.source = QStringLiteral("gradient:64");
    s.input.side = 0;
    model.apply(s);
    QTRY_VERIFY_WITH_TIMEOUT(model.isSettled(), kSettleMs);
    QVERIFY(!model.hostPhases());
    SnapshotLog log(model);
    model.requestHostPhases();
    QVERIFY(!model.isSettled());  // it waits for them
    QTRY_VERIFY_WITH_TIMEOUT(model.isSettled() && model.hostPhases(), kSettleMs);
    QCOMPARE(log.count(SnapshotLog::hostPhases), 1);
    QVERIFY(model.hostPhases()->pngBytes > 0);
    QCOMPARE(model.hostPhases()->decodedBytes, 64.0 * 64 * 4);
    model.requestHostPhases();  // timed already: nothing runs again
    QVERIFY(model.isSettled());
    QCOMPARE(log.count(SnapshotLog::hostPhases), 1);
    log.clear();
    const app::HostPhaseTimes first = *model.hostPhases();
    s.input.source = QStringLiteral("gradient:32");
    model.apply(s);
    QTRY_VERIFY_WITH_TIMEOUT(model.isSettled() && model.input()->width == 32, kSettleMs);
    QVERIFY(!model.hostPhases());
    // The first image again, loaded anew (chapter 6, another image in 7, then 8): the figures
    // it was timed with, not a second measurement that would differ.
    s.input.source = QStringLiteral("gradient:64");
    model.apply(s);
    QTRY_VERIFY_WITH_TIMEOUT(model.isSettled() && model.input()->width == 64, kSettleMs);
    QVERIFY(model.hostPhases());
    QCOMPARE(model.hostPhases()->decodeMs, first.decodeMs);
    QCOMPARE(model.hostPhases()->convertMs, first.convertMs);
    const int published = log.count();
    model.requestHostPhases();
    QVERIFY(model.isSettled());
    QCOMPARE(log.count(), published);  // nothing measured again, nothing published
  }

  void theLayerChangesOnlyWhenItDiffers() {
    WorkbenchModel model;
    SnapshotLog log(model);
    LayerChoice layer = model.layer();
    model.setLayer(layer);
    QCOMPARE(log.count(), 0);
    layer.batch = 8;
    layer.preset = -1;
    model.setLayer(layer);
    QCOMPARE(log.count(SnapshotLog::layer), 1);
    QCOMPARE(model.layer().batch, 8);
  }

  // The measurements lane runs beside the window's: a sweep of several seconds holds back no
  // input load, and a load does not wait for it.
  void theMeasurementsLaneRunsBesideTheWindowsLane() {
    std::atomic<bool> release{false};
    {
      JobQueue window;
      JobQueue measurements(nullptr, JobLane::Measurements);
      // Whatever happens below, the window's job ends before the queues wait for it.
      struct Release {
        std::atomic<bool>& flag;
        ~Release() { flag = true; }
      } releaseOnExit{release};
      window.submit(JobTag::CpuRuns, [&release](const JobQueue::Job&) {
        const QDeadlineTimer limit(30000);
        while (!release.load() && !limit.hasExpired()) QThread::msleep(1);
      });
      bool measured = false;
      measurements.submit(JobTag::Sweep, [&measured](const JobQueue::Job& job) {
        job.post([&measured] { measured = true; }, true);
      });
      QTRY_VERIFY_WITH_TIMEOUT(measured, 20000);
      QVERIFY(window.busy(JobTag::CpuRuns));  // still held: the sweep did not wait for it
      release = true;
      QTRY_VERIFY_WITH_TIMEOUT(!window.busy(JobTag::CpuRuns), 20000);
    }
  }

  void aKernelThatDoesNotFitClearsTheSurface() {
    FakeSurface surface;
    WorkbenchModel model;
    model.attachGpuOutput(&surface);
    WorkbenchChoice s = model.choice();
    s.input.source = QStringLiteral("gradient:8");
    s.input.side = 0;
    model.apply(s);
    QTRY_VERIFY_WITH_TIMEOUT(model.isSettled(), kSettleMs);
    QVERIFY(surface.texture.isValid());
    const int clears = surface.clears;
    model.setKernel(model.kernel(), ConvParams{Padding::None, 1, 4, false});  // reach 9 > 8
    QVERIFY(!model.problem());
    QVERIFY(!model.problemStatus());
    QCOMPARE(surface.clears, clears + 1);
    QVERIFY(!surface.texture.isValid());
    QVERIFY(model.isSettled());
  }
};

QTEST_GUILESS_MAIN(ModelTest)
#include "test_model.moc"
