// The current step with real numbers: the 3×3 input patch (padding cells marked), the weights,
// and the nine products summed row by row into the output pixel they land on.
#pragma once

#include <QWidget>
#include <optional>

#include "convscope/stepper.h"

namespace convscope::gui {

class FormulaView : public QWidget {
  Q_OBJECT
 public:
  explicit FormulaView(QWidget* parent = nullptr);

  void setStep(const Step& step);
  void clearStep();
  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;
  // Narrow (a 1280-wide window at large fonts) the sum goes under the grids at a readable size
  // instead of shrinking beside them.
  bool hasHeightForWidth() const override { return true; }
  int heightForWidth(int width) const override;

  // The sum written out, e.g. "(−1)·12 + 0·40 + 1·33 + … = 57": also the accessible text.
  QString formulaText() const;

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  QStringList formulaLines() const;
  bool sumBelowGrids(int width) const;
  int gridsHeight() const;
  void paintSum(class QPainter& p, const QRect& area) const;
  void paintGrid(class QPainter& p, const QRect& area, const QString& caption, bool weights) const;

  std::optional<Step> m_step;
};

}  // namespace convscope::gui
