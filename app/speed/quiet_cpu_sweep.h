// A sweep's CPU rows recorded on a quiet machine and shipped with ConvScope
// (resources/recorded/quiet_cpu_sweep.json): what lesson 5 shows when this machine is too busy to
// be measured now, named as recorded there, never as measured here.
#pragma once

#include <QList>
#include <QString>

#include "convscope/status.h"
#include "speed/sweep_types.h"

namespace convscope::speed {

struct QuietCpuSweep {
  QString cpu;      // "AMD EPYC, 2 logical cores, AVX-512", in the window's language
  QString date;     // "2026-12-04"
  QString command;  // the sweep that recorded it
  QList<Row> rows;  // the reference and parallel rows, source Recorded, trusted
};

// The shipped file, read once per call; an error names what is missing or malformed.
Result<QuietCpuSweep> quietCpuSweep();

// `live` with its CPU rows replaced by the recorded ones at the sides it has, its GPU rows kept:
// the crossover of the model against a CPU that was measured when nothing else ran.
SweepResult withQuietCpuRows(const SweepResult& live, const QuietCpuSweep& quiet);

}  // namespace convscope::speed
