// The classroom and the course author: keys that go to the focused control or to the window,
// Tab through every control, undo and redo of kernel edits, settings that survive a restart,
// the input combo naming what is shown, text size, and figures and animations exported from the
// window.
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QImageReader>
#include <QLabel>
#include <QMimeData>
#include <QPushButton>
#include <QRadioButton>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QUrl>
#include <memory>
#include <thread>

#include "gui/lessons/lesson_mode.h"
#include "gui/panels/cpu_timing_panel.h"
#include "gui/panels/input_panel.h"
#include "gui/panels/kernel_editor.h"
#include "gui/panels/mapping_panel.h"
#include "gui/panels/step_controls.h"
#include "gui/render/animation_dialog.h"
#include "gui/render/window_figure.h"
#include "gui/widgets/side_drawer.h"
#include "gui/window_menus.h"
#include "gui/window_session.h"
#include "gui_test.h"
#include "model/edit_history.h"
#include "model/replay_controller.h"
#include "model/settings_store.h"
#include "model/step_player.h"
#include "model/view_sync.h"
#include "model/workbench_model.h"

using namespace convscope;
using namespace convscope::gui;
using namespace convscope::model;

namespace {

constexpr int kWaitMs = testing::kSettleMs;

QCheckBox* flipBox(MainWindow& w) {
  for (QCheckBox* box : w.findChildren<QCheckBox*>())
    if (box->text().startsWith(QLatin1String("Flip"))) return box;
  return nullptr;
}

}  // namespace

class ClassroomTest : public QObject {
  Q_OBJECT
 private slots:
  void init() {
    m_window = std::make_unique<MainWindow>();
    CONVSCOPE_SHOW_SETTLED(*m_window);
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
  }
  void cleanup() { m_window.reset(); }

  void spaceActsOnTheFocusedControl() {
    QCheckBox* flip = flipBox(*m_window);
    QVERIFY(flip);
    flip->setFocus();
    QVERIFY(flip->hasFocus());
    const bool before = flip->isChecked();
    QTest::keyClick(flip, Qt::Key_Space);
    QCOMPARE(flip->isChecked(), !before);              // Space flipped the kernel...
    QVERIFY(!m_window->model()->player()->playing());  // ...and did not start playback
    // Arrows are not the check box's: they still step.
    const long long at = m_window->model()->player()->position();
    QTest::keyClick(flip, Qt::Key_Right);
    QCOMPARE(m_window->model()->player()->position(), at + 1);
  }

  void spaceOnAViewPlays() {
    m_window->cpuInputView()->setFocus();
    QTest::keyClick(m_window->cpuInputView(), Qt::Key_Space);
    QVERIFY(m_window->model()->player()->playing());
    QTest::keyClick(m_window->cpuInputView(), Qt::Key_Space);
    QVERIFY(!m_window->model()->player()->playing());
  }

  void tabReachesThePlayerAndTheGpuButton() {
    QSet<QString> reached;
    QWidget* first = nullptr;
    testing::part<InputPanel>(*m_window)->findChild<QComboBox*>()->setFocus();
    for (int i = 0; i < 200; ++i) {
      QWidget* f = QApplication::focusWidget();
      if (!f || f == first) break;
      if (!first) first = f;
      if (auto* b = qobject_cast<QPushButton*>(f)) reached << b->text();
      if (qobject_cast<QAbstractSlider*>(f))
        reached << QStringLiteral("slider:") + f->accessibleName();
      QTest::keyClick(f, Qt::Key_Tab);
    }
    for (const QString& name :
         {QStringLiteral("Play"), QStringLiteral("Finish now"), QStringLiteral("Run on GPU"),
          QStringLiteral("slider:Speed in steps per second")})
      QVERIFY2(reached.contains(name), qPrintable(name + QStringLiteral(" not reached by Tab")));
  }

  void everyControlAndViewHasAnAccessibleName() {
    QStringList unnamed;
    for (QWidget* w : m_window->findChildren<QWidget*>()) {
      const bool control = w->isVisibleTo(m_window.get()) && (w->focusPolicy() & Qt::TabFocus);
      const bool view = qobject_cast<ChannelView*>(w) != nullptr;
      if (!control && !view) continue;
      if (qobject_cast<QAbstractSpinBox*>(w->parentWidget())) continue;  // the box's own editor
      QAccessibleInterface* a = QAccessible::queryAccessibleInterface(w);
      if (!a || a->text(QAccessible::Name).trimmed().isEmpty())
        unnamed << QString::fromLatin1(w->metaObject()->className()) + QLatin1Char(' ') +
                       w->objectName() + QLatin1Char(' ') + w->toolTip().left(40);
    }
    QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QStringLiteral("\n"))));
  }

  void bracketsChangeTheSpeed() {
    const double speed = m_window->model()->player()->speed();
    QTest::keyClick(m_window.get(), Qt::Key_BracketRight);
    QVERIFY(m_window->model()->player()->speed() > speed * 1.5);
    QTest::keyClick(m_window.get(), Qt::Key_BracketLeft);
    QTest::keyClick(m_window.get(), Qt::Key_BracketLeft);
    QVERIFY(m_window->model()->player()->speed() < speed * 0.75);
  }

  // The speed slider shows a speed set elsewhere without rounding it to its own steps, and a
  // move of the slider sets the speed it stands for.
  void theSpeedSliderShowsAndSetsTheSpeed() {
    StepPlayer* player = m_window->model()->player();
    auto* slider = testing::part<StepControls>(*m_window)->findChild<QAbstractSlider*>();
    QVERIFY(slider);
    player->setSpeed(37.3);
    QCOMPARE(player->speed(), 37.3);
    QCOMPARE(slider->value(), StepControls::sliderForSpeed(37.3));
    slider->setValue(slider->value() + 100);
    QCOMPARE(player->speed(), StepControls::speedForSlider(slider->value()));
    QVERIFY(player->speed() > 37.3);
  }

  void kernelEditsUndoAndRedo() {
    QUndoStack* undo = m_window->model()->history()->stack();
    const std::string original = formatKernel(m_window->model()->kernel());
    testing::part<KernelEditor>(*m_window)->setKernel(*presetKernel("box-blur"));
    ConvParams reflect = m_window->model()->params();
    reflect.padding = Padding::Reflect;
    testing::part<KernelEditor>(*m_window)->setParams(reflect);
    QCOMPARE(m_window->model()->params().padding, Padding::Reflect);
    QVERIFY(undo->canUndo());
    undo->undo();
    QCOMPARE(m_window->model()->params().padding, Padding::Zero);
    QCOMPARE(testing::part<KernelEditor>(*m_window)->params().padding,
             Padding::Zero);  // the editor follows
    undo->undo();
    QCOMPARE(formatKernel(m_window->model()->kernel()), original);
    undo->redo();
    QCOMPARE(formatKernel(m_window->model()->kernel()), formatKernel(*presetKernel("box-blur")));
    undo->redo();
    QCOMPARE(m_window->model()->params().padding, Padding::Reflect);
    QVERIFY(!undo->canRedo());
  }

  void theComboNamesTheShownSource() {
    auto* combo = testing::part<InputPanel>(*m_window)->findChild<QComboBox*>();
    testing::part<InputPanel>(*m_window)->setSource(QStringLiteral("checkerboard:40"));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isSettled() && m_window->model()->input()->width == 40,
                             kWaitMs);
    QCOMPARE(combo->currentText(), QStringLiteral("checkerboard:40"));
    // A file that fails to load never sticks: the combo goes back to what is shown.
    QTemporaryDir dir;
    const QString broken = dir.filePath(QStringLiteral("broken.png"));
    QFile f(broken);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("not a png");
    f.close();
    testing::part<InputPanel>(*m_window)->setSource(broken);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isSettled(), kWaitMs);
    QCOMPARE(combo->currentText(), QStringLiteral("checkerboard:40"));
    QCOMPARE(testing::part<InputPanel>(*m_window)->request().source,
             QStringLiteral("checkerboard:40"));
  }

  void aDroppedFileBecomesTheInput() {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("dropped.png"));
    QImage picture(48, 30, QImage::Format_Grayscale8);
    picture.fill(200);
    QVERIFY(picture.save(file));
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(file)});
    const QPointF at(m_window->width() / 2.0, m_window->height() / 2.0);
    QDragEnterEvent enter(at.toPoint(), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &drop);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isSettled() && m_window->model()->input()->width == 48,
                             kWaitMs);
    QCOMPARE(m_window->model()->input()->height, 30);
    QCOMPARE(testing::part<InputPanel>(*m_window)->findChild<QComboBox*>()->currentText(),
             QStringLiteral("dropped.png"));
  }

  // A time near the clock's resolution gets no rate ("1 µs · 536 Mpx/s" for 784 pixels), and
  // no monospace span (its no-break space was a whole cell wide: "6  µs").
  void aTimeTooShortToRateShowsNoRate() {
    CpuTimingPanel* panel = testing::part<CpuTimingPanel>(*m_window);
    panel->reset(28 * 28);
    panel->setTime(app::referenceEngine(), 0.001);
    panel->setTime(app::baselineEngine(), 0.002);
    const QString tiny = panel->text();
    QVERIFY2(!tiny.contains(QStringLiteral("Mpx/s")), qPrintable(tiny));
    QVERIFY2(!tiny.contains(QStringLiteral("monospace")), qPrintable(tiny));
    panel->reset(1024 * 1024);
    panel->setTime(app::referenceEngine(), 2.0);
    panel->setTime(app::baselineEngine(), 0.5);
    QVERIFY2(panel->text().contains(QStringLiteral("Mpx/s")), qPrintable(panel->text()));
  }

  void aBusyMachineIsSaidNotShownAsAWrongOrder() {
    // Two threads slower than one on a 512² image cannot be the engines' true order.
    CpuTimingPanel* panel = testing::part<CpuTimingPanel>(*m_window);
    auto text = [panel] {
      QString all;
      for (QLabel* l : panel->findChildren<QLabel*>()) all += l->text();
      return all;
    };
    panel->reset(512 * 512);
    panel->setTime(app::referenceEngine(), 2.0);
    panel->setTime(app::baselineEngine(), 0.1);
    QVERIFY(!text().contains(QStringLiteral("busy")));
    panel->reset(512 * 512);
    panel->setTime(app::referenceEngine(), 2.0);
    panel->setTime(app::baselineEngine(), 6.0);
    if (std::thread::hardware_concurrency() > 1)
      QVERIFY2(text().contains(QStringLiteral("busy")), qPrintable(text()));
    // A tiny image may truly be slower on two threads (their start-up): no warning there.
    panel->reset(28 * 28);
    panel->setTime(app::referenceEngine(), 0.007);
    panel->setTime(app::baselineEngine(), 0.010);
    QVERIFY(!text().contains(QStringLiteral("busy")));
  }

  void figuresKeepTheWindowsPixels() {
    const QList<ChannelView*> views = {m_window->cpuInputView(), m_window->cpuOutputView(),
                                       m_window->gpuInputView(), m_window->gpuOutputView()};
    const QImage once = windowFigure(*m_window, views).convertToFormat(QImage::Format_RGB32);
    const QImage twice = windowFigure(*m_window, views, 2).convertToFormat(QImage::Format_RGB32);
    QCOMPARE(twice.size(), m_window->size() * 2);
    // At 1× the figure holds each view's frame exactly where the view sits.
    ChannelView* view = m_window->cpuInputView();
    const QRect where(view->mapTo(m_window.get(), QPoint(0, 0)), view->size());
    const QImage frame = view->grabFramebuffer().convertToFormat(QImage::Format_RGB32);
    QCOMPARE(once.copy(where), frame);
    // At 2× the view is drawn again at twice the pixels: brought back to 1× it is the same
    // picture (the mean difference of a few levels is edges and text drawn sharper).
    const QImage back = twice.copy(QRect(where.topLeft() * 2, where.size() * 2))
                            .scaled(where.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    double difference = 0;
    for (int y = 0; y < frame.height(); ++y)
      for (int x = 0; x < frame.width(); ++x) {
        const QRgb a = frame.pixel(x, y), b = back.pixel(x, y);
        difference += std::abs(qRed(a) - qRed(b)) + std::abs(qGreen(a) - qGreen(b)) +
                      std::abs(qBlue(a) - qBlue(b));
      }
    difference /= 3.0 * frame.width() * frame.height();
    QVERIFY2(difference < 6, qPrintable(QString::number(difference)));
  }

  // File → Export animation… asks in a dialog and writes through WindowMenus::exportAnimation,
  // driven here without the dialog: the steps as a GIF (from the Speed tab too: it animates the
  // workbench; the settings drawer closed first), the block replay as PNG frames once a GPU run
  // recorded it, refused before; Cancel during the waits before the first frame stops it; the
  // step, its playing, the replay, the overlay and the GPU tab are left as they were.
  void animationsExportFromTheWindow() {
    QVERIFY(m_window->findChild<QAction*>(QStringLiteral("exportAnimationAction")));
    QTemporaryDir dir;
    WindowMenus* menus = m_window->menus();
    // Narrow enough for the settings to fold into the drawer, and the drawer open.
    m_window->resize(1280, 720);
    m_window->finishPendingLayout();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isSettled(), kWaitMs);
    m_window->model()->player()->seek(99);
    m_window->showSpeedTab();
    Animation steps;
    steps.first = 10;
    steps.last = 13;
    steps.out = dir.filePath(QStringLiteral("steps.gif"));
    // Asked with total 0 while the window settles: a Cancel there stops before any frame.
    const AnimationProgress cancelWhileWaiting = [](long long, long long total) {
      return total != 0;
    };
    const auto stopped = menus->exportAnimation(steps, cancelWhileWaiting);
    QVERIFY(!stopped);
    QCOMPARE(stopped.status().code, StatusCode::Cancelled);
    QVERIFY(!QFile::exists(steps.out));
    m_window->showSpeedTab(false);
    m_window->finishPendingLayout();
    QVERIFY(testing::part<SideDrawer>(*m_window)->isFolded());
    testing::part<SideDrawer>(*m_window)->setOpen(true);
    QVERIFY(testing::part<SideDrawer>(*m_window)->isOpen());
    m_window->showSpeedTab();
    const auto wrote = menus->exportAnimation(steps);
    QVERIFY2(wrote, wrote.status().message.c_str());
    QVERIFY(!testing::part<SideDrawer>(*m_window)->isOpen());
    QVERIFY(m_window->cpuInputView()->isVisible());
    QCOMPARE(m_window->model()->player()->position(), 99);
    QImageReader reader(steps.out);
    QCOMPARE(reader.imageCount(), 4);
    QCOMPARE(reader.size(), m_window->size() * m_window->devicePixelRatioF());
    const QImage first = reader.read().convertToFormat(QImage::Format_RGB32);
    QImage last;
    for (int i = 1; i < 4; ++i) last = reader.read().convertToFormat(QImage::Format_RGB32);
    QVERIFY(!last.isNull());
    QVERIFY(first != last);  // the sliding window moved

    Animation replay;
    replay.kind = AnimationKind::Replay;
    replay.frames = 3;
    replay.out = dir.filePath(QStringLiteral("replay")) + QLatin1Char('/');
    if (!m_window->model()->replay()->hasSchedule()) {
      const auto refused = menus->exportAnimation(replay);
      QVERIFY(!refused);
      QVERIFY2(QString::fromStdString(refused.status().message).contains(QStringLiteral("GPU")),
               refused.status().message.c_str());
      QVERIFY(!QDir(replay.out).exists());
    }
    m_window->model()->requestGpuRun();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->model()->replay()->hasSchedule() && m_window->isSettled(),
                             kWaitMs);
    m_window->model()->replay()->setFraction(0.5);
    const double shownUs = m_window->model()->replay()->timeUs();
    // The replay turns on who ran which block and shows the mapping tab: both go back, and a
    // playing step player plays again.
    QTabWidget* gpuTabs = testing::named<QTabWidget>(*m_window, "gpuTabs");
    gpuTabs->setCurrentIndex(0);
    m_window->model()->setOverlay(kDefaultOverlay);
    QVERIFY(!(m_window->model()->overlay() & kOverlayUnits));
    m_window->model()->player()->play();
    // Cancel in the replay's own wait (for the run that records the blocks), past the menu's.
    const auto cancelled = writeAnimation(*m_window,
                                          {m_window->cpuInputView(), m_window->cpuOutputView(),
                                           m_window->gpuInputView(), m_window->gpuOutputView()},
                                          replay, cancelWhileWaiting);
    QCOMPARE(cancelled.status().code, StatusCode::Cancelled);
    QVERIFY(!QDir(replay.out).exists());
    QCOMPARE(m_window->model()->overlay(), kDefaultOverlay);
    QCOMPARE(gpuTabs->currentIndex(), 0);
    const auto frames = menus->exportAnimation(replay);
    QVERIFY2(frames, frames.status().message.c_str());
    QCOMPARE(m_window->model()->replay()->timeUs(), shownUs);
    QCOMPARE(m_window->model()->overlay(), kDefaultOverlay);
    QCOMPARE(testing::part<MappingPanel>(*m_window)->flags(), kDefaultOverlay);
    QCOMPARE(gpuTabs->currentIndex(), 0);
    QVERIFY(m_window->model()->player()->playing());
    m_window->model()->player()->pause();
    const QStringList names =
        QDir(replay.out).entryList({QStringLiteral("frame-*.png")}, QDir::Files, QDir::Name);
    QCOMPARE(names, (QStringList{QStringLiteral("frame-0001.png"), QStringLiteral("frame-0002.png"),
                                 QStringLiteral("frame-0003.png")}));
    const QImage start(QDir(replay.out).filePath(names.first()));
    const QImage end(QDir(replay.out).filePath(names.last()));
    QCOMPARE(start.size(), m_window->size() * m_window->devicePixelRatioF());
    QVERIFY(start.convertToFormat(QImage::Format_RGB32) !=
            end.convertToFormat(QImage::Format_RGB32));
  }

  // The dialog offers what can be animated now and starts at the shown step.
  void theAnimationDialogOffersWhatCanBeAnimated() {
    AnimationDialog noReplay(100, 9, false);
    const QList<QRadioButton*> kinds = noReplay.findChildren<QRadioButton*>();
    QCOMPARE(kinds.size(), 2);
    QVERIFY(kinds[0]->isEnabled() && kinds[0]->isChecked());
    QVERIFY(!kinds[1]->isEnabled());
    const Animation a = noReplay.animation();
    QCOMPARE(a.kind, AnimationKind::Steps);
    QCOMPARE(a.first, 10);
    QCOMPARE(a.last, 49);
    QVERIFY(!noReplay.pngFrames());
    AnimationDialog onlyReplay(0, 0, true);
    QCOMPARE(onlyReplay.animation().kind, AnimationKind::Replay);
    QCOMPARE(onlyReplay.animation().frames, kDefaultReplayFrames);
  }

  void textSizeScalesEveryFont() {
    const double base = QApplication::font().pointSizeF();
    auto* title = m_window->findChild<QPushButton*>(QStringLiteral("play"));
    const double playBefore = title->font().pointSizeF();
    setTextScale(*qApp, 1.5);
    QCOMPARE(QApplication::font().pointSizeF(), base * 1.5);
    QVERIFY(title->font().pointSizeF() > playBefore * 1.3);
    setTextScale(*qApp, 1.0);
    QCOMPARE(QApplication::font().pointSizeF(), base);
  }

  void settingsSurviveARestart() {
    m_window.reset();
    QTemporaryDir dir;
    const QString ini = dir.filePath(QStringLiteral("convscope.ini"));
    {
      WindowSession first(*qApp, QStringLiteral("en"), std::make_unique<SettingsStore>(ini));
      first.open();
      MainWindow* w = first.window();
      QTRY_VERIFY_WITH_TIMEOUT(w->isSettled(), kWaitMs);
      WorkbenchChoice s = w->model()->choice();
      s.input.source = QStringLiteral("gradient:64");
      s.kernel = *presetKernel("sharpen");
      s.params.padding = Padding::Replicate;
      s.params.stride = 2;
      s.block = {8, 4};
      w->model()->apply(s);
      QTRY_VERIFY_WITH_TIMEOUT(w->isSettled() && w->model()->input()->width == 64, kWaitMs);
      w->model()->player()->seek(99);
      w->model()->player()->setSpeed(40);
      w->model()->viewSync()->set(3, w->model()->viewSync()->centre());
      testing::part<SideDrawer>(*w)->setPinned(false);  // the settings column hidden where wide
      first.save();
    }
    WindowSession second(*qApp, QString(), std::make_unique<SettingsStore>(ini));
    second.open();
    MainWindow* w = second.window();
    QTRY_VERIFY_WITH_TIMEOUT(
        w->isSettled() && w->model()->input() && w->model()->input()->width == 64, kWaitMs);
    QCOMPARE(w->model()->inputRequest().source, QStringLiteral("gradient:64"));
    QCOMPARE(formatKernel(w->model()->kernel()), formatKernel(*presetKernel("sharpen")));
    QCOMPARE(w->model()->params().padding, Padding::Replicate);
    QCOMPARE(w->model()->params().stride, 2);
    QCOMPARE(w->model()->block().x, 8);
    QCOMPARE(w->model()->block().y, 4);
    QTRY_COMPARE_WITH_TIMEOUT(w->model()->player()->position(), 99LL, kWaitMs);
    QCOMPARE(w->model()->player()->speed(), 40.0);
    QCOMPARE(w->model()->viewSync()->zoom(), 3.0);
    QVERIFY(!testing::part<SideDrawer>(*w)->isPinned());
  }

  // The session writes what changes while the window runs (a killed window loses at most the
  // last half second), and remembers what is chosen in the window, not what the command line
  // gave for one run (--lang zh_CN --lesson 4 here).
  void sessionSavesChoicesAsTheyChange() {
    static_assert(WindowSession::kSaveIntervalMs <= 1000);
    m_window.reset();
    QTemporaryDir dir;
    const QString ini = dir.filePath(QStringLiteral("convscope.ini"));
    const auto onDisk = [&] {
      QFile f(ini);
      return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    };
    WindowSession session(*qApp, QStringLiteral("zh_CN"), std::make_unique<SettingsStore>(ini));
    session.open(4);
    MainWindow* w = session.window();
    QCOMPARE(w->lessonMode()->chapterNumber(), 4);
    QTRY_VERIFY_WITH_TIMEOUT(w->lessonMode()->isSettled(), kWaitMs);
    WorkbenchChoice s = w->model()->choice();
    s.kernel = *presetKernel("emboss");
    w->model()->apply(s);
    // Written without save() or a quit.
    QTRY_VERIFY_WITH_TIMEOUT(onDisk().contains(QStringLiteral("kernelName=emboss")), kWaitMs);
    QVERIFY2(!onDisk().contains(QStringLiteral("language=zh_CN")), qPrintable(onDisk()));
    QVERIFY2(!onDisk().contains(QStringLiteral("chapter=")), qPrintable(onDisk()));
    // Chosen in the window: remembered.
    w->lessonMode()->next();
    QTRY_VERIFY_WITH_TIMEOUT(onDisk().contains(QStringLiteral("chapter=5")), kWaitMs);
    emit w->menus()->languageRequested(QStringLiteral("en"));
    QTRY_VERIFY_WITH_TIMEOUT(onDisk().contains(QStringLiteral("language=en")), kWaitMs);
    // The rebuilt window opens the remembered chapter when L is pressed.
    session.window()->lessonMode()->enter();
    QCOMPARE(session.window()->lessonMode()->chapterNumber(), 5);
  }

 private:
  std::unique_ptr<MainWindow> m_window;
};

CONVSCOPE_GUI_TEST_MAIN(ClassroomTest)
#include "test_classroom.moc"
