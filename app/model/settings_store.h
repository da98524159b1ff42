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
#include <QVariantMap>
#include <memory>
#include <optional>

#include "model/workbench_model.h"

namespace convscope::model {

// Every value read is checked against its range: one out of range, NaN or not a number falls
// back to its default, and a line in the log names the key and the value. A settings path that
// is not a regular file (a FIFO, a folder, a device) is never opened, and with no HOME nothing is
// kept: in both cases the store holds this run's values in memory only, and the log says why.
class SettingsStore {
 public:
  static constexpr int kMaxRecentFiles = 8;
  // The text size's range, as the theme applies it (widgets/theme.h checks they agree).
  static constexpr double kMinTextScale = 0.75;
  static constexpr double kMaxTextScale = 2.5;
  static constexpr int kMaxChapterNumber = 999;  // the lessons check the chapter exists

  // The user's settings (~/.config/ConvScope/convscope.ini), or CONVSCOPE_SETTINGS's file.
  SettingsStore();
  // A settings file of its own, for tests.
  explicit SettingsStore(const QString& iniPath);

  // False when the settings go nowhere (no HOME, or the path is not a regular file).
  bool kept() const { return m_settings != nullptr; }

  // Null when nothing was saved yet or what was saved no longer parses (then the defaults hold).
  std::optional<WorkbenchChoice> choice() const;
  void setChoice(const WorkbenchChoice& state);

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
  void sync() {
    if (m_settings) m_settings->sync();
  }

 private:
  void put(const QString& key, const QVariant& value);
  QVariant read(const QString& key, const QVariant& fallback = {}) const;
  bool contains(const QString& key) const;
  // The value when it is a finite number in [low, high]; else the fallback and a log line.
  double number(const QString& key, double fallback, double low, double high) const;
  int whole(const QString& key, int fallback, int low, int high) const;

  std::unique_ptr<QSettings> m_settings;  // null: not kept
  QVariantMap m_memory;                   // this run's values when not kept
};

}  // namespace convscope::model
