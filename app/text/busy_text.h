// The one note every screen puts beside a CPU figure that a busy machine measured, by cpu_trust.h's
// rule (others above kTrustMaxOthersBusy of the CPUs): the Layer tab, chapters 12 and 13 beside
// their ceilings, as bench, sweep and chapter 5 mark their rows.
#pragma once

#include <QString>

namespace convscope::app {

// "Measured while other programs used 63 % of the CPUs: …"; empty when the share is unknown
// (negative) or within the rule.
QString busyMeasurementNote(double othersBusy);

}  // namespace convscope::app
