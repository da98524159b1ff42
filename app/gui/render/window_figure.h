// The window, or one view, as a picture for course material: Qt paints the widgets, and each
// GL view's frame is drawn where it sits (QWidget::grab cannot see the views' GL surfaces, which
// are native windows of their own). Used by `render`, File → Export and the clipboard.
#pragma once

#include <QImage>
#include <QList>
#include <functional>

class QWidget;

namespace convscope::gui {

class ChannelView;

// pixelRatio 0 keeps the screen's pixels; 2 or 3 draws widgets and views again with that many
// pixels per point (crisp text and lines for print), not a scaled-up screen shot.
QImage windowFigure(QWidget& window, const QList<ChannelView*>& views, qreal pixelRatio = 0);
QImage viewFigure(ChannelView& view, qreal pixelRatio = 0);

// Asks every view for one more frame and waits, in the event loop and at most timeoutMs, until
// each has drawn it: the last change is then on screen. False when the time ran out.
bool drawOneMoreFrame(const QList<ChannelView*>& views, int timeoutMs);

// Runs the event loop until `done` holds or timeoutMs pass; says whether it holds. `done` is
// checked each time the loop has handled what was ready and is about to sleep (aboutToBlock), so
// the thread waits for events instead of polling, and CPU timings measured beside it stay true.
bool waitUntil(const std::function<bool()>& done, int timeoutMs);

}  // namespace convscope::gui
