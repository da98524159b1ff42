#include "text/table_text.h"

#include "text/number_text.h"

#include <algorithm>
#include <cmath>

namespace convscope::app {
namespace {

// East Asian Wide and Fullwidth ranges (Unicode UAX #11) that Chinese text uses.
bool isWide(char32_t c) {
  return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) ||
         (c >= 0x3041 && c <= 0x33FF) || (c >= 0x3400 && c <= 0x4DBF) ||
         (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF) ||
         (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
         (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
         (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
}

}  // namespace

int cellWidth(const QString& text) {
  int width = 0;
  for (char32_t c : text.toUcs4()) width += isWide(c) ? 2 : 1;
  return width;
}

QString padCells(const QString& text, int width, bool leftAligned) {
  const int missing = width - cellWidth(text);
  if (missing <= 0) return text;
  const QString spaces(missing, QLatin1Char(' '));
  return leftAligned ? text + spaces : spaces + text;
}

QString readableTime(double ms) {
  if (!std::isfinite(ms)) return QStringLiteral("–");
  const double magnitude = std::abs(ms);
  const struct {
    double perMs;
    const char* unit;
  } units[] = {{1e-3, "s"}, {1, "ms"}, {1e3, "µs"}, {1e6, "ns"}};
  int pick = 3;
  if (magnitude >= 1000)
    pick = 0;
  else if (magnitude >= 1)
    pick = 1;
  else if (magnitude >= 1e-3)
    pick = 2;
  const double value = ms * units[pick].perMs;
  const double size = std::abs(value);
  const int decimals =
      size > 0 ? std::clamp(3 - static_cast<int>(std::floor(std::log10(size))), 0, 6) : 0;
  QString text = QString::number(value, 'f', decimals);
  if (text.contains(QLatin1Char('.'))) {
    while (text.endsWith(QLatin1Char('0'))) text.chop(1);
    if (text.endsWith(QLatin1Char('.'))) text.chop(1);
  }
  return withUnit(text, QString::fromUtf8(units[pick].unit));
}

}  // namespace convscope::app
