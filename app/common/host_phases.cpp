#include "common/host_phases.h"

#include <QImage>
#include <algorithm>
#include <chrono>
#include <vector>

#include "convscope/channel.h"
#include "convscope/stats.h"

namespace convscope::app {

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

}  // namespace

HostPhaseTimes timeHostPhases(const QByteArray& png, int runs) {
  HostPhaseTimes times;
  runs = std::max(1, runs);
  std::vector<double> decode, convert;
  QImage decoded;
  for (int i = 0; i < runs; ++i) {
    const auto start = Clock::now();
    decoded.loadFromData(png, "PNG");
    decode.push_back(msSince(start));
  }
  if (decoded.isNull()) return times;
  decoded = decoded.convertToFormat(QImage::Format_RGB32);
  for (int i = 0; i < runs; ++i) {
    const auto start = Clock::now();
    auto channel = channelFromRgb8(decoded.constBits(), decoded.width(), decoded.height(),
                                   static_cast<int>(decoded.bytesPerLine()), 4, ChannelPick::Luma);
    convert.push_back(msSince(start));
  }
  times.pngBytes = static_cast<double>(png.size());
  times.decodedBytes = static_cast<double>(decoded.sizeInBytes());
  times.decodeMs = summarize(decode).median;
  times.convertMs = summarize(convert).median;
  return times;
}

}  // namespace convscope::app
