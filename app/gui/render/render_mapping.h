// The thread-mapping options of `convscope render`, so course authors can make figures of the
// overlay, a pinned inspector and a moment of the replay:
//   --overlay blocks,colours,warps,lanes,idle,who   --block 16x16
//   --inspect X,Y (GPU side) or cpu:X,Y            --replay F (0..1 of the launch)
//   --replay A..B or all: an animation of the replay (render_animation)
#pragma once

#include <QCommandLineParser>
#include <QPoint>
#include <QString>
#include <optional>

#include "convscope/launch_geometry.h"
#include "gui/render/render_animation.h"

namespace convscope::gui {

class WindowLayout;

struct RenderMapping {
  std::optional<int> flags;  // OverlayFlag bits
  std::optional<Dim2> block;
  std::optional<QPoint> inspect;
  bool inspectCpu = false;
  double replay = -1;  // fraction of the replay, -1: none (an animation's first moment)
  std::optional<Animation> replayAnimation;  // --replay A..B or all
  bool any() const { return flags || block || inspect || replay >= 0; }
};

void addRenderMappingOptions(QCommandLineParser& parser);
QString renderMappingUsage();
QString renderMappingHelp();
// Empty on success, else the message for the user.
QString readRenderMapping(const QCommandLineParser& parser, RenderMapping* out);
// Before the GPU run: what the overlay shows and the block size.
void applyRenderMappingBeforeRun(WindowLayout& window, const RenderMapping& mapping);
// After the run has settled: the inspector and the replay. Empty on success, else why not.
QString applyRenderMappingAfterRun(WindowLayout& window, const RenderMapping& mapping);

}  // namespace convscope::gui
