// Horizontal bars of times in groups, each group scaled to its own longest bar, so that a
// microsecond comparison and a millisecond one read equally clearly one above the other. Every
// bar carries its number and its source in its label; the widget only draws.
#pragma once

#include <QColor>
#include <QString>
#include <QWidget>
#include <vector>

namespace convscope::gui {

struct TimeBar {
  QString label;  // "GPU with copies (model)"
  double ms = 0;
  QColor colour;
  QString text;  // the number as written beside the bar; empty: ms, rounded
};

struct TimeBarGroup {
  QString heading;  // "one filter, 1 → 1 at 56²"
  std::vector<TimeBar> bars;
};

class TimeBars : public QWidget {
  Q_OBJECT
 public:
  explicit TimeBars(QWidget* parent = nullptr);
  void setGroups(const std::vector<TimeBarGroup>& groups);
  const std::vector<TimeBarGroup>& groups() const { return m_groups; }

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  int rowCount() const;
  std::vector<TimeBarGroup> m_groups;
};

}  // namespace convscope::gui
