// The desktop's conventions: the documented keys work from the first start without a click, a
// closed combo box or a spin box nobody chose leaves Space, arrows, Home/End and letters to the
// window, full screen on F11 and the platform's own key, Copy in Edit on Ctrl+C, one mnemonic
// per letter in a menu, the language in use checked, F1 the glossary, `convscope FILE` shown,
// file dialogs in the last folder used (else Pictures), and units that never wrap.
#include <QAbstractItemView>
#include <QAction>
#include <QActionGroup>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QScreen>
#include <QSet>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <memory>

#include "gui/gui_entry.h"
#include "gui/panels/input_panel.h"
#include "gui/panels/kernel_editor.h"
#include "gui/widgets/dialog_folder.h"
#include "gui/widgets/number_format.h"
#include "gui/window_menus.h"
#include "gui/window_session.h"
#include "gui_test.h"
#include "model/settings_store.h"
#include "model/step_player.h"
#include "model/workbench_model.h"

using namespace convscope;
using namespace convscope::gui;
using namespace convscope::model;

namespace {

QMenu* menuNamed(MainWindow& w, const QString& plainTitle) {
  for (QAction* a : w.menuBar()->actions())
    if (a->menu() && a->text().remove(QLatin1Char('&')) == plainTitle) return a->menu();
  return nullptr;
}

// The letter after the '&' of a menu entry's text, lower case; none for an entry without one.
QChar mnemonic(const QString& text) {
  const qsizetype at = text.indexOf(QLatin1Char('&'));
  return at >= 0 && at + 1 < text.size() ? text.at(at + 1).toLower() : QChar();
}

}  // namespace

class DesktopTest : public QObject {
  Q_OBJECT
 private slots:
  void init() {
    m_window = std::make_unique<MainWindow>();
    CONVSCOPE_SHOW_SETTLED(*m_window);
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
  }
  void cleanup() { m_window.reset(); }

  // Keys typed at the first start, sent where the keyboard sends them: to the focus widget.
  void keysWorkAtFirstStartWithoutAClick() {
    QWidget* focus = QApplication::focusWidget();
    QVERIFY(focus);
    QVERIFY2(qobject_cast<ChannelView*>(focus), focus->metaObject()->className());
    StepPlayer* player = m_window->model()->player();
    QTest::keyClick(focus, Qt::Key_Space);
    QVERIFY(player->playing());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Space);
    QVERIFY(!player->playing());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_End);
    QCOMPARE(player->position(), player->count() - 1);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Home);
    QCOMPARE(player->position(), 0LL);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
    QCOMPARE(player->position(), 1LL);
  }

  void aComboBoxOnlyTakesKeysWhileInUse() {
    auto* combo = testing::part<InputPanel>(*m_window)->findChild<QComboBox*>();
    QVERIFY(combo);
    const int index = combo->currentIndex();
    StepPlayer* player = m_window->model()->player();
    // Focus the program put there: End and G are the window's, Space plays.
    combo->setFocus(Qt::OtherFocusReason);
    QTest::keyClick(combo, Qt::Key_End);
    QCOMPARE(combo->currentIndex(), index);
    QCOMPARE(player->position(), player->count() - 1);
    QTest::keyClick(combo, Qt::Key_Space);
    QVERIFY(player->playing());
    QVERIFY(!combo->view()->isVisible());
    QTest::keyClick(combo, Qt::Key_Space);
    QVERIFY(!player->playing());
    // Chosen with Tab, a closed combo still leaves Space and letters to the window.
    m_window->cpuInputView()->setFocus(Qt::OtherFocusReason);
    combo->setFocus(Qt::TabFocusReason);
    QTest::keyClick(combo, Qt::Key_Home);
    QCOMPARE(player->position(), 0LL);
    QCOMPARE(combo->currentIndex(), index);
  }

  void aSpinBoxOnlyTakesKeysWhileEdited() {
    // One on screen: the tabs behind the workbench (Train) have spin boxes of their own.
    QSpinBox* spin = nullptr;
    for (QSpinBox* candidate : m_window->findChildren<QSpinBox*>())
      if (!spin && candidate->isVisible()) spin = candidate;
    QVERIFY(spin);
    StepPlayer* player = m_window->model()->player();
    player->toStart();
    spin->setFocus(Qt::OtherFocusReason);
    QTest::keyClick(spin, Qt::Key_Right);
    QCOMPARE(player->position(), 1LL);
    // Clicked into, it is being edited: → moves its cursor, the step stays. (Focus leaves it
    // first: a widget that has focus already gets no new FocusIn.)
    m_window->cpuInputView()->setFocus(Qt::OtherFocusReason);
    spin->setFocus(Qt::MouseFocusReason);
    QVERIFY(spin->hasFocus());
    QTest::keyClick(spin, Qt::Key_Right);
    QCOMPARE(player->position(), 1LL);
  }

  void fullScreenHasF11AndThePlatformsKey() {
    auto* full = m_window->findChild<QAction*>(QStringLiteral("fullScreenAction"));
    QVERIFY(full);
    const QList<QKeySequence> keys = full->shortcuts();
    QVERIFY(!keys.isEmpty());
    QCOMPARE(keys.first(), QKeySequence(Qt::Key_F11));
    for (const QKeySequence& own : QKeySequence::keyBindings(QKeySequence::FullScreen))
      QVERIFY2(keys.contains(own), qPrintable(own.toString()));
    QCOMPARE(full->shortcutContext(), Qt::ApplicationShortcut);
  }

  void menusFollowTheDesktopsConventions() {
    // One letter per entry in every menu, so Alt+letter is never ambiguous.
    for (QAction* top : m_window->menuBar()->actions()) {
      if (!top->menu()) continue;
      QSet<QChar> used;
      for (QAction* a : top->menu()->actions()) {
        const QChar m = mnemonic(a->text());
        if (m.isNull() || a->isSeparator()) continue;
        QVERIFY2(!used.contains(m), qPrintable(top->text() + QStringLiteral(": &") + m +
                                               QStringLiteral(" twice (") + a->text() + ')'));
        used << m;
      }
    }
    QMenu* edit = menuNamed(*m_window, QStringLiteral("Edit"));
    QVERIFY(edit);
    auto* copy = m_window->findChild<QAction*>(QStringLiteral("copyViewAction"));
    QVERIFY(copy);
    QVERIFY(edit->actions().contains(copy));
    QCOMPARE(copy->shortcut(), QKeySequence(QKeySequence::Copy));
    // Ctrl+C on a focused view puts that view on the clipboard.
    QApplication::clipboard()->clear();
    ChannelView* view = m_window->cpuOutputView();
    view->setFocus(Qt::MouseFocusReason);
    QTest::keyClick(view, Qt::Key_C, Qt::ControlModifier);
    QTRY_VERIFY(!QApplication::clipboard()->image().isNull());
    QVERIFY(QApplication::clipboard()->image().width() < m_window->width() * 2);
    // F1 is the help: the glossary.
    auto* glossary = m_window->findChild<QAction*>(QStringLiteral("glossaryAction"));
    QVERIFY(glossary && glossary->shortcuts().contains(QKeySequence(QKeySequence::HelpContents)));
  }

  // The session checks the language it speaks, and shows the file it was given.
  // A saved geometry far off this screen and larger than it (a hand-edited file, another
  // monitor) opens on the screen at a size it can show.
  void aSavedGeometryOffTheScreenIsClampedToIt() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString ini = dir.filePath(QStringLiteral("geometry.ini"));
    {
      QWidget far;
      far.setGeometry(QRect(-50000, -50000, 30000, 30000));
      SettingsStore store(ini);
      store.setGeometry(far.saveGeometry());
    }
    WindowSession session(*qApp, QStringLiteral("en"), std::make_unique<SettingsStore>(ini));
    session.open(0, QString());
    MainWindow* w = session.window();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    const QRect screen = w->screen()->availableGeometry();
    QVERIFY2(w->width() <= screen.width() && w->height() <= screen.height(),
             qPrintable(QStringLiteral("%1×%2 on a %3×%4 screen")
                            .arg(w->width())
                            .arg(w->height())
                            .arg(screen.width())
                            .arg(screen.height())));
    QVERIFY2(screen.intersects(w->frameGeometry()),
             qPrintable(QStringLiteral("at %1,%2").arg(w->x()).arg(w->y())));
    QVERIFY(w->x() >= screen.left() - 1 && w->y() >= screen.top() - 1);
  }

  void sessionChecksItsLanguageAndOpensTheFile() {
    m_window.reset();
    QTemporaryDir dir;
    const QString photo = dir.filePath(QStringLiteral("photo.png"));
    QImage image(48, 40, QImage::Format_Grayscale8);
    image.fill(128);
    QVERIFY(image.save(photo));
    WindowSession session(*qApp, QStringLiteral("en"),
                          std::make_unique<SettingsStore>(dir.filePath(QStringLiteral("c.ini"))));
    session.open(0, photo);
    MainWindow* w = session.window();
    QTRY_VERIFY_WITH_TIMEOUT(
        w->isSettled() && w->model()->input() && w->model()->input()->width == 48,
        testing::kSettleMs);
    QCOMPARE(w->model()->inputRequest().source, QFileInfo(photo).absoluteFilePath());
    auto* menu = w->findChild<QMenu*>(QStringLiteral("languageMenu"));
    QVERIFY(menu);
    int checked = 0;
    for (QAction* a : menu->actions()) {
      QVERIFY(a->isCheckable());
      if (a->isChecked()) {
        ++checked;
        QCOMPARE(a->data().toString(), QStringLiteral("en"));
      }
    }
    QCOMPARE(checked, 1);
    QVERIFY(menu->actions().first()->actionGroup()->isExclusive());
  }

  void theFileIsReadFromTheArguments() {
    QTemporaryDir dir;
    const QString photo = dir.filePath(QStringLiteral("p.png"));
    QFile(photo).open(QIODevice::WriteOnly);
    QByteArray a0("convscope"), a1("--lang"), a2("zh_CN"), a3(photo.toLocal8Bit()), a4("--lesson"),
        a5("3");
    char* argv[] = {a0.data(), a1.data(), a2.data(), a3.data()};
    QCOMPARE(fileFromArguments(4, argv), photo);
    char* none[] = {a0.data(), a4.data(), a5.data()};
    QVERIFY(fileFromArguments(3, none).isEmpty());
  }

  void dialogsStartInTheLastFolderElsePictures() {
    const QString pictures = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    const QString start = dialogStartFolder();
    QVERIFY2(start == pictures || start == QDir::homePath(), qPrintable(start));
    QTemporaryDir dir;
    rememberDialogFolder(dir.filePath(QStringLiteral("some.png")));
    QCOMPARE(dialogStartFolder(), QDir(dir.path()).absolutePath());
    QCOMPARE(dialogStartPath(QStringLiteral("f.png")), QDir(dir.path()).filePath("f.png"));
  }

  // "5 µs" with one no-break space: never "5  µs", never wrapped before the unit.
  void unitsNeverWrap() {
    for (double ms : {0.005, 3.5, 420.0, 2500.0}) {
      const QString text = formatDuration(ms);
      QVERIFY2(text.contains(QChar(0x00a0)), qPrintable(text));
      QVERIFY2(!text.contains(QLatin1Char(' ')), qPrintable(text));
    }
  }

 private:
  std::unique_ptr<MainWindow> m_window;
};

CONVSCOPE_GUI_TEST_MAIN(DesktopTest)
#include "test_desktop.moc"
