#include "gui/widgets/number_format.h"

#include <QCoreApplication>
#include <QLocale>
#include <cmath>

#include "text/number_text.h"

namespace convscope::gui {

QString formatNumber(double value, int maxDecimals) {
  if (!std::isfinite(value)) return QStringLiteral("?");
  const double rounded = std::round(value);
  QString text;
  if (std::abs(value - rounded) < 0.5 * std::pow(10.0, -maxDecimals) || std::abs(value) >= 10000) {
    text = QString::number(static_cast<long long>(rounded));
  } else {
    text = QString::number(value, 'f', maxDecimals);
    while (text.endsWith(QLatin1Char('0'))) text.chop(1);
    if (text.endsWith(QLatin1Char('.'))) text.chop(1);
  }
  if (text == QLatin1String("-0")) text = QStringLiteral("0");
  if (text.startsWith(QLatin1Char('-'))) text.replace(0, 1, QChar(0x2212));
  return text;
}

QString formatCount(long long value) {
  return app::formatCount(value);  // the command line's, so both print counts alike
}

QString formatMegapixelsPerSecond(double pixels, double ms) {
  if (ms <= 0) return QStringLiteral("–");
  const double rate = pixels / ms / 1000.0;
  return QStringLiteral("%1").arg(rate, 0, 'f', rate < 10 ? 2 : 0);
}

QString formatDuration(double ms) {
  if (ms < 0) return QStringLiteral("–");
  using app::withUnit;
  if (ms < 1) return withUnit(QString::number(ms * 1000.0, 'f', 0), QStringLiteral("µs"));
  if (ms < 10) return withUnit(QString::number(ms, 'f', 2), QStringLiteral("ms"));
  if (ms < 1000) return withUnit(QString::number(ms, 'f', 0), QStringLiteral("ms"));
  if (ms < 60000) return withUnit(QString::number(ms / 1000.0, 'f', 2), QStringLiteral("s"));
  // µs, ms and s are SI and read the same in Chinese; minutes and hours are words there.
  if (ms < 3600000)
    return QCoreApplication::translate("convscope", "%1 min").arg(ms / 60000.0, 0, 'f', 1);
  if (ms < 86400000.0)
    return QCoreApplication::translate("convscope", "%1 h").arg(ms / 3600000.0, 0, 'f', 1);
  return QCoreApplication::translate("convscope", "%1 days").arg(ms / 86400000.0, 0, 'f', 1);
}

}  // namespace convscope::gui
