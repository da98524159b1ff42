#include "gui/render/render_mapping.h"

#include <QCoreApplication>
#include <QStringList>

#include "gui/gl/channel_view.h"
#include "gui/gl/thread_overlay.h"
#include "gui/layout/window_layout.h"
#include "model/replay_controller.h"
#include "model/view_sync.h"
#include "model/workbench_model.h"

namespace convscope::gui {

using enum model::OverlayFlag;
using model::ReplayController;
using model::ViewSync;
using model::WorkbenchModel;

namespace {
class RenderMappingText {
  Q_DECLARE_TR_FUNCTIONS(RenderMappingText)
};

struct FlagName {
  const char* name;
  int flag;
};
const FlagName kFlagNames[] = {{"blocks", kOverlayBorders}, {"colours", kOverlayColours},
                               {"colors", kOverlayColours}, {"warps", kOverlayWarps},
                               {"lanes", kOverlayLanes},    {"idle", kOverlayIdle},
                               {"who", kOverlayUnits}};
}  // namespace

void addRenderMappingOptions(QCommandLineParser& parser) {
  parser.addOption({QStringLiteral("overlay"), QString(), QStringLiteral("LIST")});
  parser.addOption({QStringLiteral("block"), QString(), QStringLiteral("BXxBY")});
  parser.addOption({QStringLiteral("inspect"), QString(), QStringLiteral("X,Y")});
  parser.addOption({QStringLiteral("replay"), QString(), QStringLiteral("F")});
  parser.addOption({QStringLiteral("frames"), QString(), QStringLiteral("N")});
}

QString renderMappingUsage() {
  return RenderMappingText::tr(
      "         [--overlay LIST] [--block BXxBY] [--inspect [cpu:]X,Y]\n"
      "         [--replay F|A..B|all [--frames N|blocks]]\n");
}

QString renderMappingHelp() {
  const QString help = RenderMappingText::tr(
      "  --overlay LIST        thread mapping on the GPU output, comma-separated: blocks,\n"
      "                        colours, warps, lanes, idle, who (who ran each block; on the\n"
      "                        CPU side: which thread ran each tile), or none\n"
      "  --block BXxBY         CUDA block size (default 16x16; at most 1024 threads)\n"
      "  --inspect [cpu:]X,Y   pin the inspector on output pixel (X, Y) of the GPU side (or\n"
      "                        the CPU side); with --zoom, centred on that pixel\n"
      "  --replay F            show the replay of who ran which block at F (0..1) of the\n"
      "                        launch (needs --gpu)\n"
      "  --replay A..B|all     an animation of that replay, from A to B (0..1) of the\n"
      "                        launch: --out replay.gif, or --out DIR/ for PNG frames\n"
      "  --frames N|blocks     the replay animation's frames: N evenly spaced in time\n"
      "                        (default %1, at most %2), or one per block start\n");
  return help.arg(kDefaultReplayFrames).arg(kMaxAnimationFrames);
}

QString readRenderMapping(const QCommandLineParser& parser, RenderMapping* out) {
  *out = {};
  if (parser.isSet(QStringLiteral("overlay"))) {
    int flags = 0;
    const QString value = parser.value(QStringLiteral("overlay"));
    for (const QString& raw : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
      const QString name = raw.trimmed().toLower();
      if (name == QLatin1String("none")) continue;
      bool known = false;
      for (const FlagName& f : kFlagNames) {
        if (name == QLatin1String(f.name)) {
          flags |= f.flag;
          known = true;
        }
      }
      if (!known)
        return RenderMappingText::tr(
                   "--overlay: unknown part '%1' (blocks, colours, warps, lanes, idle, who, none)")
            .arg(raw);
    }
    out->flags = flags;
  }
  if (parser.isSet(QStringLiteral("block"))) {
    auto block = parseDim2(parser.value(QStringLiteral("block")).toStdString());
    if (!block)
      return RenderMappingText::tr("--block: %1")
          .arg(QString::fromStdString(block.status().message));
    if (Status ok = checkBlock(*block); !ok)
      return RenderMappingText::tr("--block: %1").arg(QString::fromStdString(ok.message));
    out->block = *block;
  }
  if (parser.isSet(QStringLiteral("inspect"))) {
    QString value = parser.value(QStringLiteral("inspect")).trimmed();
    if (value.startsWith(QLatin1String("cpu:"), Qt::CaseInsensitive)) {
      out->inspectCpu = true;
      value = value.mid(4);
    } else if (value.startsWith(QLatin1String("gpu:"), Qt::CaseInsensitive)) {
      value = value.mid(4);
    }
    const QStringList parts = value.split(QLatin1Char(','));
    bool okX = false;
    bool okY = false;
    const int x = parts.size() == 2 ? parts[0].trimmed().toInt(&okX) : 0;
    const int y = parts.size() == 2 ? parts[1].trimmed().toInt(&okY) : 0;
    if (!okX || !okY || x < 0 || y < 0)
      return RenderMappingText::tr("--inspect must be X,Y or cpu:X,Y, got '%1'")
          .arg(parser.value(QStringLiteral("inspect")));
    out->inspect = QPoint(x, y);
  }
  if (parser.isSet(QStringLiteral("replay"))) {
    const QString value = parser.value(QStringLiteral("replay"));
    double f = 0;
    if (isReplayRange(value)) {
      auto range = parseReplayRange(value);
      if (!range) return QString::fromStdString(range.status().message);
      out->replayAnimation = *range;
      f = range->from;
    } else {
      bool ok = false;
      f = value.toDouble(&ok);
      if (!ok || !(f >= 0 && f <= 1))  // NaN fails every comparison
        return RenderMappingText::tr("--replay must be a number from 0 to 1, A..B or all, got '%1'")
            .arg(value.left(40));
    }
    if (!parser.isSet(QStringLiteral("gpu")))
      return RenderMappingText::tr("--replay needs --gpu: the replay shows a recorded launch");
    out->replay = f;
  }
  if (parser.isSet(QStringLiteral("frames"))) {
    if (!out->replayAnimation)
      return RenderMappingText::tr("--frames needs --replay A..B or --replay all");
    auto frames = parseFrameCount(parser.value(QStringLiteral("frames")));
    if (!frames) return QString::fromStdString(frames.status().message);
    out->replayAnimation->frames = *frames;
  }
  return {};
}

void applyRenderMappingBeforeRun(WindowLayout& window, const RenderMapping& mapping) {
  if (!mapping.any()) return;
  window.showMappingTab();
  WorkbenchModel* model = window.model();
  if (mapping.block) model->setBlock(*mapping.block);
  int flags = mapping.flags.value_or(model->overlay());
  if (mapping.replay >= 0) flags |= kOverlayUnits;
  model->setOverlay(flags);
}

QString applyRenderMappingAfterRun(WindowLayout& window, const RenderMapping& mapping) {
  ReplayController* replay = window.model()->replay();
  if (mapping.replay >= 0) {
    if (!replay->hasSchedule())
      return RenderMappingText::tr("--replay: this GPU run recorded no schedule to replay");
    replay->setFraction(mapping.replay);
  }
  if (mapping.inspect) {
    const QPoint p = *mapping.inspect;
    ChannelView* view = mapping.inspectCpu ? window.cpuOutputView() : window.gpuOutputView();
    if (p.x() >= view->imageWidth() || p.y() >= view->imageHeight())
      return RenderMappingText::tr("--inspect (%1, %2) lies outside the %3×%4 output")
          .arg(p.x())
          .arg(p.y())
          .arg(view->imageWidth())
          .arg(view->imageHeight());
    window.inspect(!mapping.inspectCpu, p, true);
    ViewSync* sync = window.model()->viewSync();
    if (sync->zoom() > 1)
      sync->set(sync->zoom(),
                {(p.x() + 0.5) / view->imageWidth(), (p.y() + 0.5) / view->imageHeight()});
  }
  return {};
}

}  // namespace convscope::gui
