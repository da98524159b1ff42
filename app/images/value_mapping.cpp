#include "images/value_mapping.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace convscope::app {

namespace {

class MappingText {
  Q_DECLARE_TR_FUNCTIONS(MappingText)

 public:
  static QString describe(const ValueMapping& m) {
    const auto number = [](double v) { return QString::number(v, 'g', 4); };
    if (m.map == ColourMap::Gray) {
      return tr("gray, %1 black to %2 white").arg(number(m.low), number(m.high));
    }
    QString text = tr("blue-white-red, 0 white, -%1 full blue, +%1 full red").arg(number(m.high));
    if (m.saturates) text += tr(" (stronger values share the end colours)");
    return text;
  }

  static QString rules(const QString& indent) {
    const QString text =
        tr("gray: 0 black, 255 white, widened to the output's\n"
           "  range where it leaves 0..255\n"
           "blue-white-red where the weights add up to 0 and\n"
           "  values are negative (edge detectors): 0 white,\n"
           "  ±R full colour, R = 99th percentile of |value|,\n"
           "  at least a quarter of the largest");
    return indent + QString(text).replace(QLatin1Char('\n'), QLatin1Char('\n') + indent);
  }
};

// The q-quantile of |value| over at most ~64k evenly spaced pixels: cheap at 4096², and the
// colour scale needs no more precision than that. The stride shares no factor with the width, so
// the samples spread over every column: a stride of 256 in a 4096-wide image read only 16
// columns, one of them the left border, where zero padding makes the strongest values of all;
// that one column set the whole range and left the edges inside a faint tint.
float magnitudePercentile(const Channel& output, float q) {
  const size_t n = output.pixels.size();
  const size_t width = static_cast<size_t>(std::max(1, output.width));
  size_t step = std::max<size_t>(1, n / 65536);
  while (step > 1 && std::gcd(step, width) != 1) ++step;
  std::vector<float> sample;
  sample.reserve(n / step + 1);
  for (size_t i = 0; i < n; i += step) sample.push_back(std::abs(output.pixels[i]));
  if (sample.empty()) return 0;
  const auto nth = sample.begin() + static_cast<std::ptrdiff_t>(q * (sample.size() - 1));
  std::nth_element(sample.begin(), nth, sample.end());
  return *nth;
}

// GL turns a colour component into 8 bits by rounding to nearest; NaN (an overflowed float)
// must not reach lround.
int toByte(float c) {
  if (std::isnan(c)) return 0;
  return static_cast<int>(std::lround(std::clamp(c, 0.0f, 1.0f) * 255.0f));
}

float mix(float a, float b, float t) {
  return a + (b - a) * t;
}

}  // namespace

ValueMapping mappingFor(const Channel& output, const Kernel& kernel) {
  const ValueRange range = valueRange(output);
  float sum = 0;
  for (float w : kernel.effectiveWeights(false)) sum += w;
  ValueMapping m;
  // An edge detector's weights add up to 0: its output is a signed difference, and the diverging
  // map shows the sign. Other kernels keep the image's gray scale, widened if values leave it.
  if (range.min < 0 && std::abs(sum) < 1e-4f) {
    m.map = ColourMap::Diverging;
    m.low = 0;
    // The 99th percentile of |value|, at least a quarter of the largest: a few strong edges would
    // otherwise set the range and leave every other edge a faint tint. The stronger ones show the
    // full colour, and the legend says so.
    const float largest = std::max({std::abs(range.min), std::abs(range.max), 1e-3f});
    m.high = std::max(magnitudePercentile(output, 0.99f), largest / 4);
    m.saturates = m.high < largest;
  } else {
    m.map = ColourMap::Gray;
    m.low = std::min(0.0f, range.min);
    m.high = std::max(255.0f, range.max);
  }
  return m;
}

ShaderMapping shaderMapping(const ValueMapping& mapping) {
  return {mapping.map == ColourMap::Diverging ? 1 : 0, mapping.low, mapping.high};
}

QRgb colourOf(const ValueMapping& mapping, float value) {
  // The same arithmetic, in single precision, as colourOf() in shaders/channel.frag.
  const ShaderMapping s = shaderMapping(mapping);
  const float v = std::isnan(value) ? 0.0f : value;
  if (s.kind == 1) {
    const float t = std::clamp(v / std::max(std::abs(s.high), 1e-6f), -1.0f, 1.0f);
    const auto& end = t < 0 ? kNegativeColour : kPositiveColour;
    const float a = std::abs(t);
    return qRgb(toByte(mix(1.0f, end[0], a)), toByte(mix(1.0f, end[1], a)),
                toByte(mix(1.0f, end[2], a)));
  }
  const int g = toByte((v - s.low) / std::max(s.high - s.low, 1e-6f));
  return qRgb(g, g, g);
}

QImage channelToImage(const Channel& channel, const ValueMapping& mapping) {
  const bool gray = mapping.map == ColourMap::Gray;
  QImage image(channel.width, channel.height,
               gray ? QImage::Format_Grayscale8 : QImage::Format_RGB32);
  if (image.isNull()) return image;
  for (int y = 0; y < channel.height; ++y) {
    const float* src = channel.data() + static_cast<size_t>(y) * channel.width;
    uchar* row = image.scanLine(y);
    for (int x = 0; x < channel.width; ++x) {
      const QRgb c = colourOf(mapping, src[x]);
      if (gray)
        row[x] = static_cast<uchar>(qRed(c));
      else
        reinterpret_cast<QRgb*>(row)[x] = c;
    }
  }
  return image;
}

QString mappingDescription(const ValueMapping& mapping) {
  return MappingText::describe(mapping);
}

QString mappingRules(const QString& indent) {
  return MappingText::rules(indent);
}

}  // namespace convscope::app
