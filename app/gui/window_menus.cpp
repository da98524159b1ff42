#include "gui/window_menus.h"

#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QStatusBar>

#include "gui/about_dialog.h"
#include "gui/gl/channel_view.h"
#include "gui/lessons/glossary_dialog.h"
#include "gui/render/animation_dialog.h"
#include "gui/render/window_figure.h"
#include "gui/widgets/dialog_folder.h"
#include "gui/widgets/theme.h"
#include "model/edit_history.h"
#include "model/replay_controller.h"
#include "model/settings_store.h"
#include "model/step_player.h"
#include "model/workbench_model.h"

namespace convscope::gui {

using model::LoadedInput;
using model::SettingsStore;
using model::WorkbenchSnapshot;

namespace {

constexpr double kTextStep = 1.15;  // one Ctrl+= or Ctrl+−
constexpr int kStatusMs = 6000;

}  // namespace

WindowMenus::WindowMenus(MenuWindow& window)
    : QObject(&window.mainWindow()), m_window(&window), m_main(&window.mainWindow()) {
  buildFile();
  buildEdit();
  buildView();
  buildHelp();
  // A file that loaded joins the recent files.
  window.model()->watch(
      this, [this](const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) {
        if (!now.load || now.load == before.load) return;
        const LoadedInput& loaded = *now.load;
        if (!m_settings || !loaded.channel || !QFileInfo(loaded.request.source).isFile()) return;
        m_settings->addRecentFile(QFileInfo(loaded.request.source).absoluteFilePath());
        fillRecentFiles();
      });
}

void WindowMenus::setSettings(SettingsStore* settings) {
  m_settings = settings;
  m_recent->menuAction()->setVisible(settings != nullptr);
  m_reset->setVisible(settings != nullptr);
  m_language->setVisible(settings != nullptr);
  // The last run's most recent file gives the folder the dialogs open in.
  if (settings && !settings->recentFiles().isEmpty())
    rememberDialogFolder(settings->recentFiles().first());
  fillRecentFiles();
}

void WindowMenus::buildFile() {
  QMenu* file = m_main->menuBar()->addMenu(tr("&File"));
  QAction* open =
      file->addAction(tr("&Open image…"), this, [this] { m_window->openImageDialog(); });
  open->setShortcut(QKeySequence::Open);
  m_recent = file->addMenu(tr("Open &recent"));
  m_recent->menuAction()->setVisible(false);
  file->addSeparator();
  QMenu* exportWindow = file->addMenu(tr("&Export the window as PNG"));
  for (int ratio : {1, 2, 3}) {
    QAction* a = exportWindow->addAction(tr("at %1× (%2 × %3 px)…")
                                             .arg(ratio)
                                             .arg(m_main->width() * ratio)
                                             .arg(m_main->height() * ratio),
                                         this, [this, ratio] { askAndExport(-1, ratio); });
    if (ratio == 2) a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
  }
  // The pixel counts follow the window's size at the moment the menu opens.
  connect(exportWindow, &QMenu::aboutToShow, this, [this, exportWindow] {
    const QList<QAction*> actions = exportWindow->actions();
    for (int i = 0; i < actions.size(); ++i)
      actions[i]->setText(tr("at %1× (%2 × %3 px)…")
                              .arg(i + 1)
                              .arg(m_main->width() * (i + 1))
                              .arg(m_main->height() * (i + 1)));
  });
  QMenu* exportView = file->addMenu(tr("Export one &view as PNG (2×)"));
  const QStringList views = {tr("CPU input"), tr("CPU output"), tr("GPU input"), tr("GPU output")};
  for (int i = 0; i < views.size(); ++i)
    exportView->addAction(views[i] + QStringLiteral("…"), this, [this, i] { askAndExport(i, 2); });
  QAction* animation = file->addAction(tr("Export &animation (GIF or PNG frames)…"), this,
                                       &WindowMenus::askAndExportAnimation);
  animation->setObjectName(QStringLiteral("exportAnimationAction"));
  file->addSeparator();
  // Slides for a class, and the teacher's copy with the answers under the questions.
  QAction* lessons =
      file->addAction(tr("Save &lessons as PDF…"), this, [this] { askAndSaveLessons(false); });
  lessons->setObjectName(QStringLiteral("saveLessonsAction"));
  QAction* answers = file->addAction(tr("Save lessons with the ans&wers as PDF…"), this,
                                     [this] { askAndSaveLessons(true); });
  answers->setObjectName(QStringLiteral("saveLessonsWithAnswersAction"));
  file->addSeparator();
  QAction* quit = file->addAction(tr("&Quit"), m_main, &QWidget::close);
  quit->setShortcut(QKeySequence::Quit);
}

void WindowMenus::buildEdit() {
  QMenu* edit = m_main->menuBar()->addMenu(tr("&Edit"));
  QAction* undo =
      m_window->model()->history()->stack()->createUndoAction(this, tr("&Undo kernel edit"));
  undo->setShortcut(QKeySequence::Undo);
  QAction* redo =
      m_window->model()->history()->stack()->createRedoAction(this, tr("&Redo kernel edit"));
  redo->setShortcuts({QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::Key_Y)});
  edit->addAction(undo);
  edit->addAction(redo);
  edit->addSeparator();
  // Ctrl+C copies the view that has focus; a focused text field keeps Ctrl+C for its text (it
  // claims the standard key first).
  QAction* copy = edit->addAction(tr("&Copy the view"), this, &WindowMenus::copyFocusedView);
  copy->setShortcut(QKeySequence::Copy);
  copy->setObjectName(QStringLiteral("copyViewAction"));
  QAction* copyWindow =
      edit->addAction(tr("Copy the &window to the clipboard"), this, &WindowMenus::copyToClipboard);
  copyWindow->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
  edit->addSeparator();
  m_reset = edit->addAction(tr("Reset all settings to defaults…"), this, [this] {
    const auto answer = QMessageBox::question(
        m_main, tr("Reset settings"),
        tr("Forget the remembered image, kernel, speed, text size, window size and recent "
           "files, and start again with the defaults?"));
    if (answer == QMessageBox::Yes) emit resetRequested();
  });
  m_reset->setVisible(false);
}

void WindowMenus::buildView() {
  QMenu* view = m_main->menuBar()->addMenu(tr("&View"));
  // F9: the settings column, or its drawer where the window is narrow.
  view->addAction(m_window->settingsToggle());
  view->addSeparator();
  QAction* larger =
      view->addAction(tr("&Larger text"), this, [this] { changeTextScale(kTextStep); });
  larger->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
  QAction* smaller =
      view->addAction(tr("&Smaller text"), this, [this] { changeTextScale(1 / kTextStep); });
  smaller->setShortcut(QKeySequence::ZoomOut);
  QAction* normal = view->addAction(tr("&Normal text size"), this, [this] { changeTextScale(0); });
  normal->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
  view->addSeparator();
  QAction* full = view->addAction(tr("&Full screen"), this, [this] {
    m_main->setWindowState(m_main->windowState() ^ Qt::WindowFullScreen);
  });
  full->setShortcuts(fullScreenKeys());
  full->setShortcutContext(Qt::ApplicationShortcut);
  full->setObjectName(QStringLiteral("fullScreenAction"));
  view->addSeparator();
  // Each language names itself, so a person who reads only one of them finds it.
  // "&Larger text" has L: the menu's mnemonic is the G.
  QMenu* language = view->addMenu(tr("Lan&guage") + QStringLiteral(" / 语言"));
  language->setObjectName(QStringLiteral("languageMenu"));
  m_languages = new QActionGroup(this);
  m_languages->setExclusive(true);
  const QList<std::pair<QString, QString>> languages = {
      {QStringLiteral("en"), QStringLiteral("English")},
      {QStringLiteral("zh_CN"), QStringLiteral("简体中文")}};
  for (const auto& entry : languages) {
    // A copy, not a structured binding: clang before 16 cannot capture those in a lambda.
    const QString code = entry.first;
    QAction* a =
        language->addAction(entry.second, this, [this, code] { emit languageRequested(code); });
    a->setCheckable(true);
    a->setData(code);
    m_languages->addAction(a);
  }
  m_language = language->menuAction();
  m_language->setVisible(false);
}

void WindowMenus::buildHelp() {
  QMenu* help = m_main->menuBar()->addMenu(tr("&Help"));
  // F1 is help: every word the window uses, explained, in the window's language.
  QAction* glossary = help->addAction(tr("&Glossary…"), this, [this] {
    auto* dialog = m_main->findChild<lessons::GlossaryDialog*>();
    if (!dialog) dialog = new lessons::GlossaryDialog(m_main);
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
  });
  glossary->setShortcuts({QKeySequence::HelpContents, QKeySequence(Qt::SHIFT | Qt::Key_F1)});
  glossary->setObjectName(QStringLiteral("glossaryAction"));
  help->addSeparator();
  QAction* about =
      help->addAction(tr("&About ConvScope…"), this, [this] { showAboutDialog(m_main); });
  about->setMenuRole(QAction::AboutRole);
  about->setObjectName(QStringLiteral("aboutAction"));
}

void WindowMenus::setCurrentLanguage(const QString& language) {
  for (QAction* a : m_languages->actions()) a->setChecked(a->data().toString() == language);
}

QList<QKeySequence> fullScreenKeys() {
  // F11 on every desktop; the platform's own key (Ctrl+F11 on GNOME, Ctrl+Meta+F on macOS) too.
  QList<QKeySequence> keys = {QKeySequence(Qt::Key_F11)};
  for (const QKeySequence& own : QKeySequence::keyBindings(QKeySequence::FullScreen))
    if (!keys.contains(own)) keys << own;
  return keys;
}

void WindowMenus::fillRecentFiles() {
  m_recent->clear();
  const QStringList files = m_settings ? m_settings->recentFiles() : QStringList();
  for (const QString& path : files) {
    QAction* a = m_recent->addAction(QFileInfo(path).fileName(), this,
                                     [this, path] { m_window->openImage(path); });
    a->setToolTip(path);
  }
  m_recent->setEnabled(!files.isEmpty());
}

QString WindowMenus::exportFigure(const QString& path, int viewIndex, double pixelRatio) {
  // A figure shows the views: an open drawer would lie over them (and the views' frames, drawn
  // into the figure last, over it).
  m_window->closeSettingsDrawer();
  m_window->finishPendingLayout();
  const QList<ChannelView*> views = {m_window->cpuInputView(), m_window->cpuOutputView(),
                                     m_window->gpuInputView(), m_window->gpuOutputView()};
  const QImage figure = viewIndex < 0 ? windowFigure(*m_main, views, pixelRatio)
                                      : viewFigure(*views.at(viewIndex), pixelRatio);
  if (figure.isNull()) return tr("The figure could not be drawn (too large for memory?)");
  if (!figure.save(path, "PNG")) return tr("Could not write %1").arg(path);
  return QString();
}

void WindowMenus::askAndExport(int viewIndex, double pixelRatio) {
  QString path = QFileDialog::getSaveFileName(
      m_main, tr("Export as PNG"), dialogStartPath(QStringLiteral("convscope-figure.png")),
      tr("PNG images (*.png)"));
  if (path.isEmpty()) return;
  rememberDialogFolder(path);
  if (!path.endsWith(QLatin1String(".png"), Qt::CaseInsensitive)) path += QStringLiteral(".png");
  const QString error = exportFigure(path, viewIndex, pixelRatio);
  m_main->statusBar()->showMessage(error.isEmpty() ? tr("Saved %1").arg(path) : error, kStatusMs);
}

Result<QString> WindowMenus::exportAnimation(const Animation& animation,
                                             const AnimationProgress& progress) {
  // The animation is of the workbench, whichever page is in front, without the drawer over it
  // (as a figure).
  m_window->closeSettingsDrawer();
  m_window->showSpeedTab(false);
  m_window->finishPendingLayout();
  constexpr int kSettleMs = 60000;
  // Cancel is on screen already: it ends the wait too (total 0: only whether to go on).
  const auto goOn = [&progress] { return !progress || progress(0, 0); };
  const bool settled = waitUntil([&] { return m_window->isSettled() || !goOn(); }, kSettleMs);
  if (!goOn())
    return Status::error(StatusCode::Cancelled, tr("The animation was cancelled").toStdString());
  if (!settled)
    return Status::error(StatusCode::DeviceError,
                         tr("The window is still busy; try again in a moment").toStdString());
  return writeAnimation(*m_window,
                        {m_window->cpuInputView(), m_window->cpuOutputView(),
                         m_window->gpuInputView(), m_window->gpuOutputView()},
                        animation, progress);
}

void WindowMenus::askAndExportAnimation() {
  AnimationDialog dialog(m_window->model()->player()->count(),
                         m_window->model()->player()->position(),
                         m_window->model()->replay()->hasSchedule(), m_main);
  if (dialog.exec() != QDialog::Accepted) return;
  Animation animation = dialog.animation();
  const QString name = animation.kind == AnimationKind::Replay ? QStringLiteral("convscope-replay")
                                                               : QStringLiteral("convscope-steps");
  if (dialog.pngFrames()) {
    const QString folder = QFileDialog::getExistingDirectory(
        m_main, tr("Folder for the PNG frames (frame-0001.png …)"), dialogStartFolder());
    if (folder.isEmpty()) return;
    rememberDialogFolder(folder);
    animation.out = folder + QLatin1Char('/');
  } else {
    animation.out = QFileDialog::getSaveFileName(m_main, tr("Export animation as GIF"),
                                                 dialogStartPath(name + QStringLiteral(".gif")),
                                                 tr("GIF animations (*.gif)"));
    if (animation.out.isEmpty()) return;
    rememberDialogFolder(animation.out);
    if (!animation.out.endsWith(QLatin1String(".gif"), Qt::CaseInsensitive))
      animation.out += QStringLiteral(".gif");
  }
  // Window-modal: the window stays still while its frames are drawn, and Cancel stops them.
  QProgressDialog progress(tr("Drawing the animation…"), tr("Cancel"), 0, 1, m_main);
  progress.setWindowModality(Qt::WindowModal);
  progress.setMinimumDuration(0);
  const auto wrote = exportAnimation(animation, [&progress](long long done, long long total) {
    if (total == 0) return !progress.wasCanceled();  // a wait before the frames: ask only
    progress.setMaximum(static_cast<int>(total));
    progress.setValue(static_cast<int>(done));
    return !progress.wasCanceled();
  });
  progress.reset();
  m_main->statusBar()->showMessage(wrote ? *wrote : QString::fromStdString(wrote.status().message),
                                   kStatusMs);
}

Result<QString> WindowMenus::saveLessons(const DeckRequest& request, const DeckProgress& progress) {
  return writeLessonDeck(*m_window, request, progress);
}

void WindowMenus::askAndSaveLessons(bool reveal) {
  QString path = QFileDialog::getSaveFileName(
      m_main, reveal ? tr("Save lessons with the answers as PDF") : tr("Save lessons as PDF"),
      dialogStartPath(reveal ? QStringLiteral("convscope-lessons-answers.pdf")
                             : QStringLiteral("convscope-lessons.pdf")),
      tr("PDF documents (*.pdf)"));
  if (path.isEmpty()) return;
  rememberDialogFolder(path);
  if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive)) path += QStringLiteral(".pdf");
  // Window-modal: the window goes through the chapters on its own, and Cancel stops it.
  QProgressDialog progress(tr("Drawing the lessons, a page a chapter…"), tr("Cancel"), 0, 1,
                           m_main);
  progress.setWindowModality(Qt::WindowModal);
  progress.setMinimumDuration(0);
  DeckRequest request;
  request.out = path;
  request.reveal = reveal;
  const auto wrote = saveLessons(request, [&progress](int done, int total) {
    if (total == 0) return !progress.wasCanceled();  // a chapter setting up: ask only
    progress.setMaximum(total);
    progress.setValue(done);
    return !progress.wasCanceled();
  });
  progress.reset();
  if (wrote) {
    m_main->statusBar()->showMessage(*wrote, kStatusMs);
    // The lessons hide the status bar: there the message comes as a box.
    if (!m_main->statusBar()->isVisible())
      QMessageBox::information(m_main, tr("Save lessons as PDF"), *wrote);
  } else if (wrote.status().code == StatusCode::Cancelled) {
    m_main->statusBar()->showMessage(QString::fromStdString(wrote.status().message), kStatusMs);
  } else {
    QMessageBox::warning(m_main, tr("Save lessons as PDF"),
                         tr("The lessons could not be saved: %1")
                             .arg(QString::fromStdString(wrote.status().message)));
  }
}

void WindowMenus::copyFocusedView() {
  const QList<ChannelView*> views = {m_window->cpuInputView(), m_window->cpuOutputView(),
                                     m_window->gpuInputView(), m_window->gpuOutputView()};
  auto* view = qobject_cast<ChannelView*>(QApplication::focusWidget());
  if (!view || !views.contains(view)) {
    copyToClipboard();  // no view has focus: the whole window, as Ctrl+Shift+C
    return;
  }
  const QImage figure = viewFigure(*view, 2);
  QApplication::clipboard()->setImage(figure);
  m_main->statusBar()->showMessage(tr("The view is on the clipboard"), kStatusMs);
}

void WindowMenus::copyToClipboard() {
  m_window->closeSettingsDrawer();  // as for a figure
  m_window->finishPendingLayout();
  const QImage figure =
      windowFigure(*m_main, {m_window->cpuInputView(), m_window->cpuOutputView(),
                             m_window->gpuInputView(), m_window->gpuOutputView()});
  QApplication::clipboard()->setImage(figure);
  m_main->statusBar()->showMessage(tr("The window is on the clipboard"), kStatusMs);
}

void WindowMenus::changeTextScale(double factor) {
  setTextScale(*qApp, factor == 0 ? 1.0 : textScale() * factor);
  if (m_settings) m_settings->setTextScale(textScale());
  m_main->statusBar()->showMessage(tr("Text size %1 %").arg(std::lround(textScale() * 100)),
                                   kStatusMs);
}

}  // namespace convscope::gui
