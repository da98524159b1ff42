#include "model/settings_store.h"

#include <sys/stat.h>

#include <QDir>
#include <QFile>
#include <QtGlobal>
#include <cmath>

#include "convscope/launch_geometry.h"
#include "images/image_source.h"
#include "model/step_player.h"
#include "model/view_sync.h"
#include "text/file_name.h"

namespace convscope::model {
namespace {

// Where QSettings would keep the user's file, worked out without QSettings: its constructor
// already reads the file. Empty when there is no home to keep it in (HOME unset gave /.config).
QString userSettingsPath() {
  const QString given = qEnvironmentVariable("CONVSCOPE_SETTINGS");
  if (!given.isEmpty()) return given;
  QString config = qEnvironmentVariable("XDG_CONFIG_HOME");
  if (config.isEmpty() || !QDir::isAbsolutePath(config)) {
    const QString home = qEnvironmentVariable("HOME");
    if (home.isEmpty() || home == QLatin1String("/")) {
      qWarning().noquote() << "convscope: settings are not kept: HOME is not set (set HOME, or "
                              "CONVSCOPE_SETTINGS to a file)";
      return {};
    }
    config = home + QStringLiteral("/.config");
  }
  return config + QStringLiteral("/ConvScope/convscope.ini");
}

// A settings file is read only when it is a regular file (or not there yet): a FIFO would block
// the window's start for good, a device never ends.
std::unique_ptr<QSettings> openSettings(const QString& path) {
  if (path.isEmpty()) return nullptr;
  struct stat st {};
  if (::stat(QFile::encodeName(path).constData(), &st) == 0 && !S_ISREG(st.st_mode)) {
    qWarning().noquote() << QStringLiteral(
                                "convscope: settings are not kept: %1 is not a regular file "
                                "(a folder, FIFO or device); it is left alone")
                                .arg(path);
    return nullptr;
  }
  return std::make_unique<QSettings>(path, QSettings::IniFormat);
}

}  // namespace

SettingsStore::SettingsStore() : m_settings(openSettings(userSettingsPath())) {}

SettingsStore::SettingsStore(const QString& iniPath) : m_settings(openSettings(iniPath)) {}

QVariant SettingsStore::read(const QString& key, const QVariant& fallback) const {
  if (m_settings) return m_settings->value(key, fallback);
  return m_memory.value(key, fallback);
}

bool SettingsStore::contains(const QString& key) const {
  return m_settings ? m_settings->contains(key) : m_memory.contains(key);
}

double SettingsStore::number(const QString& key, double fallback, double low, double high) const {
  if (!contains(key)) return fallback;
  bool ok = false;
  const QVariant held = read(key, fallback);
  const double value = held.toDouble(&ok);
  // !(low <= v <= high): NaN fails every comparison.
  if (ok && std::isfinite(value) && value >= low && value <= high) return value;
  qWarning().noquote() << QStringLiteral(
                              "convscope: settings: %1=%2 is not a number from %3 to %4; the "
                              "default %5 is used")
                              .arg(key, held.toString().left(40))
                              .arg(low)
                              .arg(high)
                              .arg(fallback);
  return fallback;
}

int SettingsStore::whole(const QString& key, int fallback, int low, int high) const {
  const double value = number(key, fallback, low, high);
  if (value == std::floor(value)) return static_cast<int>(value);
  qWarning().noquote() << QStringLiteral(
                              "convscope: settings: %1=%2 is not a whole number; the default %3 "
                              "is used")
                              .arg(key)
                              .arg(value)
                              .arg(fallback);
  return fallback;
}

std::optional<WorkbenchChoice> SettingsStore::choice() const {
  if (!contains(QStringLiteral("state/source"))) return std::nullopt;
  WorkbenchChoice state;
  const QVariant source = read(QStringLiteral("state/source"));
  // A file name that is not UTF-8 is kept as its bytes (setChoice).
  state.input.source = source.typeId() == QMetaType::QByteArray
                           ? app::fileNameFromBytes(source.toByteArray())
                           : source.toString();
  state.input.side = whole(QStringLiteral("state/side"), 0, 0, app::kMaxResampleSide);
  if (state.input.side != 0 && state.input.side < app::kMinResampleSide) state.input.side = 0;
  const auto pick = app::channelPickFromName(read(QStringLiteral("state/channel")).toString());
  if (pick) state.input.pick = *pick;
  auto kernel = parseKernel(read(QStringLiteral("state/kernel")).toString().toStdString());
  if (!kernel) return std::nullopt;
  state.kernel = *kernel;
  state.kernel.name = read(QStringLiteral("state/kernelName")).toString().left(200).toStdString();
  const auto padding =
      paddingFromName(read(QStringLiteral("state/padding")).toString().toStdString());
  if (!padding) return std::nullopt;
  state.params.padding = *padding;
  state.params.stride = whole(QStringLiteral("state/stride"), 1, 1, 1 << 20);
  state.params.dilation = whole(QStringLiteral("state/dilation"), 1, 1, 1 << 20);
  state.params.flip = read(QStringLiteral("state/flip"), false).toBool();
  if (!validateParams(state.params)) return std::nullopt;
  state.block = {whole(QStringLiteral("state/blockX"), 16, 1, kMaxThreadsPerBlock),
                 whole(QStringLiteral("state/blockY"), 16, 1, kMaxBlockDimY)};
  if (state.block.x * state.block.y > kMaxThreadsPerBlock) state.block = {16, 16};
  // Up to 2^53: past it a double no longer counts whole steps; the player caps it to the image.
  state.step = static_cast<long long>(number(QStringLiteral("state/step"), 0, 0, 9.0e15));
  return state;
}

void SettingsStore::setChoice(const WorkbenchChoice& state) {
  // A file name that is not UTF-8 (text/file_name.h) would be written as U+FFFD, another name:
  // such a one is kept as its bytes.
  const QByteArray bytes = app::fileNameBytes(state.input.source);
  if (bytes == state.input.source.toUtf8())
    put(QStringLiteral("state/source"), state.input.source);
  else
    put(QStringLiteral("state/source"), bytes);
  put(QStringLiteral("state/side"), state.input.side);
  put(QStringLiteral("state/channel"), app::channelPickName(state.input.pick));
  put(QStringLiteral("state/kernel"), QString::fromStdString(formatKernel(state.kernel)));
  put(QStringLiteral("state/kernelName"), QString::fromStdString(state.kernel.name));
  put(QStringLiteral("state/padding"),
      QString::fromLatin1(paddingName(state.params.padding).data()));
  put(QStringLiteral("state/stride"), state.params.stride);
  put(QStringLiteral("state/dilation"), state.params.dilation);
  put(QStringLiteral("state/flip"), state.params.flip);
  put(QStringLiteral("state/blockX"), state.block.x);
  put(QStringLiteral("state/blockY"), state.block.y);
  put(QStringLiteral("state/step"), state.step);
}

QString SettingsStore::language() const {
  const QString language = read(QStringLiteral("window/language")).toString();
  if (language.isEmpty() || language == QLatin1String("en") || language == QLatin1String("zh_CN"))
    return language;
  qWarning().noquote() << QStringLiteral(
                              "convscope: settings: window/language=%1 is not en or zh_CN; the "
                              "system's language is used")
                              .arg(language.left(40));
  return {};
}
void SettingsStore::setLanguage(const QString& language) {
  put(QStringLiteral("window/language"), language);
}
double SettingsStore::speed() const {
  // 0: not saved (the player's own default holds).
  const double speed = number(QStringLiteral("window/speed"), 0.0, 0.0, StepPlayer::kMaxSpeed);
  return speed > 0 && speed < StepPlayer::kMinSpeed ? StepPlayer::kMinSpeed : speed;
}
void SettingsStore::setSpeed(double stepsPerSecond) {
  put(QStringLiteral("window/speed"), stepsPerSecond);
}
double SettingsStore::zoom() const {
  return number(QStringLiteral("window/zoom"), 1.0, 1.0, ViewSync::kMaxZoom);
}
void SettingsStore::setZoom(double zoom) {
  put(QStringLiteral("window/zoom"), zoom);
}
bool SettingsStore::settingsColumnShown() const {
  return read(QStringLiteral("window/settingsColumn"), true).toBool();
}

void SettingsStore::setSettingsColumnShown(bool shown) {
  put(QStringLiteral("window/settingsColumn"), shown);
}

double SettingsStore::textScale() const {
  return number(QStringLiteral("window/textScale"), 1.0, kMinTextScale, kMaxTextScale);
}
void SettingsStore::setTextScale(double scale) {
  put(QStringLiteral("window/textScale"), scale);
}
QByteArray SettingsStore::geometry() const {
  return read(QStringLiteral("window/geometry")).toByteArray();
}
void SettingsStore::setGeometry(const QByteArray& geometry) {
  put(QStringLiteral("window/geometry"), geometry);
}
QStringList SettingsStore::recentFiles() const {
  QStringList files = read(QStringLiteral("files/recent")).toStringList();
  if (files.size() > kMaxRecentFiles) files = files.mid(0, kMaxRecentFiles);
  return files;
}
void SettingsStore::addRecentFile(const QString& path) {
  QStringList files = recentFiles();
  files.removeAll(path);
  files.prepend(path);
  while (files.size() > kMaxRecentFiles) files.removeLast();
  put(QStringLiteral("files/recent"), files);
}
int SettingsStore::chapter() const {
  return whole(QStringLiteral("lessons/chapter"), 0, 0, kMaxChapterNumber);
}
void SettingsStore::setChapter(int chapter) {
  put(QStringLiteral("lessons/chapter"), chapter);
}
void SettingsStore::put(const QString& key, const QVariant& value) {
  // A value read back from the file is text until it is set once in this process; comparing as
  // text too keeps an unchanged number or flag from being written again.
  const QVariant held = read(key);
  if (held.isValid() &&
      (held == value || (held.typeId() == QMetaType::QString && value.canConvert<QString>() &&
                         held.toString() == value.toString())))
    return;
  if (m_settings)
    m_settings->setValue(key, value);
  else
    m_memory.insert(key, value);
}

void SettingsStore::clear() {
  m_memory.clear();
  if (!m_settings) return;
  m_settings->clear();
  m_settings->sync();
}

}  // namespace convscope::model
