#include "gui/gl/view_output_surface.h"

#include <utility>

#include "gui/gl/channel_view.h"

namespace convscope::gui {

using model::OutputSurface;

ViewOutputSurface::ViewOutputSurface(ChannelView* view) : OutputSurface(view), m_view(view) {
  // Direct connections: the view emits both with its context current, and so they arrive.
  connect(view, &ChannelView::textureCreated, this, &OutputSurface::textureCreated);
  connect(view, &ChannelView::textureAboutToBeDestroyed, this,
          &OutputSurface::textureAboutToBeDestroyed);
}

bool ViewOutputSurface::hasContext() const {
  return m_view && m_view->context();
}

void ViewOutputSurface::makeCurrent() {
  if (m_view) m_view->makeCurrent();
}

void ViewOutputSurface::doneCurrent() {
  if (m_view) m_view->doneCurrent();
}

void ViewOutputSurface::setExternalImage(int width, int height) {
  if (m_view) m_view->setExternalImage(width, height);
}

void ViewOutputSurface::markExternallyWritten(double textureUploadMs) {
  if (m_view) m_view->markExternallyWritten(textureUploadMs);
}

void ViewOutputSurface::setChannel(std::shared_ptr<const Channel> channel) {
  if (m_view) m_view->setChannel(std::move(channel));
}

void ViewOutputSurface::clear() {
  if (m_view) m_view->clear();
}

}  // namespace convscope::gui
