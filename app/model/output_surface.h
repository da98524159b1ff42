// What the GPU side needs of the view that shows its output, and nothing more: a GL_R32F
// texture to write into with the view's GL context current (interop, staged copies), or an
// upload of a finished channel (the emulated GPU). The GL view gives one (ChannelView's
// outputSurface(), gl/view_output_surface.h); a test gives a fake with no GL, so the model is
// built and run with no widget. Qt Core only.
#pragma once

#include <QObject>
#include <memory>

#include "convscope/channel.h"

namespace convscope::model {

class OutputSurface : public QObject {
  Q_OBJECT
 public:
  using QObject::QObject;

  // Whether there is a GL context to make current (none before the view's first frame, and none
  // at all on a surface without GL).
  virtual bool hasContext() const = 0;
  virtual void makeCurrent() = 0;
  virtual void doneCurrent() = 0;

  // The output will be a width × height texture written by the GPU side; it is shown once
  // markExternallyWritten() says it was. `textureUploadMs`: the writer's own upload into the
  // texture (staged), 0 when it wrote it in place (interop).
  virtual void setExternalImage(int width, int height) = 0;
  virtual void markExternallyWritten(double textureUploadMs) = 0;
  // The emulated GPU's output, uploaded and shown by the surface.
  virtual void setChannel(std::shared_ptr<const Channel> channel) = 0;
  // No output (the problem has none).
  virtual void clear() = 0;

 signals:
  // The texture was (re)created or is about to go, with the surface's context current, as the
  // CUDA writer requires. Texture 0: a surface with no texture, where only the emulation (which
  // uploads its output) can run.
  void textureCreated(unsigned int texture, int width, int height);
  void textureAboutToBeDestroyed(unsigned int texture);
};

}  // namespace convscope::model
