// Where an input channel comes from: an image file or a sample, read with QImageReader, checked
// against core's size limits before any pixels are decoded.
#pragma once

#include <optional>

#include <QImage>
#include <QString>
#include <QStringList>

#include "convscope/channel.h"
#include "convscope/status.h"

namespace convscope::app {

// An existing file wins; otherwise a sample id (see samples.h). The error names the file.
Result<QImage> loadImage(const QString& fileOrSample);

// Reads a file: IoError for a missing or unreadable file, InvalidArgument for one that is not an
// image this build can decode, TooLarge (with the numbers) before decoding an oversized one.
Result<QImage> loadImageFile(const QString& path);

// What loading did that the picture alone does not show, one sentence each naming the file:
// "camera.webp: only the first of its 3 frames is used". For the CLI's note lines and the
// window's input panel; empty for most files.
QStringList imageNotes(const QImage& image);

// One channel as floats on the 0..255 scale. Gray images give their gray values whatever the pick.
Result<Channel> channelFromImage(const QImage& image, ChannelPick pick);

// The window offers sizes from MNIST's 28 up to 4096 on a side.
constexpr int kMinResampleSide = 28;
constexpr int kMaxResampleSide = 4096;

// Smoothly scaled to exactly width×height (aspect not kept: the caller decides).
Result<QImage> resampleImage(const QImage& image, int width, int height);

std::optional<ChannelPick> channelPickFromName(const QString& name);  // luma, r, g, b
QString channelPickName(ChannelPick pick);

}  // namespace convscope::app
