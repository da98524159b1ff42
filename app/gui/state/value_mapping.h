// How output values become colours, and the choice of it for an output: gray for images, a
// diverging blue-white-red for the signed results of edge detectors.
#pragma once

#include "convscope/channel.h"
#include "convscope/kernel.h"

namespace convscope::gui {

enum class ColourMap { Gray, Diverging };

// How values become colours: Gray maps [low, high] to black..white (clipped); Diverging maps
// [-high, high] to blue..white..red, so zero is white and the sign reads at a glance.
struct ValueMapping {
  ColourMap map = ColourMap::Gray;
  float low = 0;
  float high = 255;
  bool saturates = false;  // some values lie beyond [low, high] and show the end colours
  friend bool operator==(const ValueMapping&, const ValueMapping&) = default;
};

// The mapping for `output` of `kernel`. Reads every pixel (tens of milliseconds at 4096²), so the
// CPU worker computes it with the output, off the GUI thread.
ValueMapping mappingFor(const Channel& output, const Kernel& kernel);

}  // namespace convscope::gui
