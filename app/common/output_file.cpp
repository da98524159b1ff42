#include "common/output_file.h"
#include "text/file_name.h"

#include <QBuffer>
#include <QImageWriter>
#include <new>

namespace convscope::app {

namespace {
std::string localPath(const QString& path) {
  return fileNameString(path);
}

Result<QByteArray> encodePng(const QImage& image) {
  if (image.isNull()) {
    return Status::error(StatusCode::OutOfMemory, "no image to encode (out of memory?)");
  }
  QByteArray bytes;
  QBuffer buffer(&bytes);
  buffer.open(QIODevice::WriteOnly);
  QImageWriter writer(&buffer, "png");
  if (!writer.write(image)) {
    return Status::error(StatusCode::IoError,
                         "PNG encoding failed: " + writer.errorString().toStdString());
  }
  return bytes;
}

}  // namespace

Status checkOutputFile(const QString& path) {
  return checkOutputTarget(localPath(path));
}

Status writeOutputFile(const QString& path, const QByteArray& bytes) {
  return writeFileAtomically(
      localPath(path), std::string_view(bytes.constData(), static_cast<size_t>(bytes.size())));
}

Status writePngFile(const QString& path, const QImage& image) {
  try {
    auto bytes = encodePng(image);
    if (!bytes) return bytes.status();
    return writeOutputFile(path, *bytes);
  } catch (const std::bad_alloc&) {
    return Status::error(StatusCode::OutOfMemory, "not enough memory to encode a " +
                                                      std::to_string(image.width()) + "×" +
                                                      std::to_string(image.height()) + " PNG");
  }
}

}  // namespace convscope::app
