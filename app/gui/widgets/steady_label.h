// A word-wrapped label whose height follows its width but not its text. Labels whose numbers
// change as a run goes on ("step 3 of 262,144", "4.50 ms") otherwise wrap onto more or fewer
// lines, resize their row and with it the views above; each resize repaints the views, a pause
// of tens of milliseconds at 4096² under software GL, and a jumpy picture for the class.
//
// Its hints are also cheap to ask for again: a layout pass asks for them several times at
// several widths, and laying out word-wrapped rich text costs a millisecond or more a time
// under a loaded CPU, 60 times a second for the step line.
#pragma once

#include <QHash>
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
  // Taken once per text. The width is the layout's to give (the policy ignores it); the height
  // is heightForWidth's, so the hint keeps the sample's height and does not jump with the text.
  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void forgetHeights();
  // The text the hints were last taken for; a new one keeps the tallest heights seen so far.
  void noteText() const;

  QString m_sample;
  // Height at a width: the tallest of the sample and every text shown there (until the font,
  // style or sample changes).
  mutable QHash<int, int> m_tallest;
  // The widths at which the text now shown has been measured.
  mutable QHash<int, bool> m_measured;
  mutable QString m_measuredText;
  mutable QSize m_hint;
  mutable QSize m_minimumHint;
};

}  // namespace convscope::gui
