// libFuzzer: the window's settings file as the window reads it at start: whatever the file holds,
// every value comes back within its range (a NaN zoom or text size was used and saved back).
#include <fcntl.h>
#include <unistd.h>

#include <QCoreApplication>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "model/settings_store.h"
#include "model/step_player.h"
#include "model/view_sync.h"

namespace {
// The store says what it refused in the log; thousands of inputs a second need no log.
void quiet(QtMsgType, const QMessageLogContext&, const QString&) {}

bool within(double v, double low, double high) {
  return std::isfinite(v) && v >= low && v <= high;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using convscope::model::SettingsStore;
  static const bool installed = (qInstallMessageHandler(quiet), true);
  (void)installed;
  static const std::string path =
      "/tmp/convscope_fuzz_settings_" + std::to_string(::getpid()) + ".ini";
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
  if (fd < 0) std::abort();
  if (::write(fd, data, size) != static_cast<ssize_t>(size)) std::abort();
  ::close(fd);

  const SettingsStore store(QString::fromStdString(path));
  if (!within(store.zoom(), 1, convscope::model::ViewSync::kMaxZoom)) std::abort();
  if (!within(store.textScale(), SettingsStore::kMinTextScale, SettingsStore::kMaxTextScale))
    std::abort();
  const double speed = store.speed();
  if (speed != 0 && !within(speed, convscope::model::StepPlayer::kMinSpeed,
                            convscope::model::StepPlayer::kMaxSpeed))
    std::abort();
  if (store.chapter() < 0 || store.chapter() > SettingsStore::kMaxChapterNumber) std::abort();
  if (store.recentFiles().size() > SettingsStore::kMaxRecentFiles) std::abort();
  const QString language = store.language();
  if (!language.isEmpty() && language != QLatin1String("en") && language != QLatin1String("zh_CN"))
    std::abort();
  if (const auto state = store.choice()) {
    if (state->block.x < 1 || state->block.y < 1 || state->block.x * state->block.y > 1024)
      std::abort();
    if (state->step < 0) std::abort();
  }
  (void)store.geometry();
  return 0;
}
