// How an output channel becomes 8-bit gray for viewing (PNG files, thumbnails). Stated in
// `convscope apply --help`, so a reader knows what a pixel's brightness means.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>

#include "convscope/channel.h"
#include "convscope/status.h"

namespace convscope::app {

enum class ViewMapping {
  Direct,       // all values in 0..255: written as they are (the input's own scale)
  ScaledToMax,  // non-negative beyond 255: 0..max → 0..255
  Signed,       // some negative: 0 → mid-gray 128, ±max|v| → 1 / 255
};

ViewMapping chooseViewMapping(const ValueRange& range);

// One line per mapping, for --help and the window's legend.
QString viewMappingDescription(ViewMapping mapping);

// A Format_Grayscale8 image of the channel; `used` receives the mapping chosen.
QImage channelToViewImage(const Channel& channel, ViewMapping* used = nullptr);

// PNG-encoded bytes of the image, or why not.
Result<QByteArray> encodePng(const QImage& image);

}  // namespace convscope::app
