// The one Gantt strip of a run, for the Speed tab and the lessons: its phases on the CPU lane
// (decode, convert, upload, launch, wait, download, texture upload, draw) and the GPU lane
// (copies, kernel), on one time axis, each bar with its source (hatched: computed, not timed).
// A phase too short to see is drawn wider and marked so; phasesBetween() cuts a part of the run
// out, to show it again on its own scale.
#pragma once

#include <QColor>
#include <QFontMetrics>
#include <QList>
#include <QString>
#include <QWidget>

namespace convscope::gui {

struct TimelinePhase {
  int lane = 0;  // 0 CPU, 1 GPU
  QString name;
  double startMs = 0;
  double ms = 0;
  QColor color;
  bool model = false;  // drawn hatched: computed, not timed
};

// One colour per kind of phase ("decode", "convert", "upload", "launch", "kernel", "download",
// "wait", "texture upload", "draw", "map", "unmap"; anything else reads as a copy), the same on
// every strip.
QColor timelinePhaseColor(const QString& kind);

// The phases that start in [fromMs, toMs), moved to start at 0.
QList<TimelinePhase> phasesBetween(const QList<TimelinePhase>& phases, double fromMs, double toMs);
// Where the last phase of either lane ends: the run's length.
double phasesEndMs(const QList<TimelinePhase>& phases);

class TimelineStrip : public QWidget {
  Q_OBJECT
 public:
  explicit TimelineStrip(QWidget* parent = nullptr);

  void setPhases(const QList<TimelinePhase>& phases, const QString& caption);
  void clear(const QString& why);
  // The names under the axis (shown by default); a strip whose bars are all named, or named on
  // another strip beside it, can leave them out.
  void setLegendShown(bool shown);
  const QList<TimelinePhase>& phases() const { return m_phases; }
  const QString& caption() const { return m_caption; }

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;
  // What the legend says at the strip's width, entry by entry (tests, figures).
  QStringList legendTexts() const;

  // Tall enough for its caption and legend at `width`: neither is cut where they wrap.
  bool hasHeightForWidth() const override;
  int heightForWidth(int width) const override;

 protected:
  void paintEvent(QPaintEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  static bool widened(const TimelinePhase& phase, double scale, const QFontMetrics& fm);
  struct LegendEntry {
    QString text;
    QColor colour;  // invalid: a note, no swatch
  };
  QList<LegendEntry> legendEntries(double scale, const QFontMetrics& fm) const;
  int legendLines(int width, double scale, const QFontMetrics& fm) const;
  int laneLabelWidth(const QFontMetrics& fm) const;
  double timeScale(int width, const QFontMetrics& fm) const;

  QList<TimelinePhase> m_phases;
  QString m_caption;
  bool m_legend = true;
};

}  // namespace convscope::gui
