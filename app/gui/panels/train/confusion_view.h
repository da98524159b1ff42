// The confusion matrix of an evaluation: a row per true class (named), a column per predicted
// class (numbered as the rows), each cell the count of test images. The diagonal (right) is
// green, the mistakes red, both as deep as their share of the row; counts are written where the
// cells are wide enough.
#pragma once

#include <QStringList>
#include <QWidget>
#include <array>
#include <optional>

#include "convscope/train/dataset.h"

namespace convscope::gui::train_tab {

using Confusion = std::array<std::array<int, train::kClasses>, train::kClasses>;

class ConfusionView : public QWidget {
  Q_OBJECT
 public:
  explicit ConfusionView(QWidget* parent = nullptr);

  // `classNames`: the ten names in the window's language.
  void setClassNames(const QStringList& classNames);
  void setConfusion(const Confusion& confusion);
  void clear();
  const std::optional<Confusion>& confusion() const { return m_confusion; }

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;
  bool hasHeightForWidth() const override { return true; }
  int heightForWidth(int width) const override;

 protected:
  void paintEvent(QPaintEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  int labelWidth() const;
  int cellSide(int width) const;

  QStringList m_names;
  std::optional<Confusion> m_confusion;
};

}  // namespace convscope::gui::train_tab
