// A titled view with its colour legend underneath: what each panel of the window is made of.
#pragma once

#include <QLabel>
#include <QWidget>

#include "gui/gl/channel_view.h"

namespace convscope::gui {

// The colour bar for a view's value mapping, with the values at its ends (and 0 in the middle
// for the diverging map).
class LegendBar : public QWidget {
  Q_OBJECT
 public:
  explicit LegendBar(QWidget* parent = nullptr);
  void setMapping(const app::ValueMapping& mapping);
  QSize sizeHint() const override;

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  app::ValueMapping m_mapping;
};

class ChannelPane : public QWidget {
  Q_OBJECT
 public:
  ChannelPane(ViewSync* sync, QWidget* parent = nullptr);

  ChannelView* view() const { return m_view; }
  void setTitle(const QString& title);  // two lines: "Input 28 × 28\nzero padding around it"
  QString title() const { return m_plainTitle; }
  void setMapping(const app::ValueMapping& mapping);

 protected:
  void resizeEvent(QResizeEvent* event) override;

 private:
  void showTitle();  // each line cut with "…" where the pane is too narrow; whole in the tooltip

  QLabel* m_title;
  QString m_plainTitle;
  ChannelView* m_view;
  LegendBar* m_legend;
};

}  // namespace convscope::gui
