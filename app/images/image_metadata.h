// What an image file says about its picture beyond the pixels, where Qt's readers do not look:
// the EXIF orientation of a PNG (eXIf chunk) or a WebP (EXIF chunk), the frame count of an APNG
// (acTL chunk), and whether a JPEG reaches its end-of-image marker (libjpeg fills a progressive
// file cut between scans with what the first scans gave, and does not warn).
#pragma once

#include <QByteArray>
#include <QIODevice>
#include <QImage>
#include <QString>

namespace convscope::app {

// EXIF's orientation, 1 (as stored) to 8, of a PNG or WebP; 0 when the file has none. The device
// is read from its start and left there.
int exifOrientation(const QByteArray& format, QIODevice& file);

// The picture as a viewer shows it for `orientation` (EXIF's numbering: 3 turns 180°, 6 turns 90°
// clockwise, 8 turns 90° anticlockwise, 2, 4, 5 and 7 mirror), as Qt's autoTransform does for
// JPEG and TIFF. 0 and 1 leave it as it is.
QImage orientedImage(const QImage& image, int orientation);

// An APNG's frame count from its acTL chunk (before the first IDAT); 1 for any other PNG.
int apngFrameCount(QIODevice& file);

// Empty when a JPEG's markers run to its end-of-image marker (EOI, trailing bytes allowed);
// otherwise where the data stops, in a few words. The device is left at its start.
QString jpegMissingEnd(QIODevice& file);

}  // namespace convscope::app
