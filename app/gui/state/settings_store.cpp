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
  QSettings& s = *m_settings;
  s.setValue(QStringLiteral("state/source"), state.input.source);
  s.setValue(QStringLiteral("state/side"), state.input.side);
  s.setValue(QStringLiteral("state/channel"), app::channelPickName(state.input.pick));
  s.setValue(QStringLiteral("state/kernel"), QString::fromStdString(formatKernel(state.kernel)));
  s.setValue(QStringLiteral("state/kernelName"), QString::fromStdString(state.kernel.name));
  s.setValue(QStringLiteral("state/padding"),
             QString::fromLatin1(paddingName(state.params.padding).data()));
  s.setValue(QStringLiteral("state/stride"), state.params.stride);
  s.setValue(QStringLiteral("state/dilation"), state.params.dilation);
  s.setValue(QStringLiteral("state/flip"), state.params.flip);
  s.setValue(QStringLiteral("state/blockX"), state.block.x);
  s.setValue(QStringLiteral("state/blockY"), state.block.y);
  s.setValue(QStringLiteral("state/step"), state.step);
}

QString SettingsStore::language() const {
  return m_settings->value(QStringLiteral("window/language")).toString();
}
void SettingsStore::setLanguage(const QString& language) {
  m_settings->setValue(QStringLiteral("window/language"), language);
}
double SettingsStore::speed() const {
  return m_settings->value(QStringLiteral("window/speed"), 0.0).toDouble();
}
void SettingsStore::setSpeed(double stepsPerSecond) {
  m_settings->setValue(QStringLiteral("window/speed"), stepsPerSecond);
}
double SettingsStore::zoom() const {
  return m_settings->value(QStringLiteral("window/zoom"), 1.0).toDouble();
}
void SettingsStore::setZoom(double zoom) {
  m_settings->setValue(QStringLiteral("window/zoom"), zoom);
}
bool SettingsStore::settingsColumnShown() const {
  return m_settings->value(QStringLiteral("window/settingsColumn"), true).toBool();
}

void SettingsStore::setSettingsColumnShown(bool shown) {
  m_settings->setValue(QStringLiteral("window/settingsColumn"), shown);
}

double SettingsStore::textScale() const {
  return m_settings->value(QStringLiteral("window/textScale"), 1.0).toDouble();
}
void SettingsStore::setTextScale(double scale) {
  m_settings->setValue(QStringLiteral("window/textScale"), scale);
}
QByteArray SettingsStore::geometry() const {
  return m_settings->value(QStringLiteral("window/geometry")).toByteArray();
}
void SettingsStore::setGeometry(const QByteArray& geometry) {
  m_settings->setValue(QStringLiteral("window/geometry"), geometry);
}
QStringList SettingsStore::recentFiles() const {
  return m_settings->value(QStringLiteral("files/recent")).toStringList();
}
void SettingsStore::addRecentFile(const QString& path) {
  QStringList files = recentFiles();
  files.removeAll(path);
  files.prepend(path);
  while (files.size() > kMaxRecentFiles) files.removeLast();
  m_settings->setValue(QStringLiteral("files/recent"), files);
}
int SettingsStore::chapter() const {
  return m_settings->value(QStringLiteral("lessons/chapter"), 0).toInt();
}
void SettingsStore::setChapter(int chapter) {
  m_settings->setValue(QStringLiteral("lessons/chapter"), chapter);
}
void SettingsStore::clear() {
  m_settings->clear();
  m_settings->sync();
}

}  // namespace convscope::gui
