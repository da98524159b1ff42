#include "view_mapping.h"

#include <algorithm>
#include <cmath>

#include <QBuffer>
#include <QCoreApplication>
#include <QImageWriter>

namespace convscope::app {
namespace {

class ViewMappingText {
  Q_DECLARE_TR_FUNCTIONS(ViewMappingText)

 public:
  static QString describe(ViewMapping mapping) {
    switch (mapping) {
      case ViewMapping::Direct:
        return tr("values all within 0..255: written as they are");
      case ViewMapping::ScaledToMax:
        return tr("non-negative values above 255: 0..max scaled to 0..255");
      case ViewMapping::Signed:
        return tr("negative values present: 0 is mid-gray 128, ±max|value| is 1 or 255");
    }
    return {};
  }
};

// NaN and infinities (a huge kernel weight can overflow a float) must not reach lround.
uchar toByte(double v) {
  if (std::isnan(v)) return 0;
  return static_cast<uchar>(std::lround(std::clamp(v, 0.0, 255.0)));
}

}  // namespace

ViewMapping chooseViewMapping(const ValueRange& range) {
  if (range.min < 0) return ViewMapping::Signed;
  if (range.max <= 255) return ViewMapping::Direct;
  return ViewMapping::ScaledToMax;
}

QString viewMappingDescription(ViewMapping mapping) {
  return ViewMappingText::describe(mapping);
}

QImage channelToViewImage(const Channel& channel, ViewMapping* used) {
  const ValueRange range = valueRange(channel);
  const ViewMapping mapping = chooseViewMapping(range);
  if (used) *used = mapping;
  QImage image(channel.width, channel.height, QImage::Format_Grayscale8);
  if (image.isNull()) return image;
  const double magnitude = std::max(std::abs(double(range.min)), std::abs(double(range.max)));
  for (int y = 0; y < channel.height; ++y) {
    uchar* row = image.scanLine(y);
    const float* src = channel.data() + static_cast<size_t>(y) * channel.width;
    for (int x = 0; x < channel.width; ++x) {
      const double v = src[x];
      switch (mapping) {
        case ViewMapping::Direct:
          row[x] = toByte(v);
          break;
        case ViewMapping::ScaledToMax:
          row[x] = toByte(v * 255.0 / range.max);
          break;
        case ViewMapping::Signed:
          row[x] = toByte(128.0 + 127.0 * v / magnitude);
          break;
      }
    }
  }
  return image;
}

Result<QByteArray> encodePng(const QImage& image) {
  if (image.isNull()) {
    return Status::error(StatusCode::OutOfMemory, "no image to encode (out of memory?)");
  }
  QByteArray bytes;
  QBuffer buffer(&bytes);
  buffer.open(QIODevice::WriteOnly);
  QImageWriter writer(&buffer, "png");
  if (!writer.write(image)) {
    return Status::error(StatusCode::IoError,
                         "PNG encoding failed: " + writer.errorString().toStdString());
  }
  return bytes;
}

}  // namespace convscope::app
