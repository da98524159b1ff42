// What the thread-mapping overlay draws: bits of u_flags in shaders/overlay.frag. The model
// holds the choice (WorkbenchChoice::overlay); gl/thread_overlay draws it.
#pragma once

namespace convscope::model {

enum OverlayFlag : int {
  kOverlayBorders = 1,
  kOverlayColours = 2,
  kOverlayWarps = 4,
  kOverlayIdle = 8,
  kOverlayUnits = 16,  // colour each block by the SM / worker / CPU thread that ran it
  kOverlayReplay = 32,
  kOverlayLanes = 64,  // text only: lane and threadIdx in each cell at high zoom
};

// What the mapping tab shows at first: block borders and the idle threads past the edge.
constexpr int kDefaultOverlay = kOverlayBorders | kOverlayIdle;

}  // namespace convscope::model
