#include "images/image_source.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QFile>
#include <QImageReader>
#include <cerrno>
#include <cstring>
#include <new>

#include "convscope/message_text.h"
#include "images/decoder_warnings.h"
#include "images/image_decoders.h"
#include "images/image_integrity.h"
#include "images/image_metadata.h"

#include "images/samples.h"
#include "text/file_name.h"

namespace convscope::app {
namespace {

// Where loadFile leaves what the picture alone does not show (QImage::text travels with it).
constexpr char kNotesKey[] = "ConvScope-Notes";

// What Qt's image plugins read here ("PNG, JPEG, BMP, GIF, WEBP, TIFF, ..."): a message names
// the formats that really load, not a fixed "PNG/JPEG".
QString readableFormatList() {
  QStringList names;
  for (const QByteArray& f : QImageReader::supportedImageFormats()) {
    const QString name = QString::fromLatin1(f).toUpper();
    if (name != QLatin1String("JPEG") && name != QLatin1String("TIF") &&
        name != QLatin1String("SVGZ") && !names.contains(name))
      names << name;
  }
  return names.join(QStringLiteral(", "));
}

class ImageSource {
  Q_DECLARE_TR_FUNCTIONS(ImageSource)

 public:
  static Status error(StatusCode code, const QString& message) {
    return Status::error(code, message.toStdString());
  }

  // Opens without blocking and checks what was opened (not a name looked up before): a FIFO
  // with no writer blocked open() forever, /dev/zero never ends.
  static Result<QImage> loadFile(const QString& path) {
    const QString shown = QString::fromStdString(shortenForMessage(path.toStdString()));
    const QByteArray local = fileNameBytes(path);
    const int fd = ::open(local.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) return openError(shown, errno);
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
      const bool folder = S_ISDIR(st.st_mode);
      ::close(fd);
      if (folder) return error(StatusCode::IoError, tr("%1: is a folder, not an image").arg(shown));
      return error(StatusCode::IoError,
                   tr("%1: not a regular file (a device, FIFO or socket): refused").arg(shown));
    }
    // A regular file never blocks; reads go back to blocking for the decoder.
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    QFile file;
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
      ::close(fd);
      return error(StatusCode::IoError,
                   tr("%1: cannot be read: %2").arg(shown, file.errorString()));
    }

    // What the header promises, before any decoder allocates: the size against the budget,
    // then whether the file holds the data (Qt's BMP and GIF readers invent missing rows).
    const QByteArray head = file.peek(64);
    if (head.isEmpty()) {
      return error(StatusCode::InvalidArgument,
                   tr("%1: the image data is damaged or cut short (the file is empty)").arg(shown));
    }
    QByteArray format = formatFromSignature(head);
    // TGA has no signature; its first bytes can even pass for a CUR icon. The name decides.
    const bool tga = format.isEmpty() && path.endsWith(QLatin1String(".tga"), Qt::CaseInsensitive);
    if (tga) format = "tga";
    // An XPM's values line may sit past the first 64 bytes, behind comments.
    const QByteArray sizeHead = format == "xpm" ? file.peek(4096) : head;
    if (const std::optional<QSize> declared = declaredSize(sizeHead, format)) {
      if (const Status fits = checkImageSize(declared->width(), declared->height()); !fits)
        return error(fits.code, tr("%1: %2").arg(shown, QString::fromStdString(fits.message)));
    }
    if (const QString missing = missingData(format, file); !missing.isEmpty())
      return damaged(shown, missing);
    // 16-bit BMP, run-length TGA and netpbm: Qt's readers give wrong values or none.
    if (std::optional<Result<QImage>> own = decodeWithOwnReader(format, file)) {
      if (*own) return std::move(*own).value();
      const Status why = own->status();
      if (why.code == StatusCode::InvalidArgument)
        return damaged(shown, QString::fromStdString(why.message));
      return error(why.code == StatusCode::Unsupported ? StatusCode::InvalidArgument : why.code,
                   tr("%1: %2").arg(shown, QString::fromStdString(why.message)));
    }
    // An APNG's later frames are chunks Qt's PNG reader skips: the frame count is read here.
    const int apngFrames = format == "png" ? apngFrameCount(file) : 1;

    const DecoderWarnings warnings;
    QImageReader reader(&file, tga ? QByteArray("tga") : QByteArray());
    reader.setDecideFormatFromContent(!tga);
    // A phone photo stores "rotate 90°" in its EXIF orientation; without this it arrives sideways.
    reader.setAutoTransform(true);
    // Qt's own guard (256 MiB by default) would refuse large images with a vaguer message than
    // core's limit; core's limit at 8 bytes per pixel (16-bit RGBA) is what decoding may take.
    reader.setAllocationLimit(static_cast<int>(kMaxPixels * 8 / (1024 * 1024)));
    if (!reader.canRead()) {
      // A file that starts as a known format but whose header does not parse is damaged.
      if (!format.isEmpty())
        return damaged(
            shown,
            tr("a %1 header that cannot be read").arg(QString::fromLatin1(format.toUpper())));
      return error(StatusCode::InvalidArgument,
                   tr("%1: not an image this build can read (%2): %3")
                       .arg(shown, readableFormatList(), reader.errorString()));
    }
    const int frames = std::max(apngFrames, reader.imageCount());
    const QSize size = reader.size();
    if (size.isValid()) {
      const Status fits = checkImageSize(size.width(), size.height());
      if (!fits) {
        return error(fits.code, tr("%1: %2").arg(shown, QString::fromStdString(fits.message)));
      }
    }
    QImage image;
    try {
      image = reader.read();
    } catch (const std::bad_alloc&) {
      return error(StatusCode::OutOfMemory, tr("%1: not enough memory to decode %2×%3 pixels")
                                                .arg(shown)
                                                .arg(size.width())
                                                .arg(size.height()));
    }
    if (image.isNull()) {
      // The reader knew the format and failed on its data (a bad CRC, a stream that ends early,
      // a header it refuses): damaged. Only a format nobody recognised is "not an image".
      if (reader.error() == QImageReader::InvalidDataError || !format.isEmpty())
        return damaged(shown, reader.errorString());
      return error(StatusCode::InvalidArgument,
                   tr("%1: not an image this build can read (%2): %3")
                       .arg(shown, readableFormatList(), reader.errorString()));
    }
    // libjpeg fills what it could not read with gray and only warns ("Premature end of JPEG
    // file"): a picture with a flat lower half is not the image, so it is an error.
    if (!warnings.text().isEmpty()) return damaged(shown, warnings.text());
    // A progressive JPEG cut between two scans decodes without a warning, blurred or gray.
    if (format == "jpeg") {
      if (const QString missing = jpegMissingEnd(file); !missing.isEmpty())
        return damaged(shown, missing);
    }
    // Qt applies EXIF orientation for JPEG and TIFF only; a PNG's eXIf or a WebP's EXIF is read
    // here, unless a later Qt has applied it already.
    if ((format == "png" || format == "webp") &&
        reader.transformation() == QImageIOHandler::TransformationNone) {
      image = orientedImage(image, exifOrientation(format, file));
      if (image.isNull()) {
        return error(StatusCode::OutOfMemory,
                     tr("%1: not enough memory to turn the image upright").arg(shown));
      }
    }
    if (frames > 1) {
      image.setText(QLatin1String(kNotesKey),
                    tr("%1: only the first of its %2 frames is used").arg(shown).arg(frames));
    }
    return image;
  }

  static Status damaged(const QString& shown, const QString& what) {
    return error(StatusCode::InvalidArgument,
                 tr("%1: the image data is damaged or cut short (%2)").arg(shown, what));
  }

  static Status openError(const QString& shown, int code) {
    switch (code) {
      case ENOENT:
        return error(StatusCode::IoError, tr("%1: no such file").arg(shown));
      case ELOOP:
        return error(StatusCode::IoError,
                     tr("%1: too many levels of symbolic links (a symlink loop?)").arg(shown));
      case EACCES:
        return error(StatusCode::IoError, tr("%1: cannot be read (permission denied)").arg(shown));
      default:
        return error(
            StatusCode::IoError,
            tr("%1: cannot be opened: %2").arg(shown, QString::fromLocal8Bit(std::strerror(code))));
    }
  }

  static Result<QImage> load(const QString& spec) {
    if (fileExists(spec) || !isSampleSpec(spec)) return loadFile(spec);
    return loadSample(spec);
  }

  static Result<QImage> resample(const QImage& image, int width, int height) {
    if (width < 1 || height < 1 || width > kMaxResampleSide || height > kMaxResampleSide) {
      return error(StatusCode::InvalidArgument,
                   tr("resample size must be 1..%1 on each side, got %2×%3")
                       .arg(kMaxResampleSide)
                       .arg(width)
                       .arg(height));
    }
    if (image.isNull()) return error(StatusCode::InvalidArgument, tr("no image to resample"));
    QImage scaled = image.scaled(width, height, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
    if (scaled.isNull()) {
      return error(StatusCode::OutOfMemory,
                   tr("not enough memory to resample to %1×%2").arg(width).arg(height));
    }
    return scaled;
  }
};

bool isGray(const QImage& image) {
  switch (image.format()) {
    case QImage::Format_Grayscale8:
    case QImage::Format_Grayscale16:
    case QImage::Format_Alpha8:
      return true;
    default:
      return image.isGrayscale();
  }
}

}  // namespace

Result<QImage> loadImage(const QString& fileOrSample) {
  return ImageSource::load(fileOrSample);
}

Result<QImage> loadImageFile(const QString& path) {
  return ImageSource::loadFile(path);
}

QStringList imageNotes(const QImage& image) {
  const QString notes = image.text(QLatin1String(kNotesKey));
  return notes.isEmpty() ? QStringList() : notes.split(QLatin1Char('\n'));
}

Result<Channel> channelFromImage(const QImage& image, ChannelPick pick) {
  if (image.isNull()) {
    return Status::error(StatusCode::InvalidArgument, "empty image");
  }
  const Status fits = checkImageSize(image.width(), image.height());
  if (!fits) return fits;
  if (isGray(image)) {
    const QImage gray = image.format() == QImage::Format_Grayscale8
                            ? image
                            : image.convertToFormat(QImage::Format_Grayscale8);
    // convertToFormat returns a null image when it cannot allocate (not "rows too short").
    if (gray.isNull()) {
      return Status::error(StatusCode::OutOfMemory, "not enough memory to convert the image");
    }
    return channelFromGray8(gray.constBits(), gray.width(), gray.height(),
                            static_cast<int>(gray.bytesPerLine()));
  }
  // RGB888 is R, G, B bytes in that order on every platform; alpha is dropped.
  const QImage rgb = image.convertToFormat(QImage::Format_RGB888);
  if (rgb.isNull()) {
    return Status::error(StatusCode::OutOfMemory, "not enough memory to convert the image");
  }
  return channelFromRgb8(rgb.constBits(), rgb.width(), rgb.height(),
                         static_cast<int>(rgb.bytesPerLine()), 3, pick);
}

Result<QImage> resampleImage(const QImage& image, int width, int height) {
  return ImageSource::resample(image, width, height);
}

std::optional<ChannelPick> channelPickFromName(const QString& name) {
  const QString n = name.toLower();
  if (n == QLatin1String("luma") || n == QLatin1String("gray")) return ChannelPick::Luma;
  if (n == QLatin1String("r") || n == QLatin1String("red")) return ChannelPick::Red;
  if (n == QLatin1String("g") || n == QLatin1String("green")) return ChannelPick::Green;
  if (n == QLatin1String("b") || n == QLatin1String("blue")) return ChannelPick::Blue;
  return std::nullopt;
}

QString channelPickName(ChannelPick pick) {
  switch (pick) {
    case ChannelPick::Red:
      return QStringLiteral("r");
    case ChannelPick::Green:
      return QStringLiteral("g");
    case ChannelPick::Blue:
      return QStringLiteral("b");
    default:
      return QStringLiteral("luma");
  }
}

}  // namespace convscope::app
