// A word-wrapped label whose height follows its width but not its text. Labels whose numbers
// change as a run goes on ("step 3 of 262,144", "4.50 ms") otherwise wrap onto more or fewer
// lines, resize their row and with it the views above; each resize repaints the views, a pause
// of tens of milliseconds at 4096² under software GL, and a jumpy picture for the class.
#pragma once

#include <QLabel>

namespace convscope::gui {

class SteadyLabel : public QLabel {
 public:
  explicit SteadyLabel(QWidget* parent = nullptr);

  // Rich text as long as the longest the label will show: its height at the current width is
  // reserved from the start.
  void setSample(const QString& sample);

  // At least the sample's height, and never less than the tallest text shown at this width.
  int heightForWidth(int width) const override;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  QString m_sample;
  mutable int m_width = -1;
  mutable int m_tallest = 0;
  // The width and text that m_tallest last took the shown text's height at.
  mutable int m_textWidth = -1;
  mutable QString m_measuredText;
};

}  // namespace convscope::gui
