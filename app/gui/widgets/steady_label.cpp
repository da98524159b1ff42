#include "gui/widgets/steady_label.h"

#include <QTextDocument>
#include <algorithm>
#include <cmath>

namespace convscope::gui {

SteadyLabel::SteadyLabel(QWidget* parent) : QLabel(parent) {
  setTextFormat(Qt::RichText);
  setWordWrap(true);
  // The width is the layout's to give; the height then follows from it.
  setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void SteadyLabel::setSample(const QString& sample) {
  if (sample == m_sample) return;
  m_sample = sample;
  m_width = -1;
  m_textWidth = -1;
  updateGeometry();
}

void SteadyLabel::changeEvent(QEvent* event) {
  // A new font or style lays the same text out anew.
  m_width = -1;
  m_textWidth = -1;
  QLabel::changeEvent(event);
}

int SteadyLabel::heightForWidth(int width) const {
  if (width != m_width) {
    // Laid out once per width: layouts ask for the height many times per pass.
    m_width = width;
    m_tallest = 0;
    if (!m_sample.isEmpty()) {
      QTextDocument sample;
      sample.setDefaultFont(font());
      sample.setDocumentMargin(0);
      sample.setHtml(m_sample);
      sample.setTextWidth(std::max(1, width - 2 * margin()));
      m_tallest = static_cast<int>(std::ceil(sample.size().height())) + 2 * margin();
    }
  }
  // The text shown is laid out once per text and width too: a layout pass asks several times,
  // and word-wrapped rich text costs a millisecond or more a time under a loaded CPU.
  if (width != m_textWidth || text() != m_measuredText) {
    m_textWidth = width;
    m_measuredText = text();
    m_tallest = std::max(m_tallest, QLabel::heightForWidth(width));
  }
  return m_tallest;
}

}  // namespace convscope::gui
