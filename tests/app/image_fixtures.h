// Image files whose metadata is unusual or lies, made in the test from Qt's own encoders and a
// few hand-written chunks (no committed binaries): an EXIF orientation in a PNG (eXIf) or a WebP
// (EXIF chunk), a TIFF Orientation tag, an APNG and an animated WebP, a BMP of 5-6-5 bitfields,
// TGA with run-length packets, a progressive JPEG cut where a scan begins, netpbm with a maxval
// that is not 255, an XPM that declares a huge size.
#pragma once

#include <QBuffer>
#include <QByteArray>
#include <QImage>
#include <QImageWriter>
#include <QList>
#include <cstdint>

#include "cli_test_support.h"

namespace image_fixtures {

// 4 × 2 gray values 0, 30, …, 210 in rows: any turn or mirror moves them somewhere else.
inline QImage steps() {
  QImage image(4, 2, QImage::Format_Grayscale8);
  for (int y = 0; y < 2; ++y)
    for (int x = 0; x < 4; ++x) image.scanLine(y)[x] = static_cast<uchar>((y * 4 + x) * 30);
  return image;
}

inline QByteArray encoded(const QImage& image, const char* format,
                          QImageIOHandler::Transformations transformation = {}) {
  QByteArray bytes;
  QBuffer buffer(&bytes);
  buffer.open(QIODevice::WriteOnly);
  QImageWriter writer(&buffer, format);
  if (transformation) writer.setTransformation(transformation);
  if (QByteArray(format) == "webp") writer.setQuality(100);  // lossless: VP8L
  writer.write(image);
  return bytes;
}

inline QByteArray le16(unsigned v) {
  QByteArray bytes;
  bytes.append(static_cast<char>(v & 0xff));
  bytes.append(static_cast<char>((v >> 8) & 0xff));
  return bytes;
}
inline QByteArray le24(unsigned v) {
  return le16(v) + QByteArray(1, static_cast<char>((v >> 16) & 0xff));
}
inline QByteArray le32(unsigned v) {
  return le16(v & 0xffff) + le16(v >> 16);
}

// A TIFF (little-endian) holding only IFD0 with the Orientation tag: an EXIF block.
inline QByteArray exifOrientation(int orientation) {
  return QByteArray("II*\0", 4) + le32(8) + le16(1) + le16(0x0112) + le16(3) + le32(1) +
         le16(static_cast<unsigned>(orientation)) + le16(0) + le32(0);
}

inline QByteArray pngChunk(const QByteArray& type, const QByteArray& data) {
  return cli_test::bigEndian(static_cast<quint32>(data.size())) + type + data +
         cli_test::bigEndian(cli_test::crc32(type + data));
}

// Qt's PNG of `image`, with `chunks` placed right after IHDR (8 + 25 bytes in).
inline QByteArray pngWithChunks(const QImage& image, const QByteArray& chunks) {
  QByteArray png = encoded(image, "png");
  png.insert(33, chunks);
  return png;
}

// The IDAT payload of one of Qt's PNGs (its only IDAT), for an APNG's later frames.
inline QByteArray idatData(const QByteArray& png) {
  const qsizetype at = png.indexOf("IDAT");
  const auto length = static_cast<quint32>(
      static_cast<uchar>(png[at - 4]) << 24 | static_cast<uchar>(png[at - 3]) << 16 |
      static_cast<uchar>(png[at - 2]) << 8 | static_cast<uchar>(png[at - 1]));
  return png.mid(at + 4, length);
}

inline QByteArray fcTL(quint32 sequence, const QImage& image) {
  return pngChunk("fcTL", cli_test::bigEndian(sequence) + cli_test::bigEndian(image.width()) +
                              cli_test::bigEndian(image.height()) + cli_test::bigEndian(0) +
                              cli_test::bigEndian(0) + QByteArray("\x00\x01\x00\x0a\x00\x00", 6));
}

// An APNG of `frames` frames (the default image is frame 1; the rest are fdAT chunks).
inline QByteArray apng(const QImage& image, int frames) {
  QByteArray png =
      pngWithChunks(image, pngChunk("acTL", cli_test::bigEndian(frames) + cli_test::bigEndian(0)) +
                               fcTL(0, image));
  const QByteArray data = idatData(png);
  QByteArray later;
  quint32 sequence = 1;
  for (int f = 1; f < frames; ++f) {
    later += fcTL(sequence++, image);
    later += pngChunk("fdAT", cli_test::bigEndian(sequence++) + data);
  }
  png.insert(png.size() - 12, later);  // before IEND
  return png;
}

// The VP8L chunk (header included) of Qt's lossless WebP of `image`.
inline QByteArray vp8lChunk(const QImage& image) {
  return encoded(image, "webp").mid(12);
}

inline QByteArray riffChunk(const QByteArray& fourcc, const QByteArray& data) {
  QByteArray chunk = fourcc + le32(static_cast<unsigned>(data.size())) + data;
  if (data.size() % 2) chunk += '\0';
  return chunk;
}

inline QByteArray webpFile(const QByteArray& chunks) {
  return "RIFF" + le32(static_cast<unsigned>(4 + chunks.size())) + "WEBP" + chunks;
}

inline QByteArray vp8x(const QImage& image, unsigned flags) {
  return riffChunk("VP8X", QByteArray(1, static_cast<char>(flags)) + QByteArray(3, '\0') +
                               le24(static_cast<unsigned>(image.width() - 1)) +
                               le24(static_cast<unsigned>(image.height() - 1)));
}

// An extended WebP with an EXIF chunk holding `orientation`.
inline QByteArray webpWithOrientation(const QImage& image, int orientation) {
  return webpFile(vp8x(image, 0x08) + vp8lChunk(image) +
                  riffChunk("EXIF", exifOrientation(orientation)));
}

// An animated WebP: one ANMF a frame, each frame `image` inverted or not.
inline QByteArray animatedWebp(const QImage& image, int frames) {
  QByteArray chunks = vp8x(image, 0x02) + riffChunk("ANIM", le32(0) + le16(0));
  for (int f = 0; f < frames; ++f) {
    QImage frame = image;
    if (f % 2) frame.invertPixels();
    chunks += riffChunk("ANMF", le24(0) + le24(0) + le24(static_cast<unsigned>(image.width() - 1)) +
                                    le24(static_cast<unsigned>(image.height() - 1)) + le24(100) +
                                    QByteArray(1, '\0') + vp8lChunk(frame));
  }
  return webpFile(chunks);
}

// A bottom-up 16-bit BMP with BI_BITFIELDS 5-6-5; pixel (x, y) from `rgb565(x, y)`.
template <class Pixel>
QByteArray bmp565(int width, int height, Pixel rgb565) {
  const int stride = (width * 2 + 3) / 4 * 4;
  const int offset = 14 + 40 + 12;
  QByteArray bytes =
      "BM" + le32(static_cast<unsigned>(offset + stride * height)) + le32(0) + le32(offset);
  bytes += le32(40) + le32(static_cast<unsigned>(width)) + le32(static_cast<unsigned>(height)) +
           le16(1) + le16(16) + le32(3) + le32(static_cast<unsigned>(stride * height)) +
           le32(2835) + le32(2835) + le32(0) + le32(0);
  bytes += le32(0xF800) + le32(0x07E0) + le32(0x001F);
  for (int y = height - 1; y >= 0; --y) {
    QByteArray row;
    for (int x = 0; x < width; ++x) row += le16(rgb565(x, y));
    row.append(stride - row.size(), '\0');
    bytes += row;
  }
  return bytes;
}

// A top-left TGA, run-length gray (type 11), of `values` (width × height, rows top first):
// runs of equal values as run packets, the rest as raw packets.
inline QByteArray tgaRunLengthGray(int width, int height, const QList<uchar>& values) {
  QByteArray bytes(18, '\0');
  bytes[2] = 11;
  bytes.replace(12, 2, le16(static_cast<unsigned>(width)));
  bytes.replace(14, 2, le16(static_cast<unsigned>(height)));
  bytes[16] = 8;
  bytes[17] = 0x20;  // rows from the top
  for (qsizetype i = 0; i < values.size();) {
    qsizetype run = 1;
    while (i + run < values.size() && run < 128 && values[i + run] == values[i]) ++run;
    if (run > 1) {
      bytes += static_cast<char>(0x80 | (run - 1));
      bytes += static_cast<char>(values[i]);
      i += run;
      continue;
    }
    qsizetype raw = 1;
    while (i + raw < values.size() && raw < 128 &&
           (i + raw + 1 >= values.size() || values[i + raw] != values[i + raw + 1]))
      ++raw;
    bytes += static_cast<char>(raw - 1);
    for (qsizetype k = 0; k < raw; ++k) bytes += static_cast<char>(values[i + k]);
    i += raw;
  }
  return bytes;
}

// A progressive JPEG of a 64 × 64 pattern, cut where its second scan (SOS) begins: no EOI.
inline QByteArray progressiveJpegCutAtSecondScan() {
  QImage image(64, 64, QImage::Format_RGB32);
  for (int y = 0; y < 64; ++y)
    for (int x = 0; x < 64; ++x) image.setPixel(x, y, qRgb(x * 4, y * 4, (x * y) & 255));
  QByteArray bytes;
  QBuffer buffer(&bytes);
  buffer.open(QIODevice::WriteOnly);
  QImageWriter writer(&buffer, "jpeg");
  writer.setProgressiveScanWrite(true);
  writer.setQuality(90);
  writer.write(image);
  const qsizetype first = bytes.indexOf("\xff\xda");
  const qsizetype second = bytes.indexOf("\xff\xda", first + 2);
  return second > 0 ? bytes.left(second) : QByteArray();
}

}  // namespace image_fixtures
