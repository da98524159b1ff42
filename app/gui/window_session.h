// The interactive window and its memory: builds the window, restores what the last run left
// (image, kernel, parameters, block, step, speed, zoom, geometry, text size, language, the
// settings column shown or hidden), saves it when the window closes, rebuilds the window in
// another language while it runs, and starts over from the defaults on "Reset". `render` and the
// tests build a MainWindow without one, so they never read or write settings.
#pragma once

#include <QObject>
#include <QString>
#include <memory>

#include "gui/state/settings_store.h"

class QApplication;

namespace convscope::gui {

class MainWindow;

class WindowSession : public QObject {
  Q_OBJECT
 public:
  // `language`: the one installed (installTranslations' answer), remembered at save().
  WindowSession(QApplication& app, QString language, std::unique_ptr<SettingsStore> settings);
  ~WindowSession() override;

  void open();
  void save();
  MainWindow* window() const { return m_window.get(); }

 private:
  void build();
  void switchLanguage(const QString& language);
  void resetToDefaults();

  QApplication& m_app;
  QString m_language;
  std::unique_ptr<SettingsStore> m_settings;
  std::unique_ptr<MainWindow> m_window;
};

}  // namespace convscope::gui
