// The settings column (input image, kernel and parameters) where the window is wide, and a
// drawer over the page's left edge where it is narrow, so that the views get the width.
//
// The column stays beside the page's other content while that content still gets the width it
// asks for (setWidthBeside: the four views at a size a class can read); narrower, it folds.
// Folded, a button (and F9, the View menu's action) opens the drawer over the page and closes it
// again (also Esc, through the window's keys); the drawer stays open while settings are tried,
// as the outputs beside it follow them. Docked, the same button hides or shows the column: that
// choice is remembered (WindowSession); an open drawer is not, a new window starts closed.
#pragma once

#include <QWidget>
#include <functional>

class QAction;
class QFrame;
class QToolButton;
class QVBoxLayout;

namespace convscope::gui {

class SideDrawer : public QWidget {
  Q_OBJECT
 public:
  // `column`: the settings, shown here (docked) or in the drawer (folded). `page`: the widget
  // whose box layout holds this one, and whose left edge the drawer covers; it lies in its
  // window already (the drawer is a child of that window).
  SideDrawer(QWidget* column, QWidget* page);

  // The width the page's other content needs beside the column; asked again at every resize.
  void setWidthBeside(std::function<int()> width);

  QToolButton* button() const { return m_button; }
  QFrame* drawerPanel() const { return m_drawer; }    // what lies over the page when open
  QAction* toggleAction() const { return m_action; }  // F9

  bool isFolded() const { return m_folded; }
  bool isOpen() const { return m_folded && m_open; }
  // Docked: whether the column is shown beside the page (the remembered choice).
  bool isPinned() const { return m_pinned; }
  void setPinned(bool pinned);
  // Folded: opens or closes the drawer; opening puts the focus on its first control, closing
  // gives it back to the button.
  void setOpen(bool open);
  // What the button and F9 do: open or close the drawer (folded), show or hide the column.
  void toggle();
  // A lesson shows no settings: column, drawer and button go away.
  void setSuppressed(bool suppressed);
  // Another page (a tab) is in front: the drawer closes, the button stays, greyed, so that the
  // tabs beside it keep their place.
  void setPageShown(bool shown);
  // The settings can be seen: docked and pinned, or folded and open.
  bool columnShown() const;

  // No width of its own at the least: the window's minimum is the one with the column folded
  // (it folds as soon as the page is narrower than the column and what lies beside it), so a
  // docked window can still be made 1024 wide in one step.
  QSize minimumSizeHint() const override;

 signals:
  void foldedChanged(bool folded);

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void decideFold();  // from the page's width
  void refresh();     // where the column is and what is shown
  void placeDrawer();

  QWidget* m_column;
  QWidget* m_page;
  QVBoxLayout* m_dockLayout;
  QFrame* m_drawer;
  QVBoxLayout* m_drawerLayout;
  QToolButton* m_button;
  QAction* m_action;
  std::function<int()> m_widthBeside;
  bool m_folded = true;  // until the page has a width: a narrow first window is never forced wider
  bool m_open = false;
  bool m_pinned = true;
  bool m_suppressed = false;
  bool m_pageShown = true;
};

}  // namespace convscope::gui
