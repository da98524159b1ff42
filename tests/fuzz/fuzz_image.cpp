// libFuzzer: image loading as the commands and the window do it — the file is opened, checked,
// decoded (PNG, JPEG) with decoder warnings caught, and turned into a channel.
#include <fcntl.h>
#include <unistd.h>

#include <QBuffer>
#include <QGuiApplication>
#include <QImageReader>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "images/image_source.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static int argc = 1;
  static char name[] = "fuzz_image";
  static char* argv[] = {name, nullptr};
  static const bool platform = qputenv("QT_QPA_PLATFORM", "offscreen");
  static QGuiApplication app(argc, argv);
  (void)platform;
  static const std::string path = "/tmp/convscope_fuzz_image_" + std::to_string(::getpid());

  // Headers that claim millions of pixels are refused or decoded slowly; the size check itself
  // is what matters for them, and it runs before decoding.
  QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
  QBuffer buffer(&bytes);
  buffer.open(QIODevice::ReadOnly);
  const QSize claimed = QImageReader(&buffer).size();
  if (claimed.isValid() && static_cast<long long>(claimed.width()) * claimed.height() > 1 << 20)
    return 0;

  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0) std::abort();
  if (::write(fd, data, size) != static_cast<ssize_t>(size)) std::abort();
  ::close(fd);
  const auto image = convscope::app::loadImageFile(QString::fromStdString(path));
  if (image) {
    if (image->isNull()) std::abort();
    const auto channel = convscope::app::channelFromImage(*image, convscope::ChannelPick::Luma);
    if (channel && (channel->width != image->width() || channel->height != image->height()))
      std::abort();
  }
  return 0;
}
