// `convscope bench --layer C:K`: one layer shape per size on every layer engine, with GFLOP/s and
// each row's source (measured here, measured on the device, model). Timed by bench's one loop.
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "commands.h"
#include "common/cli_support.h"
#include "common/conv_options.h"
#include "common/cuda_reason.h"
#include "convscope/cpu_info.h"
#include "convscope/gpu_timing_model.h"
#include "convscope/published_measurements.h"
#include "convscope/reference_gpu.h"
#include "layer_measure.h"
#include "speed/sweep_runner.h"
#include "text/message_text.h"
#include "text/table_text.h"
#include "text/wording.h"

namespace convscope::cli {
namespace {

// The naive loop is slow on purpose (about 1 GFLOP/s): above this much work it is skipped.
constexpr double kReferenceMaxFlops = 2e9;

// Four significant figures for the smallest times (a model's 0.000173 ms), never an exponent.
QString milliseconds(double ms) {
  if (ms >= 100) return QString::number(ms, 'f', 1);
  if (ms >= 1) return QString::number(ms, 'f', 3);
  if (ms >= 0.01) return QString::number(ms, 'f', 4);
  return QString::number(ms, 'f', 6);
}

// Source and note in the reader's language for the table, in English for CSV and JSON.
struct LayerRow {
  int size = 0;
  QString engine{};
  app::Wording source{};
  bool skipped = false;
  app::Wording note{};
  QString cudaCall{};  // a skipped CUDA row: the failed call, printed once under the table
  double ms = 0;
  double gflops = 0;
};

class BenchLayerCommand {
  Q_DECLARE_TR_FUNCTIONS(BenchLayerCommand)

  static app::Wording words(const char* source) {
    return app::Wording::translated("BenchLayerCommand", source);
  }

 public:
  static QString usage() {
    return tr(
        "Usage: convscope bench --layer C:K [--batch N] [--sizes S,S,...] [--repeat N]\n"
        "         [--threads N] [--gpu-model NAME] [--format table|csv|json]\n");
  }

  static QString help() {
    return usage() +
           tr("\nTimes one C→K layer of 3×3 filters (padding 1, bias) at each side on every layer\n"
              "engine: layer-reference (the naive loop, slow on purpose: skipped above 2 GFLOP),\n"
              "layer-im2col-openblas, layer-onednn, layer-cuda (our naive kernel),\n"
              "layer-cuda-tiled (our tiled kernel: input tiles and weights in shared memory)\n"
              "and layer-cudnn (on a CUDA device, kernel by CUDA events), and layer-gpu-model\n"
              "(the GPU timing model).\n");
  }

  static int run(const QStringList& args) {
    const QString cmd = QStringLiteral("bench");
    QCommandLineParser parser;
    for (const char* name :
         {"layer", "batch", "sizes", "repeat", "threads", "gpu-model", "format"}) {
      parser.addOption({QString::fromLatin1(name), QString(), QStringLiteral("VALUE")});
    }
    if (const auto finished = parseArguments(parser, args, cmd, usage(), help())) {
      return *finished;
    }
    OutputFormat format{};
    QString message;
    if (!readFormat(parser,
                    {QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json")},
                    &format, &message)) {
      return usageError(cmd, message, usage());
    }
    const QStringList ck = parser.value(QStringLiteral("layer")).split(QLatin1Char(':'));
    LayerShape shape;
    if (ck.size() != 2) {
      return usageError(cmd,
                        tr("--layer must be C:K such as 64:64, got '%1'")
                            .arg(app::shown(parser.value(QStringLiteral("layer")))),
                        usage());
    }
    auto c = app::parseIntOption(QStringLiteral("--layer C"), ck[0], 1, kMaxLayerChannels);
    auto k = app::parseIntOption(QStringLiteral("--layer K"), ck[1], 1, kMaxLayerChannels);
    if (!c) return usageError(cmd, fromStd(c.status().message), usage());
    if (!k) return usageError(cmd, fromStd(k.status().message), usage());
    shape.channels = *c;
    shape.filters = *k;
    int repeat = 5;
    int threads = 0;
    const struct {
      const char* name;
      int* value;
      int low, high;
    } ints[] = {{"batch", &shape.batch, 1, 256},
                {"repeat", &repeat, 1, 100},
                {"threads", &threads, 1, 256}};
    for (const auto& opt : ints) {
      const QString name = QString::fromLatin1(opt.name);
      if (!parser.isSet(name)) continue;
      auto v =
          app::parseIntOption(QStringLiteral("--") + name, parser.value(name), opt.low, opt.high);
      if (!v) return usageError(cmd, fromStd(v.status().message), usage());
      *opt.value = *v;
    }
    QList<int> sizes{56, 28, 14};
    if (parser.isSet(QStringLiteral("sizes"))) {
      sizes.clear();
      for (const QString& part : parser.value(QStringLiteral("sizes")).split(QLatin1Char(','))) {
        auto side = app::parseIntOption(QStringLiteral("--sizes"), part.trimmed(), 3, 4096);
        if (!side) return usageError(cmd, fromStd(side.status().message), usage());
        sizes.append(*side);
      }
    }
    ReferenceGpu gpu = defaultReferenceGpu();
    if (parser.isSet(QStringLiteral("gpu-model"))) {
      const auto found = findReferenceGpu(parser.value(QStringLiteral("gpu-model")).toStdString());
      if (!found) {
        return usageError(cmd,
                          tr("--gpu-model: no reference GPU named '%1'")
                              .arg(app::shown(parser.value(QStringLiteral("gpu-model")))),
                          usage());
      }
      gpu = *found;
    }
    for (int side : sizes) {
      LayerShape s = shape;
      s.height = s.width = side;
      if (Status st = validateLayerShape(s); !st)
        return usageError(cmd, fromStd(st.message), usage());
    }

    const int shownThreads = threads > 0 ? threads : defaultThreadCount();
    QList<LayerRow> rows;
    for (int side : sizes) {
      LayerShape s = shape;
      s.height = s.width = side;
      const double gflop = s.flops() / 1e9;
      const auto skip = [&](const QString& engine, const app::Wording& source,
                            const app::Wording& why, const QString& cudaCall = {}) {
        LayerRow row{.size = side, .engine = engine, .source = source};
        row.skipped = true;
        row.note = words(QT_TR_NOOP("skipped: %1")).arg(why);
        row.cudaCall = cudaCall;
        rows.append(row);
      };
      const auto add = [&](const QString& engine, const app::Wording& source,
                           const Result<TimingStats>& ms) {
        if (!ms) {
          // A CUDA row without a device: a sentence in the table, CUDA's own text in the files.
          const QString message = fromStd(ms.status().message);
          if (engine.contains(QLatin1String("cud"))) {
            const app::CudaReason why = app::cudaReasonInWords(ms.status());
            skip(engine, source, {why.words, message}, why.call);
          } else {
            skip(engine, source, app::Wording::same(message));
          }
          return;
        }
        LayerRow row{.size = side, .engine = engine, .source = source};
        row.ms = ms->median;
        row.gflops = gflop / (ms->median / 1e3);
        rows.append(row);
      };
      const app::Wording here = words(QT_TR_NOOP("measured here, %1 threads")).arg(shownThreads);
      for (const LayerEngineEntry& engine : layerEngineTable()) {
        if (engine.side == app::EngineSide::Gpu) {
          add(engine.row, words(QT_TR_NOOP("measured on the device (CUDA events, kernel)")),
              engine.time(s, repeat, threads));
        } else if (!engine.naive) {
          add(engine.row, here, engine.time(s, repeat, threads));
        } else if (s.flops() > kReferenceMaxFlops) {
          skip(engine.row, here,
               words(QT_TR_NOOP("the naive loop is slow on purpose; this layer is %1 GFLOP, more "
                                "than %2"))
                   .arg(gflop, 0, 'f', 2)
                   .arg(kReferenceMaxFlops / 1e9, 0, 'f', 0));
        } else {
          add(engine.row, words(QT_TR_NOOP("measured here, 1 thread")),
              engine.time(s, repeat, threads));
        }
      }
      TimingStats model;
      model.count = 1;
      model.median = modelRun(gpu, defaultAssumptions(), RunSize::layer(s), GpuSeries::Kernel).ms;
      add(QStringLiteral("layer-gpu-model"),
          words(QT_TR_NOOP("%1, best case: the full FP32 peak"))
              .arg(speed::modelSeriesWording(gpu)),
          model);
      // The same model calibrated to the fraction of the GTX 1080 Ti's peak that cuDNN reached
      // on DeepBench's nearest layer.
      const ReferenceGpu calibration = *findReferenceGpu("GTX 1080 Ti");
      if (const auto cal =
              calibrateToDeepBench("GTX 1080 Ti", calibration.peakFp32Tflops(),
                                   gpu.peakFp32Tflops(), defaultAssumptions().launchUs / 1e3,
                                   s.channels, s.filters, s.height, s.width, s.batch)) {
        TimingStats calMs;
        calMs.count = 1;
        calMs.median = cal->forwardMs;
        app::Wording source =
            words(QT_TR_NOOP("model: %1 calibrated to DeepBench: cuDNN reached %2% of the GTX "
                             "1080 Ti's FP32 peak on %3 (direct count), plus the launch"))
                .arg(fromStd(gpu.name))
                .arg(cal->forwardFraction * 100, 0, 'f', 0)
                // The side as its own argument: "%3²" would read as placeholder 32.
                .arg(words(QT_TR_NOOP("%1→%2 at %3, batch %4"))
                         .arg(QString::number(cal->nearest.row->channels),
                              QString::number(cal->nearest.row->filters),
                              QString::number(cal->nearest.row->height) + QStringLiteral("²"),
                              QString::number(cal->nearest.row->batch)));
        // Faster than the full-peak row above: say why rather than leave a contradiction.
        if (cal->forwardFraction > 1)
          source +=
              words(QT_TR_NOOP("; above 100% because cuDNN's Winograd or FFT algorithm "
                               "does fewer multiplications than the direct count"));
        add(QStringLiteral("layer-gpu-model-cal"), source, calMs);
      }
      // Published measurements of the same, or the nearest, shape: forward and both gradients.
      for (const char* device : {"V100", "GTX 1080 Ti"}) {
        const auto near =
            nearestDeepBenchRow(device, "FP32", s.channels, s.filters, s.height, s.width, s.batch);
        if (!near) continue;
        const PublishedLayerRow& p = *near->row;
        app::Wording source =
            words(QT_TR_NOOP("published measurement: %1, %2, batch %3 (DeepBench)"))
                .arg(fromStd(p.deviceShort()), fromStd(p.libraryShort()))
                .arg(p.batch);
        if (!near->exact) {
          const auto shapeText = [](int c, int k, int h, int w, int n) {
            return words(QT_TR_NOOP("%1→%2 at %3×%4, batch %5"))
                .arg(QString::number(c), QString::number(k), QString::number(h), QString::number(w),
                     QString::number(n));
          };
          source += words(QT_TR_NOOP("; nearest: %1, distance %2; yours is %3: scaled by the "
                                     "work (×%4)"))
                        .arg(shapeText(p.channels, p.filters, p.height, p.width, p.batch))
                        .arg(QString::number(near->distance, 'f', 2))
                        .arg(shapeText(s.channels, s.filters, side, side, s.batch))
                        .arg(QString::number(near->workRatio, 'g', 3));
        }
        const auto published = [&](const char* pass, std::optional<double> ms) {
          const QString engine = QStringLiteral("pub-%1-%2")
                                     .arg(QString::fromLatin1(device)
                                              .remove(QLatin1String("GTX "))
                                              .toLower()
                                              .remove(QLatin1Char(' ')),
                                          QLatin1String(pass));
          if (!ms) {
            skip(engine, source,
                 words(QT_TR_NOOP("DeepBench did not time it (a first layer's input needs no "
                                  "gradient)")));
            return;
          }
          TimingStats t;
          t.count = 1;
          t.median = *ms * near->workRatio;
          add(engine, source, t);
        };
        published("fwd", p.forwardMs);
        published("bwd-data", p.backwardDataMs);
        published("bwd-weights", p.backwardWeightsMs);
      }
    }
    const QString head =
        tr("layer %1→%2, batch %3, 3×3, padding 1, bias; GFLOP/s = 2·C·9·outputs / "
           "median time\n")
            .arg(shape.channels)
            .arg(shape.filters)
            .arg(shape.batch);
    if (format == OutputFormat::Csv) {
      QString out = QStringLiteral("size,engine,source,median_ms,gflops,note\n");
      for (const LayerRow& r : rows) {
        out += QStringLiteral("%1,%2,\"%3\",%4,%5,\"%6\"\n")
                   .arg(r.size)
                   .arg(r.engine, r.source.english())
                   .arg(r.skipped ? QString() : QString::number(r.ms, 'f', 4))
                   .arg(r.skipped ? QString() : QString::number(r.gflops, 'f', 1))
                   .arg(QString(r.note.english()).replace(QLatin1Char('"'), QStringLiteral("'")));
      }
      printOut(out);
    } else if (format == OutputFormat::Json) {
      QJsonArray list;
      for (const LayerRow& r : rows) {
        QJsonObject o{{QStringLiteral("size"), r.size},
                      {QStringLiteral("engine"), r.engine},
                      {QStringLiteral("source"), r.source.english()},
                      {QStringLiteral("skipped"), r.skipped}};
        if (r.skipped) {
          o.insert(QStringLiteral("note"), r.note.english());
        } else {
          o.insert(QStringLiteral("medianMs"), r.ms);
          o.insert(QStringLiteral("gflops"), r.gflops);
        }
        list.append(o);
      }
      const QJsonObject root{{QStringLiteral("channels"), shape.channels},
                             {QStringLiteral("filters"), shape.filters},
                             {QStringLiteral("batch"), shape.batch},
                             {QStringLiteral("rows"), list}};
      printOut(QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented)));
    } else {
      QString out = head;
      out += app::padCells(tr("size"), 5, false) + QLatin1Char(' ') +
             app::padCells(tr("engine"), 22, true) + QLatin1Char(' ') +
             app::padCells(tr("median ms"), 10, false) + QLatin1Char(' ') +
             app::padCells(tr("GFLOP/s"), 8, false) + QStringLiteral("  ") + tr("source") +
             QLatin1Char('\n');
      QStringList calls;
      for (const LayerRow& r : rows) {
        out += QStringLiteral("%1 %2 %3 %4  %5\n")
                   .arg(QString::number(r.size) + QChar(0x00B2), 5)
                   .arg(r.engine, -22)
                   .arg(r.skipped ? QStringLiteral("-") : milliseconds(r.ms), 10)
                   .arg(r.skipped ? QStringLiteral("-") : QString::number(r.gflops, 'f', 1), 8)
                   .arg(r.skipped ? r.note.shown() : r.source.shown());
        if (!r.cudaCall.isEmpty() && !calls.contains(r.cudaCall)) calls << r.cudaCall;
      }
      // The failed CUDA call behind the skipped rows, once, for whoever mends the machine.
      for (const QString& call : calls) out += tr("CUDA said: %1\n").arg(call);
      printOut(out);
    }
    return kExitOk;
  }
};

}  // namespace

bool isLayerBench(const QStringList& args) {
  for (const QString& a : args) {
    if (a == QLatin1String("--layer") || a.startsWith(QLatin1String("--layer="))) return true;
  }
  return false;
}

int runBenchLayer(const QStringList& args) {
  return BenchLayerCommand::run(args);
}

}  // namespace convscope::cli
