#include "text/number_text.h"

#include <QLocale>

#include <clocale>

#include "convscope/layer.h"

namespace convscope::app {

void useCNumbers() {
  std::setlocale(LC_NUMERIC, "C");
}

QString formatCount(long long value) {
  QLocale locale;
  if (locale.language() == QLocale::C) locale = QLocale(QLocale::English);
  locale.setNumberOptions({});
  return locale.toString(value);
}

QString withUnit(const QString& number, const QString& unit) {
  return number + QChar(kUnitSpace) + unit;
}

QString flopRateText(double gflops) {
  if (gflops >= 1000)
    return withUnit(QString::number(gflops / 1000, 'f', gflops >= 100000 ? 0 : 1),
                    QStringLiteral("TFLOP/s"));
  return withUnit(QString::number(gflops, 'f', gflops >= 10 ? 0 : 1), QStringLiteral("GFLOP/s"));
}

QString byteText(double bytes) {
  return QString::fromStdString(byteCountText(bytes));
}

}  // namespace convscope::app
