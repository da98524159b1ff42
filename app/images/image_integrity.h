// What an image file's header promises, checked against what the file holds before a decoder
// runs: Qt's BMP and GIF readers return a whole-sized image when the data ends early, with the
// missing rows invented (zeros, or the last colour), and take a header's size on trust.
#pragma once

#include <optional>

#include <QByteArray>
#include <QIODevice>
#include <QSize>
#include <QString>

namespace convscope::app {

// The format a file's first bytes name (PNG, JPEG, GIF, BMP, TIFF, WEBP, XPM), or empty: a file
// that starts like one of these but does not decode is damaged, not "not an image".
QByteArray formatFromSignature(const QByteArray& head);

// Width × height as the header of a PNG, BMP, GIF, TGA or XPM declares it, read without decoding,
// for a refusal that names the size when Qt's reader has already refused the header as too large
// (an XPM's values line may sit a few hundred bytes in: give it the file's first KiBs).
// `format` is formatFromSignature's, or "tga" (which has no signature).
std::optional<QSize> declaredSize(const QByteArray& head, const QByteArray& format);

// Empty when the file holds every byte its header promises (an uncompressed or run-length BMP or
// TGA: the pixel data's length; a GIF: every frame's rows decode and the trailer is there);
// otherwise what is missing, in a few words. `format` is Qt's format name (lower case). The
// device is read from its start and left at its start.
QString missingData(const QByteArray& format, QIODevice& file);

}  // namespace convscope::app
