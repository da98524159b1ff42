// What the window remembers between runs (QSettings): the last image, kernel and parameters,
// block size, language, speed, zoom, geometry, text size, the settings column shown or hidden,
// recent files and the lesson chapter.
// Only the interactive window's session reads and writes it (window_session.h); `render`, the
// lessons and the tests never do, so a figure depends on its options alone. A setter that is
// given the value already held writes nothing, so the session may save every half second and
// the file is rewritten only when something changed.
#pragma once

#include <QByteArray>
#include <QSettings>
#include <QStringList>
#include <memory>
#include <optional>

#include "gui/state/window_state.h"

namespace convscope::gui {

class SettingsStore {
 public:
  static constexpr int kMaxRecentFiles = 8;

  // The user's settings (~/.config/ConvScope/convscope.ini), or CONVSCOPE_SETTINGS's file.
  SettingsStore();
  // A settings file of its own, for tests.
  explicit SettingsStore(const QString& iniPath);

  // Null when nothing was saved yet or what was saved no longer parses (then the defaults hold).
  std::optional<StateSnapshot> state() const;
  void setState(const StateSnapshot& state);

  QString language() const;  // "en", "zh_CN" or empty (the system's)
  void setLanguage(const QString& language);
  double speed() const;  // steps per second; 0 when not saved
  void setSpeed(double stepsPerSecond);
  double zoom() const;  // 1 when not saved
  void setZoom(double zoom);
  double textScale() const;  // 1 when not saved
  void setTextScale(double scale);
  // Whether the settings column is shown beside the views where the window is wide (F9).
  bool settingsColumnShown() const;  // true when not saved
  void setSettingsColumnShown(bool shown);
  QByteArray geometry() const;
  void setGeometry(const QByteArray& geometry);
  QStringList recentFiles() const;
  void addRecentFile(const QString& path);  // to the front, once, at most kMaxRecentFiles
  int chapter() const;                      // the lesson last shown, 0 when none
  void setChapter(int chapter);

  // Forgets everything: the next start has the defaults.
  void clear();
  void sync() { m_settings->sync(); }

 private:
  void put(const QString& key, const QVariant& value);

  std::unique_ptr<QSettings> m_settings;
};

}  // namespace convscope::gui
