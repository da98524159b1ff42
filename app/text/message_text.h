// User input quoted in a message is cut (80 characters and "…"): an error must not repeat a
// 131 KB argument whole. The whole message is capped too, for texts that quote input we do not
// format ourselves (QCommandLineParser's "Unknown option '…'").
#pragma once

#include <QString>

#include "convscope/message_text.h"

namespace convscope::app {

inline QString shown(const QString& userText) {
  return QString::fromStdString(shortenForMessage(userText.toStdString()));
}

constexpr size_t kMaxMessageChars = 600;

inline QString cappedMessage(const QString& message) {
  if (message.size() <= static_cast<qsizetype>(kMaxMessageChars)) return message;
  return QString::fromStdString(shortenForMessage(message.toStdString(), kMaxMessageChars));
}

}  // namespace convscope::app
