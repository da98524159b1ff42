#include "gui/widgets/timeline_strip.h"

#include "gui/widgets/theme.h"

#include <QPainter>
#include <QPainterPath>
#include <QResizeEvent>
#include <algorithm>
#include <cmath>

namespace convscope::gui {

QColor timelinePhaseColor(const QString& kind) {
  // Okabe–Ito hues where two parts sit side by side: the copy there (blue) and back (reddish
  // purple) differ in hue and in lightness, for every kind of colour vision.
  if (kind == QLatin1String("kernel")) return QColor(0x00, 0x9e, 0x73);
  if (kind == QLatin1String("launch")) return QColor(0x6b, 0x72, 0x80);
  if (kind == QLatin1String("wait")) return QColor(0xc4, 0xc8, 0xcf);
  if (kind == QLatin1String("decode")) return QColor(0xe0, 0x6c, 0x00);
  if (kind == QLatin1String("convert")) return QColor(0xf5, 0x9e, 0x0b);
  if (kind == QLatin1String("download")) return QColor(0xcc, 0x79, 0xa7);
  if (kind == QLatin1String("texture upload")) return QColor(0x7c, 0x3a, 0xed);
  if (kind == QLatin1String("draw")) return QColor(0x88, 0x22, 0x55);
  if (kind.startsWith(QLatin1String("map")) || kind == QLatin1String("unmap"))
    return QColor(0x56, 0xb4, 0xe9);
  return QColor(0x00, 0x72, 0xb2);  // upload, copies
}

double phasesEndMs(const QList<TimelinePhase>& phases) {
  double end = 0;
  for (const TimelinePhase& ph : phases) end = std::max(end, ph.startMs + ph.ms);
  return end;
}

QList<TimelinePhase> phasesBetween(const QList<TimelinePhase>& phases, double fromMs, double toMs) {
  QList<TimelinePhase> part;
  for (TimelinePhase ph : phases) {
    if (ph.startMs + 1e-12 < fromMs || ph.startMs + 1e-12 >= toMs) continue;
    ph.startMs -= fromMs;
    part << ph;
  }
  return part;
}

TimelineStrip::TimelineStrip(QWidget* parent) : QWidget(parent) {
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void TimelineStrip::setPhases(const QList<TimelinePhase>& phases, const QString& caption) {
  m_phases = phases;
  m_caption = caption;
  updateGeometry();
  update();
}

void TimelineStrip::clear(const QString& why) {
  m_phases.clear();
  m_caption = why;
  updateGeometry();
  update();
}

void TimelineStrip::setLegendShown(bool shown) {
  m_legend = shown;
  updateGeometry();
  update();
}

namespace {
// A Chinese line falls back to a CJK family about a quarter taller than the Latin one.
int lineHeight(const QFontMetrics& fm) {
  return fm.lineSpacing() * 5 / 4;
}

// The narrowest a bar is drawn: a 5 µs launch or kernel beside 0.3 ms copies must still be seen.
// A bar widened to this is marked and named "not to scale" in the legend.
double minimumBarWidth(const QFontMetrics& fm) {
  return std::max(6.0, fm.averageCharWidth() * 1.5);
}

// White words on a dark bar, dark words on a light one.
QColor inkOn(const QColor& fill) {
  return fill.lightnessF() > 0.6 ? QColor(0x11, 0x18, 0x27) : QColor(Qt::white);
}
}  // namespace

bool TimelineStrip::widened(const TimelinePhase& phase, double scale, const QFontMetrics& fm) {
  return phase.ms * scale < minimumBarWidth(fm);
}

// The legend's entries in drawing order: one per step, so that a step seen from both lanes
// ("upload" on the CPU's, "copy to VRAM" on the GPU's: one copy, same colour, same span) is one
// entry, "upload = copy to VRAM"; a name each for bars of one colour that are different steps;
// marked when a bar of it is widened; the note on widened bars last, with no swatch.
QList<TimelineStrip::LegendEntry> TimelineStrip::legendEntries(double scale,
                                                               const QFontMetrics& fm) const {
  struct Step {
    const TimelinePhase* first;
    QStringList names;
    bool wide = false;
  };
  const auto sameStep = [](const TimelinePhase& a, const TimelinePhase& b) {
    return a.color == b.color && a.lane != b.lane && std::abs(a.startMs - b.startMs) < 1e-9 &&
           std::abs(a.ms - b.ms) < 1e-9;
  };
  QList<Step> steps;
  for (const TimelinePhase& ph : m_phases) {
    auto step = std::find_if(steps.begin(), steps.end(), [&](const Step& s) {
      return (s.first->color == ph.color && s.names.contains(ph.name)) || sameStep(*s.first, ph);
    });
    if (step == steps.end()) {
      steps.push_back({&ph, {}, false});
      step = steps.end() - 1;
    }
    if (!step->names.contains(ph.name)) step->names << ph.name;
    step->wide = step->wide || widened(ph, scale, fm);
  }
  QList<LegendEntry> entries;
  bool anyWidened = false;
  for (const Step& s : steps) {
    entries.push_back(
        {s.names.join(QStringLiteral(" = ")) + (s.wide ? QStringLiteral(" *") : QString()),
         s.first->color});
    anyWidened = anyWidened || s.wide;
  }
  if (anyWidened) entries.push_back({tr("* drawn wider than its time, not to scale"), QColor()});
  return entries;
}

QStringList TimelineStrip::legendTexts() const {
  const QFontMetrics fm(font());
  QStringList texts;
  for (const LegendEntry& entry : legendEntries(timeScale(width(), fm), fm)) texts << entry.text;
  return texts;
}

int TimelineStrip::legendLines(int width, double scale, const QFontMetrics& fm) const {
  const int left = laneLabelWidth(fm) + 16, right = width - 12;
  int x = left, lines = 1;
  for (const LegendEntry& entry : legendEntries(scale, fm)) {
    const int w = fm.horizontalAdvance(entry.text);
    if (x + 16 + w > right && x > left) {
      x = left;
      ++lines;
    }
    x += 14 + w + 14;
  }
  return lines;
}

int TimelineStrip::laneLabelWidth(const QFontMetrics& fm) const {
  return std::max(fm.horizontalAdvance(tr("CPU")), fm.horizontalAdvance(tr("GPU")));
}

double TimelineStrip::timeScale(int width, const QFontMetrics& fm) const {
  double endMs = 0;
  for (const TimelinePhase& ph : m_phases) endMs = std::max(endMs, ph.startMs + ph.ms);
  const int left = laneLabelWidth(fm) + 16, right = width - 12;
  return endMs > 0 ? (right - left) / endMs : 0;
}

int TimelineStrip::heightForWidth(int width) const {
  // The caption's lines, two lanes of two lines, the axis, the legend's lines: all of them.
  const QFontMetrics fm = fontMetrics();
  const int line = lineHeight(fm);
  const int caption = fm.boundingRect(QRect(0, 0, std::max(1, width - 12), line * 20),
                                      Qt::AlignLeft | Qt::TextWordWrap, m_caption)
                          .height() +
                      2;
  if (m_phases.isEmpty()) return std::max(caption + 8, line * 4);
  const double scale = timeScale(width, fm);
  const int legend = m_legend ? legendLines(width, scale, fm) * line : 0;
  return 2 + caption + 6 + 2 * (line * 2 + 6) + 2 + 6 + line + legend + 8;
}

bool TimelineStrip::hasHeightForWidth() const {
  return true;
}

QSize TimelineStrip::sizeHint() const {
  return {640, heightForWidth(width() > 0 ? width() : 640)};
}

QSize TimelineStrip::minimumSizeHint() const {
  return {320, heightForWidth(width() > 0 ? width() : 640)};
}

void TimelineStrip::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  // The caption and the legend wrap anew at another width.
  if (event->size().width() != event->oldSize().width()) updateGeometry();
}

void TimelineStrip::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  // The palette's backdrop for figures and its text colours: the bars keep their own colours, and
  // their names their own ink (inkOn), on a light and a dark window alike.
  p.fillRect(rect(), colours::figure());
  const QFontMetrics fm = fontMetrics();
  const int line = lineHeight(fm);
  const QRect captionRect = fm.boundingRect(QRect(6, 2, width() - 12, line * 20),
                                            Qt::AlignLeft | Qt::TextWordWrap, m_caption)
                                .adjusted(0, 0, 0, 2);
  p.setPen(colours::text());
  p.drawText(QRect(6, 2, width() - 12, line * 20), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
             m_caption);
  if (m_phases.isEmpty()) return;

  const QStringList lanes{tr("CPU"), tr("GPU")};
  const int labelWidth = laneLabelWidth(fm);
  const int left = labelWidth + 16;
  const int right = width() - 12;
  const int laneHeight = line * 2;
  const int top = captionRect.bottom() + 6;
  double endMs = 0;
  for (const TimelinePhase& ph : m_phases) endMs = std::max(endMs, ph.startMs + ph.ms);
  if (endMs <= 0) return;
  const double scale = timeScale(width(), fm);
  const double minimum = minimumBarWidth(fm);

  for (int lane = 0; lane < 2; ++lane) {
    const int y = top + lane * (laneHeight + 6);
    p.setPen(colours::text());
    p.drawText(QRect(4, y, labelWidth + 8, laneHeight), Qt::AlignVCenter | Qt::AlignLeft,
               lanes[lane]);
    p.fillRect(QRect(left, y, right - left, laneHeight), palette().alternateBase());
    auto barOf = [&](const TimelinePhase& ph) {
      const bool wide = widened(ph, scale, fm);
      const double w = wide ? minimum : ph.ms * scale;
      // A widened bar keeps its centre where its time is, inside the axis.
      const double centre = left + (ph.startMs + ph.ms / 2) * scale;
      const double x0 =
          wide ? std::clamp(centre - w / 2, double(left), right - w) : left + ph.startMs * scale;
      return QRectF(x0, y + 2, w, laneHeight - 4);
    };
    // Widened bars last, on top of their neighbours, so that none hides them.
    QList<QRectF> widenedBars;
    for (int pass = 0; pass < 2; ++pass) {
      for (const TimelinePhase& ph : m_phases) {
        if (ph.lane != lane) continue;
        const bool wide = widened(ph, scale, fm);
        if (wide != (pass == 1)) continue;
        const QRectF bar = barOf(ph);
        if (wide) widenedBars << bar;
        p.fillRect(bar, ph.color);
        if (ph.model) p.fillRect(bar, QBrush(QColor(255, 255, 255, 110), Qt::BDiagPattern));
        p.setPen(wide ? QPen(colours::text(), 1.5, Qt::DashLine) : QPen(QColor(0, 0, 0, 120)));
        p.drawRect(bar);
      }
    }
    // A bar's name where it fits whole: inside the bar and clear of any widened bar drawn over
    // it (a name cut by its neighbour read "launc").
    for (const TimelinePhase& ph : m_phases) {
      if (ph.lane != lane || widened(ph, scale, fm)) continue;
      const QRectF bar = barOf(ph);
      const double textWidth = fm.horizontalAdvance(ph.name) + 6;
      if (textWidth >= bar.width()) continue;
      const QRectF text(bar.center().x() - textWidth / 2, bar.top(), textWidth, bar.height());
      if (std::any_of(widenedBars.begin(), widenedBars.end(),
                      [&](const QRectF& w) { return w.intersects(text); }))
        continue;
      p.setPen(inkOn(ph.color));
      p.drawText(bar, Qt::AlignCenter, ph.name);
    }
  }
  // The time axis: 0, the end, and a few ticks between.
  const int axisY = top + 2 * (laneHeight + 6) + 2;
  p.setPen(colours::muted());
  p.drawLine(left, axisY, right, axisY);
  // Ticks at 1, 2 or 5 × 10^k, as many as their labels leave room for.
  const int labelRoom = fm.horizontalAdvance(QStringLiteral("0.000 ms")) + 16;
  const int maxTicks = std::max(1, (right - left) / labelRoom);
  double nice = std::pow(10.0, std::floor(std::log10(endMs)) - 3);
  for (int i = 0; endMs / nice > maxTicks && i < 30; ++i) {
    nice *= (i % 3 == 1) ? 2.5 : 2.0;  // 1, 2, 5, 10, 20, 50, ...
  }
  for (double t = 0; t <= endMs * 1.0001; t += nice) {
    const int x = left + int(t * scale);
    p.drawLine(x, axisY, x, axisY + 4);
    const QString label = QString::number(t, 'g', 3) + QStringLiteral(" ms");
    const int lw = fm.horizontalAdvance(label);
    p.drawText(std::min(x - lw / 2, right - lw), axisY + 4 + fm.ascent(), label);
  }
  // Which bar is which: names under the axis for bars too thin to carry their own.
  if (!m_legend) return;
  int x = left;
  int legendY = axisY + 6 + line;
  for (const LegendEntry& entry : legendEntries(scale, fm)) {
    const int w = fm.horizontalAdvance(entry.text);
    if (x + 16 + w > right && x > left) {  // on to a further line of legend
      x = left;
      legendY += line;
    }
    if (entry.colour.isValid())
      p.fillRect(QRect(x, legendY + (fm.height() - 10) / 2, 10, 10), entry.colour);
    p.setPen(colours::text());
    p.drawText(x + 14, legendY + fm.ascent(), entry.text);
    x += 14 + w + 14;
  }
}

}  // namespace convscope::gui
