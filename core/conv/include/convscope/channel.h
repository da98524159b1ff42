// One image channel as floats, the input and output of every engine. Values keep the 8-bit
// scale (0..255) of the source so that the step view can show numbers a beginner recognises.
#pragma once

#include <cstdint>
#include <vector>

#include "convscope/large_buffer.h"
#include "convscope/status.h"

namespace convscope {

// Refused before any memory is taken: larger images are not what this app teaches with, and
// 16384² floats are already 1 GiB per buffer.
constexpr int kMaxSide = 16384;
constexpr long long kMaxPixels = 16384LL * 16384LL;

enum class ChannelPick { Luma, Red, Green, Blue };

struct Channel {
  int width = 0;
  int height = 0;
  std::vector<float, LargeBufferAllocator<float>> pixels;  // row-major, width · height

  // Allocates width×height zeros, or says why not (bad size, too large, out of memory).
  static Result<Channel> create(int width, int height);

  long long pixelCount() const { return static_cast<long long>(width) * height; }
  float at(int x, int y) const { return pixels[static_cast<size_t>(y) * width + x]; }
  float& at(int x, int y) { return pixels[static_cast<size_t>(y) * width + x]; }
  const float* data() const { return pixels.data(); }
  float* data() { return pixels.data(); }
};

// Checks a size against the limits without allocating.
Status checkImageSize(int width, int height);

// From 8-bit gray rows (bytesPerLine may exceed width).
Result<Channel> channelFromGray8(const std::uint8_t* rows, int width, int height, int bytesPerLine);

// From 8-bit RGB (3 bytes) or RGBA/XRGB (4 bytes) pixels; `pick` chooses luma or one primary.
// Luma uses Rec. 601 weights (0.299, 0.587, 0.114), what most image tools call "grayscale".
Result<Channel> channelFromRgb8(const std::uint8_t* rows, int width, int height, int bytesPerLine,
                                int bytesPerPixel, ChannelPick pick);

// A hash of a pixel's position, busy in every byte: what synthetic inputs are made of.
constexpr unsigned busyPixelHash(int x, int y) {
  return (static_cast<unsigned>(x) * 73856093u) ^ (static_cast<unsigned>(y) * 19349663u);
}

// A side × side channel of busy values (0..255, from busyPixelHash): what bench and the sweeps
// time, the same on every run and machine, with no flat region an engine could take a shortcut
// on.
Result<Channel> syntheticChannel(int side);

struct ValueRange {
  float min = 0;
  float max = 0;
};
ValueRange valueRange(const Channel& channel);

}  // namespace convscope
