#include "image_source.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImageReader>

#include "samples.h"

namespace convscope::app {
namespace {

class ImageSource {
  Q_DECLARE_TR_FUNCTIONS(ImageSource)

 public:
  static Status error(StatusCode code, const QString& message) {
    return Status::error(code, message.toStdString());
  }

  static Result<QImage> loadFile(const QString& path) {
    const QFileInfo info(path);
    if (!info.exists()) return error(StatusCode::IoError, tr("%1: no such file").arg(path));
    if (info.isDir())
      return error(StatusCode::IoError, tr("%1: is a folder, not an image").arg(path));
    if (!info.isReadable()) {
      return error(StatusCode::IoError, tr("%1: cannot be read (permission denied)").arg(path));
    }

    QImageReader reader(path);
    // Qt's own guard (256 MiB by default) would refuse large images with a vaguer message than
    // core's limit; core's limit at 4 bytes per pixel is what decoding may take.
    reader.setAllocationLimit(static_cast<int>(kMaxPixels * 4 / (1024 * 1024)));
    if (!reader.canRead()) {
      return error(
          StatusCode::InvalidArgument,
          tr("%1: not a PNG/JPEG image this build can read: %2").arg(path, reader.errorString()));
    }
    const QSize size = reader.size();
    if (size.isValid()) {
      const Status fits = checkImageSize(size.width(), size.height());
      if (!fits) {
        return error(fits.code, tr("%1: %2").arg(path, QString::fromStdString(fits.message)));
      }
    }
    QImage image = reader.read();
    if (image.isNull()) {
      return error(
          StatusCode::InvalidArgument,
          tr("%1: not a PNG/JPEG image this build can read: %2").arg(path, reader.errorString()));
    }
    return image;
  }

  static Result<QImage> load(const QString& spec) {
    if (QFileInfo::exists(spec) || !isSampleSpec(spec)) return loadFile(spec);
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
