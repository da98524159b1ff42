#include "gui/render/window_figure.h"

#include <QAbstractEventDispatcher>
#include <QDeadlineTimer>
#include <QEventLoop>
#include <QPainter>
#include <QPixmap>
#include <QTimer>
#include <QWidget>

#include "gui/gl/channel_view.h"

namespace convscope::gui {

QImage windowFigure(QWidget& window, const QList<ChannelView*>& views, qreal pixelRatio) {
  QImage shot;
  if (pixelRatio <= 0 || qFuzzyCompare(pixelRatio, window.devicePixelRatioF())) {
    shot = window.grab().toImage();
    pixelRatio = 0;
  } else {
    shot = QImage(window.size() * pixelRatio, QImage::Format_ARGB32_Premultiplied);
    if (shot.isNull()) return {};  // too large for memory: the caller says so
    shot.setDevicePixelRatio(pixelRatio);
    shot.fill(window.palette().window().color());
    window.render(&shot);
  }
  QPainter painter(&shot);
  for (ChannelView* view : views) {
    if (!view->isVisible()) continue;
    painter.drawImage(QRectF(view->mapTo(&window, QPoint(0, 0)), view->size()),
                      view->grabFramebuffer(pixelRatio));
  }
  painter.end();
  return shot;
}

QImage viewFigure(ChannelView& view, qreal pixelRatio) {
  return view.grabFramebuffer(pixelRatio);
}

bool drawOneMoreFrame(const QList<ChannelView*>& views, int timeoutMs) {
  QList<long long> before;
  for (ChannelView* v : views) {
    before << v->framesDrawn();
    v->requestFrame();
  }
  const auto allDrawn = [&] {
    for (int i = 0; i < views.size(); ++i)
      if (views[i]->framesDrawn() <= before[i]) return false;
    return true;
  };
  QEventLoop loop;
  for (ChannelView* v : views)
    QObject::connect(v, &ChannelView::frameDrawn, &loop, [&] {
      if (allDrawn()) loop.quit();
    });
  QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
  if (!allDrawn()) loop.exec();
  return allDrawn();
}

bool waitUntil(const std::function<bool()>& done, int timeoutMs) {
  if (done()) return true;
  QEventLoop loop;
  QTimer deadline;
  deadline.setSingleShot(true);
  QObject::connect(&deadline, &QTimer::timeout, &loop, &QEventLoop::quit);
  QObject::connect(QAbstractEventDispatcher::instance(), &QAbstractEventDispatcher::aboutToBlock,
                   &loop, [&] {
                     if (done()) loop.quit();
                   });
  deadline.start(timeoutMs);
  loop.exec();
  return done();
}

}  // namespace convscope::gui
