// Formats whose Qt reader gives a wrong picture here, or none, read by the app itself:
// - BMP of 16 bits a pixel (5-5-5, or 5-6-5 and other bitfields): Qt shifts each field up without
//   filling the low bits (31 of 31 red read 248, not 255);
// - TGA with run-length packets (types 9, 10, 11): Qt reads only uncompressed TGA;
// - netpbm gray and colour (P2, P3, P5, P6): Qt truncates when it scales a maxval that is not 255
//   and wraps samples past the maxval around instead of calling the file damaged.
// Every other file is Qt's.
#pragma once

#include <optional>

#include <QByteArray>
#include <QIODevice>
#include <QImage>

#include "convscope/status.h"

namespace convscope::app {

// std::nullopt when `file` is not one of the above (`format` is formatFromSignature's, or "tga"
// by the name); otherwise the image, or why not: InvalidArgument with what is damaged (no file
// name), Unsupported for a variant not read here, TooLarge from core's size check before any
// pixel is allocated, OutOfMemory. The device is read from its start and left there.
std::optional<Result<QImage>> decodeWithOwnReader(const QByteArray& format, QIODevice& file);

}  // namespace convscope::app
