#include "convscope/channel.h"

#include <algorithm>
#include <new>
#include <string>

namespace convscope {

Status checkImageSize(int width, int height) {
  if (width < 1 || height < 1) {
    return Status::error(StatusCode::InvalidArgument, "image size must be at least 1×1, got " +
                                                          std::to_string(width) + "×" +
                                                          std::to_string(height));
  }
  // Up to 2³¹ a side, so pixels fits in 63 bits but pixels × 4 bytes may not: MiB as pixels / 2¹⁸.
  const long long pixels = static_cast<long long>(width) * height;
  if (width > kMaxSide || height > kMaxSide || pixels > kMaxPixels) {
    return Status::error(StatusCode::TooLarge,
                         "image of " + std::to_string(width) + "×" + std::to_string(height) +
                             " is too large: at most " + std::to_string(kMaxSide) +
                             " pixels a side (" + std::to_string(pixels / (256 * 1024)) +
                             " MiB per float buffer)");
  }
  return Status::ok();
}

Result<Channel> Channel::create(int width, int height) {
  if (Status s = checkImageSize(width, height); !s) return s;
  Channel channel;
  channel.width = width;
  channel.height = height;
  try {
    channel.pixels.assign(static_cast<size_t>(channel.pixelCount()), 0.0f);
  } catch (const std::bad_alloc&) {
    return Status::error(StatusCode::OutOfMemory,
                         "not enough memory for a " + std::to_string(width) + "×" +
                             std::to_string(height) + " image (" +
                             std::to_string(channel.pixelCount() * 4 / (1024 * 1024)) + " MiB)");
  }
  return channel;
}

Result<Channel> channelFromGray8(const std::uint8_t* rows, int width, int height,
                                 int bytesPerLine) {
  if (!rows || bytesPerLine < width) {
    return Status::error(StatusCode::InvalidArgument, "gray image rows are missing or too short");
  }
  Result<Channel> made = Channel::create(width, height);
  if (!made) return made;
  Channel& channel = made.value();
  for (int y = 0; y < height; ++y) {
    const std::uint8_t* row = rows + static_cast<size_t>(y) * bytesPerLine;
    for (int x = 0; x < width; ++x) channel.at(x, y) = row[x];
  }
  return made;
}

Result<Channel> channelFromRgb8(const std::uint8_t* rows, int width, int height, int bytesPerLine,
                                int bytesPerPixel, ChannelPick pick) {
  if (bytesPerPixel != 3 && bytesPerPixel != 4) {
    return Status::error(StatusCode::InvalidArgument, "RGB pixels must be 3 or 4 bytes");
  }
  if (!rows || bytesPerLine < width * bytesPerPixel) {
    return Status::error(StatusCode::InvalidArgument, "RGB image rows are missing or too short");
  }
  Result<Channel> made = Channel::create(width, height);
  if (!made) return made;
  Channel& channel = made.value();
  for (int y = 0; y < height; ++y) {
    const std::uint8_t* row = rows + static_cast<size_t>(y) * bytesPerLine;
    for (int x = 0; x < width; ++x) {
      const std::uint8_t* p = row + static_cast<size_t>(x) * bytesPerPixel;
      float v = 0;
      switch (pick) {
        case ChannelPick::Luma:
          // Rounded to whole levels so the step view shows the integers a photo editor shows.
          v = static_cast<float>(
              static_cast<int>(0.299f * p[0] + 0.587f * p[1] + 0.114f * p[2] + 0.5f));
          break;
        case ChannelPick::Red:
          v = p[0];
          break;
        case ChannelPick::Green:
          v = p[1];
          break;
        case ChannelPick::Blue:
          v = p[2];
          break;
      }
      channel.at(x, y) = v;
    }
  }
  return made;
}

Result<Channel> syntheticChannel(int side) {
  auto made = Channel::create(side, side);
  if (!made) return made;
  for (int y = 0; y < side; ++y)
    for (int x = 0; x < side; ++x)
      made->at(x, y) = static_cast<float>((busyPixelHash(x, y) >> 8) & 255u);
  return made;
}

ValueRange valueRange(const Channel& channel) {
  if (channel.pixels.empty()) return {};
  const auto [lo, hi] = std::minmax_element(channel.pixels.begin(), channel.pixels.end());
  return {*lo, *hi};
}

}  // namespace convscope
