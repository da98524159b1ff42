// The window's menus and their keys: File (open, recent files, export figures and animations,
// save the lessons as a PDF deck), Edit (undo and redo of kernel edits, copy a view or the window,
// reset settings), View (text size, full screen, language) and Help (F1 the glossary, About).
// Built by MainWindow; recent files and "reset" appear once the interactive window hands over its
// settings (render and the tests have none).
#pragma once

#include <QKeySequence>
#include <QList>
#include <QObject>

#include "gui/layout/window_layout.h"
#include "gui/lesson_deck.h"
#include "gui/render/render_animation.h"

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;

namespace convscope::lessons {
class LessonMode;
}

namespace convscope::model {
class SettingsStore;
}  // namespace convscope::model

namespace convscope::gui {

using model::SettingsStore;

// What the menus ask of the window they sit on, beyond what a lesson may (WindowLayout): its
// menu and status bars, its pages, opening an image, the settings drawer. MainWindow is the one
// implementation; the menus include none of its parts, so the window builds on them and not
// the other way round.
class MenuWindow : public WindowLayout {
 public:
  virtual QMainWindow& mainWindow() = 0;
  virtual void showSpeedTab(bool speed) = 0;
  virtual void openImage(const QString& path) = 0;
  virtual void openImageDialog() = 0;
  virtual QAction* settingsToggle() const = 0;  // View → Settings (F9)
  virtual void closeSettingsDrawer() = 0;
  // The lessons, which File → Save lessons as PDF goes through; the page in front (workbench,
  // Speed, Layer, Memory, Train), to bring it back afterwards.
  virtual lessons::LessonMode* lessonMode() const = 0;
  virtual int pageShown() const = 0;
  virtual void showPage(int page) = 0;

 protected:
  ~MenuWindow() = default;
};

class WindowMenus : public QObject {
  Q_OBJECT
 public:
  explicit WindowMenus(MenuWindow& window);

  void setSettings(SettingsStore* settings);
  // Checks the language in use ("en", "zh_CN") in View → Language.
  void setCurrentLanguage(const QString& language);

  // Saves the window (or one view) as PNG with that many pixels per point; "" when it worked,
  // else what went wrong, in words for the status bar.
  QString exportFigure(const QString& path, int viewIndex, double pixelRatio);
  // Writes an animation of the workbench (animation.out: a .gif file, or a folder ending in
  // '/'), as `render --steps` or `--replay A..B` does; what it wrote, or why not.
  Result<QString> exportAnimation(const Animation& animation,
                                  const AnimationProgress& progress = {});
  // Writes the lessons as a PDF, a page a chapter (gui/lesson_deck.h), as `render --deck` does,
  // and shows the window as it was; what it wrote, or why not. (done, total) after each page.
  Result<QString> saveLessons(const DeckRequest& request, const DeckProgress& progress = {});

 signals:
  // "Reset to defaults": the interactive window forgets its settings and starts over.
  void resetRequested();
  // View → Language: the interactive window is rebuilt in that language ("en", "zh_CN").
  void languageRequested(const QString& language);

 private:
  void buildFile();
  void buildEdit();
  void buildView();
  void buildHelp();
  void fillRecentFiles();
  void askAndExport(int viewIndex, double pixelRatio);
  void askAndExportAnimation();
  void askAndSaveLessons(bool reveal);
  void copyToClipboard();
  void copyFocusedView();
  void changeTextScale(double factor);  // 0 goes back to the base size

  MenuWindow* m_window;
  QMainWindow* m_main;  // the same window, as Qt's main window
  SettingsStore* m_settings = nullptr;
  QMenu* m_recent = nullptr;
  QAction* m_reset = nullptr;
  QAction* m_language = nullptr;  // only the interactive window can be rebuilt in another
  QActionGroup* m_languages = nullptr;
};

// Full screen's keys: F11 first, then the platform's QKeySequence::FullScreen where it differs.
QList<QKeySequence> fullScreenKeys();

}  // namespace convscope::gui
