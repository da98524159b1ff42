#include "common/host_phases.h"

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

}  // namespace convscope::app
