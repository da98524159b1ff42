// The interactive window and its memory: builds the window, restores what the last run left
// (image, kernel, parameters, block, step, speed, zoom, geometry, text size, language, the
// settings column shown or hidden, the lesson chapter), saves it as it changes (every half
// second what differs, so a killed window loses at most that), rebuilds the window in another
// language while it runs, and starts over from the defaults on "Reset". Only what is chosen in
// the window is remembered: a --lang or --lesson on the command line holds for that run alone.
// `render` and the tests build a MainWindow without one, so they never read or write settings.
#pragma once

#include <QObject>
#include <QString>
#include <QTimer>
#include <memory>

#include "model/settings_store.h"

class QApplication;

namespace convscope::gui {

using model::SettingsStore;

class MainWindow;

class WindowSession : public QObject {
  Q_OBJECT
 public:
  // How often what changed is written: a killed window loses less than this.
  static constexpr int kSaveIntervalMs = 500;

  // `language`: the one installed (installTranslations' answer). It is remembered only once it
  // is chosen in the window; until then the remembered one stays as it was.
  WindowSession(QApplication& app, QString language, std::unique_ptr<SettingsStore> settings);
  ~WindowSession() override;

  // Shows the window; `lesson` > 0 opens that chapter for this run without remembering it;
  // `file` (`convscope photo.jpg`, a file manager's "Open with") is the image it shows.
  void open(int lesson = 0, const QString& file = QString());
  void save();
  MainWindow* window() const { return m_window.get(); }

 private:
  void build();
  // Shows the window just built and from then on remembers the chapters it shows.
  void present(bool fullScreen, int lesson = 0);
  void switchLanguage(const QString& language);
  void resetToDefaults();

  QApplication& m_app;
  QString m_language;            // in use
  QString m_rememberedLanguage;  // saved: "" (the system's) unless chosen in the window
  std::unique_ptr<SettingsStore> m_settings;
  QTimer m_saveTimer;
  std::unique_ptr<MainWindow> m_window;
};

}  // namespace convscope::gui
