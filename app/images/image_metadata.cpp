#include "images/image_metadata.h"

#include <QCoreApplication>
#include <QTransform>
#include <algorithm>
#include <cstdint>
#include <cstring>

namespace convscope::app {
namespace {

constexpr qint64 kMaxExifBytes = 1 << 20;  // an orientation sits in the first bytes of IFD0

std::uint32_t be32(const char* b) {
  return (static_cast<std::uint32_t>(static_cast<std::uint8_t>(b[0])) << 24) |
         (static_cast<std::uint32_t>(static_cast<std::uint8_t>(b[1])) << 16) |
         (static_cast<std::uint32_t>(static_cast<std::uint8_t>(b[2])) << 8) |
         static_cast<std::uint8_t>(b[3]);
}

std::uint32_t le32(const char* b) {
  return static_cast<std::uint8_t>(b[0]) | (static_cast<std::uint32_t>(b[1] & 0xff) << 8) |
         (static_cast<std::uint32_t>(b[2] & 0xff) << 16) |
         (static_cast<std::uint32_t>(b[3] & 0xff) << 24);
}

// The Orientation tag (0x0112, a SHORT) of IFD0 in a TIFF-structured EXIF block, with or without
// the "Exif\0\0" that JPEG's APP1 puts before it (some WebP writers keep it).
int orientationFromExif(QByteArray exif) {
  if (exif.startsWith(QByteArray("Exif\0\0", 6))) exif.remove(0, 6);
  if (exif.size() < 8) return 0;
  const bool little = exif.startsWith("II");
  if (!little && !exif.startsWith("MM")) return 0;
  const auto u16 = [&](qsizetype at) -> std::uint32_t {
    const auto a = static_cast<std::uint8_t>(exif[at]);
    const auto b = static_cast<std::uint8_t>(exif[at + 1]);
    return little ? (a | (b << 8)) : ((a << 8) | b);
  };
  const auto u32 = [&](qsizetype at) -> std::uint32_t {
    return little ? (u16(at) | (u16(at + 2) << 16)) : ((u16(at) << 16) | u16(at + 2));
  };
  if (u16(2) != 42) return 0;
  const qint64 ifd = u32(4);
  if (ifd < 8 || ifd + 2 > exif.size()) return 0;
  const qint64 count = u16(ifd);
  for (qint64 i = 0; i < count; ++i) {
    const qint64 entry = ifd + 2 + 12 * i;
    if (entry + 12 > exif.size()) return 0;
    if (u16(entry) != 0x0112) continue;
    if (u16(entry + 2) != 3) return 0;  // not a SHORT
    const std::uint32_t value = u16(entry + 8);
    return value >= 1 && value <= 8 ? static_cast<int>(value) : 0;
  }
  return 0;
}

// PNG chunks from the signature on: `visit(type, length)` at each chunk's data; true ends the walk.
template <class Visit>
void walkPngChunks(QIODevice& file, Visit visit) {
  qint64 at = 8;
  const qint64 size = file.size();
  while (at + 12 <= size && file.seek(at)) {
    char head[8];
    if (file.read(head, 8) != 8) return;
    const qint64 length = be32(head);
    const QByteArray type(head + 4, 4);
    if (visit(type, length) || type == "IEND") return;
    at += 12 + length;
  }
}

// A byte at a time over a device, through a block buffer: a JPEG's entropy-coded data is walked
// byte by byte, and a 100 MB photo must not take a call per byte.
class BlockReader {
 public:
  explicit BlockReader(QIODevice& device) : m_device(device) {}
  bool next(std::uint8_t& byte) {
    if (m_at == m_buffer.size()) {
      m_buffer = m_device.read(1 << 16);
      m_at = 0;
      if (m_buffer.isEmpty()) return false;
    }
    byte = static_cast<std::uint8_t>(m_buffer[m_at++]);
    return true;
  }
  bool skip(qint64 count) {
    const qint64 inBuffer = std::min<qint64>(count, m_buffer.size() - m_at);
    m_at += inBuffer;
    count -= inBuffer;
    return count == 0 || m_device.skip(count) == count;
  }

 private:
  QIODevice& m_device;
  QByteArray m_buffer;
  qsizetype m_at = 0;
};

class Metadata {
  Q_DECLARE_TR_FUNCTIONS(ImageMetadata)

 public:
  static QString cut() { return tr("the data ends before the end-of-image marker"); }

  // Segments with a length until SOS; after SOS, entropy-coded bytes in which 0xFF is followed by
  // 0x00 (a stuffed byte) or a restart marker, up to the next marker. Anything but a marker where
  // one must be is the decoder's to judge: only a walk that runs out of bytes is reported.
  static QString jpeg(QIODevice& file) {
    BlockReader in(file);
    std::uint8_t a = 0;
    std::uint8_t b = 0;
    if (!in.next(a) || !in.next(b) || a != 0xFF || b != 0xD8) return {};
    enum class Next { Marker, Cut, Other };
    const auto readMarker = [&](std::uint8_t& marker) {
      std::uint8_t byte = 0;
      if (!in.next(byte)) return Next::Cut;
      if (byte != 0xFF) return Next::Other;
      do {
        if (!in.next(marker)) return Next::Cut;
      } while (marker == 0xFF);
      return Next::Marker;
    };
    std::uint8_t marker = 0;
    Next next = readMarker(marker);
    while (next == Next::Marker) {
      if (marker == 0xD9) return {};
      if (marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7)) {
        next = readMarker(marker);
        continue;
      }
      std::uint8_t high = 0;
      std::uint8_t low = 0;
      if (!in.next(high) || !in.next(low)) return cut();
      const int length = (high << 8) | low;
      if (length < 2) return {};
      if (!in.skip(length - 2)) return cut();
      if (marker != 0xDA) {
        next = readMarker(marker);
        continue;
      }
      for (;;) {
        std::uint8_t byte = 0;
        if (!in.next(byte)) return cut();
        if (byte != 0xFF) continue;
        do {
          if (!in.next(byte)) return cut();
        } while (byte == 0xFF);
        if (byte != 0x00 && (byte < 0xD0 || byte > 0xD7)) {
          marker = byte;
          break;
        }
      }
    }
    return next == Next::Cut ? cut() : QString();
  }
};

}  // namespace

int exifOrientation(const QByteArray& format, QIODevice& file) {
  int orientation = 0;
  if (format == "png") {
    walkPngChunks(file, [&](const QByteArray& type, qint64 length) {
      if (type != "eXIf") return false;
      if (length <= kMaxExifBytes) orientation = orientationFromExif(file.read(length));
      return true;
    });
  } else if (format == "webp") {
    qint64 at = 12;
    const qint64 size = file.size();
    while (at + 8 <= size && file.seek(at)) {
      char head[8];
      if (file.read(head, 8) != 8) break;
      const qint64 length = le32(head + 4);
      if (std::memcmp(head, "EXIF", 4) == 0) {
        if (length <= kMaxExifBytes) orientation = orientationFromExif(file.read(length));
        break;
      }
      at += 8 + length + (length & 1);
    }
  }
  file.seek(0);
  return orientation;
}

QImage orientedImage(const QImage& image, int orientation) {
  // Qt's order for EXIF (qt_imageTransform): mirror or flip first, then turn 90° clockwise.
  const QTransform clockwise = QTransform().rotate(90);
  switch (orientation) {
    case 2:
      return image.mirrored(true, false);
    case 3:
      return image.mirrored(true, true);
    case 4:
      return image.mirrored(false, true);
    case 5:
      return image.mirrored(false, true).transformed(clockwise);
    case 6:
      return image.transformed(clockwise);
    case 7:
      return image.mirrored(true, false).transformed(clockwise);
    case 8:
      return image.transformed(QTransform().rotate(270));
    default:
      return image;
  }
}

int apngFrameCount(QIODevice& file) {
  int frames = 1;
  walkPngChunks(file, [&](const QByteArray& type, qint64 length) {
    if (type == "IDAT") return true;
    if (type != "acTL" || length < 8) return false;
    const QByteArray data = file.read(4);
    if (data.size() == 4)
      frames = static_cast<int>(std::min<std::uint32_t>(be32(data.data()), 1u << 30));
    return true;
  });
  file.seek(0);
  return frames < 1 ? 1 : frames;
}

QString jpegMissingEnd(QIODevice& file) {
  if (!file.seek(0)) return {};
  const QString problem = Metadata::jpeg(file);
  file.seek(0);
  return problem;
}

}  // namespace convscope::app
