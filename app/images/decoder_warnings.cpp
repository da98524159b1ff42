#include "images/decoder_warnings.h"

#include <QtGlobal>
#include <cstring>
#include <mutex>

namespace convscope::app {

namespace {

thread_local DecoderWarnings* t_active = nullptr;
QtMessageHandler g_previous = nullptr;

bool isImageIoCategory(const char* category) {
  return category != nullptr && std::strncmp(category, "qt.gui.imageio", 14) == 0;
}

void handler(QtMsgType type, const QMessageLogContext& context, const QString& message) {
  // libjpeg's warnings come as qWarning, libpng's as qInfo: both are the decoder talking.
  const bool chatter = type == QtWarningMsg || type == QtInfoMsg || type == QtDebugMsg;
  if (t_active != nullptr && chatter && isImageIoCategory(context.category)) {
    collectDecoderWarning(message);
    return;  // the command's one line says it; no decoder chatter on stderr
  }
  if (g_previous != nullptr) g_previous(type, context, message);
}

}  // namespace

// libjpeg's warnings that mean pixels were invented: the data ended early or had to be
// resynchronised. "N extraneous bytes before marker" loses nothing and is let pass, as are
// libpng's warnings (a known-incorrect sRGB profile is common in good files).
bool meansLostData(const QString& message) {
  return message.contains(QLatin1String("premature end"), Qt::CaseInsensitive) ||
         message.contains(QLatin1String("resync"), Qt::CaseInsensitive);
}

void collectDecoderWarning(const QString& message) {
  if (t_active != nullptr && t_active->m_text.isEmpty() && meansLostData(message))
    t_active->m_text = message.trimmed();
}

DecoderWarnings::DecoderWarnings() {
  // Installed once for the process; it only acts on threads with a collector alive.
  static std::once_flag once;
  std::call_once(once, [] { g_previous = qInstallMessageHandler(handler); });
  m_outer = t_active;
  t_active = this;
}

DecoderWarnings::~DecoderWarnings() {
  t_active = m_outer;
}

}  // namespace convscope::app
