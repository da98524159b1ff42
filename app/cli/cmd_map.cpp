// `convscope map`: how a CUDA launch covers an output image (grid, idle threads, warps), and who
// computes one pixel; with --access, how the kernel gets its data. Pure arithmetic from core's
// launch_geometry.h and memory_access.h.
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "commands.h"
#include "common/cli_support.h"
#include "common/thread_mapping_text.h"
#include "convscope/launch_geometry.h"
#include "convscope/memory_access.h"
#include "text/memory_access_text.h"
#include "text/message_text.h"
#include "text/number_text.h"

namespace convscope::cli {
namespace {

QJsonObject dimJson(Dim2 d) {
  return {{QStringLiteral("x"), d.x}, {QStringLiteral("y"), d.y}};
}

class MapCommand {
  Q_DECLARE_TR_FUNCTIONS(MapCommand)

 public:
  static QString usage() {
    return tr(
        "Usage: convscope map --size WxH --block BXxBY [--pixel X,Y] [--format text|json]\n"
        "       convscope map --access [--kernel naive|tiled|rows] --size WxH --block BXxBY\n"
        "         [--pixel X,Y] [--format text|json]\n");
  }

  static QString help() {
    return usage() +
           tr("\nShows how a CUDA launch with one thread per output pixel covers a W×H output:\n"
              "the grid of blocks, the threads that fall past the edges and idle, and the\n"
              "share of warp lanes that compute (warps are scheduled whole, 32 lanes).\n\n"
              "  --size WxH        output size in pixels, e.g. 129x1 or 1920x1080\n"
              "  --block BXxBY     threads per block, e.g. 16x16 (x·y at most 1024)\n"
              "  --pixel X,Y       also show which block, thread, warp and lane computes (X, Y)\n"
              "  --format F        text (default) or json\n"
              "\nWith --access: how the kernel gets its data, computed from the addresses it\n"
              "reads (no GPU needed, nothing measured). For one warp, each load instruction's\n"
              "32-byte sectors and 128-byte lines and the share of the bytes moved that are\n"
              "used (coalescing); the block's loads per output; the tile's loads against the\n"
              "naive kernel's; shared-memory bank conflicts; where the nine weights live.\n"
              "The image is W×H with zero padding (the output the same size).\n"
              "  --kernel K        naive (default: global memory), tiled (shared-memory tile)\n"
              "                    or rows (a sliding window in registers)\n"
              "  --pixel X,Y       the warp that computes (X, Y); default: warp 0 of a block\n"
              "                    inside the image\n"
              "\nExamples: convscope map --size 129x1 --block 32x1 --pixel 128,0\n"
              "          convscope map --access --size 1024x1024 --block 1x32\n");
  }

  static int run(const QStringList& args) {
    const QString cmd = QStringLiteral("map");
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("size"), QString(), QStringLiteral("WxH")});
    parser.addOption({QStringLiteral("block"), QString(), QStringLiteral("BXxBY")});
    parser.addOption({QStringLiteral("pixel"), QString(), QStringLiteral("X,Y")});
    parser.addOption({QStringLiteral("format"), QString(), QStringLiteral("F")});
    parser.addOption(QCommandLineOption(QStringLiteral("access")));
    parser.addOption({QStringLiteral("kernel"), QString(), QStringLiteral("K")});
    if (const auto finished = parseArguments(parser, args, cmd, usage(), help())) {
      return *finished;
    }
    OutputFormat format{};
    QString message;
    if (!readFormat(parser, {QStringLiteral("text"), QStringLiteral("json")}, &format, &message)) {
      return usageError(cmd, message, usage());
    }
    if (!parser.isSet(QStringLiteral("size"))) {
      return usageError(cmd, tr("--size is required, e.g. --size 256x256"), usage());
    }
    if (!parser.isSet(QStringLiteral("block"))) {
      return usageError(cmd, tr("--block is required, e.g. --block 16x16"), usage());
    }
    auto size = parseDim2(parser.value(QStringLiteral("size")).toStdString());
    if (!size) {
      return usageError(cmd, tr("--size: %1").arg(fromStd(size.status().message)), usage());
    }
    auto block = parseDim2(parser.value(QStringLiteral("block")).toStdString());
    if (!block) {
      return usageError(cmd, tr("--block: %1").arg(fromStd(block.status().message)), usage());
    }
    auto launch = makeLaunch(*size, *block);
    if (!launch) return usageError(cmd, fromStd(launch.status().message), usage());

    bool hasPixel = false;
    int px = 0;
    int py = 0;
    if (parser.isSet(QStringLiteral("pixel"))) {
      const QString text = parser.value(QStringLiteral("pixel"));
      const QStringList parts = text.split(QLatin1Char(','));
      bool okX = false;
      bool okY = false;
      if (parts.size() == 2) {
        px = parts[0].trimmed().toInt(&okX);
        py = parts[1].trimmed().toInt(&okY);
      }
      if (!okX || !okY)
        return usageError(cmd, tr("--pixel must be X,Y, got '%1'").arg(app::shown(text)), usage());
      if (px < 0 || py < 0 || px >= size->x || py >= size->y) {
        return usageError(cmd,
                          tr("--pixel (%1, %2) lies outside the %3×%4 output")
                              .arg(px)
                              .arg(py)
                              .arg(size->x)
                              .arg(size->y),
                          usage());
      }
      hasPixel = true;
    }

    const LaunchGeometry& g = *launch;
    if (parser.isSet(QStringLiteral("kernel")) && !parser.isSet(QStringLiteral("access")))
      return usageError(cmd, tr("--kernel goes with --access"), usage());
    if (parser.isSet(QStringLiteral("access"))) {
      KernelVariant variant = KernelVariant::Global;
      const QString kernel = parser.value(QStringLiteral("kernel"));
      if (kernel == QLatin1String("tiled")) {
        variant = KernelVariant::Tiled;
      } else if (kernel == QLatin1String("rows")) {
        variant = KernelVariant::Rows;
      } else if (!kernel.isEmpty() && kernel != QLatin1String("naive")) {
        return usageError(
            cmd, tr("--kernel must be naive, tiled or rows, got '%1'").arg(app::shown(kernel)),
            usage());
      }
      return runAccess(g, variant, hasPixel, px, py, format);
    }
    const ThreadCoord t = hasPixel ? threadForPixel(g, px, py) : ThreadCoord{};
    if (format == OutputFormat::Json) {
      printOut(QString::fromUtf8(
          QJsonDocument(json(g, hasPixel ? &t : nullptr, px, py)).toJson(QJsonDocument::Indented)));
    } else {
      printOut(text(g, hasPixel ? &t : nullptr, px, py));
    }
    // The arithmetic is shown either way (it is what the lesson is about); a grid a real GPU
    // would refuse ends in an error that says which limit.
    if (const Status limits = checkCudaGridLimits(g); !limits) return failure(cmd, limits);
    return kExitOk;
  }

  // The output is the image, zero padding of one pixel: what the window's default shows.
  static ConvGeometry accessGeometry(Dim2 size) {
    ConvGeometry geometry;
    geometry.inWidth = geometry.outWidth = size.x;
    geometry.inHeight = geometry.outHeight = size.y;
    geometry.pad = 1;
    return geometry;
  }

  static int runAccess(const LaunchGeometry& g, KernelVariant variant, bool hasPixel, int px,
                       int py, OutputFormat format) {
    const ConvGeometry geometry = accessGeometry(g.output);
    Dim2 blockIdx = typicalBlock(geometry, variant, g.block);
    int warp = 0;
    if (hasPixel) {
      // The rows kernel's thread covers kRowsPerThread rows: its block and thread by the strip.
      const int strip = variant == KernelVariant::Rows ? kRowsPerThread : 1;
      const int threadY = py / strip;
      blockIdx = {px / g.block.x, threadY / g.block.y};
      warp = ((threadY % g.block.y) * g.block.x + px % g.block.x) / kWarpSize;
    }
    const std::vector<WarpRequest> loads = warpLoads(geometry, variant, g.block, blockIdx, warp);
    const BlockLoads block = blockLoads(geometry, variant, g.block, blockIdx);
    const int stride = tiledTileStride(g.block.x, g.block.y);
    const int plainStride = tiledPlainStride(g.block.x);
    const int ways = worstTileReadConflict(g.block, stride);
    const int plainWays = worstTileReadConflict(g.block, plainStride);
    if (format == OutputFormat::Json) {
      QJsonArray requests;
      for (const WarpRequest& r : loads) {
        requests.append(QJsonObject{{QStringLiteral("name"), app::requestName(r)},
                                    {QStringLiteral("activeLanes"), r.activeLanes},
                                    {QStringLiteral("sectors"), r.sectors},
                                    {QStringLiteral("lines"), r.lines},
                                    {QStringLiteral("usedBytes"), r.usedBytes},
                                    {QStringLiteral("movedBytes"), r.movedBytes()},
                                    {QStringLiteral("efficiency"), r.efficiency()}});
      }
      const TileSaving tile = tileSaving(g.block);
      const QJsonObject o{
          {QStringLiteral("kernel"), QString::fromLatin1(variantKey(variant))},
          {QStringLiteral("computedFromAddresses"), true},
          {QStringLiteral("image"), dimJson(g.output)},
          {QStringLiteral("block"), dimJson(g.block)},
          {QStringLiteral("blockIdx"), dimJson(blockIdx)},
          {QStringLiteral("warp"), warp},
          {QStringLiteral("requests"), requests},
          {QStringLiteral("blockLoads"),
           QJsonObject{{QStringLiteral("requests"), block.requests},
                       {QStringLiteral("loads"), block.laneLoads},
                       {QStringLiteral("outputs"), block.outputs},
                       {QStringLiteral("sectors"), block.sectors},
                       {QStringLiteral("efficiency"), block.efficiency()}}},
          {QStringLiteral("tile"), QJsonObject{{QStringLiteral("loads"), tile.tileLoads},
                                               {QStringLiteral("naiveLoads"), tile.naiveLoads},
                                               {QStringLiteral("ratio"), tile.ratio()}}},
          {QStringLiteral("banks"), QJsonObject{{QStringLiteral("stride"), stride},
                                                {QStringLiteral("conflictWays"), ways},
                                                {QStringLiteral("plainStride"), plainStride},
                                                {QStringLiteral("plainConflictWays"), plainWays}}},
          {QStringLiteral("weights"), QStringLiteral("kernel parameter (constant bank)")}};
      printOut(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)));
      return kExitOk;
    }
    QString s;
    s += app::kernelVariantTitle(variant) + QLatin1Char('\n');
    s += tr("(%1; a %2×%3 image, zero padding)\n\n")
             .arg(app::computedNote())
             .arg(g.output.x)
             .arg(g.output.y);
    s += tr("warp %1 of block (%2, %3), its load instructions:\n")
             .arg(warp)
             .arg(blockIdx.x)
             .arg(blockIdx.y);
    for (const WarpRequest& r : loads)
      s += QStringLiteral("  %1  %2\n").arg(app::requestName(r), -28).arg(app::requestLine(r));
    s += tr("\nthe block's %1×%2 threads together:\n").arg(g.block.x).arg(g.block.y);
    for (const QString& line : app::blockLoadsLines(block)) s += QStringLiteral("  ") + line + '\n';
    s += tr("\ntiled kernel, this block shape:\n");
    s += QStringLiteral("  ") + app::tileSavingLine(g.block) + QLatin1Char('\n');
    s += QStringLiteral("  ") +
         tr("shared tile rows %1 floats apart: %2").arg(stride).arg(app::bankConflictLine(ways)) +
         QLatin1Char('\n');
    if (plainStride != stride) {
      s += QStringLiteral("  ") +
           tr("unpadded, %1 apart: %2").arg(plainStride).arg(app::bankConflictLine(plainWays)) +
           QLatin1Char('\n');
    }
    s += QLatin1Char('\n') + app::weightsLine() + QLatin1Char('\n');
    printOut(s);
    return kExitOk;
  }

  static const char* variantKey(KernelVariant variant) {
    switch (variant) {
      case KernelVariant::Tiled:
        return "tiled";
      case KernelVariant::Rows:
        return "rows";
      case KernelVariant::Global:
        break;
    }
    return "naive";
  }

  // Idle threads in one row of blocks past the right edge, and in one column past the bottom:
  // the two places a beginner can see them.
  static long long idleRight(const LaunchGeometry& g) {
    return static_cast<long long>(g.grid.x) * g.block.x - g.output.x;
  }
  static long long idleBottom(const LaunchGeometry& g) {
    return static_cast<long long>(g.grid.y) * g.block.y - g.output.y;
  }

  // "1 warp", "8 warps": no "(s)"; Chinese has one form for both.
  static QString warps(long long n) {
    return n == 1 ? tr("1 warp") : tr("%1 warps").arg(app::formatCount(n));
  }
  static QString threads(long long n) {
    return n == 1 ? tr("1 thread") : tr("%1 threads").arg(app::formatCount(n));
  }
  static QString blocks(long long n) {
    return n == 1 ? tr("1 block") : tr("%1 blocks").arg(app::formatCount(n));
  }

  static QString text(const LaunchGeometry& g, const ThreadCoord* t, int px, int py) {
    using app::formatCount;
    QString s;
    s += tr("output      %1×%2 pixels, one thread each\n").arg(g.output.x).arg(g.output.y);
    s += tr("block       %1×%2 = %3 = %4 of %5 lanes\n")
             .arg(g.block.x)
             .arg(g.block.y)
             .arg(threads(g.threadsPerBlock()))
             .arg(warps(g.warpsPerBlock()))
             .arg(kWarpSize);
    s += tr("grid        %1×%2 = %3, numbered 0–%4 (%5 in x, %2 in y)\n")
             .arg(g.grid.x)
             .arg(g.grid.y)
             .arg(blocks(g.blockCount()))
             .arg(formatCount(g.blockCount() - 1))
             .arg(blocks(g.grid.x));
    s += (g.activeThreads() == 1 ? tr("threads     %1 launched, %2 computes a pixel, %3 idle\n")
                                 : tr("threads     %1 launched, %2 compute a pixel, %3 idle\n"))
             .arg(formatCount(g.totalThreads()))
             .arg(formatCount(g.activeThreads()))
             .arg(formatCount(g.idleThreads()));
    s += tr("idle        %1 columns past the right edge, %2 rows past the bottom\n")
             .arg(formatCount(idleRight(g)))
             .arg(formatCount(idleBottom(g)));
    s += tr("warps       %1 in all, warp efficiency %2% (lanes that compute / lanes scheduled)\n")
             .arg(formatCount(g.totalWarps()))
             .arg(100.0 * g.warpEfficiency(), 0, 'f', 1);
    if (t) {
      // The inspector prints the same lines: one function words them for both.
      s += QLatin1Char('\n') + app::pixelHeading(px, py) + QLatin1Char('\n');
      for (const QString& line : app::threadMappingLines(g, px, py))
        s += QStringLiteral("  ") + line + QLatin1Char('\n');
    }
    return s;
  }

  static QJsonObject json(const LaunchGeometry& g, const ThreadCoord* t, int px, int py) {
    QJsonObject o{
        {QStringLiteral("output"), dimJson(g.output)},
        {QStringLiteral("block"), dimJson(g.block)},
        {QStringLiteral("grid"), dimJson(g.grid)},
        {QStringLiteral("withinCudaGridLimits"), checkCudaGridLimits(g).isOk()},
        {QStringLiteral("threadsPerBlock"), g.threadsPerBlock()},
        {QStringLiteral("warpsPerBlock"), g.warpsPerBlock()},
        {QStringLiteral("blocks"), g.blockCount()},
        {QStringLiteral("totalThreads"), g.totalThreads()},
        {QStringLiteral("activeThreads"), g.activeThreads()},
        {QStringLiteral("idleThreads"), g.idleThreads()},
        {QStringLiteral("idleColumnsRight"), idleRight(g)},
        {QStringLiteral("idleRowsBottom"), idleBottom(g)},
        {QStringLiteral("totalWarps"), g.totalWarps()},
        {QStringLiteral("warpEfficiency"), g.warpEfficiency()},
    };
    if (t) {
      o.insert(QStringLiteral("pixel"),
               QJsonObject{
                   {QStringLiteral("x"), px},
                   {QStringLiteral("y"), py},
                   {QStringLiteral("blockIdx"), dimJson(t->blockIdx)},
                   {QStringLiteral("threadIdx"), dimJson(t->threadIdx)},
                   {QStringLiteral("blockId"), t->blockId},
                   {QStringLiteral("threadInBlock"), t->threadInBlock},
                   {QStringLiteral("warp"), t->warp},
                   {QStringLiteral("lane"), t->lane},
                   {QStringLiteral("globalThreadId"), t->globalThreadId},
                   {QStringLiteral("formulaX"), fromStd(indexFormulaX(g, *t))},
                   {QStringLiteral("formulaY"), fromStd(indexFormulaY(g, *t))},
               });
    }
    return o;
  }
};

}  // namespace

int runMap(const QStringList& args) {
  return MapCommand::run(args);
}

}  // namespace convscope::cli
