// The access model (core's memory_access.h) in words: the one wording shared by the window's
// Memory tab, the lessons on memory and `convscope map --access`, so they agree by construction.
// Every figure here is computed from the addresses a kernel reads, never measured.
#pragma once

#include <QString>
#include <QStringList>

#include "convscope/memory_access.h"

namespace convscope::app {

// "naive kernel: every tap from global memory", "tiled kernel: the tile in shared memory", ...
QString kernelVariantTitle(KernelVariant variant);

// "tap (0, 1)", "tile load, round (1, 0)", "strip row 3, tap column 1"
QString requestName(const WarpRequest& request);

// "5 sectors in 2 lines: 160 B moved for 128 B used (80 %)"; "reads only zeros of the padding"
QString requestLine(const WarpRequest& request);

// "18 × 18 = 324 loads for the tile, halo included, against 16 · 16 · 9 = 2,304: 7.1× fewer"
QString tileSavingLine(Dim2 block);

// "no conflict: the 32 lanes read 32 different banks" / "2-way conflict: each read takes 2 turns"
QString bankConflictLine(int ways);

// Where the nine weights live and why there.
QString weightsLine();

// "computed from the addresses the kernel reads, not measured"
QString computedNote();

// The block's totals: instructions, loads per output, sectors per instruction, bytes moved per
// output (if no cache served a repeat), the efficiency.
QStringList blockLoadsLines(const BlockLoads& loads);

}  // namespace convscope::app
