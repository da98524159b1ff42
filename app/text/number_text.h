// Numbers with units as the window and the command line print them, so that both agree: a count
// with group separators ("262,144"), a number joined to its unit by a no-break space
// ("135 Mpx/s", "5 µs", "12.2 MiB": the unit never wraps onto the next line, and the gap is one
// space wide), and byte sizes in binary units (KiB, MiB, GiB) everywhere.
#pragma once

#include <QString>

namespace convscope::app {

// Call right after the QCoreApplication (or QApplication) is made: Qt sets the C library's locale
// from the environment there, and then printf, strtod and iostreams in core and in the libraries
// we use write and read "82,6" under LC_NUMERIC=de_DE.UTF-8. Files for scripts (CSV, JSON, .npy
// headers) must read the same on every machine; what people read follows QLocale, which this
// leaves alone.
void useCNumbers();

// U+00A0, the one space between a number and its unit.
inline constexpr char16_t kUnitSpace = u'\u00a0';

// "262,144": whole counts with group separators (the locale's, English ones in the C locale).
QString formatCount(long long value);

// `number` and `unit` joined by kUnitSpace: withUnit("135", "Mpx/s").
QString withUnit(const QString& number, const QString& unit);

// "236 GFLOP/s", "82.6 TFLOP/s": a FLOP rate in the unit every screen uses for it, TFLOP/s
// from 1000 GFLOP/s on (one card read 82575 GFLOP/s on one screen and 82.6 TFLOP/s on another).
QString flopRateText(double gflops);

// "512 B", "3.5 KiB", "12.2 MiB", "1.5 GiB" (three significant digits), core's byteCountText.
QString byteText(double bytes);

}  // namespace convscope::app
