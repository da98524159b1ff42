// How output values become colours: gray for images, a diverging blue-white-red for the signed
// results of edge detectors. One mapping for every place that shows an output: the window's views
// (shaders/channel.frag takes its uniforms from here), their legends, `render` (which draws the
// window) and `convscope apply --out x.png`, so a PNG and the window show the same colours.
#pragma once

#include <QImage>
#include <QRgb>
#include <QString>
#include <array>

#include "convscope/channel.h"
#include "convscope/kernel.h"

namespace convscope::app {

enum class ColourMap { Gray, Diverging };

// Gray maps [low, high] to black..white (clipped); Diverging maps [-high, high] to
// blue..white..red, so zero is white and the sign reads at a glance.
struct ValueMapping {
  ColourMap map = ColourMap::Gray;
  float low = 0;
  float high = 255;
  bool saturates = false;  // some values lie beyond [low, high] and show the end colours
  friend bool operator==(const ValueMapping&, const ValueMapping&) = default;
};

// The mapping for `output` of `kernel`. Reads every pixel (tens of milliseconds at 4096²), so the
// window's CPU worker computes it with the output, off the GUI thread.
ValueMapping mappingFor(const Channel& output, const Kernel& kernel);

// The ends of the diverging map, as linear 0..1 RGB (white is its middle).
inline constexpr std::array<float, 3> kNegativeColour{0.09f, 0.33f, 0.70f};
inline constexpr std::array<float, 3> kPositiveColour{0.75f, 0.11f, 0.11f};

// What shaders/channel.frag reads as u_map and u_range (its end colours as u_negative and
// u_positive).
struct ShaderMapping {
  int kind = 0;  // 0 gray, 1 diverging
  float low = 0;
  float high = 255;
};
ShaderMapping shaderMapping(const ValueMapping& mapping);

// The colour of one value: the shader's colourOf() on the CPU, rounded to 8 bits as GL does.
QRgb colourOf(const ValueMapping& mapping, float value);

// The channel in those colours: Format_Grayscale8 for the gray map, Format_RGB32 for the
// diverging one. A null image when out of memory.
QImage channelToImage(const Channel& channel, const ValueMapping& mapping);

// One line naming the mapping and its range, printed after `apply` writes a PNG.
QString mappingDescription(const ValueMapping& mapping);

// How the mapping is chosen, for `apply --help` (lines indented by `indent`).
QString mappingRules(const QString& indent);

}  // namespace convscope::app
