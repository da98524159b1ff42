#include "gui/panels/inspector_text.h"

#include <QCoreApplication>

#include "common/thread_mapping_text.h"
#include "gui/widgets/number_format.h"
#include "lesson_text/glossary.h"
#include "text/number_text.h"

namespace convscope::gui {

namespace {
class InspectorText {
  Q_DECLARE_TR_FUNCTIONS(InspectorText)
};

// "20 to 22", with a true minus sign: padding taps have negative coordinates.
QString number(int v) {
  return v < 0 ? QStringLiteral("\u2212%1").arg(-v) : QString::number(v);
}
QString range(int a, int b) {
  return a == b ? number(a) : InspectorText::tr("%1 to %2").arg(number(a), number(b));
}
}  // namespace

QList<QPoint> tapPositions(const ConvGeometry& geometry, int x, int y) {
  QList<QPoint> taps;
  for (int ky = 0; ky < kKernelSize; ++ky)
    for (int kx = 0; kx < kKernelSize; ++kx)
      taps << QPoint(tapX(geometry, x, kx), tapY(geometry, y, ky));
  return taps;
}

int cpuThreadOfPixel(const TileRecord& tiles, int x, int y) {
  if (tiles.tileWidth <= 0 || tiles.tileHeight <= 0) return -1;
  const int tx = x / tiles.tileWidth;
  const int ty = y / tiles.tileHeight;
  if (tx >= tiles.tilesX || ty >= tiles.tilesY) return -1;
  const size_t index = static_cast<size_t>(ty) * tiles.tilesX + tx;
  return index < tiles.threadOfTile.size() ? tiles.threadOfTile[index] : -1;
}

QStringList gpuInspectorLines(const GpuInspection& facts, int x, int y) {
  QStringList lines;
  lines << InspectorText::tr("GPU · output %1").arg(app::pixelHeading(x, y));
  if (!facts.launch) return lines;
  lines << app::threadMappingLines(*facts.launch, x, y);
  if (facts.geometry) {
    const ConvGeometry& g = *facts.geometry;
    const QList<QPoint> taps = tapPositions(g, x, y);
    int padded = 0;
    for (const QPoint& p : taps)
      if (p.x() < 0 || p.y() < 0 || p.x() >= g.inWidth || p.y() >= g.inHeight) ++padded;
    QString reads = InspectorText::tr("reads input x %1, y %2")
                        .arg(range(taps.first().x(), taps.last().x()),
                             range(taps.first().y(), taps.last().y()));
    if (padded > 0)
      reads += padded == 1 ? InspectorText::tr(" (1 of them in the padding)")
                           : InspectorText::tr(" (%1 of them in the padding)").arg(padded);
    lines << reads;
  }
  if (facts.schedule) {
    const long long id = threadForPixel(*facts.launch, x, y).blockId;
    for (const BlockRun& r : facts.schedule->runs) {
      if (r.blockId != id) continue;
      const QString when = InspectorText::tr("from %1 to %2")
                               .arg(app::withUnit(formatNumber(r.startUs, 1), QStringLiteral("µs")),
                                    app::withUnit(formatNumber(r.endUs, 1), QStringLiteral("µs")));
      lines << (facts.modelled ? InspectorText::tr("block on SM %1 %2 (model: no GPU ran it)")
                                     .arg(r.unit)
                                     .arg(when)
                               : InspectorText::tr("block ran on SM %1 %2").arg(r.unit).arg(when));
      break;
    }
  }
  return lines;
}

QString inspectorTermsTip() {
  return lessons::glossaryTips(
      {}, {"block", "thread", "warp", "lane", "idle", "sm", "padding", "engine"});
}

QStringList cpuInspectorLines(const CpuInspection& facts, int x, int y) {
  QStringList lines;
  lines << InspectorText::tr("CPU · output %1").arg(app::pixelHeading(x, y));
  lines << InspectorText::tr("the animation computes it at step %1 of %2")
               .arg(formatCount(facts.step + 1), formatCount(facts.steps));
  if (facts.tiles) {
    const int thread = cpuThreadOfPixel(*facts.tiles, x, y);
    if (thread >= 0)
      lines << InspectorText::tr(
                   "parallel engine: CPU thread %1 computed it (tile (%2, %3) of "
                   "%4 × %5 pixels)")
                   .arg(thread)
                   .arg(x / facts.tiles->tileWidth)
                   .arg(y / facts.tiles->tileHeight)
                   .arg(facts.tiles->tileWidth)
                   .arg(facts.tiles->tileHeight);
  }
  return lines;
}

}  // namespace convscope::gui
