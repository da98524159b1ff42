// Animations for slides and web pages, as an animated GIF (--out anim.gif) or as numbered PNG
// frames (--out DIR/), drawn from the window itself:
//   `convscope render --steps A..B`   the sliding window stepping from output pixel A to B, one
//                                     frame per step;
//   `convscope render --replay A..B`  the replay of who ran which block, from A to B (0..1) of the
//   (or --replay all)                 launch, in --frames N frames evenly spaced in time, or one
//                                     frame per block start (--frames blocks).
// File → Export animation… goes through the same writeAnimation.
#pragma once

#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>
#include <functional>

#include "convscope/status.h"

namespace convscope::gui {

class ChannelView;
class WindowLayout;

enum class AnimationKind { Steps, Replay };

// --frames blocks: one frame at each moment a block starts, as "Step block" in the window.
constexpr int kFramePerBlock = 0;
// The window replays a launch in 8 s; 32 frames at the default 4 frames/s take as long.
constexpr int kDefaultReplayFrames = 32;
// At most this many frames (a GIF of 1920 × 1080 frames holds them all in memory first).
constexpr long long kMaxAnimationFrames = 1000;

struct Animation {
  AnimationKind kind = AnimationKind::Steps;
  long long first = 1;  // steps: 1-based, as --step
  long long last = 1;
  double from = 0;  // replay: fractions of the launch's duration
  double to = 1;
  int frames = kDefaultReplayFrames;  // replay: a count, or kFramePerBlock
  double framesPerSecond = 4;
  QString out;  // a .gif file, or a folder (ends in '/') for frame-0001.png ...
  bool gif() const { return !out.endsWith(QLatin1Char('/')); }
  // The number of frames, when it is known before the window has run (per block it is not).
  long long plannedFrames() const;
};

// Reads "A..B" (1-based, A ≤ B, at most kMaxAnimationFrames steps).
Result<Animation> parseStepRange(const QString& text);
// Whether a --replay value asks for an animation ("all" or "A..B") rather than one still (F).
bool isReplayRange(const QString& text);
// Reads "all" or "A..B" (fractions, 0 ≤ A < B ≤ 1).
Result<Animation> parseReplayRange(const QString& text);
// Reads --frames: "blocks" (kFramePerBlock) or a count from 2 to kMaxAnimationFrames.
Result<int> parseFrameCount(const QString& text);
// A GIF holds every frame in memory before its palette is made: refuses `frames` frames of
// `pixels` device pixels past that budget (PNG frames are written one at a time).
Status checkGifBudget(long long frames, QSize pixels);
// Removes frame-NNNN.png files numbered past `count` from `folder` (regular files only) and
// returns their names in order: what an older, longer run left there.
QStringList removeStaleFrames(const QString& folder, long long count);

// Frames done so far and in all; false stops the animation (Cancelled). While the window is
// still busy before the first frame it is asked with total 0: only whether to go on.
using AnimationProgress = std::function<bool(long long done, long long total)>;

// Draws the frames of a shown, settled window and writes them; the steps must lie within the
// window's steps, a replay needs a GPU run that recorded its blocks. The step player and the
// replay are paused while it draws; they, the overlay and the GPU tab are put back as they were
// afterwards (a player that played plays again). Says what it wrote,
// for the command's one line of output or the window's status bar.
Result<QString> writeAnimation(WindowLayout& window, const QList<ChannelView*>& views,
                               const Animation& animation, const AnimationProgress& progress = {});

}  // namespace convscope::gui
