// A titled view with its colour legend underneath: what each panel of the window is made of.
#pragma once

#include <QLabel>
#include <QWidget>

#include "gui/gl/channel_view.h"

namespace convscope::gui {

using model::ViewSync;

// The colour bar for a view's value mapping, with the values at its ends (and 0 in the middle
// for the diverging map).
class LegendBar : public QWidget {
  Q_OBJECT
 public:
  explicit LegendBar(QWidget* parent = nullptr);
  void setMapping(const app::ValueMapping& mapping);
  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  app::ValueMapping m_mapping;
};

class ChannelPane : public QWidget {
  Q_OBJECT
 public:
  // A view a class can read from the back: the 28 × 28 digit, the first image it meets, at
  // 10 px a pixel. The settings column folds into its drawer rather than make the views smaller
  // (MainWindow).
  static constexpr int kLargeSide = 280;

  ChannelPane(ViewSync* sync, QWidget* parent = nullptr);

  // As tall as it takes to show the image whole at the pane's width (square before there is
  // one), up to kLargeSide: what the views' row keeps before the panels under it get theirs
  // (ViewsFirstGrid); the views stretch into what is left after those.
  QSize sizeHint() const override;

  ChannelView* view() const { return m_view; }
  // Two lines: "Input 28 × 28\nzero padding around it". A new title comes with every new image
  // or parameters: the pane asks again for the height its image needs.
  void setTitle(const QString& title);
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
