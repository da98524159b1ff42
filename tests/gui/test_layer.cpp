// The Layer tab and what it shares with the lessons: it shows the figures of 64 → 64 at 56², its
// roofline carries this CPU's measured ceilings and the reference GPU's datasheet ones, and the
// tab fits a projector's 1280 × 720.
#include <QLabel>
#include <QSpinBox>
#include <QTest>

#include "convscope/layer.h"
#include "convscope/roofline.h"
#include "gui/lessons/layer_demos/demo_layer_wins.h"
#include "gui/lessons/layer_demos/demo_roofline.h"
#include "gui/lessons/lesson_mode.h"
#include "gui/panels/layer/layer_panel.h"
#include "gui/panels/layer/roofline_chart.h"
#include "gui/panels/mapping_panel.h"
#include "gui/widgets/number_format.h"
#include "gui/widgets/translation.h"
#include "gui_test.h"
#include "lesson_text/chapters.h"
#include "model/workbench_model.h"
#include "snapshot_log.h"
#include "speed/layer_figures.h"
#include "text/number_text.h"

using namespace convscope;
using namespace convscope::gui;
using namespace convscope::model;
using namespace convscope::speed;

class LayerTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    if (const QString why = probeOpenGl(); !why.isEmpty()) QFAIL(qPrintable(why));
    installTranslations(*qApp, qEnvironmentVariable("CONVSCOPE_TEST_LANGUAGE"));
  }

  void figuresOf64To64At56AreCores() {
    WorkbenchModel model;
    LayerPanel panel(model);
    panel.choosePreset(1);
    const LayerShape s = panel.shape();
    QCOMPARE(s.channels, 64);
    QCOMPARE(s.filters, 64);
    QCOMPARE(s.height, 56);
    // The arithmetic itself is tests/app/tst_speed.cpp's (speed/layer_figures.h, no window);
    // here the tab shows those figures.
    const double outputs = 64.0 * 56 * 56;
    const QString text = panel.figuresText();
    QVERIFY2(text.contains(formatCount(576)), qPrintable(text));
    QVERIFY2(text.contains(formatNumber(s.arithmeticIntensity(), 0)), qPrintable(text));
    QVERIFY2(text.contains(formatCount(static_cast<long long>(outputs))), qPrintable(text));
  }

  // The layer lives in the model: the panel shows what the model says, and a box a person edits
  // writes its own number alone (the preset then reads "your own"), with one new snapshot.
  void theLayerIsTheStatesAndABoxWritesOnlyItsNumber() {
    WorkbenchModel model;
    LayerPanel panel(model);
    SnapshotLog log(model);
    LayerChoice wanted = model.layer();
    wanted.channels = 128;
    wanted.filters = 32;
    wanted.side = 28;
    wanted.batch = 4;
    wanted.preset = -1;
    model.setLayer(wanted);
    QCOMPARE(log.count(SnapshotLog::layer), 1);
    QCOMPARE(panel.shape().channels, 128);
    QCOMPARE(panel.shape().filters, 32);
    QCOMPARE(panel.shape().height, 28);
    QCOMPARE(panel.shape().batch, 4);
    QCOMPARE(model.layer(), wanted);  // showing it wrote nothing back
    // The filters' box is the one showing K = 32 (C is 128, the side 28, the batch 4).
    QSpinBox* filters = nullptr;
    for (QSpinBox* box : panel.findChildren<QSpinBox*>())
      if (box->value() == 32) filters = box;
    QVERIFY(filters);
    filters->setValue(48);
    QCOMPARE(log.count(SnapshotLog::layer), 2);
    QCOMPARE(model.layer().filters, 48);
    QCOMPARE(model.layer().channels, 128);
    QCOMPARE(model.layer().preset, -1);
    panel.choosePreset(1);
    QCOMPARE(model.layer().preset, 1);
    QCOMPARE(model.layer().channels, 64);
    QCOMPARE(log.count(SnapshotLog::layer), 3);
  }

  void rooflineHasBothMachinesCeilings() {
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    window.showLayerTab();
    LayerPanel* panel = window.layerPanel();
    QTRY_VERIFY_WITH_TIMEOUT(window.isSettled() && panel->isSettled(), testing::kSettleMs);
    QVERIFY(window.model()->cpuCeilings().has_value());
    const Ceilings cpu = *window.model()->cpuCeilings();
    QVERIFY(cpu.bandwidthGBs > 0);
    QVERIFY(cpu.peakGflops > 0);
    const auto& machines = panel->roofline()->machines();
    QCOMPARE(machines.size(), size_t(2));
    QCOMPARE(machines[0].ceilings.peakGflops, cpu.peakGflops);
    const Ceilings gpu = gpuCeilings(panel->gpu());
    QCOMPARE(machines[1].ceilings.bandwidthGBs, gpu.bandwidthGBs);
    const QStringList names = panel->roofline()->seriesNames();
    // Each machine's line names its source, in the window's language.
    const bool zh = qEnvironmentVariable("CONVSCOPE_TEST_LANGUAGE") == QLatin1String("zh_CN");
    QVERIFY2(
        names.at(0).contains(zh ? QStringLiteral("本机测得") : QStringLiteral("measured here")),
        qPrintable(names.join(QStringLiteral(" | "))));
    QVERIFY2(names.at(1).contains(zh ? QStringLiteral("数据手册") : QStringLiteral("datasheet")),
             qPrintable(names.join(QStringLiteral(" | "))));
    QVERIFY(names.at(0).contains(QString::number(cpu.peakGflops, 'f', 0)) ||
            names.at(0).contains(formatNumber(cpu.peakGflops, 0)));
    QVERIFY(names.at(1).contains(QString::fromStdString(panel->gpu().name)));
    // The single filter sits on the GPU's bandwidth slope, 64 → 64 at 56² under its roof.
    const auto& marks = panel->roofline()->workloads();
    QCOMPARE(marks.size(), size_t(2));
    QVERIFY(isMemoryBound(gpu, marks[0].intensity));
    QVERIFY(!isMemoryBound(gpu, marks[1].intensity));
    QVERIFY(panel->pcieText().contains(QString::fromStdString(panel->gpu().name)));
  }

  void layerTabFitsAt1280() {
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    window.resize(1280, 720);
    QTRY_COMPARE(window.size(), QSize(1280, 720));
    window.showLayerTab();
    for (int preset = 0; preset < 4; ++preset) {
      window.layerPanel()->choosePreset(preset);
      QTRY_VERIFY_WITH_TIMEOUT(window.isSettled() && window.layerPanel()->isSettled(),
                               testing::kSettleMs);
      window.finishPendingLayout();
      QVERIFY(window.width() <= 1280);
      const QStringList found = testing::squeezed(window);
      QVERIFY2(found.isEmpty(), qPrintable(found.join(QStringLiteral("; "))));
    }
  }

  void chapterTwelveLosesWithOneFilterAndWinsWithTheLayer() {
    // A modest CPU, fixed here so the test holds on any machine.
    const Ceilings cpu{"test CPU", 20, 200, "test"};
    const auto one = lessons::race(lessons::raceOneFilter(), cpu, defaultReferenceGpu());
    const auto layer = lessons::race(lessons::raceWholeLayer(), cpu, defaultReferenceGpu());
    QVERIFY(one.gpuCopiesMs > one.cpuMs);
    QVERIFY(layer.gpuCopiesMs < layer.cpuMs);
    QVERIFY(layer.gpuKernelMs < layer.gpuCopiesMs);
  }

  // Chapter 12's claim for one filter (issue: it said "never pays", and the sweep showed the GPU
  // ahead at 224²): the GPU with its copies gains at most PCIe's speed over the CPU's memory
  // speed, under 3× even beside a 10 GB/s CPU (chapter 12: "about 2×"), and little or nothing
  // (under 1.3×) beside a CPU that reads memory at 20 GB/s or more, at every size the sweep shows.
  void oneFilterGainsLittleFromTheGpuAtAnySize() {
    for (double bandwidth : {10.0, 20.0, 40.0, 100.0}) {
      const Ceilings cpu{"test CPU", bandwidth, 200, "test"};
      for (int side : {56, 224, 1024, 4096, 8192}) {
        const auto one =
            lessons::race(speed::layerShape(1, 1, side, 1), cpu, defaultReferenceGpu());
        const double advantage = one.cpuMs / one.gpuCopiesMs;
        qInfo("%.0f GB/s CPU, %d²: the GPU with copies %.2f× the CPU", bandwidth, side, advantage);
        QVERIFY2(advantage < 3.0, qPrintable(QString::number(advantage)));
        if (bandwidth >= 20) QVERIFY2(advantage < 1.3, qPrintable(QString::number(advantage)));
      }
    }
  }

  // One unit for a FLOP rate on every screen: the Layer tab named the RTX 4090 "82575 GFLOP/s"
  // where chapter 13 said "82.6 TFLOP/s".
  void theLayerTabAndChapterThirteenNameTheCardsPeakAlike() {
    QCOMPARE(app::flopRateText(82575.36), QStringLiteral("82.6\u00a0TFLOP/s"));
    QCOMPARE(app::flopRateText(236.4), QStringLiteral("236\u00a0GFLOP/s"));
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    window.showLayerTab();
    QTRY_VERIFY_WITH_TIMEOUT(window.isSettled() && window.layerPanel()->isSettled(),
                             testing::kSettleMs);
    const ReferenceGpu& gpu = defaultReferenceGpu();
    const QString peak = app::flopRateText(gpuCeilings(gpu).peakGflops);
    bool tab = false;
    for (const RooflineMachine& m : window.layerPanel()->roofline()->machines())
      tab = tab || m.label.contains(peak);
    QVERIFY2(tab, qPrintable(peak));
    lessons::RooflineDemo demo;
    bool chapter = false;
    for (QLabel* label : demo.findChildren<QLabel*>())
      chapter = chapter || label->text().contains(peak);
    QVERIFY2(chapter, qPrintable(peak));
  }

  void chapterFifteenShowsTheOverlay() {
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    lessons::LessonMode* mode = window.lessonMode();
    mode->enter(15);
    QTRY_VERIFY_WITH_TIMEOUT(mode->isSettled(), testing::kSettleMs);
    QCOMPARE(window.model()->overlay(), lessons::chapter(15)->setup.overlayFlags);
    QVERIFY(window.model()->overlay() != 0);
    QVERIFY(window.gpuOutputView()->isVisible());
    QVERIFY(testing::part<MappingPanel>(window)->isVisible());
  }
};

CONVSCOPE_GUI_TEST_MAIN(LayerTest)
#include "test_layer.moc"
