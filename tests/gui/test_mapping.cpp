// The inspector and the block size control in the window: the inspector's text for known
// pixels on both sides, the same facts as `convscope map --pixel`, the 3×3 input pixels it reads
// highlighted on the input view (padding taps in the ring), and live relaunches per block size.
#include <QApplication>
#include <QComboBox>
#include <QProcess>
#include <QSpinBox>
#include <QTest>
#include <memory>

#include "common/thread_mapping_text.h"
#include "convscope/engines.h"
#include "convscope/memory_access.h"
#include "convscope/reference_gpu.h"
#include "gui/gl/gl_check.h"
#include "gui/main_window.h"
#include "gui/panels/block_size_control.h"
#include "gui/panels/gpu_panel.h"
#include "gui/panels/inspector_text.h"
#include "gui/panels/mapping_panel.h"
#include "gui/panels/thread_mapping.h"
#include "gui/widgets/number_format.h"
#include "gui_test.h"
#include "model/jobs/gpu_runner.h"
#include "model/step_player.h"
#include "test_paths.h"

using namespace convscope;
using namespace convscope::gui;
using namespace convscope::model;
using convscope::gui::testing::colourDistance;
using convscope::gui::testing::framePixel;

namespace {

constexpr int kWaitMs = testing::kSettleMs;

// What `convscope map` prints under "pixel (x, y)", one fact per line, indentation removed.
QStringList cliPixelLines(const QString& size, const QString& block, int x, int y) {
  QProcess p;
  p.start(QStringLiteral(CONVSCOPE_BINARY),
          {QStringLiteral("map"), QStringLiteral("--size"), size, QStringLiteral("--block"), block,
           QStringLiteral("--pixel"), QStringLiteral("%1,%2").arg(x).arg(y)});
  if (!p.waitForFinished(60000) || p.exitCode() != 0) return {};
  const QStringList all = QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char('\n'));
  const qsizetype heading = all.indexOf(app::pixelHeading(x, y));
  if (heading < 0) return {};
  QStringList facts;
  for (qsizetype i = heading + 1; i < all.size() && !all[i].trimmed().isEmpty(); ++i)
    facts << all[i].trimmed();
  return facts;
}

}  // namespace

class MappingTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    if (const QString why = probeOpenGl(); !why.isEmpty()) QSKIP(qPrintable(why));
  }

  void init() {
    m_window = std::make_unique<MainWindow>();
    CONVSCOPE_SHOW_SETTLED(*m_window);
    QVERIFY((m_window->model()->problem() != nullptr));
  }

  void cleanup() { m_window.reset(); }

  void gpuTextForKnownPixels() {
    const LaunchGeometry launch = *makeLaunch({28, 28}, {16, 16});
    ConvGeometry g;
    g.inWidth = g.inHeight = g.outWidth = g.outHeight = 28;
    g.pad = 1;
    GpuInspection facts;
    facts.launch = &launch;
    facts.geometry = &g;
    const QStringList lines = gpuInspectorLines(facts, 21, 9);
    const QStringList expected = {
        QStringLiteral("GPU · output pixel (21, 9)"),
        QStringLiteral("blockIdx  (1, 0), block 1 (of 0–3)"),
        QStringLiteral("threadIdx (5, 9), thread 149 of the block (0–255)"),
        QStringLiteral("warp 4, lane 21; global thread id 405"),
        QStringLiteral("x = blockIdx.x · blockDim.x + threadIdx.x = 1 · 16 + 5 = 21"),
        QStringLiteral("y = blockIdx.y · blockDim.y + threadIdx.y = 0 · 16 + 9 = 9"),
        QStringLiteral("reads input x 20 to 22, y 8 to 10"),
    };
    QCOMPARE(lines, expected);
    // The corner pixel reads five padding cells, at negative coordinates.
    const QStringList corner = gpuInspectorLines(facts, 0, 0);
    QCOMPARE(
        corner.last(),
        QStringLiteral("reads input x \u22121 to 1, y \u22121 to 1 (5 of them in the padding)"));
  }

  void cpuTextForKnownPixels() {
    TileRecord tiles;
    tiles.tileWidth = 8;
    tiles.tileHeight = 4;
    tiles.tilesX = 4;
    tiles.tilesY = 7;
    tiles.threadCount = 2;
    tiles.threadOfTile.assign(28, 0);
    tiles.threadOfTile[1 * 4 + 2] = 1;  // tile (2, 1)
    CpuInspection facts;
    facts.step = 28 * 5 + 17;
    facts.steps = 784;
    facts.tiles = &tiles;
    const QStringList lines = cpuInspectorLines(facts, 17, 5);
    QCOMPARE(lines.value(0), QStringLiteral("CPU · output pixel (17, 5)"));
    QCOMPARE(lines.value(1), QStringLiteral("the animation computes it at step 158 of 784"));
    QCOMPARE(lines.value(2),
             QStringLiteral("parallel engine: CPU thread 1 computed it (tile (2, 1) "
                            "of 8 × 4 pixels)"));
  }

  void cliAndInspectorAgree() {
    const Channel& input = *m_window->model()->input();
    const int w = m_window->gpuOutputView()->imageWidth();
    const int h = m_window->gpuOutputView()->imageHeight();
    QVERIFY(w > 0 && h > 0);
    for (const QPoint p : {QPoint(w - 1, h - 1), QPoint(w / 2, 3), QPoint(0, 0)}) {
      for (const Dim2 block : {Dim2{16, 16}, Dim2{32, 8}}) {
        testing::part<MappingPanel>(*m_window)->blockControl()->setBlock(block);
        testing::part<ThreadMapping>(*m_window)->inspect(true, p, true);
        const QStringList inspector =
            testing::part<MappingPanel>(*m_window)->inspectorText().split(QLatin1Char('\n'));
        const QStringList cli =
            cliPixelLines(QStringLiteral("%1x%2").arg(w).arg(h),
                          QStringLiteral("%1x%2").arg(block.x).arg(block.y), p.x(), p.y());
        QCOMPARE(cli.size(), 5);
        // The CLI's facts appear in the inspector in the same order, right under its heading.
        QCOMPARE(inspector.mid(1, cli.size()), cli);
        QVERIFY(inspector.first().endsWith(app::pixelHeading(p.x(), p.y())));
      }
    }
    Q_UNUSED(input);
  }

  void hoverShowsAndClickPins() {
    ChannelView* out = m_window->gpuOutputView();
    const ViewTransform t = out->transform();
    const QPoint cell(5, 7);
    const QPoint pos = t.cellRect(cell.x(), cell.y()).center().toPoint();
    QTest::mouseMove(out, pos);
    QTRY_VERIFY(testing::part<MappingPanel>(*m_window)->inspectorText().startsWith(
        QStringLiteral("GPU · output pixel (5, 7)")));
    QVERIFY(!testing::part<ThreadMapping>(*m_window)->pinned());
    QTest::mouseClick(out, Qt::LeftButton, {}, pos);
    QVERIFY(testing::part<ThreadMapping>(*m_window)->pinned());
    // Pinned: moving elsewhere keeps the text.
    QTest::mouseMove(out, t.cellRect(1, 1).center().toPoint());
    QVERIFY(testing::part<MappingPanel>(*m_window)->inspectorText().startsWith(
        QStringLiteral("GPU · output pixel (5, 7)")));
    // The nine input pixels it reads are marked on the GPU input view, in the inspector's violet.
    ChannelView* in = m_window->gpuInputView();
    QTRY_VERIFY(in->framesDrawn() > 0);
    in->repaint();
    const QImage frame = in->grabFramebuffer();
    const ViewTransform ti = in->transform();
    const QColor violet(0x6D, 0x28, 0xD9);
    const QRectF tap = ti.cellRect(4, 6);  // the top-left tap of (5, 7)
    const QColor edge =
        frame.pixelColor(static_cast<int>(tap.left()), static_cast<int>(tap.center().y()));
    QVERIFY2(colourDistance(edge, violet) < 90, qPrintable(edge.name()));
    const QRectF far = ti.cellRect(12, 12);
    const QColor untouched =
        frame.pixelColor(static_cast<int>(far.left()), static_cast<int>(far.center().y()));
    QVERIFY2(colourDistance(untouched, violet) > 150, qPrintable(untouched.name()));
    // Esc lets go.
    QTest::keyClick(m_window.get(), Qt::Key_Escape);
    QVERIFY(!testing::part<ThreadMapping>(*m_window)->pinned());
  }

  void cpuSideTellsTheStepAndThread() {
    ChannelView* out = m_window->cpuOutputView();
    const QPoint pos = out->transform().cellRect(3, 2).center().toPoint();
    QTest::mouseMove(out, pos);
    QTRY_VERIFY(testing::part<MappingPanel>(*m_window)->inspectorText().startsWith(
        QStringLiteral("CPU · output pixel (3, 2)")));
    const QString text = testing::part<MappingPanel>(*m_window)->inspectorText();
    const long long step = m_window->model()->player()->stepOfPixel(3, 2) + 1;
    QVERIFY2(text.contains(QStringLiteral("at step %1 of").arg(step)), qPrintable(text));
    const TileRecord* tiles = testing::part<ThreadMapping>(*m_window)->cpuTiles();
    QVERIFY(tiles);
    QVERIFY2(text.contains(
                 QStringLiteral("CPU thread %1 computed it").arg(cpuThreadOfPixel(*tiles, 3, 2))),
             qPrintable(text));
  }

  // Without a device each block shape's time is the model's (the emulation's CPU wall clock
  // made 1×32 look 280× faster than 32×1): named as the model, and a column block slower.
  void emulatedBlockTimesAreTheModels() {
    m_window->model()->requestGpuRun();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isSettled() && m_window->model()->gpuRunner()->hasResult(),
                             kWaitMs);
    if (!m_window->model()->gpuRunner()->lastReport().emulated())
      QSKIP("a CUDA device ran the kernel: its times are measured");
    BlockSizeControl* control = testing::part<MappingPanel>(*m_window)->blockControl();
    for (const Dim2 block : {Dim2{32, 1}, Dim2{1, 32}}) {
      QVERIFY(control->setBlock(block).isOk());
      QTRY_VERIFY_WITH_TIMEOUT(m_window->model()->gpuRunner()->lastReport().launch.block == block &&
                                   !m_window->model()->gpuRunner()->busy(),
                               kWaitMs);
    }
    const QString text = testing::part<MappingPanel>(*m_window)->blockTimesText();
    const ConvGeometry& g = m_window->model()->problem()->geometry;
    const ReferenceGpu& gpu = defaultReferenceGpu();
    QVERIFY2(text.contains(QStringLiteral("model, %1").arg(QString::fromStdString(gpu.name))),
             qPrintable(text));
    for (const Dim2 block : {Dim2{32, 1}, Dim2{1, 32}}) {
      const double ms = modelledKernelSeconds(g, KernelVariant::Global, block, gpu) * 1e3;
      QVERIFY2(
          text.contains(
              QStringLiteral("%1×%2: <b>%3</b>").arg(block.x).arg(block.y).arg(formatDuration(ms))),
          qPrintable(text));
    }
    QVERIFY(modelledKernelSeconds(g, KernelVariant::Global, {1, 32}, gpu) >
            modelledKernelSeconds(g, KernelVariant::Global, {32, 1}, gpu));
  }

  void blockSizeRelaunchesAndValidates() {
    m_window->model()->requestGpuRun();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isSettled() && m_window->model()->gpuRunner()->hasResult(),
                             kWaitMs);
    BlockSizeControl* control = testing::part<MappingPanel>(*m_window)->blockControl();
    QCOMPARE(m_window->model()->gpuRunner()->lastReport().launch.block, (Dim2{16, 16}));
    for (const Dim2 block : {Dim2{8, 8}, Dim2{32, 8}, Dim2{32, 32}, Dim2{24, 40}}) {
      QVERIFY(control->setBlock(block).isOk());
      QTRY_VERIFY_WITH_TIMEOUT(m_window->model()->gpuRunner()->lastReport().launch.block == block &&
                                   !m_window->model()->gpuRunner()->busy(),
                               kWaitMs);
      const LaunchGeometry& g = m_window->model()->gpuRunner()->lastReport().launch;
      QVERIFY2(testing::part<MappingPanel>(*m_window)->geometryText().contains(
                   QStringLiteral("Grid %1 × %2").arg(g.grid.x).arg(g.grid.y)),
               qPrintable(testing::part<MappingPanel>(*m_window)->geometryText()));
    }
    // Too many threads: makeLaunch's own message, and the last good block stays.
    QCOMPARE(control->setBlock({64, 32}).message, checkBlock({64, 32}).message);
    auto* combo = control->findChild<QComboBox*>();
    combo->setCurrentIndex(combo->count() - 1);  // Custom…
    const QList<QSpinBox*> spins = control->findChildren<QSpinBox*>();
    QCOMPARE(spins.size(), 2);
    spins[0]->setValue(64);
    spins[1]->setValue(32);
    QVERIFY(control->status().message.find("1024") != std::string::npos);
    QCOMPARE(control->block(), (Dim2{24, 40}));
    // The caption states the counts; an emulated run's CPU threads in the Timings tab's words
    // and number, so the two tabs tell one story.
    const QString caption = testing::part<MappingPanel>(*m_window)->captionText();
    QVERIFY2(caption.contains(QStringLiteral("CPU output: ")), qPrintable(caption));
    QVERIFY2(caption.contains(QStringLiteral("GPU threads")), qPrintable(caption));
    const GpuRunReport& report = m_window->model()->gpuRunner()->lastReport();
    if (report.emulated()) {
      const int workers = report.emulationWorkers;
      const QString threads = workers == 1 ? QStringLiteral("1 CPU thread")
                                           : QStringLiteral("%1 CPU threads").arg(workers);
      QVERIFY2(caption.contains(QStringLiteral("GPU emulated on ") + threads), qPrintable(caption));
      const QString timings = testing::part<GpuPanel>(*m_window)->text();
      QVERIFY2(timings.contains(QStringLiteral("<b>Emulation</b> on %1 CPU threads").arg(workers)),
               qPrintable(timings));
    }
  }

 private:
  std::unique_ptr<MainWindow> m_window;
};

CONVSCOPE_GUI_TEST_MAIN(MappingTest)

#include "test_mapping.moc"
