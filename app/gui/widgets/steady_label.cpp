#include "gui/widgets/steady_label.h"

#include <QEvent>
#include <QTextDocument>
#include <algorithm>
#include <cmath>

namespace convscope::gui {

namespace {

// Layouts ask at a handful of widths (the column's, its minimum's); a window being resized by
// hand asks at hundreds: start again rather than keep them all.
constexpr int kWidthsKept = 16;

}  // namespace

SteadyLabel::SteadyLabel(QWidget* parent) : QLabel(parent) {
  setTextFormat(Qt::RichText);
  setWordWrap(true);
  // The width is the layout's to give; the height then follows from it.
  setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void SteadyLabel::setSample(const QString& sample) {
  if (sample == m_sample) return;
  m_sample = sample;
  forgetHeights();
  updateGeometry();
}

void SteadyLabel::forgetHeights() {
  m_tallest.clear();
  m_measured.clear();
  m_measuredText.clear();
  m_hint = {};
  m_minimumHint = {};
}

void SteadyLabel::changeEvent(QEvent* event) {
  // A new font or style lays the same text out anew.
  if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) forgetHeights();
  QLabel::changeEvent(event);
}

void SteadyLabel::noteText() const {
  if (text() == m_measuredText) return;
  m_measuredText = text();
  m_measured.clear();
  m_hint = {};
  m_minimumHint = {};
}

int SteadyLabel::heightForWidth(int width) const {
  noteText();
  if (m_tallest.size() > kWidthsKept) {
    m_tallest.clear();
    m_measured.clear();
  }
  auto tallest = m_tallest.find(width);
  if (tallest == m_tallest.end()) {
    int sampleHeight = 0;
    if (!m_sample.isEmpty()) {
      QTextDocument sample;
      sample.setDefaultFont(font());
      sample.setDocumentMargin(0);
      sample.setHtml(m_sample);
      sample.setTextWidth(std::max(1, width - 2 * margin()));
      sampleHeight = static_cast<int>(std::ceil(sample.size().height())) + 2 * margin();
    }
    tallest = m_tallest.insert(width, sampleHeight);
  }
  if (!m_measured.contains(width)) {
    m_measured.insert(width, true);
    *tallest = std::max(*tallest, QLabel::heightForWidth(width));
  }
  return *tallest;
}

QSize SteadyLabel::sizeHint() const {
  // Taken once per text: with the sample's height at that width, since the layout gives this
  // label its height from heightForWidth and its width as it likes.
  noteText();
  if (!m_hint.isValid()) {
    const QSize own = QLabel::sizeHint();
    m_hint = QSize(own.width(), heightForWidth(own.width()));
  }
  return m_hint;
}

QSize SteadyLabel::minimumSizeHint() const {
  noteText();
  if (!m_minimumHint.isValid()) m_minimumHint = QLabel::minimumSizeHint();
  return m_minimumHint;
}

}  // namespace convscope::gui
