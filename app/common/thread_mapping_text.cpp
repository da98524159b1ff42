#include "common/thread_mapping_text.h"

#include <QCoreApplication>

namespace convscope::app {

namespace {
class ThreadMappingText {
  Q_DECLARE_TR_FUNCTIONS(ThreadMappingText)
};
}  // namespace

QStringList threadMappingLines(const LaunchGeometry& launch, int x, int y) {
  const ThreadCoord t = threadForPixel(launch, x, y);
  QStringList lines;
  lines << ThreadMappingText::tr("blockIdx  (%1, %2), block %3 of %4")
               .arg(t.blockIdx.x)
               .arg(t.blockIdx.y)
               .arg(t.blockId)
               .arg(launch.blockCount());
  lines << ThreadMappingText::tr("threadIdx (%1, %2), thread %3 of the block")
               .arg(t.threadIdx.x)
               .arg(t.threadIdx.y)
               .arg(t.threadInBlock);
  lines << ThreadMappingText::tr("warp %1, lane %2; global thread id %3")
               .arg(t.warp)
               .arg(t.lane)
               .arg(t.globalThreadId);
  // The formulas are core's, word for word: they are code, not prose, and stay untranslated.
  lines << QString::fromStdString(indexFormulaX(launch, t));
  lines << QString::fromStdString(indexFormulaY(launch, t));
  return lines;
}

QString pixelHeading(int x, int y) {
  return ThreadMappingText::tr("pixel (%1, %2)").arg(x).arg(y);
}

}  // namespace convscope::app
