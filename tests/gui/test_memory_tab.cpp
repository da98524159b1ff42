// The Memory tab: its captions count what core's access model computes (the tile's 324 loads
// against 2,304 at 16×16, a warp's sectors for 32×1, 16×16 and 1×32 on a 1024-wide image, the
// 2-way bank conflict the padding removes), its block buttons set the workbench's block (the one
// the Threads and blocks tab shows), and the lessons on memory show its figures.
#include <QLabel>
#include <QPushButton>
#include <QTest>

#include "gui/lessons/demos/demo_memory.h"
#include "gui/lessons/lesson_mode.h"
#include "gui/main_window.h"
#include "gui/panels/memory/memory_page.h"
#include "gui/panels/memory/memory_view.h"
#include "gui_test.h"
#include "model/workbench_model.h"

using namespace convscope;
using namespace convscope::gui;
using namespace convscope::model;

namespace {

// The block button that reads "BX×BY" in the view.
QPushButton* blockButton(MemoryView* view, Dim2 block) {
  const QString text = QStringLiteral("%1×%2").arg(block.x).arg(block.y);
  for (QPushButton* b : view->findChildren<QPushButton*>())
    if (b->text() == text) return b;
  return nullptr;
}

}  // namespace

class MemoryTabTest : public QObject {
  Q_OBJECT
 private slots:
  void theTileCaptionCountsTheLoadsAndFollowsTheBlock() {
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    window.showMemoryTab();
    MemoryView* view = window.memoryPage()->view();
    QCOMPARE(view->block(), window.model()->block());
    view->setFigure(MemoryFigure::Tile);
    window.model()->setBlock({16, 16});
    QTRY_COMPARE(view->block(), (Dim2{16, 16}));
    QVERIFY2(view->captionText().contains(QStringLiteral("2,304")) &&
                 view->captionText().contains(QStringLiteral("324")) &&
                 view->captionText().contains(QStringLiteral("7.1")),
             qPrintable(view->captionText()));
    // A button here is the workbench's block: the model (and the Threads tab) follow.
    QPushButton* column = blockButton(view, {1, 32});
    QVERIFY(column);
    column->click();
    QTRY_COMPARE(window.model()->block(), (Dim2{1, 32}));
    QCOMPARE(view->block(), (Dim2{1, 32}));
    QVERIFY2(view->captionText().contains(QStringLiteral("= 102")),
             qPrintable(view->captionText()));
  }

  void coalescingCountsTheSectorsOfEachShape() {
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    WorkbenchChoice s = window.model()->choice();
    s.input.source = QStringLiteral("gradient:1024");
    window.model()->apply(s);
    QTRY_VERIFY_WITH_TIMEOUT(window.isSettled() && window.model()->input()->width == 1024,
                             testing::kSettleMs);
    window.showMemoryTab();
    MemoryView* view = window.memoryPage()->view();
    view->setFigure(MemoryFigure::Coalescing);
    struct Case {
      Dim2 block;
      const char* count;
    };
    // The naive kernel's centre tap, warp 0 (memory_access.h's hand counts).
    for (const Case& c : {Case{{32, 1}, "4 sectors in 1 line: 128 B moved for 128 B used (100 %)"},
                          Case{{16, 16}, "4 sectors in 2 lines"},
                          Case{{1, 32},
                               "32 sectors in 32 lines: 1 KiB moved for 128 B used "
                               "(12.5 %)"}}) {
      window.model()->setBlock(c.block);
      QTRY_COMPARE(view->block(), c.block);
      // Numbers and units are joined by no-break spaces: compared with plain ones.
      QString caption = view->captionText();
      caption.replace(QChar(0xa0), QLatin1Char(' '));
      QVERIFY2(caption.contains(QString::fromUtf8(c.count)), qPrintable(caption));
    }
  }

  void theBanksShowTheConflictThePaddingRemoves() {
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    window.showMemoryTab();
    MemoryView* view = window.memoryPage()->view();
    window.model()->setBlock({16, 16});
    QTRY_COMPARE(view->block(), (Dim2{16, 16}));
    view->setFigure(MemoryFigure::Banks);
    QString all;
    for (QLabel* label : view->findChildren<QLabel*>()) all += label->text() + QLatin1Char('\n');
    QVERIFY2(
        all.contains(QStringLiteral("18 floats apart")) && all.contains(QStringLiteral("2-way")),
        qPrintable(all));
    QVERIFY2(all.contains(QStringLiteral("Padded to 48 floats")) &&
                 all.contains(QStringLiteral("no conflict")),
             qPrintable(all));
    QVERIFY(view->captionText().contains(QStringLiteral("constant bank")));
  }

  void theLessonsOnMemoryShowItsFigures() {
    MainWindow window;
    CONVSCOPE_SHOW_SETTLED(window);
    lessons::LessonMode* lessons = window.lessonMode();
    lessons->enter(20);
    const std::pair<int, MemoryFigure> chapters[] = {
        {20, MemoryFigure::Tile}, {21, MemoryFigure::Banks}, {22, MemoryFigure::Coalescing}};
    for (const auto& [number, figure] : chapters) {
      lessons->showChapter(number);
      QTRY_VERIFY_WITH_TIMEOUT(lessons->isSettled(), testing::kSettleMs);
      auto* demo = qobject_cast<lessons::MemoryDemo*>(lessons->demo());
      QVERIFY2(demo, qPrintable(QStringLiteral("chapter %1").arg(number)));
      QCOMPARE(demo->view()->figure(), figure);
      QVERIFY(!demo->view()->captionText().isEmpty());
    }
    // The lesson's block buttons are its own: the workbench's block stays.
    const Dim2 before = window.model()->block();
    auto* demo = qobject_cast<lessons::MemoryDemo*>(lessons->demo());
    QPushButton* column = blockButton(demo->view(), {1, 32});
    QVERIFY(column);
    column->click();
    QCOMPARE(demo->view()->block(), (Dim2{1, 32}));
    QCOMPARE(window.model()->block(), before);
  }
};

QTEST_MAIN(MemoryTabTest)
#include "test_memory_tab.moc"
