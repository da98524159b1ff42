// The Speed tab: the sweep runs on a worker and can be cancelled, results go when the input or
// kernel changes, no GPU row claims to be measured without a device, the out-of-memory
// demonstration comes back as a Status, exports are written. With CONVSCOPE_SCREENSHOT_DIR set,
// the tab is saved there in English and Chinese (speed_en.png, speed_zh_CN.png) for a person to
// look at.
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTranslator>

#include "convscope/cuda/device.h"
#include "gui/gl/channel_view.h"
#include "gui/panels/speed/memory_panel.h"
#include "gui/panels/speed/speed_panel.h"
#include "gui/widgets/timeline_strip.h"
#include "gui/widgets/translation.h"
#include "gui_test.h"
#include "speed/sweep_types.h"

using namespace convscope;
using convscope::gui::MainWindow;
using SpeedPanel = convscope::gui::speed_tab::SpeedPanel;
namespace sp = convscope::speed;

namespace {
constexpr int kSweepMs = 120000;  // a wait, not a speed limit: the machine may be busy

void prepare(SpeedPanel& panel) {
  panel.setConvolution(*presetKernel("gaussian-blur"), ConvParams{}, {512, 512});
  panel.setInput(512, 512, 123456, 4);
}
}  // namespace

class TestSpeed : public QObject {
  Q_OBJECT

 private slots:
  void sweepOnAWorkerThenResultsUntilTheKernelChanges() {
    SpeedPanel panel;
    prepare(panel);
    panel.setSizesText(QStringLiteral("16,64,256"));
    panel.startSweep();
    QVERIFY(panel.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), kSweepMs);
    QVERIFY(panel.result().has_value());
    const sp::SweepResult& r = *panel.result();
    QCOMPARE(r.sides(), QList<int>({16, 64, 256}));
    const bool device = panel.memoryPanel()->hasDevice();
    for (const sp::Row& row : r.rows) {
      if (sp::isGpuSeries(row.series) && !device) QVERIFY(row.source != sp::SeriesSource::Measured);
    }
    QVERIFY2(panel.crossoverText().contains(QStringLiteral("the GPU (")),
             qPrintable(panel.crossoverText()));
    QCOMPARE(panel.partsSide(), 256);  // the swept side nearest the 512² input
    QVERIFY(!panel.timeline()->phases().isEmpty());

    panel.setInput(512, 512, 123456, 4);  // the same input: results stay
    QVERIFY(panel.result().has_value());
    panel.setConvolution(*presetKernel("sobel-x"), ConvParams{}, {512, 512});
    QVERIFY(!panel.result().has_value());
    QVERIFY(panel.crossoverText().contains(QStringLiteral("kernel changed")));
  }

  void cancelStopsALongSweep() {
    SpeedPanel panel;
    prepare(panel);
    panel.setSizesText(QStringLiteral("2048,4096,8192"));
    panel.startSweep();
    QVERIFY(panel.isRunning());
    QTest::qWait(50);
    panel.cancelSweep();
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), kSweepMs);
    QVERIFY(panel.result().has_value());
    QVERIFY(panel.result()->cancelled);
    QVERIFY(!panel.result()->find(8192, QStringLiteral("reference")));
  }

  // A cancel that reaches the job before its work starts (a busy machine) still cancels.
  void cancelBeforeTheJobStartsStillCancels() {
    SpeedPanel panel;
    prepare(panel);
    panel.setSizesText(QStringLiteral("2048,4096,8192"));
    panel.startSweep();
    panel.cancelSweep();
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), kSweepMs);
    QVERIFY(panel.result().has_value());
    QVERIFY(panel.result()->cancelled);
    QVERIFY(!panel.result()->find(8192, QStringLiteral("reference")));
  }

  void outOfMemoryIsAStatus() {
    SpeedPanel panel;
    prepare(panel);
    const Status s = panel.memoryPanel()->tryOversizedBatch();
    QCOMPARE(s.code, StatusCode::OutOfMemory);
    const QString text = panel.memoryPanel()->resultText();
    QVERIFY2(text.contains(panel.memoryPanel()->hasDevice()
                               ? QStringLiteral("cudaMalloc")
                               : QStringLiteral("cudaErrorMemoryAllocation")),
             qPrintable(text));
    if (!panel.memoryPanel()->hasDevice()) QVERIFY(text.contains(QStringLiteral("model")));
  }

  void exportsPngAndCsv() {
    QTemporaryDir dir;
    SpeedPanel panel;
    prepare(panel);
    panel.setSizesText(QStringLiteral("16,32"));
    panel.startSweep();
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), kSweepMs);
    const Status png = panel.exportPng(dir.filePath(QStringLiteral("s.png")));
    QVERIFY2(png.isOk(), png.message.c_str());
    const Status csvWritten = panel.exportCsv(dir.filePath(QStringLiteral("s.csv")));
    QVERIFY2(csvWritten.isOk(), csvWritten.message.c_str());
    QVERIFY(!QImage(dir.filePath(QStringLiteral("s.png"))).isNull());
    QFile csv(dir.filePath(QStringLiteral("s.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QVERIFY(csv.readLine().startsWith("size,series,source,median_ms"));
    const Status refused = panel.exportPng(QStringLiteral("/nonexistent-dir/x.png"));
    QVERIFY(!refused.isOk());
    QVERIFY(!refused.message.empty());
  }

  void theWindowHasASpeedTab() {
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    auto* pages = qobject_cast<QTabWidget*>(window.centralWidget());
    QVERIFY(pages);
    // Workbench, Speed, Layer, Memory, then the Train tab.
    QCOMPARE(pages->count(), 5);
    QCOMPARE(pages->widget(1), static_cast<QWidget*>(window.speedPanel()));
    window.showSpeedTab();
    QCOMPARE(pages->currentIndex(), 1);
    window.showSpeedTab(false);
    QCOMPARE(pages->currentIndex(), 0);
  }

  // The timeline ends with the draw: the window's GPU output view reports how it put its last
  // output on screen (upload, then one waited-for frame), and the Speed tab shows it, labelled
  // with the window's path (emulated here when there is no device).
  void theTimelineEndsWithTheWindowsDraw() {
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    QSignalSpy shown(window.gpuOutputView(), &gui::ChannelView::contentShown);
    window.model()->requestGpuRun();
    QTRY_VERIFY_WITH_TIMEOUT(shown.count() >= 1, kSweepMs);
    const auto timing = shown.last().first().value<model::ViewDrawTiming>();
    const gui::ChannelView* view = window.gpuOutputView();
    QCOMPARE(timing.image, QSize(view->imageWidth(), view->imageHeight()));
    QVERIFY(timing.drawMs > 0);
    QVERIFY(!timing.framebuffer.isEmpty());
    QVERIFY(!timing.renderer.isEmpty());
    qInfo(
        "draw of the GPU output view: %dx%d image, %dx%d framebuffer, upload %.4f ms%s, "
        "draw %.3f ms on %s",
        timing.image.width(), timing.image.height(), timing.framebuffer.width(),
        timing.framebuffer.height(), timing.uploadMs, timing.uploadTimed ? "" : " (not timed)",
        timing.drawMs, qPrintable(timing.renderer));

    // A run at the window's size: its upload and draw end the bars and count in the total.
    QCOMPARE(timing.image.width(), timing.image.height());  // the sample is square
    const int side = timing.image.width();
    SpeedPanel* panel = window.speedPanel();
    panel->setSizesText(QString::number(side));
    panel->startSweep();
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), kSweepMs);
    QCOMPARE(panel->partsSide(), side);
    QStringList names;
    double end = 0;
    for (const auto& ph : panel->timeline()->phases()) {
      names << ph.name;
      end = std::max(end, ph.startMs + ph.ms);
    }
    QVERIFY2(names.contains(QStringLiteral("draw")), qPrintable(names.join(',')));
    const auto& last = panel->timeline()->phases().last();
    QCOMPARE(last.name, QStringLiteral("draw"));
    QCOMPARE(last.startMs + last.ms, end);  // the last phase of the run
    QVERIFY(!last.model);                   // measured here, drawn solid
    const QString caption = panel->timelineCaption();
    QVERIFY2(!caption.contains(QStringLiteral("not in the bars")), qPrintable(caption));
    if (!panel->memoryPanel()->hasDevice()) {
      QVERIFY(names.contains(QStringLiteral("texture upload")));
      QVERIFY2(caption.contains(QStringLiteral("emulated GPU output")), qPrintable(caption));
    }

    // A run at another size: the window's upload and draw stay in the words, at its size, and
    // neither a bar nor the total takes them.
    panel->setSizesText(QString::number(side * 4));
    panel->startSweep();
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isRunning(), kSweepMs);
    QCOMPARE(panel->partsSide(), side * 4);
    names.clear();
    for (const auto& ph : panel->timeline()->phases()) names << ph.name;
    QVERIFY2(!names.isEmpty() && !names.contains(QStringLiteral("draw")) &&
                 !names.contains(QStringLiteral("texture upload")),
             qPrintable(names.join(',')));
    const QString other = panel->timelineCaption();
    const QString size = QStringLiteral("%1 × %1").arg(side);
    QVERIFY2(other.contains(QStringLiteral("at the window's size")) && other.contains(size),
             qPrintable(other));
  }

  // In the Chinese window the note says in Chinese why no GPU row is measured; CUDA's own
  // English text (the call, file, line and error code) is kept, in the tooltip only.
  void noDeviceReasonInTheWindowsLanguage() {
    gui::installTranslations(*qApp, QStringLiteral("zh_CN"));
    {
      SpeedPanel panel;
      prepare(panel);
      if (panel.memoryPanel()->hasDevice()) {
        gui::installTranslations(*qApp, QStringLiteral("en"));
        QSKIP("a CUDA device is present: there is no reason to word");
      }
      panel.setSizesText(QStringLiteral("16"));
      panel.startSweep();
      QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), kSweepMs);
      const QString head = QStringLiteral("注：本机没有 CUDA 设备：");
      QString note;
      for (const QString& line : panel.crossoverText().split(QLatin1Char('\n')))
        if (line.startsWith(head)) note = line.mid(head.size());
      QVERIFY2(!note.isEmpty(), qPrintable(panel.crossoverText()));
      static const QRegularExpression han(QStringLiteral("\\p{Han}"));
      static const QRegularExpression english(QStringLiteral("\\b(no|driver|failed|device)\\b"));
      QVERIFY2(note.contains(han) && !note.contains(english), qPrintable(note));
      // CUDA's own words ("cudaGetDeviceCount(…) failed at …"), whole, one hover away; a
      // build without CUDA has none to add ("built without CUDA" is said in Chinese above), so
      // the tooltip quotes nothing in English.
      const QString tip = panel.crossoverToolTip();
      if (cuda::builtWithCuda()) {
        const QString said = QString::fromStdString(cuda::probeDevice().status().message);
        QVERIFY2(tip.contains(QStringLiteral("CUDA 原文：")) &&
                     tip.contains(QStringLiteral(" failed at ")) &&
                     tip.contains(said.toHtmlEscaped()),
                 qPrintable(tip));
      } else {
        QVERIFY2(!tip.contains(QStringLiteral("CUDA 原文：")) &&
                     !tip.contains(QStringLiteral("built without")),
                 qPrintable(tip));
      }
    }
    gui::installTranslations(*qApp, QStringLiteral("en"));
  }

  // Not a check: pictures for a person, in both languages, when asked for.
  void screenshots() {
    const QString dir = qEnvironmentVariable("CONVSCOPE_SCREENSHOT_DIR");
    if (dir.isEmpty()) QSKIP("CONVSCOPE_SCREENSHOT_DIR is not set");
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
      QTranslator translator;
      if (language != QLatin1String("en")) {
        QVERIFY(translator.load(QStringLiteral(":/i18n/convscope_%1.qm").arg(language)));
        QCoreApplication::installTranslator(&translator);
      }
      {
        SpeedPanel panel;
        prepare(panel);
        panel.resize(1600, 1150);  // the whole tab; a shorter window scrolls
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.startSweep();
        QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), kSweepMs);
        panel.memoryPanel()->tryOversizedBatch();
        QTest::qWait(100);
        QVERIFY(panel.grab().save(dir + QStringLiteral("/speed_%1.png").arg(language)));
      }
      QCoreApplication::removeTranslator(&translator);
    }
  }
};

CONVSCOPE_GUI_TEST_MAIN(TestSpeed)
#include "test_speed.moc"
