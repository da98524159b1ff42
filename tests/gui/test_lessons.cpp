// The lesson mode: every chapter in both languages at 1920 × 1080, at 1280 × 720 and (ctest runs
// it again) at 200 %, with nothing cut and the window no wider than the screen; the keys a
// presenter uses; and each chapter's demo doing what its text says.
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QScreen>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QToolButton>
#include <algorithm>
#include <cmath>

#include "common/host_phases.h"
#include "convscope/cpu_ceilings.h"
#include "gui/gl/gl_check.h"
#include "gui/lessons/demos/demo_crossover.h"
#include "gui/lessons/demos/demo_data_path.h"
#include "gui/lessons/demos/demo_flip.h"
#include "gui/lessons/demos/demo_independence.h"
#include "gui/lessons/demos/demo_stack.h"
#include "gui/lessons/demos/demo_timeline.h"
#include "gui/lessons/demos/demo_vram.h"
#include "gui/lessons/layer_demos/demo_layer.h"
#include "gui/lessons/layer_demos/demo_layer_wins.h"
#include "gui/lessons/layer_demos/demo_roofline.h"
#include "gui/lessons/lesson_mode.h"
#include "gui/main_window.h"
#include "gui/panels/input_panel.h"
#include "gui/panels/layer/layer_schematic.h"
#include "gui/widgets/side_drawer.h"
#include "gui/widgets/translation.h"
#include "gui_test.h"
#include "lesson_text/chapters.h"
#include "lesson_text/glossary.h"
#include "lesson_text/reference_gpus.h"
#include "speed/quiet_cpu_sweep.h"
#include "speed/sweep_runner.h"

using namespace convscope;
using namespace convscope::gui;
using namespace convscope::lessons;

namespace {

// A 16 × 16 input and a CPU of 20 GB/s and 100 GFLOP/s, measured while others held `busy` of
// the CPUs (negative: unknown): what the layer chapters' demos read.
// The contrast ratio of two colours (WCAG 2): 1 for the same luminance, 21 for black on white;
// 4.5 is what body text needs.
double contrastRatio(const QColor& a, const QColor& b) {
  const auto luminance = [](const QColor& c) {
    const auto linear = [](double v) {
      return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
  };
  const double la = luminance(a), lb = luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The tallest run of rows of `picture` that are one colour from edge to edge, as a share of its
// height: an area a demo leaves empty, on the window's backdrop or a figure's.
double tallestEmptyBand(const QImage& picture) {
  int tallest = 0, run = 0;
  for (int y = 0; y < picture.height(); ++y) {
    const auto* row = reinterpret_cast<const QRgb*>(picture.constScanLine(y));
    const bool empty = std::all_of(row, row + picture.width(), [&](QRgb c) { return c == row[0]; });
    run = empty ? run + 1 : 0;
    tallest = std::max(tallest, run);
  }
  return picture.height() > 0 ? double(tallest) / picture.height() : 0;
}

DemoContext contextWithCeilings(double busy) {
  DemoContext context;
  context.input = std::make_shared<const Channel>(*Channel::create(16, 16));
  Ceilings cpu;
  cpu.bandwidthGBs = 20;
  cpu.peakGflops = 100;
  cpu.othersBusy = busy;
  context.cpuCeilings = cpu;
  return context;
}

}  // namespace

class LessonsTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    if (const QString why = probeOpenGl(); !why.isEmpty()) QFAIL(qPrintable(why));
    installTranslations(*qApp, qEnvironmentVariable("CONVSCOPE_TEST_LANGUAGE"));
  }

  void everyChapterHasBothLanguagesAndKnownTerms() {
    QCOMPARE(static_cast<int>(chapters().size()), 22);
    for (const Chapter& c : chapters()) {
      for (const Bilingual* b : {&c.title, &c.body, &c.question, &c.answer}) {
        QVERIFY2(!QString::fromUtf8(b->en).isEmpty(), qPrintable(QString::number(c.number)));
        QVERIFY2(!QString::fromUtf8(b->zh).isEmpty(), qPrintable(QString::number(c.number)));
        QVERIFY2(QString::fromUtf8(b->en) != QString::fromUtf8(b->zh), b->en);
      }
      // Every glossary link names an entry.
      for (const char* text : {c.body.en, c.body.zh}) {
        const QString body = QString::fromUtf8(text);
        qsizetype at = 0;
        while ((at = body.indexOf(QLatin1String("href=\"term:"), at)) >= 0) {
          at += 11;
          const QString id = body.mid(at, body.indexOf(QLatin1Char('"'), at) - at);
          QVERIFY2(term(id),
                   qPrintable(QStringLiteral("chapter %1: no term '%2'").arg(c.number).arg(id)));
        }
      }
    }
  }

  void theChineseTextReadsAsChinese() {
    // Sentences end in "。" with no space after it; no ASCII full stop after a Chinese word.
    static const QRegularExpression asciiStop(QStringLiteral("[\\x{4e00}-\\x{9fff}）]\\.(\\s|$)"));
    static const QRegularExpression tags(QStringLiteral("<[^>]*>"));
    auto check = [](const QString& where, QString text) {
      text.remove(tags);
      QVERIFY2(!asciiStop.match(text).hasMatch(), qPrintable(where + QStringLiteral(": ") + text));
      QVERIFY2(!text.contains(QStringLiteral("。 ")),
               qPrintable(where + QStringLiteral(": ") + text));
      QVERIFY2(!text.contains(QStringLiteral("电脑")),
               qPrintable(where + QStringLiteral(": 电脑")));
    };
    for (const Chapter& c : chapters())
      for (const Bilingual* b : {&c.title, &c.body, &c.question, &c.answer})
        check(QStringLiteral("chapter %1").arg(c.number), b->in(Language::ZhCN));
    for (const Term& t : glossary()) check(QString::fromUtf8(t.id), t.meaning.in(Language::ZhCN));
    // A source tag names its source once, not "计算得出 · 计算得出".
    LayerDemo layer;
    for (const QLabel* label : layer.findChildren<QLabel*>()) {
      const QString text = label->text();
      QVERIFY2(!text.contains(QStringLiteral("计算得出 · 计算得出")) &&
                   !text.contains(QStringLiteral("computed</b> · counted")),
               qPrintable(text));
    }
  }

  // A row per size: each row has QtTest's time limit for a function (five minutes) to itself;
  // the nineteen chapters at both sizes in one row ran past it under the sanitizers.
  void everyChapterFitsAt1920And1280_data() {
    QTest::addColumn<QSize>("size");
    // At 200 % the screen (2560 × 1440 pixels) holds 1280 × 720 of the window's units.
    if (qEnvironmentVariableIntValue("QT_SCALE_FACTOR") != 2)
      QTest::newRow("1920x1080") << QSize(1920, 1080);
    QTest::newRow("1280x720") << QSize(1280, 720);
  }
  void everyChapterFitsAt1920And1280() {
    QFETCH(QSize, size);
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    LessonMode* lessons = window.lessonMode();
    lessons->enter(1);
    // The workbench's minimum holds until the lesson's layout has been activated.
    window.finishPendingLayout();
    window.resize(size);
    QTRY_COMPARE(window.size(), size);
    for (const Chapter& c : chapters()) {
      lessons->showChapter(c.number);
      QTRY_VERIFY_WITH_TIMEOUT(lessons->isSettled(), testing::kSettleMs);
      window.finishPendingLayout();
      const QString where = QStringLiteral("chapter %1 at %2×%3: ")
                                .arg(c.number)
                                .arg(size.width())
                                .arg(size.height());
      // The window kept the size asked: no chapter forces it wider or taller than the screen.
      QVERIFY2(
          window.width() <= size.width(),
          qPrintable(where +
                     QStringLiteral("window grew to %1 wide (lesson text %2, views %3, "
                                    "demo %4 at the least)")
                         .arg(window.width())
                         .arg(lessons->panel()->minimumSizeHint().width())
                         .arg(testing::named<QWidget>(window, "sides")->minimumSizeHint().width())
                         .arg(lessons->demo() ? lessons->demo()->minimumSizeHint().width() : 0)));
      QStringList found = testing::squeezed(window);
      QVERIFY2(found.isEmpty(), qPrintable(where + found.join(QStringLiteral("; "))));
      // The demos of chapters 2, 11 and 14 take the room they are given: on a projector's
      // 1920 × 1080 they left much of it empty (the pictures at the top and a stretch
      // under them; one-line labels three lines tall). No band across them is empty for more
      // than a third of their height. (Other chapters put their words at the top and their
      // source at the bottom, with up to 60 % between at 1920 × 1080: not checked here.)
      if (c.number == 2 || c.number == 11 || c.number == 14) {
        const double band = tallestEmptyBand(lessons->demo()->grab().toImage());
        const QString empty = QStringLiteral("%1 % of the demo's height empty");
        QVERIFY2(band <= 1.0 / 3, qPrintable(where + empty.arg(qRound(band * 100))));
      }
      QVERIFY(!lessons->answerShown());
      lessons->reveal();
      QVERIFY(lessons->answerShown());
      window.finishPendingLayout();
      found = testing::squeezed(window);
      QVERIFY2(found.isEmpty(), qPrintable(where + QStringLiteral("answer shown: ") +
                                           found.join(QStringLiteral("; "))));
    }
  }

  void presenterKeysMoveThroughChaptersAndBack() {
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    LessonMode* lessons = window.lessonMode();
    QVERIFY(!lessons->isActive());
    QSignalSpy shown(lessons, &LessonMode::chapterShown);
    QTest::keyClick(&window, Qt::Key_L);
    QVERIFY(lessons->isActive());
    lessons->showChapter(3);
    QTest::keyClick(&window, Qt::Key_PageDown);
    QCOMPARE(lessons->chapterNumber(), 4);
    QTest::keyClick(&window, Qt::Key_Right);
    QCOMPARE(lessons->chapterNumber(), 5);
    QTest::keyClick(&window, Qt::Key_PageUp);
    QTest::keyClick(&window, Qt::Key_Left);
    QCOMPARE(lessons->chapterNumber(), 3);
    // Each chapter shown is reported (the session remembers it); a window without one writes none.
    QVERIFY(!shown.isEmpty());
    QCOMPARE(shown.last().at(0).toInt(), 3);
    // The lesson fills the page: no settings, and no tab bar to the Speed page.
    SideDrawer* settings = testing::part<SideDrawer>(window);
    QTabWidget* pages = testing::named<QTabWidget>(window, "pages");
    QVERIFY(!settings->columnShown());
    QVERIFY(!settings->button()->isVisible());
    QVERIFY(!pages->tabBar()->isVisible());
    QTest::keyClick(&window, Qt::Key_L);
    QVERIFY(!lessons->isActive());
    QVERIFY(settings->button()->isVisible());
    QVERIFY(pages->tabBar()->isVisible());
    // The window at the tests' size keeps its settings beside the views.
    QVERIFY(settings->columnShown());
    QVERIFY(testing::part<InputPanel>(window)->isVisible());
    QVERIFY(window.gpuOutputView()->isVisible());
    QTest::keyClick(&window, Qt::Key_L);
    QCOMPARE(lessons->chapterNumber(), 3);  // remembered
  }

  void chapterTwoShuffledAndHalvesGiveTheSameBits() {
    auto input = Channel::create(37, 23);  // sizes that split unevenly
    QVERIFY(bool(input));
    for (int y = 0; y < 23; ++y)
      for (int x = 0; x < 37; ++x) input->at(x, y) = static_cast<float>((x * 31 + y * 17) % 256);
    DemoContext context{
        std::make_shared<const Channel>(std::move(input).value()), *presetKernel("sharpen"), {}};
    context.problem = *makeProblem(*context.input, context.kernel, context.params);
    const IndependenceResult r = computeIndependence(context, 7);
    QCOMPARE(r.pixels, 37LL * 23);
    QVERIFY(r.shuffledIdentical);
    QVERIFY(r.halvesIdentical);
    QCOMPARE(r.firstVisited.size(), 5);
  }

  // Chapter 5 measures on the Speed tab's job, not on the GUI thread: right after the context
  // arrives nothing is measured yet, the demo says it is busy, and the rows come later. A second
  // visit with the same kernel shows the same figures at once: one sweep per session and kernel.
  void chapterFiveSweepsOffTheGuiThread() {
    CrossoverDemo demo;
    auto input = Channel::create(32, 32);
    QVERIFY(bool(input));
    // A kernel no other test sweeps, so that this one is the session's first.
    auto kernel = parseKernel("1,2,1; 0,0,0; -1,-2,-3");
    QVERIFY(bool(kernel));
    DemoContext context{std::make_shared<const Channel>(std::move(input).value()), *kernel, {}};
    demo.setContext(context);
    QVERIFY(demo.isBusy());
    QVERIFY(demo.rows().isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(!demo.isBusy(), 240000);  // a wait, not a speed limit
    QCOMPARE(demo.rows().size(), 8);
    for (const auto& r : demo.rows()) {
      QVERIFY(r.cpuSeconds > 0 && r.referenceSeconds > 0);
      QVERIFY(r.copiesSeconds > r.kernelSeconds);  // the copies cost on top of the kernel
    }
    QVERIFY(demo.crossover(true).has_value());
    CrossoverDemo again;
    again.setContext(context);
    QVERIFY(!again.isBusy());
    QCOMPARE(again.rows().size(), demo.rows().size());
    for (int i = 0; i < demo.rows().size(); ++i)
      QCOMPARE(again.rows()[i].cpuSeconds, demo.rows()[i].cpuSeconds);
  }

  // One figure on two screens: the side lesson 5 names is the side of the sentence that
  // `convscope sweep` prints and the Speed tab shows (speed::crossovers), for the same rows.
  void chapterFiveNamesTheSweepsCrossover() {
    convscope::speed::Config config = crossoverSweepConfig(*presetKernel("gaussian-blur"));
    config.sizes = {16, 256, 2048};
    config.budgetMsPerRow = 5;
    auto swept = convscope::speed::runSweep(config);
    QVERIFY2(bool(swept), swept.status().message.c_str());
    CrossoverDemo demo;
    demo.setSweepResult(*swept);
    const auto quiet = convscope::speed::quietCpuSweep();
    QVERIFY2(bool(quiet), quiet.status().message.c_str());
    // This machine's rows, or, where it was too busy to trust them, the quiet machine's.
    const convscope::speed::SweepResult shown =
        demo.cpuRecorded() ? convscope::speed::withQuietCpuRows(*swept, *quiet) : *swept;
    for (const bool copies : {false, true}) {
      const QString series = copies ? QStringLiteral("gpu-pinned") : QStringLiteral("gpu-kernel");
      const convscope::speed::CrossoverLine* line = nullptr;
      const auto lines = convscope::speed::crossovers(shown);
      for (const auto& l : lines)
        if (l.series == series) line = &l;
      QVERIFY(line);
      const auto stated = demo.crossover(copies);
      QVERIFY(stated.has_value());
      QCOMPARE(stated->kind, line->crossover.kind);
      QCOMPARE(stated->fromSide, line->crossover.fromSide);
      if (stated->kind == Crossover::Kind::WinsFrom ||
          stated->kind == Crossover::Kind::AlwaysWins) {
        const QString side = QStringLiteral("%1 × %1").arg(stated->fromSide);
        QVERIFY2(demo.words().contains(side), qPrintable(demo.words()));
        QVERIFY2(line->sentence.contains(side), qPrintable(line->sentence));
      }
    }
    // Rows the chart cannot draw (a side without all four series) are left out, not zeros.
    convscope::speed::SweepResult partial = *swept;
    partial.rows.removeIf([](const convscope::speed::Row& r) {
      return r.side == 16 && r.series == QLatin1String("reference");
    });
    QCOMPARE(crossoverRows(partial).size(), 2);
    // On a machine too busy to trust, the crossover still has a size: the model against the CPU
    // rows recorded on a quiet machine, named as recorded and not measured now.
    convscope::speed::SweepResult busy = *swept;
    for (convscope::speed::Row& row : busy.rows)
      if (row.series == QLatin1String("parallel") || row.series == QLatin1String("reference")) {
        row.trusted = false;
        row.distrust = {QStringLiteral("busy")};
      }
    demo.setSweepResult(busy);
    QVERIFY(demo.cpuRecorded());
    const auto recordedLines =
        convscope::speed::crossovers(convscope::speed::withQuietCpuRows(busy, *quiet));
    for (const auto& line : recordedLines) {
      if (line.series != QLatin1String("gpu-kernel")) continue;
      QVERIFY(line.crossover.kind != Crossover::Kind::TooBusyToTell);
      QCOMPARE(demo.crossover(false)->kind, line.crossover.kind);
      QCOMPARE(demo.crossover(false)->fromSide, line.crossover.fromSide);
    }
    QVERIFY2(demo.words().contains(quiet->cpu), qPrintable(demo.words()));
    convscope::speed::SweepResult trusted = *swept;  // a trusted sweep is this machine's again
    for (convscope::speed::Row& row : trusted.rows) {
      row.trusted = true;
      row.distrust.clear();
    }
    demo.setSweepResult(trusted);
    QVERIFY(!demo.cpuRecorded());
    // The timing budget it states is the one it runs with, beside the sweep's own: the Speed
    // tab's and `sweep --help`'s (a chapter measures faster, and says so).
    const double chapterMs = crossoverSweepConfig(Kernel{}).budgetMsPerRow;
    const double sweepMs = convscope::speed::Config{}.budgetMsPerRow;
    QVERIFY(chapterMs < sweepMs);
    if (currentLanguage() == Language::En) {
      bool stated = false;
      for (QLabel* label : demo.findChildren<QLabel*>())
        stated = stated ||
                 (label->text().contains(QStringLiteral("about %1 ms per size").arg(chapterMs)) &&
                  label->text().contains(QStringLiteral("about %1 ms)").arg(sweepMs)));
      QVERIFY(stated);
    }
  }

  void chapterSevenRunsOutOfMemoryPastTheCard() {
    VramDemo demo;
    demo.setCard(1);  // 24 GB
    demo.setBatch(32);
    QVERIFY(!demo.outOfMemory());
    demo.setBatch(1024);
    QVERIFY(demo.outOfMemory());
    QVERIFY(vramUse(64, true).activations * 2 == vramUse(64, false).activations);
  }

  void chapterSevenQuestionAgreesWithItsFigures() {
    // The question names the RTX 4090, a batch of 256 that does not fit and 128 that does; the
    // answer and the demo's hint split 256 into 2 batches of 128. All from the demo's own sums.
    const auto& card = convscope::lessons::referenceGpus()[1];
    QVERIFY(QString::fromStdString(card.name).contains(QLatin1String("4090")));
    const double capacity = card.vramBytes;
    QVERIFY(vramUse(256, false).total() > capacity);
    QVERIFY(vramUse(128, false).total() <= capacity);
    const AccumulationSplit split = accumulationSplit(256, false, capacity);
    QCOMPARE(split.count, 2);
    QCOMPARE(split.size, 128);
    QVERIFY(split.size <= largestFittingBatch(false, capacity));
    const Chapter* seven = chapter(7);
    QVERIFY(seven);
    for (const Bilingual& text : {seven->question, seven->answer})
      for (const QString& number : {QStringLiteral("256"), QStringLiteral("128")}) {
        QVERIFY2(text.in(Language::En).contains(number), text.en);
        QVERIFY2(text.in(Language::ZhCN).contains(number), text.zh);
      }
    VramDemo demo;
    demo.setCard(1);
    demo.setBatch(256);
    QVERIFY(demo.outOfMemory());
    QVERIFY2(demo.verdictText().contains(QLatin1String("2 batches of 128")) ||
                 demo.verdictText().contains(QStringLiteral("2 个大小为 128")),
             qPrintable(demo.verdictText()));
  }

  void chaptersSixAndEightShowOneMeasurement() {
    auto input = Channel::create(512, 512);
    QVERIFY(bool(input));
    for (int y = 0; y < 512; ++y)
      for (int x = 0; x < 512; ++x) input->at(x, y) = static_cast<float>((x ^ y) & 255);
    // One measurement of the image, as the model makes it once per input, feeds both.
    const app::HostPhaseTimes host = app::timeChannelHostPhases(*input, 3);
    QVERIFY(host.pngBytes > 0 && host.decodeMs > 0 && host.convertMs > 0);
    const QList<DataStage> stages = dataStages(*input, 512 * 512, host);
    const auto phases = timelineFor(*input, 512 * 512, host);
    // The timeline's decode, convert and upload are the data path's (in ms there, seconds here).
    QCOMPARE(phases[0].ms, stages[0].seconds * 1e3);
    QCOMPARE(phases[1].ms, stages[1].seconds * 1e3);
    bool upload = false;
    for (const auto& ph : phases)
      if (ph.lane == 1 &&
          ph.name == QCoreApplication::translate("convscope::lessons::TimelineDemo", "upload")) {
        QCOMPARE(ph.ms, stages[2].seconds * 1e3);
        upload = true;
      }
    QVERIFY(upload);
    // Chapter 6's "launch + kernel" is chapter 8's launch bar and kernel bar together: the launch
    // is counted once.
    double launchAndKernel = 0;
    for (const auto& ph : phases)
      if (ph.lane == 1 &&
          (ph.name == QCoreApplication::translate("convscope::lessons::TimelineDemo", "launch") ||
           ph.name == QCoreApplication::translate("convscope::lessons::TimelineDemo", "kernel")))
        launchAndKernel += ph.ms;
    QVERIFY(qAbs(launchAndKernel - stages[3].seconds * 1e3) < 1e-9);
    QCOMPARE(stages[3].step,
             QCoreApplication::translate("convscope::lessons::DataPathDemo", "launch + kernel"));
  }

  void chapterEightPhasesAddUpToTheRun() {
    auto input = Channel::create(256, 256);
    QVERIFY(bool(input));
    const auto phases = timelineFor(*input, 256 * 256, app::timeChannelHostPhases(*input, 1));
    double ends[2] = {0, 0};
    for (const auto& ph : phases) {
      QVERIFY(ph.ms >= 0);
      // No gap and no overlap within a row: each phase starts where the one before ended.
      QCOMPARE(ph.startMs, ends[ph.lane]);
      ends[ph.lane] = ph.startMs + ph.ms;
    }
    QVERIFY(qAbs(ends[0] - ends[1]) < 1e-9);  // both rows end when the run ends
  }

  void chapterNineCodeCarriesTheWindowsParameters() {
    ConvParams params;
    params.padding = Padding::Reflect;
    params.stride = 2;
    params.dilation = 2;
    params.flip = true;
    const QString code = pytorchCode(*presetKernel("sobel-x"), params, 28, 20);
    QVERIFY(code.contains(QLatin1String("mode=\"reflect\"")));
    QVERIFY(code.contains(QLatin1String("stride=2, dilation=2")));
    QVERIFY(code.contains(QLatin1String("torch.flip")));
    QVERIFY(code.contains(QLatin1String("view(1, 1, 20, 28)")));
    QVERIFY(code.contains(QLatin1String("x = F.pad(x, (2, 2, 2, 2)")));
    const QString zero = pytorchCode(*presetKernel("box-blur"), ConvParams{}, 8, 8);
    QVERIFY(zero.contains(QLatin1String("padding=1, stride=1")));
    QVERIFY(zero.contains(QLatin1String("w = w / 9.")));
    QVERIFY(!zero.contains(QLatin1String("flip")));  // cross-correlation: PyTorch's own
  }

  // The code is a program a student can paste: it parses as Python and uses no name it does not
  // define or import (it read `image` from nowhere).
  void chapterNineCodeDefinesEveryNameItUses() {
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (python.isEmpty()) QSKIP("no python3 here to parse the code");
    ConvParams reflect;
    reflect.padding = Padding::Reflect;
    for (const QString& code : {pytorchCode(*presetKernel("sobel-x"), ConvParams{}, 28, 28),
                                pytorchCode(*presetKernel("box-blur"), reflect, 64, 32)}) {
      QProcess check;
      check.start(python, {QStringLiteral("-c"), QStringLiteral(R"(
import ast, builtins, sys
tree = ast.parse(sys.stdin.read())
defined = set(dir(builtins))
for node in ast.walk(tree):
    if isinstance(node, (ast.Import, ast.ImportFrom)):
        defined |= {(a.asname or a.name).split('.')[0] for a in node.names}
    elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
        defined.add(node.id)
used = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}
print(' '.join(sorted(used - defined)))
)")});
      check.write(code.toUtf8());
      check.closeWriteChannel();
      QVERIFY(check.waitForFinished(30000));
      QVERIFY2(check.exitCode() == 0, check.readAllStandardError().constData());
      const QString undefined = QString::fromUtf8(check.readAllStandardOutput()).trimmed();
      QVERIFY2(undefined.isEmpty(), qPrintable(undefined + QStringLiteral(" in\n") + code));
    }
  }

  void chapterTenFlipsTheSignOfSobelAndNotOfABlur() {
    auto input = Channel::create(20, 20);
    QVERIFY(bool(input));
    for (int y = 0; y < 20; ++y)
      for (int x = 0; x < 20; ++x) input->at(x, y) = static_cast<float>((x * x + 3 * y) % 256);
    auto shared = std::make_shared<const Channel>(std::move(input).value());
    const FlipResult sobel = computeFlip({shared, *presetKernel("sobel-x"), {}});
    QVERIFY(!sobel.identical);
    QVERIFY(sobel.signFlipped);
    QVERIFY(sobel.symmetricCheck);
    const FlipResult blur = computeFlip({shared, *presetKernel("box-blur"), {}});
    QVERIFY(blur.identical);
  }

  // Chapter 15 compares its own image's threads with the cores of the card lesson 3 names: the
  // numbers in both languages are the setup's count and the card's, and the comparison holds.
  void chapterFifteenComparesItsThreadsWithTheCardsCores() {
    const Chapter* fifteen = chapter(15);
    QVERIFY(fifteen);
    const auto& card = convscope::lessons::referenceGpus()[1];
    QVERIFY(QString::fromStdString(card.name).contains(QLatin1String("4090")));
    const long long threads = static_cast<long long>(fifteen->setup.side) * fifteen->setup.side;
    QVERIFY2(threads < card.cudaCores(), "the text says the image makes fewer threads than cores");
    const QLocale english(QLocale::English);
    for (Language language : {Language::En, Language::ZhCN}) {
      const QString body = fifteen->body.in(language);
      QVERIFY2(body.contains(english.toString(threads)), qPrintable(body));
      QVERIFY2(body.contains(english.toString(card.cudaCores())), qPrintable(body));
      QVERIFY2(body.contains(english.toString(1024LL * 1024)), qPrintable(body));
      QVERIFY2(body.contains(QStringLiteral(" %1 ").arg(1024LL * 1024 / card.cudaCores())),
               qPrintable(body));
    }
  }

  // The CPU's memory ceiling says what its GB/s count, as bench's table does ("input + output
  // bytes"): the bytes read and written, of a copy from main memory (bench's small sizes fit the
  // caches, so its memcpy row reads faster: the two figures no longer look like one).
  void chapterThirteensMemoryCeilingSaysWhatItCounts() {
    if (currentLanguage() != Language::En) QSKIP("the words checked are the English ones");
    RooflineDemo demo;
    demo.setContext(contextWithCeilings(-1));
    bool said = false;
    for (QLabel* label : demo.findChildren<QLabel*>())
      said =
          said || (label->text().contains(QLatin1String("20.0 GB/s")) &&
                   label->text().contains(QLatin1String("from main memory, bytes read + written")));
    QVERIFY(said);
    QVERIFY(QString::fromStdString(measureCpuCeilings({1, 1LL << 20, 1}).source)
                .contains(QLatin1String("bytes read + written")));
  }

  // One rule for busy machines (issue: chapters 12 and 13 showed busy figures without a word,
  // where chapter 5, bench and sweep warn): ceilings measured while others held more than half
  // the CPUs carry the note beside them; quiet ones do not.
  void chaptersTwelveAndThirteenSayWhenTheCpuWasBusy() {
    if (currentLanguage() != Language::En) QSKIP("the words checked are the English ones");
    auto says = [](QWidget& demo) {
      for (QLabel* label : demo.findChildren<QLabel*>())
        if (label->text().contains(QLatin1String("other programs used"))) return true;
      return false;
    };
    for (double busy : {0.8, 0.1, -1.0}) {
      const DemoContext context = contextWithCeilings(busy);
      RooflineDemo roofline;
      roofline.setContext(context);
      LayerWinsDemo wins;
      wins.setContext(context);
      QCOMPARE(says(roofline), busy > 0.5);
      QCOMPARE(says(wins), busy > 0.5);
    }
  }

  void chapterElevenCountsTheLayer() {
    const LayerCount c = layerCount(32, 64, 3, 224);
    QCOMPARE(c.outputs, 102'760'448LL);
    QCOMPARE(c.multiplications, 102'760'448LL * 27);
    LayerDemo demo;
    QCOMPARE(demo.count().outputs, 102'760'448LL);
    QVERIFY(demo.countText().contains(QLatin1String("102,760,448")));
  }

  // Chapter 12's layer (and chapter 11's) on either palette: the "∗" and "=" between the stacks
  // are drawn in the palette's text colour on a backdrop they read on. On a white fill under a
  // dark palette they vanished: light ink on white.
  void theLayersSignsReadOnBothPalettes_data() {
    QTest::addColumn<bool>("dark");
    QTest::newRow("light") << false;
    QTest::newRow("dark") << true;
  }

  void theLayersSignsReadOnBothPalettes() {
    QFETCH(bool, dark);
    applyTheme(*qApp, dark ? PaletteChoice::Dark : PaletteChoice::Light);
    LayerSchematic schematic;
    LayerShape shape;
    shape.batch = 8;
    shape.channels = 64;
    shape.filters = 64;
    shape.height = shape.width = 56;
    schematic.setShape(shape);
    schematic.resize(schematic.sizeHint());
    const QImage picture = schematic.grab().toImage();
    const QColor signs = colours::text();  // the palette's text colour
    applyTheme(*qApp, PaletteChoice::Light);
    const QColor backdrop = picture.pixelColor(1, 1);  // the corner: nothing drawn there
    QVERIFY2(contrastRatio(backdrop, signs) >= 4.5,
             qPrintable(QStringLiteral("the signs' %1 on the figure's %2: contrast %3")
                            .arg(signs.name(), backdrop.name())
                            .arg(contrastRatio(backdrop, signs), 0, 'f', 2)));
    // And they are drawn in it: the inside of the "=" and the "∗" is that colour.
    int inked = 0;
    for (int y = 0; y < picture.height(); ++y)
      for (int x = 0; x < picture.width(); ++x)
        if (testing::colourDistance(picture.pixelColor(x, y), signs) < 24) ++inked;
    QVERIFY2(inked >= 20, qPrintable(QStringLiteral("%1 pixels in the text colour").arg(inked)));
  }
};

CONVSCOPE_GUI_TEST_MAIN(LessonsTest)
#include "test_lessons.moc"
