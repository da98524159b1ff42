#include "text/memory_access_text.h"

#include <QCoreApplication>

#include "text/number_text.h"

namespace convscope::app {

namespace {
class MemoryAccessText {
  Q_DECLARE_TR_FUNCTIONS(MemoryAccessText)
};

QString percent(double share) {
  return withUnit(QString::number(100.0 * share, 'f', share >= 0.995 || share < 0.1 ? 0 : 1),
                  QStringLiteral("%"));
}
}  // namespace

QString kernelVariantTitle(KernelVariant variant) {
  switch (variant) {
    case KernelVariant::Global:
      return MemoryAccessText::tr(
          "naive kernel: each thread reads its nine taps from global memory");
    case KernelVariant::Tiled:
      return MemoryAccessText::tr(
          "tiled kernel: the block copies its tile, halo included, into shared memory once");
    case KernelVariant::Rows:
      return MemoryAccessText::tr(
          "rows kernel: each thread keeps three input rows in registers for 8 outputs");
  }
  return {};
}

QString requestName(const WarpRequest& request) {
  switch (request.kind) {
    case WarpRequest::Kind::Tap:
      return MemoryAccessText::tr("tap (%1, %2)").arg(request.a).arg(request.b);
    case WarpRequest::Kind::TileLoad:
      return MemoryAccessText::tr("tile load, round (%1, %2)").arg(request.b).arg(request.a);
    case WarpRequest::Kind::RowLoad:
      return MemoryAccessText::tr("strip row %1, tap column %2").arg(request.a).arg(request.b);
  }
  return {};
}

QString requestLine(const WarpRequest& request) {
  if (request.activeLanes == 0)
    return MemoryAccessText::tr("reads nothing: its lanes are idle or read zeros of the padding");
  // Spelled out for one and for many: English needs both, Chinese has one form.
  const QString sectors = request.sectors == 1
                              ? MemoryAccessText::tr("1 sector")
                              : MemoryAccessText::tr("%1 sectors").arg(request.sectors);
  const QString lines = request.lines == 1 ? MemoryAccessText::tr("1 line")
                                           : MemoryAccessText::tr("%1 lines").arg(request.lines);
  return MemoryAccessText::tr("%1 in %2: %3 moved for %4 used (%5)")
      .arg(sectors, lines, byteText(double(request.movedBytes())),
           byteText(double(request.usedBytes)), percent(request.efficiency()));
}

QString tileSavingLine(Dim2 block) {
  const TileSaving s = tileSaving(block);
  return MemoryAccessText::tr(
             "%1 × %2 = %3 loads for the tile, halo included, against %4 · %5 · 9 = %6 "
             "for the naive kernel: %7× fewer")
      .arg(block.x + kKernelSize - 1)
      .arg(block.y + kKernelSize - 1)
      .arg(formatCount(s.tileLoads))
      .arg(block.x)
      .arg(block.y)
      .arg(formatCount(s.naiveLoads))
      .arg(s.ratio(), 0, 'f', 1);
}

QString bankConflictLine(int ways) {
  if (ways <= 1)
    return MemoryAccessText::tr("no conflict: the 32 lanes read 32 different banks, in one turn");
  return MemoryAccessText::tr(
             "%1-way conflict: one bank must serve %1 different words, so each "
             "read takes %1 turns")
      .arg(ways);
}

QString weightsLine() {
  return MemoryAccessText::tr(
      "The nine weights are a kernel parameter, which CUDA keeps in the constant bank: all 32 "
      "lanes of a warp read the same weight at the same moment, and the constant cache serves one "
      "address to the whole warp in one broadcast. Each launch carries its own weights.");
}

QString computedNote() {
  return MemoryAccessText::tr("computed from the addresses the kernel reads, not measured");
}

QStringList blockLoadsLines(const BlockLoads& loads) {
  QStringList lines;
  lines << MemoryAccessText::tr("%1 load instructions, %2 loads for %3 outputs: %4 per output")
               .arg(formatCount(loads.requests))
               .arg(formatCount(loads.laneLoads))
               .arg(formatCount(loads.outputs))
               .arg(loads.laneLoadsPerOutput(), 0, 'f', 2);
  lines << MemoryAccessText::tr("%1 sectors per instruction; %2 of the bytes moved are used")
               .arg(loads.sectorsPerRequest(), 0, 'f', 1)
               .arg(percent(loads.efficiency()));
  lines << MemoryAccessText::tr("%1 moved per output if no cache served a sector twice")
               .arg(byteText(loads.movedBytesPerOutput()));
  return lines;
}

}  // namespace convscope::app
