// The time of one training step as one stacked horizontal bar: data, forward, backward (data),
// backward (weights), update, each in its own colour with its milliseconds written in it where it
// fits, and named with its time in the legend under the bar.
#pragma once

#include <QColor>
#include <QList>
#include <QString>
#include <QWidget>

namespace convscope::gui::train_tab {

struct StepPart {
  QString name;
  double ms = 0;
  QColor colour;
};

class StepBar : public QWidget {
  Q_OBJECT
 public:
  explicit StepBar(QWidget* parent = nullptr);

  void setParts(const QList<StepPart>& parts);
  // Empty: the bar says `why` instead.
  void clear(const QString& why);
  const QList<StepPart>& parts() const { return m_parts; }
  double totalMs() const;

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;
  bool hasHeightForWidth() const override { return true; }
  int heightForWidth(int width) const override;

 protected:
  void paintEvent(QPaintEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  // The legend's entries laid out in rows at `width`: each entry's rectangle.
  QList<QRect> legendRects(int width) const;
  QString legendText(const StepPart& part) const;
  int barHeight() const;

  QList<StepPart> m_parts;
  QString m_why;
};

}  // namespace convscope::gui::train_tab
