// A Gantt strip of one run: its phases on the CPU lane (decode, convert, upload, launch, wait,
// download, texture upload, draw) and the GPU lane (copies, kernel), on one time axis, each bar
// with its source.
#pragma once

#include <QColor>
#include <QFontMetrics>
#include <QList>
#include <QString>
#include <QWidget>

namespace convscope::gui::speed_tab {

struct TimelinePhase {
  int lane = 0;  // 0 CPU, 1 GPU
  QString name;
  double startMs = 0;
  double ms = 0;
  QColor color;
  bool model = false;  // drawn hatched: computed, not timed
};

class TimelineStrip : public QWidget {
  Q_OBJECT
 public:
  explicit TimelineStrip(QWidget* parent = nullptr);

  void setPhases(const QList<TimelinePhase>& phases, const QString& caption);
  void clear(const QString& why);
  const QList<TimelinePhase>& phases() const { return m_phases; }
  const QString& caption() const { return m_caption; }

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;
  // Tall enough for its caption and legend at `width`: neither is cut where they wrap.
  bool hasHeightForWidth() const override;
  int heightForWidth(int width) const override;

 protected:
  void paintEvent(QPaintEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  static bool widened(const TimelinePhase& phase, double scale, const QFontMetrics& fm);
  QStringList legendEntries(double scale, const QFontMetrics& fm) const;
  int legendLines(int width, double scale, const QFontMetrics& fm) const;
  int laneLabelWidth(const QFontMetrics& fm) const;
  double timeScale(int width, const QFontMetrics& fm) const;

  QList<TimelinePhase> m_phases;
  QString m_caption;
};

}  // namespace convscope::gui::speed_tab
