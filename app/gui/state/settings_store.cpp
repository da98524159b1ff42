#include "gui/state/settings_store.h"

#include "common/image_source.h"

namespace convscope::gui {
namespace {

std::unique_ptr<QSettings> userSettings() {
  const QString path = qEnvironmentVariable("CONVSCOPE_SETTINGS");
  if (!path.isEmpty()) return std::make_unique<QSettings>(path, QSettings::IniFormat);
  return std::make_unique<QSettings>(QSettings::IniFormat, QSettings::UserScope,
                                     QStringLiteral("ConvScope"), QStringLiteral("convscope"));
}

}  // namespace

SettingsStore::SettingsStore() : m_settings(userSettings()) {}

SettingsStore::SettingsStore(const QString& iniPath)
    : m_settings(std::make_unique<QSettings>(iniPath, QSettings::IniFormat)) {}

std::optional<StateSnapshot> SettingsStore::state() const {
  QSettings& s = *m_settings;
  if (!s.contains(QStringLiteral("state/source"))) return std::nullopt;
  StateSnapshot state;
  state.input.source = s.value(QStringLiteral("state/source")).toString();
  state.input.side = s.value(QStringLiteral("state/side"), 0).toInt();
  const auto pick = app::channelPickFromName(s.value(QStringLiteral("state/channel")).toString());
  if (pick) state.input.pick = *pick;
  auto kernel = parseKernel(s.value(QStringLiteral("state/kernel")).toString().toStdString());
  if (!kernel) return std::nullopt;
  state.kernel = *kernel;
  state.kernel.name = s.value(QStringLiteral("state/kernelName")).toString().toStdString();
  const auto padding =
      paddingFromName(s.value(QStringLiteral("state/padding")).toString().toStdString());
  if (!padding) return std::nullopt;
  state.params.padding = *padding;
  state.params.stride = s.value(QStringLiteral("state/stride"), 1).toInt();
  state.params.dilation = s.value(QStringLiteral("state/dilation"), 1).toInt();
  state.params.flip = s.value(QStringLiteral("state/flip"), false).toBool();
  if (!validateParams(state.params)) return std::nullopt;
  state.block = {s.value(QStringLiteral("state/blockX"), 16).toInt(),
                 s.value(QStringLiteral("state/blockY"), 16).toInt()};
  state.step = std::max(0LL, s.value(QStringLiteral("state/step"), 0).toLongLong());
  return state;
}

void SettingsStore::setState(const StateSnapshot& state) {
  put(QStringLiteral("state/source"), state.input.source);
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
  return m_settings->value(QStringLiteral("window/language")).toString();
}
void SettingsStore::setLanguage(const QString& language) {
  put(QStringLiteral("window/language"), language);
}
double SettingsStore::speed() const {
  return m_settings->value(QStringLiteral("window/speed"), 0.0).toDouble();
}
void SettingsStore::setSpeed(double stepsPerSecond) {
  put(QStringLiteral("window/speed"), stepsPerSecond);
}
double SettingsStore::zoom() const {
  return m_settings->value(QStringLiteral("window/zoom"), 1.0).toDouble();
}
void SettingsStore::setZoom(double zoom) {
  put(QStringLiteral("window/zoom"), zoom);
}
bool SettingsStore::settingsColumnShown() const {
  return m_settings->value(QStringLiteral("window/settingsColumn"), true).toBool();
}

void SettingsStore::setSettingsColumnShown(bool shown) {
  put(QStringLiteral("window/settingsColumn"), shown);
}

double SettingsStore::textScale() const {
  return m_settings->value(QStringLiteral("window/textScale"), 1.0).toDouble();
}
void SettingsStore::setTextScale(double scale) {
  put(QStringLiteral("window/textScale"), scale);
}
QByteArray SettingsStore::geometry() const {
  return m_settings->value(QStringLiteral("window/geometry")).toByteArray();
}
void SettingsStore::setGeometry(const QByteArray& geometry) {
  put(QStringLiteral("window/geometry"), geometry);
}
QStringList SettingsStore::recentFiles() const {
  return m_settings->value(QStringLiteral("files/recent")).toStringList();
}
void SettingsStore::addRecentFile(const QString& path) {
  QStringList files = recentFiles();
  files.removeAll(path);
  files.prepend(path);
  while (files.size() > kMaxRecentFiles) files.removeLast();
  put(QStringLiteral("files/recent"), files);
}
int SettingsStore::chapter() const {
  return m_settings->value(QStringLiteral("lessons/chapter"), 0).toInt();
}
void SettingsStore::setChapter(int chapter) {
  put(QStringLiteral("lessons/chapter"), chapter);
}
void SettingsStore::put(const QString& key, const QVariant& value) {
  // A value read back from the file is text until it is set once in this process; comparing as
  // text too keeps an unchanged number or flag from being written again.
  const QVariant held = m_settings->value(key);
  if (held.isValid() &&
      (held == value || (held.typeId() == QMetaType::QString && value.canConvert<QString>() &&
                         held.toString() == value.toString())))
    return;
  m_settings->setValue(key, value);
}

void SettingsStore::clear() {
  m_settings->clear();
  m_settings->sync();
}

}  // namespace convscope::gui
