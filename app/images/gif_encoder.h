// Animated GIFs for slides and web pages: the frames of a sliding-window or replay animation,
// one palette shared by all (libimagequant), each frame stored as the rectangle that changed, its
// unchanged pixels transparent since the one before (giflib), so a 40-step animation stays small.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QList>

#include "convscope/status.h"

namespace convscope::app {

struct GifOptions {
  double framesPerSecond = 4;  // GIF stores delays in 1/100 s: 2..100 frames/s
  bool loop = true;            // play again from the start (the NETSCAPE2.0 extension)
  // How long the last frame stays before the loop starts again (a finished replay to read);
  // 0: as long as the others. At most 600 s.
  double lastFrameSeconds = 0;
};

// Encodes frames of one size as an animated GIF. Fails on no frames, frames of different sizes,
// a rate outside 0.01..50 frames/s, a last frame's time outside 0..600 s, or an allocation the
// encoder could not make.
Result<QByteArray> encodeGif(const QList<QImage>& frames, const GifOptions& options = {});

}  // namespace convscope::app
