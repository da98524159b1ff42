// `convscope bench`: times the engines on synthetic images against a memory-copy ceiling.
#include <unistd.h>

#include <QCoreApplication>

#include "bench.h"
#include "commands.h"
#include "common/cli_support.h"
#include "common/conv_options.h"
#include "common/engine_table.h"
#include "common/progress_line.h"
#include "convscope/channel.h"
#include "convscope/cuda/device.h"
#include "text/message_text.h"

namespace convscope::cli {
namespace {

class BenchCommand {
  Q_DECLARE_TR_FUNCTIONS(BenchCommand)

 public:
  static QString usage() {
    return tr(
        "Usage: convscope bench [--sizes 64,256,1024,4096] [--engines E,...] [--repeat N]\n"
        "         [--format table|csv|json] [--kernel K] [--padding MODE] [--stride N]\n"
        "         [--dilation N]\n");
  }

  static QString help() {
    return usage() +
           tr("\nTimes each engine on a synthetic square image of each size and sets it against\n"
              "memcpy: the output's bytes copied by as many threads as the parallel engine\n"
              "uses, in the same run. That copy is the ceiling for any CPU engine here.\n\n"
              "  --sizes S,...     sides in pixels (default 64,256,1024,4096)\n"
              "  --engines E,...   from the engines below. Default: every CPU engine (the\n"
              "                    reference loop up to %1 only: it is the naive loop, slow on\n"
              "                    purpose), and the GPU ones when there is a CUDA device.\n"
              "                    Named engines run at every size. GPU rows time the kernel\n"
              "                    alone (cuda-staged: upload + kernel + download, the parts\n"
              "                    shown apart) and add d2d-copy, the device-to-device copy\n"
              "                    ceiling; without a device they read 'skipped: <reason>'.\n"
              "  --repeat N        timed runs per row, 1..1000 (default 7); one warm-up run\n"
              "                    before them is not counted\n"
              "  --format F        table (default), csv or json\n"
              "  --kernel K        as for apply (default gaussian-blur)\n"
              "  --padding MODE    as for apply (default zero)\n"
              "  --stride N, --dilation N   as for apply\n")
               .arg(bench::squareSize(bench::kDefaultReferenceMaxSide)) +
           engineList();
  }

  // The engine table, one line each: its name and a person's label.
  static QString engineList() {
    QString text = tr("\nEngines:\n");
    for (app::Engine engine : app::engines()) {
      const QString side = engine->side == app::EngineSide::Gpu ? tr("GPU") : tr("CPU");
      text += QStringLiteral("  %1  %2: %3\n")
                  .arg(app::engineName(engine), -12)
                  .arg(side, app::engineLabel(engine));
    }
    return text;
  }

  static int run(const QStringList& args) {
    const QString cmd = QStringLiteral("bench");
    QCommandLineParser parser;
    app::addConvOptions(parser);
    parser.addOption({QStringLiteral("sizes"), QString(), QStringLiteral("S")});
    parser.addOption({QStringLiteral("engines"), QString(), QStringLiteral("E")});
    parser.addOption({QStringLiteral("repeat"), QString(), QStringLiteral("N")});
    parser.addOption({QStringLiteral("format"), QString(), QStringLiteral("F")});
    if (const auto finished = parseArguments(parser, args, cmd, usage(), help())) {
      return *finished;
    }
    auto front = readSyntheticRun(parser, cmd, usage());
    if (const int* exitCode = std::get_if<int>(&front)) return *exitCode;
    const OutputFormat format = std::get<SyntheticRun>(front).format;
    const app::ConvSettings* settings = &std::get<SyntheticRun>(front).settings;

    bench::Config config;
    config.params = settings->params;
    if (settings->kernel) {
      config.kernel = *settings->kernel;
    } else {
      config.kernel = *presetKernel("gaussian-blur");
    }

    if (parser.isSet(QStringLiteral("sizes"))) {
      config.sizes.clear();
      const QString text = parser.value(QStringLiteral("sizes"));
      for (const QString& part : text.split(QLatin1Char(','))) {
        auto side = app::parseIntOption(QStringLiteral("--sizes"), part, 1, kMaxSide);
        if (!side) return usageError(cmd, fromStd(side.status().message), usage());
        config.sizes << *side;
      }
    }
    if (parser.isSet(QStringLiteral("repeat"))) {
      auto repeat = app::parseIntOption(QStringLiteral("--repeat"),
                                        parser.value(QStringLiteral("repeat")), 1, 1000);
      if (!repeat) return usageError(cmd, fromStd(repeat.status().message), usage());
      config.repeat = *repeat;
    }

    QList<app::Wording> notes;
    if (parser.isSet(QStringLiteral("engines"))) {
      config.enginesGiven = true;
      QStringList wanted;
      for (const QString& part : parser.value(QStringLiteral("engines")).split(QLatin1Char(','))) {
        const QString name = part.trimmed().toLower();
        if (!bench::engineNames().contains(name)) {
          return usageError(
              cmd,
              tr("--engines: unknown engine '%1' (choose from %2)")
                  .arg(app::shown(part), bench::engineNames().join(QStringLiteral(", "))),
              usage());
        }
        wanted << name;
      }
      for (const QString& name : bench::engineNames()) {
        if (wanted.contains(name)) config.engines << name;
      }
    } else {
      for (app::Engine engine : app::engines())
        if (engine->side == app::EngineSide::Cpu) config.engines << app::engineName(engine);
      notes << app::Wording::translated(
                   "BenchCommand",
                   QT_TR_NOOP("reference runs only up to %1 by default: it is the naive loop, "
                              "slow on purpose (name it in --engines to run it at every size)."))
                   .arg(bench::squareSize(bench::kDefaultReferenceMaxSide));
      const auto device = cuda::probeDevice();
      if (device) {
        const bool unitStride = config.params.stride == 1 && config.params.dilation == 1;
        for (app::Engine engine : app::engines()) {
          if (engine->side == app::EngineSide::Gpu && (unitStride || !engine->unitStrideOnly))
            config.engines << app::engineName(engine);
        }
      } else {
        notes << bench::withCudaReason(
            app::Wording::translated("BenchCommand", QT_TR_NOOP("CUDA rows left out: %1")),
            fromStd(device.status().message));
      }
    }

    std::optional<ProgressLine> line(std::in_place, format == OutputFormat::Text);
    auto progress = [&line](const QString& what) { line->show(tr("measuring %1 …").arg(what)); };
    bench::Report report = bench::measure(config, progress);
    line.reset();  // erased before the report
    report.notes = notes + report.notes;

    switch (format) {
      case OutputFormat::Csv:
        printOut(bench::formatCsv(report));
        break;
      case OutputFormat::Json:
        printOut(bench::formatJson(report));
        break;
      case OutputFormat::Text:
        printOut(bench::formatTable(report));
        break;
    }
    return kExitOk;
  }
};

}  // namespace

int runBench(const QStringList& args) {
  if (isLayerBench(args)) return runBenchLayer(args);
  return BenchCommand::run(args);
}

}  // namespace convscope::cli
