// How long a ChannelView took to put one new content on screen, by host clock: the texture
// upload of that content (its bands of glTexSubImage2D on the GUI thread, or the GPU writer's own
// upload on the staged path) and the draw of the frame after the first that shows it whole (the
// first may carry a renderer's one-off costs). Both end in one glFinish, so the clock sees the
// GL work and not only its submission; later frames are not waited for. Qt Core only, so the
// state (GpuRunner::describeDraw) and the Speed tab (its own library) read it without the view.
#pragma once

#include <QMetaType>
#include <QSize>
#include <QString>

namespace convscope::model {

struct ViewDrawTiming {
  QSize image;        // the content, pixels
  QSize framebuffer;  // the frame that showed it, device pixels
  double uploadMs = 0;
  bool uploadTimed = true;    // false: filled on the texture thread (large images), not timed
  bool writtenByGpu = false;  // a GPU writer filled the texture (interop, staged)
  double drawMs = 0;
  QString renderer;  // GL_RENDERER of the view's context
  // Filled by the model (GpuRunner::describeDraw), which knows the GPU path: whether the host
  // uploaded the image into the texture (emulated, staged; interop: CUDA wrote it in place), and
  // the path in the window's words ("emulated GPU"). Readers need not know the paths.
  bool hostUploaded = true;
  QString pathLabel;
};

}  // namespace convscope::model

Q_DECLARE_METATYPE(convscope::model::ViewDrawTiming)
