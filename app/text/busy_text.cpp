#include "text/busy_text.h"

#include <QCoreApplication>

#include "convscope/cpu_trust.h"
#include "text/number_text.h"

namespace convscope::app {

namespace {
class BusyText {
  Q_DECLARE_TR_FUNCTIONS(BusyText)
};
}  // namespace

QString busyMeasurementNote(double othersBusy) {
  if (!(othersBusy > kTrustMaxOthersBusy)) return {};
  return BusyText::tr(
             "Measured while other programs used %1 of the CPUs: this CPU's figures may "
             "read low. Close them and open the window again to measure them quietly.")
      .arg(withUnit(QString::number(100.0 * othersBusy, 'f', 0), QStringLiteral("%")));
}

}  // namespace convscope::app
