// `convscope render --steps A..B`: the sliding window stepping from output pixel A to B, one
// frame per step, as an animated GIF (--out anim.gif) or as numbered PNG frames (--out DIR/),
// for slides and web pages.
#pragma once

#include <QList>
#include <QString>

#include "convscope/status.h"

namespace convscope::gui {

class ChannelView;
class MainWindow;

struct StepAnimation {
  long long first = 1;  // 1-based, as --step
  long long last = 1;
  double framesPerSecond = 4;
  QString out;  // a .gif file, or a folder (ends in '/') for frame-0001.png ...
  bool gif() const { return !out.endsWith(QLatin1Char('/')); }
};

// At most this many frames (a GIF of 1920 × 1080 frames holds them all in memory first).
constexpr long long kMaxAnimationFrames = 1000;

// Reads "A..B" (1-based, A ≤ B, at most kMaxAnimationFrames steps).
Result<StepAnimation> parseStepRange(const QString& text);

// Draws the frames of a shown, settled window and writes them; the range must lie within the
// window's steps. Says what it wrote, for the command's one line of output.
Result<QString> writeStepAnimation(MainWindow& window, const QList<ChannelView*>& views,
                                   const StepAnimation& animation);

}  // namespace convscope::gui
