// Jargon explained in place: every term a beginner meets on the workbench and the
// Speed tab carries the glossary's explanation as the tooltip of the widget that shows it, in
// the window's language; Help → Glossary (F1) lists every term and searches them.
#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QMenuBar>
#include <QTest>

#include "gui/lessons/glossary_dialog.h"
#include "gui/panels/gpu_panel.h"
#include "gui/widgets/translation.h"
#include "gui_test.h"
#include "lesson_text/glossary.h"
#include "lesson_text/reference_gpus.h"

using namespace convscope::gui;
using namespace convscope::model;
namespace lessons = convscope::lessons;

namespace {

// Where a term appears: a piece of the widget's visible text in each language (the class name
// for a widget that paints its text), and the glossary entry its tooltip must hold.
struct Place {
  const char* id;
  const char* en;
  const char* zh;
};

const Place kPlaces[] = {
    {"thread", "GPU threads", "GPU 线程"},  // the mapping tab's caption
    {"block", "Blocks", "线程块"},
    {"block", "Block size:", "线程块大小："},
    {"grid", "Grid ", "网格 "},
    {"warp", "Warps", "线程束"},
    {"lane", "Lanes", "束内序号"},
    {"idle", "Idle", "空闲"},
    {"idle", "Grid ", "网格 "},
    {"efficiency", "warp efficiency", "线程束效率"},
    {"sm", "Who ran it", "由谁运行"},
    {"launch", "Run on GPU", "在 GPU 上运行"},
    {"launch", "one launch", "一次启动"},  // the GPU side's title
    {"filter", "Kernel and parameters", "卷积核与参数"},
    {"filter", "Preset:", "预设："},
    {"kernel", "Kernel and parameters", "卷积核与参数"},  // the two meanings side by side
    {"kernel", "Run on GPU", "在 GPU 上运行"},
    {"padding", "Padding:", "填充："},
    {"stride", "Stride:", "步幅："},
    {"dilation", "Dilation:", "膨胀："},
    {"correlation", "Flip kernel", "翻转卷积核"},
    {"convolution", "Flip kernel", "翻转卷积核"},
    {"emulated", "No GPU to use", "没有可用的 GPU"},
    {"reference", "Reference loop", "参考循环"},
    {"engine", "Parallel engine", "并行引擎"},
    {"simd", "Parallel engine", "并行引擎"},
    {"pinned", "pinned staging buffer", "锁页暂存缓冲区"},
    {"pageable", "pinned staging buffer", "锁页暂存缓冲区"},
    {"pageable", "TimelineStrip", "TimelineStrip"},
    {"vram", "VRAM input", "显存输入"},
    {"vram", "Ask for a batch", "申请一批"},
    {"recorded", "Auto: device, else recorded", "自动：设备，否则记录"},
    {"model", "Auto: device, else recorded", "自动：设备，否则记录"},
};

QString shownText(const QWidget* w) {
  if (auto* l = qobject_cast<const QLabel*>(w)) return l->text();
  if (auto* b = qobject_cast<const QAbstractButton*>(w)) return b->text();
  if (auto* g = qobject_cast<const QGroupBox*>(w)) return g->title();
  if (auto* c = qobject_cast<const QComboBox*>(w)) return c->currentText();
  return QString::fromLatin1(w->metaObject()->className());
}

// Checks every place of kPlaces in `window`'s widgets; the failures, one per line.
QStringList missingTips(const QWidget& window, bool chinese) {
  QStringList missing;
  const QList<QWidget*> widgets = window.findChildren<QWidget*>();
  for (const Place& place : kPlaces) {
    const QString fragment = QString::fromUtf8(chinese ? place.zh : place.en);
    const QString tip = lessons::glossaryTip(place.id);
    bool seen = false, explained = false;
    for (const QWidget* w : widgets) {
      if (!shownText(w).contains(fragment)) continue;
      seen = true;
      explained = explained || (!tip.isEmpty() && w->toolTip().contains(tip));
    }
    if (!seen)
      missing << QStringLiteral("  no widget shows '%1'").arg(fragment);
    else if (!explained)
      missing << QStringLiteral("  '%1' has no tooltip explaining %2")
                     .arg(fragment, QLatin1String(place.id));
  }
  return missing;
}

}  // namespace

class GlossaryTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() {
    if (const QString why = probeOpenGl(); !why.isEmpty()) QFAIL(qPrintable(why));
  }

  void cleanup() { installTranslations(*qApp, QStringLiteral("en")); }

  // The glossary answers in the window's language, and knows every term the window explains.
  void tipsSpeakTheWindowsLanguage() {
    for (const Place& place : kPlaces)
      QVERIFY2(lessons::term(QString::fromLatin1(place.id)), place.id);
    installTranslations(*qApp, QStringLiteral("en"));
    QVERIFY(lessons::glossaryTip("warp").startsWith(QLatin1String("<b>Warp</b>")));
    QVERIFY(lessons::glossaryTip("no-such-term").isEmpty());
    installTranslations(*qApp, QStringLiteral("zh_CN"));
    QVERIFY2(lessons::glossaryTip("warp").contains(QStringLiteral("线程束")),
             qPrintable(lessons::glossaryTip("warp")));
    QVERIFY(lessons::glossaryTip("lane").contains(QStringLiteral("束内序号")));
  }

  void termsHaveTooltipsWhereTheyAppear_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
  }
  void termsHaveTooltipsWhereTheyAppear() {
    QFETCH(QString, language);
    QCOMPARE(installTranslations(*qApp, language), language);
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    const QStringList missing = missingTips(window, language == QLatin1String("zh_CN"));
    QVERIFY2(missing.isEmpty(), qPrintable(QLatin1Char('\n') + missing.join(QLatin1Char('\n'))));
  }

  // The GPU path's banner explains the path it names, whichever the machine has.
  void gpuPathsAreExplained_data() { termsHaveTooltipsWhereTheyAppear_data(); }
  void gpuPathsAreExplained() {
    QFETCH(QString, language);
    QCOMPARE(installTranslations(*qApp, language), language);
    GpuPanel panel;
    const auto pathTip = [&] {
      for (QLabel* l : panel.findChildren<QLabel*>())
        if (l->text().contains(QLatin1String("GPU"))) return l->toolTip();
      return QString();
    };
    panel.setPath(true, convscope::cuda::GpuPath::Interop, QString());
    QVERIFY(pathTip().contains(lessons::glossaryTip("interop")));
    panel.setPath(true, convscope::cuda::GpuPath::Staged, QStringLiteral("registration failed"));
    QVERIFY(pathTip().contains(lessons::glossaryTip("staged")));
    QVERIFY(pathTip().contains(lessons::glossaryTip("pinned")));
    panel.setPath(true, convscope::cuda::GpuPath::Emulated,
                  QStringLiteral("no CUDA-capable device"));
    QVERIFY(pathTip().contains(lessons::glossaryTip("emulated")));
  }

  // The GPU panel's speed-ups are what the glossary defines: the slower time over the faster,
  // said as faster or slower, never a ratio below 1 ("×0.00075").
  void speedUpsAreTheSlowerTimeOverTheFaster() {
    QCOMPARE(installTranslations(*qApp, QStringLiteral("en")), QStringLiteral("en"));
    QVERIFY(lessons::glossaryTip("speedup").contains(QLatin1String("slower time divided by")));
    GpuPanel panel;
    GpuRunReport report;
    report.path = convscope::cuda::GpuPath::Emulated;
    report.emulatedMs = 10;
    report.emulationWorkers = 2;
    report.pixels = 1000;
    panel.setCpuTimes(0.05, 20);
    panel.setReport(report);
    const QString text = panel.text();
    QVERIFY2(text.contains(QStringLiteral("×200 slower than the reference loop")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("×2.0 faster than the parallel CPU")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("×0")), qPrintable(text));
    panel.setCpuTimes(10.3, 20);  // within 5 %: neither faster nor slower
    QVERIFY2(panel.text().contains(QStringLiteral("as fast as the reference loop")),
             qPrintable(panel.text()));
  }

  // VRAM sizes in the glossary are the reference cards' as lesson 7 and the Speed tab give them:
  // in GiB, the same number.
  void vramSizesAreTheCardsInGiB() {
    QCOMPARE(installTranslations(*qApp, QStringLiteral("en")), QStringLiteral("en"));
    const QString en = lessons::glossaryTip("vram");
    int named = 0;
    for (const auto& card : lessons::referenceGpus()) {
      const QString name = QString::fromStdString(card.name);
      if (!en.contains(name)) continue;
      ++named;
      QVERIFY2(
          en.contains(QStringLiteral("%1 GiB on a%2 %3")
                          .arg(lessons::vramGiB(card))
                          .arg(name.startsWith(QLatin1Char('R')) ? QStringLiteral("n") : QString())
                          .arg(name)),
          qPrintable(en));
    }
    QVERIFY2(named >= 1, qPrintable(en));
    QVERIFY(!en.contains(QLatin1String(" GB ")));
  }

  // Help → Glossary opens on F1 (and Shift+F1; About has no key), lists every term, and searches
  // both languages' names.
  void glossaryDialogListsAndSearches_data() { termsHaveTooltipsWhereTheyAppear_data(); }
  void glossaryDialogListsAndSearches() {
    QFETCH(QString, language);
    QCOMPARE(installTranslations(*qApp, language), language);
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    QAction* action = window.menuBar()->findChild<QAction*>(QStringLiteral("glossaryAction"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::HelpContents));
    QVERIFY(action->shortcuts().contains(QKeySequence(Qt::SHIFT | Qt::Key_F1)));
    QAction* about = window.menuBar()->findChild<QAction*>(QStringLiteral("aboutAction"));
    QVERIFY(about);
    QVERIFY(about->shortcuts().isEmpty());
    action->trigger();
    auto* dialog = window.findChild<lessons::GlossaryDialog*>();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    QCOMPARE(dialog->shownIds().size(), static_cast<qsizetype>(lessons::glossary().size()));
    const auto lang =
        language == QLatin1String("zh_CN") ? lessons::Language::ZhCN : lessons::Language::En;
    for (const lessons::Term& t : lessons::glossary())
      QVERIFY2(dialog->shownText().contains(t.name.in(lang)), t.id);
    // An English word finds the entry in the Chinese window too, and the Chinese word in both.
    dialog->setFilter(QStringLiteral("warp efficiency"));
    QCOMPARE(dialog->shownIds(), QStringList{QStringLiteral("efficiency")});
    dialog->setFilter(QStringLiteral("显存（VRAM）"));
    QVERIFY(dialog->shownIds().contains(QStringLiteral("vram")));
    dialog->setFilter(QStringLiteral("no such word anywhere"));
    QVERIFY(dialog->shownIds().isEmpty());
    dialog->setFilter(QString());
    QCOMPARE(dialog->shownIds().size(), static_cast<qsizetype>(lessons::glossary().size()));
    action->trigger();  // a second time shows the same dialog, not a second one
    QCOMPARE(window.findChildren<lessons::GlossaryDialog*>().size(), 1);
  }
};

CONVSCOPE_GUI_TEST_MAIN(GlossaryTest)
#include "test_glossary.moc"
