// The two CPU steps before any engine sees an image, timed here: decoding its PNG, and turning
// the decoded pixels into the float channel the engines read. The Speed tab's timeline and the
// data-path lesson show them beside the copies and the kernel.
#pragma once

#include <QByteArray>

#include "convscope/channel.h"

namespace convscope::app {

struct HostPhaseTimes {
  double pngBytes = 0;      // the file's size
  double decodedBytes = 0;  // the decoded image in RAM (RGB32: 4 bytes a pixel)
  double decodeMs = 0;      // median of the runs
  double convertMs = 0;
};

// Decodes `png` and converts the result (luma) `runs` times each, and gives the medians: one
// slow run (another program, a cold cache) does not become the figure shown. A PNG that does not
// decode gives zero times and sizes.
HostPhaseTimes timeHostPhases(const QByteArray& png, int runs);

// The same for `input` saved as an 8-bit grey PNG of itself, so the file size is real: what the
// lessons show for the window's image.
HostPhaseTimes timeChannelHostPhases(const Channel& input, int runs);

}  // namespace convscope::app
