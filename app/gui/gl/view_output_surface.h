// The GPU side's way into a ChannelView (model/output_surface.h): its texture, its GL context and
// its uploads. A child of the view, made by ChannelView::outputSurface(), so it goes with it.
#pragma once

#include <QPointer>

#include "model/output_surface.h"

namespace convscope::gui {

using model::OutputSurface;

class ChannelView;

class ViewOutputSurface : public OutputSurface {
 public:
  explicit ViewOutputSurface(ChannelView* view);

  bool hasContext() const override;
  void makeCurrent() override;
  void doneCurrent() override;
  void setExternalImage(int width, int height) override;
  void markExternallyWritten(double textureUploadMs) override;
  void setChannel(std::shared_ptr<const Channel> channel) override;
  void clear() override;

 private:
  QPointer<ChannelView> m_view;
};

}  // namespace convscope::gui
