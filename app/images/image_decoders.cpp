#include "images/image_decoders.h"

#include <QCoreApplication>
#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "convscope/channel.h"

namespace convscope::app {
namespace {

std::uint32_t le16(const QByteArray& b, qsizetype at) {
  return static_cast<std::uint8_t>(b[at]) | (static_cast<std::uint8_t>(b[at + 1]) << 8);
}

std::uint32_t le32(const QByteArray& b, qsizetype at) {
  return le16(b, at) | (le16(b, at + 2) << 16);
}

// A field of `mask` scaled to 0..255 with rounding: 31 of 31 is 255, 16 of 31 is 132.
std::uint8_t expandField(std::uint32_t pixel, std::uint32_t mask) {
  if (mask == 0) return 0;
  int shift = 0;
  while (((mask >> shift) & 1u) == 0) ++shift;
  const std::uint32_t top = mask >> shift;
  const std::uint32_t value = (pixel & mask) >> shift;
  return static_cast<std::uint8_t>((value * 255u + top / 2) / top);
}

class OwnReader {
  Q_DECLARE_TR_FUNCTIONS(OwnReader)

 public:
  static Status damaged(const QString& what) {
    return Status::error(StatusCode::InvalidArgument, what.toStdString());
  }

  static Result<QImage> allocate(int width, int height, QImage::Format format) {
    if (const Status fits = checkImageSize(width, height); !fits) return fits;
    QImage image(width, height, format);
    if (image.isNull()) {
      return Status::error(
          StatusCode::OutOfMemory,
          tr("not enough memory for %1×%2 pixels").arg(width).arg(height).toStdString());
    }
    return image;
  }

  // 16 bits a pixel, BI_RGB (5-5-5) or BI_BITFIELDS (masks after a 40-byte header, or inside a
  // larger one at the same place). Only these: every other BMP stays Qt's.
  static std::optional<Result<QImage>> bmp16(QIODevice& file) {
    const QByteArray head = file.peek(70);
    if (head.size() < 54 || !head.startsWith("BM")) return std::nullopt;
    const std::uint32_t infoSize = le32(head, 14);
    if (infoSize != 40 && infoSize != 52 && infoSize != 56 && infoSize != 108 && infoSize != 124)
      return std::nullopt;
    const std::uint32_t bits = le16(head, 28);
    const std::uint32_t compression = le32(head, 30);
    if (bits != 16 || (compression != 0 && compression != 3)) return std::nullopt;
    const auto width = static_cast<std::int32_t>(le32(head, 18));
    const auto signedHeight = static_cast<std::int32_t>(le32(head, 22));
    if (width <= 0 || signedHeight == 0 || signedHeight == INT32_MIN) return std::nullopt;
    const int height = signedHeight < 0 ? -signedHeight : signedHeight;
    std::uint32_t red = 0x7C00;
    std::uint32_t green = 0x03E0;
    std::uint32_t blue = 0x001F;
    if (compression == 3) {
      if (head.size() < 66) return damaged(tr("the bitfield masks are cut short"));
      red = le32(head, 54);
      green = le32(head, 58);
      blue = le32(head, 62);
      if ((red | green | blue) > 0xFFFF || red == 0 || green == 0 || blue == 0)
        return std::nullopt;  // Qt's reader says what it makes of such masks
    }
    auto made = allocate(width, height, QImage::Format_RGB888);
    if (!made) return made;
    QImage& image = *made;
    const qint64 stride = (static_cast<qint64>(width) * 2 + 3) / 4 * 4;
    const qint64 offset = le32(head, 10);
    if (!file.seek(offset)) return damaged(tr("the pixel data ends before the last row"));
    QByteArray row(stride, '\0');
    for (int r = 0; r < height; ++r) {
      if (file.read(row.data(), stride) != stride)
        return damaged(tr("the pixel data ends before the last row"));
      // Positive heights store the bottom row first.
      uchar* out = image.scanLine(signedHeight > 0 ? height - 1 - r : r);
      for (int x = 0; x < width; ++x) {
        const std::uint32_t pixel = le16(row, 2 * x);
        out[3 * x] = expandField(pixel, red);
        out[3 * x + 1] = expandField(pixel, green);
        out[3 * x + 2] = expandField(pixel, blue);
      }
    }
    return made;
  }

  // Run-length TGA: 9 (colour-mapped, 8-bit indices), 10 (true colour: 15, 16, 24 or 32 bits),
  // 11 (gray, 8 bits). Packets: a header byte, then one pixel repeated (high bit set) or n raw.
  static std::optional<Result<QImage>> tgaRunLength(QIODevice& file) {
    const QByteArray head = file.peek(18);
    if (head.size() < 18) return std::nullopt;
    const int type = static_cast<std::uint8_t>(head[2]);
    if (type < 9 || type > 11) return std::nullopt;
    const int idLength = static_cast<std::uint8_t>(head[0]);
    const int mapType = static_cast<std::uint8_t>(head[1]);
    const int mapFirst = static_cast<int>(le16(head, 3));
    const int mapLength = static_cast<int>(le16(head, 5));
    const int mapBits = static_cast<std::uint8_t>(head[7]);
    const int width = static_cast<int>(le16(head, 12));
    const int height = static_cast<int>(le16(head, 14));
    const int bits = static_cast<std::uint8_t>(head[16]);
    const int descriptor = static_cast<std::uint8_t>(head[17]);
    const bool supported = (type == 9 && bits == 8 && mapType == 1 &&
                            (mapBits == 15 || mapBits == 16 || mapBits == 24 || mapBits == 32)) ||
                           (type == 10 && (bits == 15 || bits == 16 || bits == 24 || bits == 32)) ||
                           (type == 11 && bits == 8);
    if (!supported) {
      return Status::error(
          StatusCode::Unsupported,
          tr("a run-length TGA of type %1 at %2 bits a pixel, which this build does not read")
              .arg(type)
              .arg(bits)
              .toStdString());
    }
    auto made = allocate(width, height, QImage::Format_RGB888);
    if (!made) return made;
    if (!file.seek(18 + idLength)) return damaged(tr("the header is cut short"));
    std::vector<std::array<std::uint8_t, 3>> palette;
    if (mapType == 1) {
      const int entryBytes = (mapBits + 7) / 8;
      const QByteArray map = file.read(static_cast<qint64>(mapLength) * entryBytes);
      if (map.size() != static_cast<qsizetype>(mapLength) * entryBytes)
        return damaged(tr("the colour map is cut short"));
      for (int i = 0; i < mapLength; ++i) palette.push_back(colour(map, i * entryBytes, mapBits));
    }
    const int pixelBytes = (bits + 7) / 8;
    const qint64 pixels = static_cast<qint64>(width) * height;
    QImage& image = *made;
    const auto put = [&](qint64 at, const QByteArray& value, qsizetype from) -> bool {
      std::array<std::uint8_t, 3> rgb{};
      if (type == 11) {
        const auto g = static_cast<std::uint8_t>(value[from]);
        rgb = {g, g, g};
      } else if (type == 9) {
        const int index = static_cast<std::uint8_t>(value[from]) - mapFirst;
        if (index < 0 || index >= static_cast<int>(palette.size())) return false;
        rgb = palette[static_cast<size_t>(index)];
      } else {
        rgb = colour(value, from, bits);
      }
      const int x = static_cast<int>(at % width);
      const int y = static_cast<int>(at / width);
      // Bit 5: rows from the top (else the bottom); bit 4: columns from the right.
      const int row = (descriptor & 0x20) ? y : height - 1 - y;
      const int column = (descriptor & 0x10) ? width - 1 - x : x;
      std::copy(rgb.begin(), rgb.end(), image.scanLine(row) + 3 * column);
      return true;
    };
    qint64 done = 0;
    while (done < pixels) {
      char header = 0;
      if (!file.getChar(&header)) return damaged(tr("the pixel data ends before the last row"));
      const qint64 count = (static_cast<std::uint8_t>(header) & 0x7f) + 1;
      if (done + count > pixels) return damaged(tr("a run-length packet runs past the last row"));
      const bool run = (static_cast<std::uint8_t>(header) & 0x80) != 0;
      const QByteArray data = file.read(run ? pixelBytes : count * pixelBytes);
      if (data.size() != (run ? pixelBytes : count * pixelBytes))
        return damaged(tr("the pixel data ends before the last row"));
      for (qint64 k = 0; k < count; ++k) {
        if (!put(done + k, data, run ? 0 : k * pixelBytes))
          return damaged(tr("a pixel's colour index is outside the colour map"));
      }
      done += count;
    }
    return made;
  }

  // A TGA colour: B, G, R (and A) bytes, or 16 bits of 5-5-5 (the top bit is alpha).
  static std::array<std::uint8_t, 3> colour(const QByteArray& b, qsizetype at, int bits) {
    if (bits == 15 || bits == 16) {
      const std::uint32_t v = le16(b, at);
      return {expandField(v, 0x7C00), expandField(v, 0x03E0), expandField(v, 0x001F)};
    }
    return {static_cast<std::uint8_t>(b[at + 2]), static_cast<std::uint8_t>(b[at + 1]),
            static_cast<std::uint8_t>(b[at])};
  }

  // Netpbm's header and samples: whitespace and '#' comments between the numbers.
  class NetpbmText {
   public:
    explicit NetpbmText(QIODevice& file) : m_file(file) {}
    bool number(qint64& value, bool comments) {
      char c = 0;
      do {
        if (!m_file.getChar(&c)) return false;
        if (comments && c == '#') {
          while (c != '\n' && c != '\r') {
            if (!m_file.getChar(&c)) return false;
          }
        }
      } while (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f');
      if (c < '0' || c > '9') return false;
      value = 0;
      while (c >= '0' && c <= '9') {
        value = value * 10 + (c - '0');
        if (value > 0x7fffffff) return false;
        if (!m_file.getChar(&c)) return true;  // the file ends right after its last sample
      }
      // One whitespace byte ends the number; after the maxval it is all before the raster.
      if (c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\v' && c != '\f') return false;
      return true;
    }

   private:
    QIODevice& m_file;
  };

  // P2 and P5 (gray), P3 and P6 (colour), maxval 1..65535. Samples scale to 0..255 with rounding
  // (50 of 100 is 128); one past the maxval is damage, as netpbm's own tools say.
  static std::optional<Result<QImage>> netpbm(QIODevice& file) {
    const QByteArray magic = file.peek(3);
    if (magic.size() < 3 || magic[0] != 'P') return std::nullopt;
    const char kind = magic[1];
    if (kind != '2' && kind != '3' && kind != '5' && kind != '6') return std::nullopt;
    const char after = magic[2];
    if (after != ' ' && after != '\t' && after != '\n' && after != '\r' && after != '#')
      return std::nullopt;
    file.seek(2);
    NetpbmText text(file);
    qint64 width = 0;
    qint64 height = 0;
    qint64 maxval = 0;
    if (!text.number(width, true) || !text.number(height, true) || !text.number(maxval, true))
      return damaged(tr("a netpbm header that cannot be read"));
    if (maxval < 1 || maxval > 65535)
      return damaged(tr("the maxval is %1, not 1 to 65535").arg(maxval));
    if (width > kMaxSide || height > kMaxSide) {
      return checkImageSize(static_cast<int>(std::min<qint64>(width, INT32_MAX)),
                            static_cast<int>(std::min<qint64>(height, INT32_MAX)));
    }
    const bool colour = kind == '3' || kind == '6';
    const bool binary = kind == '5' || kind == '6';
    auto made = allocate(static_cast<int>(width), static_cast<int>(height),
                         colour ? QImage::Format_RGB888 : QImage::Format_Grayscale8);
    if (!made) return made;
    QImage& image = *made;
    const int channels = colour ? 3 : 1;
    const int sampleBytes = maxval < 256 ? 1 : 2;
    QByteArray row;
    for (int y = 0; y < image.height(); ++y) {
      uchar* out = image.scanLine(y);
      const qint64 samples = static_cast<qint64>(image.width()) * channels;
      if (binary) {
        row = file.read(samples * sampleBytes);
        if (row.size() != samples * sampleBytes)
          return damaged(tr("the pixel data ends before the last row"));
      }
      for (qint64 i = 0; i < samples; ++i) {
        qint64 value = 0;
        if (!binary) {
          if (!text.number(value, false))
            return damaged(tr("the pixel data ends before the last row, or holds a non-number"));
        } else if (sampleBytes == 1) {
          value = static_cast<std::uint8_t>(row[i]);
        } else {
          value = (static_cast<std::uint8_t>(row[2 * i]) << 8) |
                  static_cast<std::uint8_t>(row[2 * i + 1]);
        }
        if (value > maxval) {
          return damaged(tr("the sample %1 at column %2, row %3 is past the maxval %4")
                             .arg(value)
                             .arg(i / channels)
                             .arg(y)
                             .arg(maxval));
        }
        out[i] = static_cast<uchar>((value * 255 + maxval / 2) / maxval);
      }
    }
    return made;
  }
};

}  // namespace

std::optional<Result<QImage>> decodeWithOwnReader(const QByteArray& format, QIODevice& file) {
  if (!file.seek(0)) return std::nullopt;
  std::optional<Result<QImage>> decoded;
  if (format == "bmp") {
    decoded = OwnReader::bmp16(file);
  } else if (format == "tga") {
    decoded = OwnReader::tgaRunLength(file);
  } else if (format.isEmpty()) {
    decoded = OwnReader::netpbm(file);
  }
  file.seek(0);
  return decoded;
}

}  // namespace convscope::app
