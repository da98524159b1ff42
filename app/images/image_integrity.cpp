#include "images/image_integrity.h"

#include <gif_lib.h>

#include <QCoreApplication>
#include <algorithm>
#include <cstdint>
#include <vector>

#include "convscope/channel.h"

namespace convscope::app {
namespace {

std::uint32_t le16(const QByteArray& b, int at) {
  return static_cast<std::uint8_t>(b[at]) | (static_cast<std::uint8_t>(b[at + 1]) << 8);
}

std::uint32_t le32(const QByteArray& b, int at) {
  return le16(b, at) | (le16(b, at + 2) << 16);
}

std::uint32_t be32(const QByteArray& b, int at) {
  return (static_cast<std::uint32_t>(static_cast<std::uint8_t>(b[at])) << 24) |
         (static_cast<std::uint8_t>(b[at + 1]) << 16) |
         (static_cast<std::uint8_t>(b[at + 2]) << 8) | static_cast<std::uint8_t>(b[at + 3]);
}

// Reads a device one byte at a time through its buffer; false at the end of the data.
class ByteStream {
 public:
  explicit ByteStream(QIODevice& device) : m_device(device) {}
  bool next(std::uint8_t& byte) {
    char c = 0;
    if (!m_device.getChar(&c)) return false;
    byte = static_cast<std::uint8_t>(c);
    return true;
  }
  bool skip(qint64 count) { return count <= 0 || m_device.skip(count) == count; }

 private:
  QIODevice& m_device;
};

class Integrity {
  Q_DECLARE_TR_FUNCTIONS(ImageIntegrity)

 public:
  static QString shortData(qint64 expected, qint64 held) {
    return tr("the header promises %1 bytes of pixel data, the file holds %2")
        .arg(expected)
        .arg(held < 0 ? 0 : held);
  }

  static QString endsEarly() { return tr("the pixel data ends before the last row"); }

  static QString bmp(QIODevice& file) {
    const QByteArray head = file.peek(54);
    if (head.size() < 26 || !head.startsWith("BM")) return {};
    std::uint32_t dataOffset = le32(head, 10);
    const std::uint32_t infoSize = le32(head, 14);
    qint64 width = 0;
    qint64 height = 0;
    std::uint32_t bits = 0;
    std::uint32_t compression = 0;
    std::uint32_t headerSize = infoSize;
    // Qt's reader takes the 32-bit layout only for these four sizes, and reads any other size as
    // the old 12-byte header with signed 16-bit sides and no compression.
    const bool wide = infoSize == 40 || infoSize == 64 || infoSize == 108 || infoSize == 124;
    if (wide && head.size() >= 34) {
      width = static_cast<std::int32_t>(le32(head, 18));
      height = static_cast<std::int32_t>(le32(head, 22));
      bits = le16(head, 28);
      compression = le32(head, 30);
    } else if (!wide) {
      width = static_cast<std::int16_t>(le16(head, 18));
      height = static_cast<std::int16_t>(le16(head, 20));
      bits = le16(head, 24);
      headerSize = 12;
    } else {
      return {};  // Qt's reader refuses the header itself
    }
    if (height < 0) height = -height;  // top-down rows
    if (width <= 0 || height <= 0) return {};
    // Qt's reader never seeks back: pixels start where the header ends when the offset points
    // inside it (the palette, left out here, would only move them later).
    if (dataOffset < 14 + headerSize) dataOffset = 14 + headerSize;
    // Larger than any channel, or a depth Qt's reader has no rows for: the size or the decoder
    // refuses it, and the row arithmetic below stays far from overflow.
    if (width > kMaxSide || height > kMaxSide || bits > 32) return {};
    const qint64 fileSize = file.size();
    // BI_RGB, BI_BITFIELDS, BI_ALPHABITFIELDS: rows of 4-byte-aligned pixels, nothing else.
    if (compression == 0 || compression == 3 || compression == 6) {
      const qint64 stride = (width * bits + 31) / 32 * 4;
      const qint64 expected = stride * height;
      if (fileSize - dataOffset < expected) return shortData(expected, fileSize - dataOffset);
      return {};
    }
    if (compression == 1 || compression == 2) return bmpRunLength(file, dataOffset, compression);
    return {};
  }

  // RLE8 (1) or RLE4 (2): pairs (count, value), escapes 0 0 (end of line), 0 1 (end of bitmap),
  // 0 2 dx dy (move), 0 n (n literal pixels, padded to 16 bits). Whole only with its 0 1.
  static QString bmpRunLength(QIODevice& file, qint64 dataOffset, std::uint32_t compression) {
    if (!file.seek(dataOffset)) return endsEarly();
    ByteStream in(file);
    for (;;) {
      std::uint8_t count = 0;
      std::uint8_t value = 0;
      if (!in.next(count) || !in.next(value))
        return tr("the run-length data ends before its end mark");
      if (count != 0) continue;
      if (value == 1) return {};
      if (value == 0) continue;
      if (value == 2) {
        if (!in.skip(2)) return tr("the run-length data ends before its end mark");
        continue;
      }
      qint64 bytes = compression == 1 ? value : (value + 1) / 2;
      bytes += bytes & 1;
      if (!in.skip(bytes)) return tr("the run-length data ends before its end mark");
    }
  }

  static QString tga(QIODevice& file) {
    const QByteArray head = file.peek(18);
    if (head.size() < 18) return tr("the 18-byte header is cut short");
    const int idLength = static_cast<std::uint8_t>(head[0]);
    const int mapType = static_cast<std::uint8_t>(head[1]);
    const int type = static_cast<std::uint8_t>(head[2]);
    const qint64 mapLength = le16(head, 5);
    const qint64 mapEntryBytes = (static_cast<std::uint8_t>(head[7]) + 7) / 8;
    const qint64 width = le16(head, 12);
    const qint64 height = le16(head, 14);
    const qint64 pixelBytes = (static_cast<std::uint8_t>(head[16]) + 7) / 8;
    const qint64 dataOffset = 18 + idLength + (mapType == 1 ? mapLength * mapEntryBytes : 0);
    const qint64 pixels = width * height;
    if (pixels == 0 || pixelBytes == 0) return {};
    const qint64 fileSize = file.size();
    if (type >= 1 && type <= 3) {
      const qint64 expected = pixels * pixelBytes;
      if (fileSize - dataOffset < expected) return shortData(expected, fileSize - dataOffset);
      return {};
    }
    if (type < 9 || type > 11) return {};
    // Packets: a header byte, then one pixel repeated (high bit set) or n literal pixels.
    if (!file.seek(dataOffset)) return endsEarly();
    ByteStream in(file);
    qint64 done = 0;
    while (done < pixels) {
      std::uint8_t packet = 0;
      if (!in.next(packet)) return endsEarly();
      const qint64 n = (packet & 0x7f) + 1;
      if (!in.skip((packet & 0x80) != 0 ? pixelBytes : n * pixelBytes)) return endsEarly();
      done += n;
    }
    return {};
  }

  static int readFromDevice(GifFileType* gif, GifByteType* to, int count) {
    return static_cast<int>(
        static_cast<QIODevice*>(gif->UserData)->read(reinterpret_cast<char*>(to), count));
  }

  // Every record up to the trailer is there (later frames read, not decoded: time stays linear
  // in the file).
  static QString gif(QIODevice& file) {
    int error = 0;
    GifFileType* gif = DGifOpen(&file, readFromDevice, &error);
    if (gif == nullptr) return gifError(error);
    QString problem;
    bool firstFrame = true;
    for (GifRecordType record = UNDEFINED_RECORD_TYPE; problem.isEmpty();) {
      if (DGifGetRecordType(gif, &record) == GIF_ERROR) {
        problem = gifError(gif->Error);
        break;
      }
      if (record == TERMINATE_RECORD_TYPE) break;
      if (record == IMAGE_DESC_RECORD_TYPE) {
        problem = gifFrame(gif, firstFrame);
        firstFrame = false;
      } else if (record == EXTENSION_RECORD_TYPE) {
        int code = 0;
        GifByteType* block = nullptr;
        if (DGifGetExtension(gif, &code, &block) == GIF_ERROR) problem = gifError(gif->Error);
        while (problem.isEmpty() && block != nullptr) {
          if (DGifGetExtensionNext(gif, &block) == GIF_ERROR) problem = gifError(gif->Error);
        }
      }
    }
    DGifCloseFile(gif, &error);
    return problem;
  }

  // The first frame (the one Qt decodes) gives all its rows; the others all their data blocks.
  static QString gifFrame(GifFileType* gif, bool decode) {
    if (DGifGetImageDesc(gif) == GIF_ERROR) return gifError(gif->Error);
    const long long width = gif->Image.Width;
    const long long height = gif->Image.Height;
    if (width * height > kMaxPixels) return tr("a frame of %1×%2 pixels").arg(width).arg(height);
    if (decode && width > 0 && height > 0) {
      std::vector<GifPixelType> line(static_cast<size_t>(width));
      for (long long y = 0; y < height; ++y) {
        if (DGifGetLine(gif, line.data(), static_cast<int>(width)) == GIF_ERROR)
          return tr("the first frame's data ends at row %1 of %2").arg(y).arg(height);
      }
      return {};
    }
    int codeSize = 0;
    GifByteType* block = nullptr;
    if (DGifGetCode(gif, &codeSize, &block) == GIF_ERROR) return gifError(gif->Error);
    while (block != nullptr) {
      if (DGifGetCodeNext(gif, &block) == GIF_ERROR) return gifError(gif->Error);
    }
    return {};
  }

  static QString gifError(int code) {
    if (code == D_GIF_ERR_READ_FAILED) return tr("the data ends before the GIF trailer");
    const char* text = GifErrorString(code);
    return QString::fromLatin1(text != nullptr ? text : "GIF error");
  }
};

}  // namespace

QByteArray formatFromSignature(const QByteArray& head) {
  if (head.startsWith("\x89PNG\r\n\x1a\n")) return "png";
  if (head.startsWith("\xff\xd8\xff")) return "jpeg";
  if (head.startsWith("GIF87a") || head.startsWith("GIF89a")) return "gif";
  if (head.startsWith("BM")) return "bmp";
  if (head.startsWith(QByteArray("II*\0", 4)) || head.startsWith(QByteArray("MM\0*", 4)))
    return "tiff";
  if (head.size() >= 12 && head.startsWith("RIFF") && head.mid(8, 4) == "WEBP") return "webp";
  if (head.startsWith("/* XPM */")) return "xpm";
  return {};
}

std::optional<QSize> declaredSize(const QByteArray& head, const QByteArray& format) {
  if (format == "tga" && head.size() >= 18)
    return QSize(static_cast<int>(le16(head, 12)), static_cast<int>(le16(head, 14)));
  if (format == "png" && head.size() >= 24 && head.mid(12, 4) == "IHDR") {
    const std::uint32_t w = be32(head, 16);
    const std::uint32_t h = be32(head, 20);
    if (w > 0x7fffffff || h > 0x7fffffff) return std::nullopt;
    return QSize(static_cast<int>(w), static_cast<int>(h));
  }
  if (format == "bmp" && head.size() >= 26 && le32(head, 14) >= 40) {
    const auto w = static_cast<std::int32_t>(le32(head, 18));
    const auto h = static_cast<std::int32_t>(le32(head, 22));
    if (w <= 0 || h == 0 || h == INT32_MIN) return std::nullopt;
    return QSize(w, h < 0 ? -h : h);
  }
  if (format == "gif" && head.size() >= 10)
    return QSize(static_cast<int>(le16(head, 6)), static_cast<int>(le16(head, 8)));
  if (format == "xpm") {
    // The first string of the array: "<width> <height> <colours> <chars per pixel>".
    const qsizetype open = head.indexOf('{');
    const qsizetype quote = open < 0 ? -1 : head.indexOf('"', open);
    const qsizetype close = quote < 0 ? -1 : head.indexOf('"', quote + 1);
    if (close < 0) return std::nullopt;
    const QList<QByteArray> values = head.mid(quote + 1, close - quote - 1).simplified().split(' ');
    if (values.size() < 2) return std::nullopt;
    bool wide = false;
    bool high = false;
    const qint64 w = values[0].toLongLong(&wide);
    const qint64 h = values[1].toLongLong(&high);
    if (!wide || !high || w < 0 || h < 0) return std::nullopt;
    return QSize(static_cast<int>(std::min<qint64>(w, INT32_MAX)),
                 static_cast<int>(std::min<qint64>(h, INT32_MAX)));
  }
  return std::nullopt;
}

QString missingData(const QByteArray& format, QIODevice& file) {
  if (!file.seek(0)) return {};
  QString problem;
  if (format == "bmp")
    problem = Integrity::bmp(file);
  else if (format == "tga")
    problem = Integrity::tga(file);
  else if (format == "gif")
    problem = Integrity::gif(file);
  file.seek(0);
  return problem;
}

}  // namespace convscope::app
