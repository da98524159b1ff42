#include "common/thread_mapping_text.h"

#include <QCoreApplication>

#include "text/number_text.h"

namespace convscope::app {

namespace {
class ThreadMappingText {
  Q_DECLARE_TR_FUNCTIONS(ThreadMappingText)
};
}  // namespace

QStringList threadMappingLines(const LaunchGeometry& launch, int x, int y) {
  const ThreadCoord t = threadForPixel(launch, x, y);
  QStringList lines;
  // CUDA counts from 0: the index and the range it lies in, never a 0-based index "of" a count.
  lines << ThreadMappingText::tr("blockIdx  (%1, %2), block %3 (of 0–%4)")
               .arg(t.blockIdx.x)
               .arg(t.blockIdx.y)
               .arg(formatCount(t.blockId))
               .arg(formatCount(launch.blockCount() - 1));
  lines << ThreadMappingText::tr("threadIdx (%1, %2), thread %3 of the block (0–%4)")
               .arg(t.threadIdx.x)
               .arg(t.threadIdx.y)
               .arg(formatCount(t.threadInBlock))
               .arg(formatCount(launch.threadsPerBlock() - 1));
  lines << ThreadMappingText::tr("warp %1, lane %2; global thread id %3")
               .arg(t.warp)
               .arg(t.lane)
               .arg(formatCount(t.globalThreadId));
  // The formulas are core's, word for word: they are code, not prose, and stay untranslated.
  lines << QString::fromStdString(indexFormulaX(launch, t));
  lines << QString::fromStdString(indexFormulaY(launch, t));
  return lines;
}

QString pixelHeading(int x, int y) {
  return ThreadMappingText::tr("pixel (%1, %2)").arg(x).arg(y);
}

}  // namespace convscope::app
