// Numbers as a beginner reads them: integers without ".0", few decimals, a true minus sign.
#pragma once

#include <QString>

namespace convscope::gui {

// "57", "−12", "0.11", "1,234.5" is not used: no group separators, so cells stay narrow.
QString formatNumber(double value, int maxDecimals = 2);

// "262,144": whole counts with group separators (the system's, or English ones in the C locale).
QString formatCount(long long value);

// "1.23 ms", "845 ms", "2.41 s" for a duration in milliseconds.
QString formatDuration(double ms);

// Throughput in megapixels per second ("46", "1.24"), "–" without a time.
QString formatMegapixelsPerSecond(double pixels, double ms);
// Shorter than this a time says more about the clock than about the work: no rate is given.
inline constexpr double kShortestRatedMs = 0.05;

}  // namespace convscope::gui
