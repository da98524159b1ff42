// What a ChannelView draws on (see the class comment). Shared by the files of ChannelView, which
// call into its context and framebuffer.
#pragma once

#include <QOpenGLContext>
#include <QOpenGLWindow>

#include "gui/gl/channel_view.h"

namespace convscope::gui {

// What a ChannelView draws on: a native child window of its own, transparent for input (so the
// mouse reaches the ChannelView widget under it), that renders and presents only this view's
// pixels. A QOpenGLWidget instead makes Qt compose the whole top-level window with GL for every
// frame of any view: measured 18 ms per frame at 1920×1080 under llvmpipe, which alone held the
// step animation near 35 frames/s. With this surface it runs at 60.
class ChannelSurface : public QOpenGLWindow {
 public:
  explicit ChannelSurface(ChannelView* view)
      : QOpenGLWindow(QOpenGLContext::globalShareContext()), m_view(view) {
    setFlags(Qt::WindowTransparentForInput | Qt::WindowDoesNotAcceptFocus);
  }

 protected:
  void initializeGL() override { m_view->initializeGL(); }
  void paintGL() override { m_view->paintGL(); }

 private:
  ChannelView* m_view;
};

}  // namespace convscope::gui
