#include "common/host_phases.h"

#include <QBuffer>
#include <QImage>
#include <algorithm>
#include <vector>

#include "convscope/channel.h"
#include "convscope/measure.h"

namespace convscope::app {

HostPhaseTimes timeHostPhases(const QByteArray& png, int runs) {
  HostPhaseTimes times;
  runs = std::max(1, runs);
  QImage decoded;
  const Result<TimingStats> decode = timeRuns(0, runs, [&] {
    decoded.loadFromData(png, "PNG");
    return Status::ok();
  });
  if (!decode || decoded.isNull()) return times;
  decoded = decoded.convertToFormat(QImage::Format_RGB32);
  const Result<TimingStats> convert = timeRuns(0, runs, [&] {
    auto channel = channelFromRgb8(decoded.constBits(), decoded.width(), decoded.height(),
                                   static_cast<int>(decoded.bytesPerLine()), 4, ChannelPick::Luma);
    return channel.status();
  });
  if (!convert) return times;
  times.pngBytes = static_cast<double>(png.size());
  times.decodedBytes = static_cast<double>(decoded.sizeInBytes());
  times.decodeMs = decode->median;
  times.convertMs = convert->median;
  return times;
}

HostPhaseTimes timeChannelHostPhases(const Channel& input, int runs) {
  QImage gray(input.width, input.height, QImage::Format_Grayscale8);
  if (gray.isNull()) return {};
  for (int y = 0; y < input.height; ++y)
    for (int x = 0; x < input.width; ++x)
      gray.scanLine(y)[x] = static_cast<uchar>(std::clamp(input.at(x, y), 0.0f, 255.0f));
  QByteArray png;
  QBuffer buffer(&png);
  buffer.open(QIODevice::WriteOnly);
  if (!gray.save(&buffer, "PNG")) return {};
  return timeHostPhases(png, runs);
}

}  // namespace convscope::app
