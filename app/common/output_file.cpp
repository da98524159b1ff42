#include "output_file.h"

#include <QFile>
#include <new>

#include "view_mapping.h"

namespace convscope::app {

namespace {
std::string localPath(const QString& path) {
  return QFile::encodeName(path).toStdString();
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
