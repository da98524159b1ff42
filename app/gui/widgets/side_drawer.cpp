#include "gui/widgets/side_drawer.h"

#include <QAction>
#include <QApplication>
#include <QBoxLayout>
#include <QEvent>
#include <QFrame>
#include <QIcon>
#include <QPainter>
#include <QPixmap>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

#include "gui/widgets/theme.h"

namespace convscope::gui {

namespace {

// A window with a column on its left: what the button shows and hides, drawn rather than a
// glyph (not every font has ☰), sharp at 1× and 2×.
QIcon sidebarIcon() {
  QIcon icon;
  for (const qreal ratio : {1.0, 2.0}) {
    QPixmap pixmap(QSize(20, 20) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(colours::text(), 1.6));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(QRectF(2, 3, 16, 14), 2, 2);
    p.fillRect(QRectF(3, 4, 5.5, 12), colours::muted());
    p.end();
    icon.addPixmap(pixmap);
  }
  return icon;
}

}  // namespace

SideDrawer::SideDrawer(QWidget* column, QWidget* page)
    : QWidget(page), m_column(column), m_page(page) {
  m_dockLayout = new QVBoxLayout(this);
  m_dockLayout->setContentsMargins(0, 0, 0, 0);

  // Over the views, under nothing: a panel with the window's colour and a frame, from the
  // page's top to its bottom.
  // The views draw on native child windows of the top-level window (gl/channel_surface.h),
  // which lie over every plain widget: the drawer is such a native child too, of the same
  // window, raised over them when it opens, and placed over the page.
  m_drawer = new QFrame(page->window());
  m_drawer->setFrameShape(QFrame::StyledPanel);
  m_drawer->setAutoFillBackground(true);
  m_drawer->setAttribute(Qt::WA_NativeWindow);
  m_drawer->setAccessibleName(tr("Image and kernel settings"));
  m_drawerLayout = new QVBoxLayout(m_drawer);
  m_drawerLayout->setContentsMargins(10, 8, 10, 6);
  m_drawer->hide();

  m_action = new QAction(sidebarIcon(), tr("&Image and kernel settings"), this);
  m_action->setCheckable(true);
  m_action->setShortcut(QKeySequence(Qt::Key_F9));
  connect(m_action, &QAction::triggered, this, &SideDrawer::toggle);

  m_button = new QToolButton(page);
  m_button->setIcon(sidebarIcon());
  m_button->setIconSize(QSize(20, 20));
  m_button->setText(tr("Image and kernel (F9)"));
  m_button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  // Flat, not a toggle's sunken look: beside the page tabs, that would read as a third tab.
  m_button->setAutoRaise(true);
  m_button->setFocusPolicy(Qt::TabFocus);
  m_button->setAccessibleName(tr("Image and kernel settings"));
  m_button->setToolTip(tr("Show or hide the input image and the kernel settings (F9)"));
  connect(m_button, &QToolButton::clicked, this, &SideDrawer::toggle);

  page->installEventFilter(this);
  m_widthBeside = [] { return 0; };
  refresh();
}

void SideDrawer::setWidthBeside(std::function<int()> width) {
  m_widthBeside = std::move(width);
  decideFold();
}

bool SideDrawer::columnShown() const {
  if (m_suppressed) return false;
  return m_folded ? m_open : m_pinned;
}

QSize SideDrawer::minimumSizeHint() const {
  return {0, QWidget::minimumSizeHint().height()};
}

void SideDrawer::setPinned(bool pinned) {
  m_pinned = pinned;
  refresh();
}

void SideDrawer::setOpen(bool open) {
  if (!m_folded || m_suppressed || !m_pageShown) open = false;
  if (open == m_open) return;
  const bool focusInside = m_drawer->isAncestorOf(QApplication::focusWidget());
  m_open = open;
  refresh();
  if (open) {
    // Tab goes on from here through the settings; the first of them takes the focus.
    QWidget* start = window();
    for (QWidget* w = start->nextInFocusChain(); w && w != start; w = w->nextInFocusChain()) {
      if (m_column->isAncestorOf(w) && (w->focusPolicy() & Qt::TabFocus) && w->isVisible() &&
          w->isEnabled()) {
        w->setFocus(Qt::TabFocusReason);
        break;
      }
    }
  } else if (focusInside && m_button->isVisible()) {
    m_button->setFocus(Qt::OtherFocusReason);
  }
}

void SideDrawer::toggle() {
  if (m_suppressed || !m_pageShown) return;
  if (m_folded)
    setOpen(!m_open);
  else
    setPinned(!m_pinned);
}

void SideDrawer::setSuppressed(bool suppressed) {
  m_suppressed = suppressed;
  if (suppressed) m_open = false;
  refresh();
}

void SideDrawer::setPageShown(bool shown) {
  m_pageShown = shown;
  if (!shown) m_open = false;
  refresh();
}

bool SideDrawer::eventFilter(QObject* watched, QEvent* event) {
  if (watched == m_page && event->type() == QEvent::Resize) decideFold();
  if (watched == m_page && (event->type() == QEvent::Resize || event->type() == QEvent::Move))
    placeDrawer();
  return QWidget::eventFilter(watched, event);
}

void SideDrawer::decideFold() {
  // Docked, the column and the page's other content lie side by side in the page's box layout.
  const QLayout* layout = m_page->layout();
  int needed = m_column->width() + m_widthBeside();
  if (layout) {
    needed += layout->contentsMargins().left() + layout->contentsMargins().right();
    if (const auto* box = qobject_cast<const QBoxLayout*>(layout)) needed += box->spacing();
  }
  const bool folded = m_page->width() < needed;
  if (folded == m_folded) return;
  m_folded = folded;
  m_open = false;  // the drawer comes when asked, never by a resize
  refresh();
  emit foldedChanged(folded);
}

void SideDrawer::refresh() {
  QVBoxLayout* home = m_folded ? m_drawerLayout : m_dockLayout;
  if (m_column->parentWidget() != home->parentWidget()) {
    (m_folded ? m_dockLayout : m_drawerLayout)->removeWidget(m_column);
    home->addWidget(m_column);
  }
  const bool shown = columnShown();
  setVisible(!m_folded && shown);
  if (m_folded && shown) placeDrawer();
  m_drawer->setVisible(m_folded && shown);
  if (m_drawer->isVisible()) m_drawer->raise();
  m_column->setVisible(shown);
  m_button->setVisible(!m_suppressed);
  m_button->setEnabled(m_pageShown);
  m_action->setEnabled(!m_suppressed && m_pageShown);
  const QSignalBlocker quiet(m_action);
  m_action->setChecked(shown);
}

void SideDrawer::placeDrawer() {
  // As wide as the column with the drawer's margins, the page's whole height.
  const QMargins m = m_drawerLayout->contentsMargins();
  const int frame = 2 * m_drawer->frameWidth();
  const int width = std::min(m_page->width(), m_column->width() + m.left() + m.right() + frame);
  const QPoint topLeft = m_page->mapTo(m_drawer->parentWidget(), QPoint(0, 0));
  m_drawer->setGeometry(topLeft.x(), topLeft.y(), width, m_page->height());
}

}  // namespace convscope::gui
