// `convscope network vgg16`: VGG-16's 13 conv layers timed here on the fastest CPU engine, beside
// a GPU's time for each (measured on a device, or the GPU model's), and the whole-network figures
// published by others, named with their source.
#include <cstdlib>
#include <string_view>

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "commands.h"
#include "common/cli_support.h"
#include "common/conv_options.h"
#include "convscope/cpu_info.h"
#include "convscope/cpu_load.h"
#include "convscope/cpu_trust.h"
#include "convscope/gpu_timing_model.h"
#include "convscope/published_measurements.h"
#include "convscope/reference_gpu.h"
#include "convscope/stats.h"
#include "layer_measure.h"
#include "speed/layer_figures.h"
#include "speed/sweep_runner.h"
#include "text/message_text.h"
#include "text/table_text.h"
#include "text/wording.h"

namespace convscope::cli {
namespace {

struct ConvLayer {
  const char* name;
  int channels;
  int filters;
  int side;
};

// Simonyan & Zisserman's configuration D: 3×3 convolutions, padding 1, stride 1.
constexpr ConvLayer kVgg16[] = {
    {"conv1_1", 3, 64, 224},    {"conv1_2", 64, 64, 224},  {"conv2_1", 64, 128, 112},
    {"conv2_2", 128, 128, 112}, {"conv3_1", 128, 256, 56}, {"conv3_2", 256, 256, 56},
    {"conv3_3", 256, 256, 56},  {"conv4_1", 256, 512, 28}, {"conv4_2", 512, 512, 28},
    {"conv4_3", 512, 512, 28},  {"conv5_1", 512, 512, 14}, {"conv5_2", 512, 512, 14},
    {"conv5_3", 512, 512, 14},
};

struct NetworkRow {
  QString name;
  LayerShape shape;
  double gflop = 0;
  double cpuMs = 0;
  double gpuMs = 0;        // forward: measured on the device, or the model's best case
  double gpuCalMs = 0;     // forward: the model calibrated to DeepBench (0: no row)
  double gpuBwdMs = 0;     // backward (input and weight gradients): the model's best case
  double gpuBwdCalMs = 0;  // backward, calibrated
  // The CPU row under the rule bench and sweep use (cpu_trust.h): runs that disagree, or other
  // programs holding more than half the CPUs while it was timed (conv3_2, half conv3_1's work,
  // once took 52 ms to its 80 with no word).
  double cpuSpread = 0;
  double cpuOthersBusy = -1;
  bool cpuTrusted() const {
    CpuRowEvidence e;
    e.medianMs = cpuMs;
    e.spread = cpuSpread;
    e.multiThreaded = true;
    e.othersBusy = cpuOthersBusy;
    return trusted(e);
  }
};

class NetworkCommand {
  Q_DECLARE_TR_FUNCTIONS(NetworkCommand)

  // core's words for the published source and its CPU row, marked for translation here.
  static constexpr const char* kSourceText =
      QT_TR_NOOP("jcjohnson/cnn-benchmarks, final revision 2017-09-25 (commit 83d441f), Torch7");
  static_assert(std::string_view(kSourceText) == kCnnBenchmarksSource);
  static constexpr const char* kDualXeon = QT_TR_NOOP("CPU: Dual Xeon E5-2630 v3");

 public:
  static QString usage() {
    return tr(
        "Usage: convscope network vgg16 [--batch N] [--format table|csv|json] [--gpu-model NAME]\n"
        "         [--repeat N] [--threads N]\n");
  }

  static QString help() {
    return usage() +
           tr("\nTimes VGG-16's 13 convolution layers (3×3, padding 1) on this CPU with the\n"
              "fastest CPU engine (measured here), gives a GPU's time for each (measured with\n"
              "CUDA events on a device; otherwise the GPU model of --gpu-model, default %1),\n"
              "and prints the published whole-network figures beside them.\n\n"
              "  --batch N             images per pass, 1..64 (default 1)\n"
              "  --repeat N            timed runs per layer, the median is shown (default 3)\n"
              "  --threads N           CPU threads (default: all)\n")
               .arg(fromStd(defaultReferenceGpu().name));
  }

  static int run(const QStringList& args) {
    const QString cmd = QStringLiteral("network");
    QCommandLineParser parser;
    for (const char* name : {"batch", "format", "gpu-model", "repeat", "threads"}) {
      parser.addOption({QString::fromLatin1(name), QString(), QStringLiteral("VALUE")});
    }
    QStringList positional;
    if (const auto finished = parseWithNames(parser, args, cmd, positional)) return *finished;
    if (positional.size() != 1 || positional[0].toLower() != QLatin1String("vgg16")) {
      return usageError(cmd,
                        tr("name one network: vgg16, got '%1'")
                            .arg(app::shown(positional.join(QLatin1Char(' ')))),
                        usage());
    }
    OutputFormat format{};
    QString message;
    if (!readFormat(parser,
                    {QStringLiteral("table"), QStringLiteral("csv"), QStringLiteral("json")},
                    &format, &message)) {
      return usageError(cmd, message, usage());
    }
    int batch = 1;
    int repeat = 3;
    int threads = 0;
    const struct {
      const char* name;
      int* value;
      int low, high;
    } ints[] = {
        {"batch", &batch, 1, 64}, {"repeat", &repeat, 1, 100}, {"threads", &threads, 1, 256}};
    for (const auto& opt : ints) {
      const QString name = QString::fromLatin1(opt.name);
      if (!parser.isSet(name)) continue;
      auto v =
          app::parseIntOption(QStringLiteral("--") + name, parser.value(name), opt.low, opt.high);
      if (!v) return usageError(cmd, fromStd(v.status().message), usage());
      *opt.value = *v;
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

    QList<NetworkRow> rows;
    for (const ConvLayer& layer : kVgg16) {
      NetworkRow row;
      row.name = QString::fromLatin1(layer.name);
      row.shape = speed::layerShape(layer.channels, layer.filters, layer.side, batch);
      // Refused before anything is allocated, with the tensor's size in bytes.
      if (Status s = validateLayerShape(row.shape); !s) {
        return usageError(cmd, tr("--batch %1: %2").arg(batch).arg(fromStd(s.message)), usage());
      }
      row.gflop = row.shape.flops() / 1e9;
      rows.append(row);
    }

    const cpu::LayerEngine engine = cpu::fastestLayerEngine();
    // The table says where each column comes from in the reader's language; CSV and JSON, read
    // by scripts, in English.
    const app::Wording cpuSource = words(QT_TR_NOOP("measured here: %1, %2 threads"))
                                       .arg(fromStd(cpu::layerEngineLabel(engine)))
                                       .arg(threads > 0 ? threads : defaultThreadCount());
    // A device measures cuDNN's kernel; without one the model prices each layer's kernel.
    const bool device = bool(cuda::layerEngineAvailable(cuda::LayerEngine::Cudnn, rows[0].shape));
    const app::Wording gpuSource =
        device ? words(QT_TR_NOOP("measured on the device: cuDNN kernel (CUDA events)"))
               : words(QT_TR_NOOP("%1, kernel only; a best case: every layer at the card's full "
                                  "FP32 peak, which real layers reach only in part"))
                     .arg(speed::modelSeriesWording(gpu));
    // The calibration: the fraction of the GTX 1080 Ti's FP32 peak that cuDNN reached on
    // DeepBench's nearest layer, given to the model GPU's peak.
    const ReferenceGpu calibration = *findReferenceGpu("GTX 1080 Ti");
    for (NetworkRow& row : rows) {
      const ModelEstimate forward =
          modelRun(gpu, defaultAssumptions(), RunSize::layer(row.shape), GpuSeries::Kernel);
      // The input gradient and the weight gradient each have the forward's work; conv1_1's input
      // needs no gradient.
      row.gpuBwdMs = forward.ms * (row.shape.channels == 3 ? 1 : 2);
      if (const auto cal = calibrateToDeepBench(
              "GTX 1080 Ti", calibration.peakFp32Tflops(), gpu.peakFp32Tflops(),
              defaultAssumptions().launchUs / 1e3, row.shape.channels, row.shape.filters,
              row.shape.height, row.shape.width, batch)) {
        row.gpuCalMs = cal->forwardMs;
        row.gpuBwdCalMs =
            cal->backwardWeightsMs + (row.shape.channels == 3 ? 0 : cal->backwardDataMs);
      }
      const LoadSample before = sampleLoad();
      auto cpuMs = timeCpuLayer(engine, row.shape, 1, repeat, threads);
      if (!cpuMs) return failure(cmd, tr("%1: %2").arg(row.name, fromStd(cpuMs.status().message)));
      row.cpuMs = cpuMs->median;
      row.cpuSpread = relativeSpread(*cpuMs);
      row.cpuOthersBusy = othersBusyFraction(before, sampleLoad());
      if (device) {
        auto gpuMs = timeCudaLayer(cuda::LayerEngine::Cudnn, row.shape, 2, repeat);
        if (!gpuMs)
          return failure(cmd, tr("%1: %2").arg(row.name, fromStd(gpuMs.status().message)));
        row.gpuMs = gpuMs->median;
      } else {
        row.gpuMs = forward.ms;
      }
    }
    if (format == OutputFormat::Csv) {
      printOut(csv(rows, cpuSource.english(), gpuSource.english()));
    } else if (format == OutputFormat::Json) {
      printOut(json(rows, batch, cpuSource.english(), gpuSource.english()));
    } else {
      printOut(table(rows, batch, cpuSource.shown(), gpuSource.shown(), device, gpu) +
               untrustedNote(rows));
    }
    return kExitOk;
  }

 private:
  // Under the table, the rows a busy machine or disagreeing runs made untrustworthy, as bench
  // and sweep mark theirs; nothing when every row holds.
  static QString untrustedNote(const QList<NetworkRow>& rows) {
    QStringList names;
    for (const NetworkRow& r : rows)
      if (!r.cpuTrusted()) names << r.name;
    if (names.isEmpty()) return {};
    return tr("note: the CPU times of %1 are not trusted: other programs held the CPUs while "
              "they were timed, or their runs disagree; run again on an idle machine\n")
        .arg(names.join(tr(", ", "between layer names")));
  }

  static app::Wording words(const char* source) {
    return app::Wording::translated("NetworkCommand", source);
  }

  static std::optional<int> parseWithNames(QCommandLineParser& parser, const QStringList& args,
                                           const QString& cmd, QStringList& names) {
    // parseArguments refuses positionals; the network's name is one, so it is taken out first
    // (every option of this command takes a value).
    QStringList options;
    for (int i = 0; i < args.size(); ++i) {
      const QString& a = args[i];
      if (a.startsWith(QLatin1String("-"))) {
        options << a;
        if (!a.contains(QLatin1Char('=')) && a != QLatin1String("--help") &&
            a != QLatin1String("-h") && i + 1 < args.size()) {
          options << args[++i];
        }
      } else {
        names << a;
      }
    }
    return parseArguments(parser, options, cmd, usage(), help());
  }

  struct Totals {
    double gflop = 0, cpuMs = 0, gpuMs = 0, gpuCalMs = 0, gpuBwdMs = 0, gpuBwdCalMs = 0;
  };
  static Totals totals(const QList<NetworkRow>& rows) {
    Totals t;
    for (const NetworkRow& r : rows) {
      t.gflop += r.gflop;
      t.cpuMs += r.cpuMs;
      t.gpuMs += r.gpuMs;
      t.gpuCalMs += r.gpuCalMs;
      t.gpuBwdMs += r.gpuBwdMs;
      t.gpuBwdCalMs += r.gpuBwdCalMs;
    }
    return t;
  }

  static QString table(const QList<NetworkRow>& rows, int batch, const QString& cpuSource,
                       const QString& gpuSource, bool device, const ReferenceGpu& gpu) {
    QString out = tr("VGG-16, 13 conv layers, batch %1, 224×224 input\n").arg(batch);
    out += tr("cpu fwd: %1\ngpu fwd: %2\n").arg(cpuSource, gpuSource);
    out +=
        tr("best: %1, every layer at the full FP32 peak (a best case, not a measurement)\n"
           "cal: the same model calibrated to DeepBench: the fraction of the GTX 1080 Ti's "
           "FP32 peak\n     that cuDNN 6.0 reached on the nearest published layer (batch 8 or 16, "
           "scaled by the work),\n     on %2's peak (a model; below the best case where "
           "cuDNN's Winograd does fewer\n     multiplications than the direct count; a "
           "batch of 1 reaches less)\n"
           "bwd: the input and weight gradients (conv1_1: weights only)\n\n")
            .arg(speed::modelSeriesLabel(gpu), fromStd(gpu.name));
    // Headings padded by their width on screen: a Chinese character takes two cells.
    const auto cell = [](const QString& text, int width) {
      return app::padCells(text, std::abs(width), width < 0);  // negative: left-aligned
    };
    out += cell(tr("name"), -8) + QLatin1Char(' ') + cell(tr("C"), 4) + QLatin1Char(' ') +
           cell(tr("K"), 4) + QLatin1Char(' ') + cell(tr("side"), 4) + QLatin1Char(' ') +
           cell(tr("gflop"), 7) + QLatin1Char(' ') + cell(tr("cpu fwd"), 9) + QLatin1Char(' ') +
           cell(device ? tr("gpu fwd") : tr("fwd best"), 9) + QLatin1Char(' ') +
           cell(tr("fwd cal"), 9) + QLatin1Char(' ') + cell(tr("bwd best"), 9) + QLatin1Char(' ') +
           cell(tr("bwd cal"), 9) + QLatin1Char('\n');
    const auto line = [](const QString& name, const QString& c, const QString& k,
                         const QString& side, double gflop, double cpu, double gpu, double cal,
                         double bwd, double bwdCal) {
      return QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9 %10\n")
          .arg(app::padCells(name, 8, true))
          .arg(c, 4)
          .arg(k, 4)
          .arg(side, 4)
          .arg(gflop, 7, 'f', 2)
          .arg(cpu, 9, 'f', 2)
          .arg(gpu, 9, 'f', 3)
          .arg(cal, 9, 'f', 3)
          .arg(bwd, 9, 'f', 3)
          .arg(bwdCal, 9, 'f', 3);
    };
    for (const NetworkRow& r : rows) {
      out += line(r.name, QString::number(r.shape.channels), QString::number(r.shape.filters),
                  QString::number(r.shape.height), r.gflop, r.cpuMs, r.gpuMs, r.gpuCalMs,
                  r.gpuBwdMs, r.gpuBwdCalMs);
    }
    const Totals t = totals(rows);
    out += line(tr("total"), QString(), QString(), QString(), t.gflop, t.cpuMs, t.gpuMs, t.gpuCalMs,
                t.gpuBwdMs, t.gpuBwdCalMs);
    const double bestFwd = device ? 0 : t.gpuMs;
    out += tr("Training step (forward + backward) on the GPU model: best case %1 ms, calibrated "
              "%2 ms.\nCPU %3 GFLOP/s forward, measured here (its backward is not timed here). "
              "The GPU's layers keep\ntheir data in VRAM, so only the first input and the last "
              "output would cross PCIe (not counted).\n")
               .arg(t.gpuMs + t.gpuBwdMs, 0, 'f', 2)
               .arg(t.gpuCalMs + t.gpuBwdCalMs, 0, 'f', 2)
               .arg(t.gflop / (t.cpuMs / 1e3), 0, 'f', 1);

    // The final cnn-benchmarks table, as shipped (resources/published/cnn_benchmarks_vgg16.csv).
    out += tr("\nPublished: %1; VGG-16, batch 16, 224×224; other hardware, not measured here:\n")
               .arg(tr(kSourceText));
    out += QStringLiteral("  ") + app::padCells(tr("device"), 27, true) + QLatin1Char(' ') +
           app::padCells(tr("cuDNN"), 7, true) + QLatin1Char(' ') +
           app::padCells(tr("forward ms"), 11, false) + QLatin1Char(' ') +
           app::padCells(tr("backward ms"), 12, false) + QLatin1Char(' ') +
           app::padCells(tr("total ms"), 10, false) + QLatin1Char('\n');
    const struct {
      const char* device;
      const char* cudnn;
    } picks[] = {{"GTX 1080 Ti", "5.1.10"},
                 {"GTX 1080 Ti", "None"},
                 {"Pascal Titan X", "5.1.05"},
                 {"Pascal Titan X", "5.0.05"},
                 {"Pascal Titan X", "None"},
                 {"GTX 1080", "5.1.05"},
                 {"GTX 1080", "5.0.05"},
                 {"GTX 1080", "None"},
                 {"CPU: Dual Xeon E5-2630 v3", "None"}};
    for (const auto& p : picks) {
      const PublishedNetworkRow* r = findNetworkRow("VGG-16", p.device, p.cudnn);
      const QString cudnn = QString::fromLatin1(p.cudnn) == QLatin1String("None")
                                ? tr("none")
                                : QString::fromLatin1(p.cudnn);
      const QString deviceName = app::padCells(deviceWords(p.device), 27, true);
      if (!r) {
        out += QStringLiteral("  %1 %2 %3\n")
                   .arg(deviceName)
                   .arg(app::padCells(cudnn, 7, true))
                   .arg(tr("(no row in that table)"));
        continue;
      }
      out += QStringLiteral("  %1 %2 %3 %4 %5\n")
                 .arg(deviceName)
                 .arg(app::padCells(cudnn, 7, true))
                 .arg(r->forwardMs, 11, 'f', 2)
                 .arg(r->backwardMs, 12, 'f', 2)
                 .arg(r->totalMs, 10, 'f', 2);
    }
    out += reconciled(t, batch, device, bestFwd, gpu);
    return out;
  }

  // The published table's rows as its device column names them; the CPU row's words translated.
  static QString deviceWords(const char* device) {
    if (std::string_view(device) == kDualXeon) return tr(kDualXeon);
    return QString::fromLatin1(device);
  }

  // One story for every speed-up: each "×" with the two published times it divides, and the
  // model's next to a published counterpart.
  static QString reconciled(const Totals& t, int batch, bool device, double bestFwd,
                            const ReferenceGpu& gpu) {
    const PublishedNetworkRow* cpu = findNetworkRow("VGG-16", "CPU: Dual Xeon E5-2630 v3", "None");
    const PublishedNetworkRow* ti = findNetworkRow("VGG-16", "GTX 1080 Ti", "5.1.10");
    const PublishedNetworkRow* g50 = findNetworkRow("VGG-16", "GTX 1080", "5.0.05");
    const PublishedNetworkRow* g51 = findNetworkRow("VGG-16", "GTX 1080", "5.1.05");
    const PublishedNetworkRow* none = findNetworkRow("VGG-16", "GTX 1080", "None");
    const auto tensor =
        nearestDeepBenchRow("V100", "FP16 inputs, mixed math", 64, 128, 112, 112, 16);
    const auto fp32 = nearestDeepBenchRow("V100", "FP32", 64, 128, 112, 112, 16);
    if (!cpu || !ti || !g50 || !g51 || !none || !tensor || !fp32) return QString();
    const auto ratio = [](double a, double b) { return QString::number(a / b, 'f', 1); };
    const auto ms = [](double v) { return QString::number(v, 'f', 2); };
    QString out = tr("\nHow much faster is a GPU? One story for every figure above:\n");
    out += tr("- The articles' \"about 20×\" lies between the published ratios below: %1× for "
              "training\n  without cuDNN, %2× for the forward pass with it.\n")
               .arg(ratio(cpu->totalMs, none->totalMs), ratio(cpu->forwardMs, ti->forwardMs));
    out += tr("- Published forward: %1× = %2 / %3 ms (dual Xeon against GTX 1080 Ti, cuDNN "
              "5.1.10);\n  %4× = %2 / %5 ms against the GTX 1080 with cuDNN 5.0.05 (the 47× "
              "often quoted\n  is this pair in a 2016 revision of the table).\n")
               .arg(ratio(cpu->forwardMs, ti->forwardMs), ms(cpu->forwardMs), ms(ti->forwardMs),
                    ratio(cpu->forwardMs, g50->forwardMs), ms(g50->forwardMs));
    out += tr("- Published training step: %1× = %2 / %3 ms (GTX 1080 Ti, cuDNN 5.1.10); "
              "without cuDNN\n  %4× = %2 / %5 ms (GTX 1080, Torch's own CUDA convolutions).\n")
               .arg(ratio(cpu->totalMs, ti->totalMs), ms(cpu->totalMs), ms(ti->totalMs),
                    ratio(cpu->totalMs, none->totalMs), ms(none->totalMs));
    if (device) {
      out += tr("- This machine, batch %1: the CPU's forward %2 ms measured here against the "
                "device's %3 ms\n  measured: %4× (published beside it: %5× forward at batch "
                "16).\n")
                 .arg(batch)
                 .arg(ms(t.cpuMs), ms(t.gpuMs), ratio(t.cpuMs, t.gpuMs),
                      ratio(cpu->forwardMs, ti->forwardMs));
    } else {
      out += tr("- This machine, batch %1: the CPU's forward %2 ms measured here against the "
                "%3 model's\n  best case %4 ms: %5×, and its calibrated case %6 ms: %7× "
                "(models; published beside\n  them: %8× forward, dual Xeon against GTX 1080 Ti "
                "at batch 16).\n")
                 .arg(batch)
                 .arg(ms(t.cpuMs), fromStd(gpu.name), ms(bestFwd), ratio(t.cpuMs, bestFwd),
                      ms(t.gpuCalMs), ratio(t.cpuMs, t.gpuCalMs),
                      ratio(cpu->forwardMs, ti->forwardMs));
    }
    out += tr("Why they differ: the hardware's year and core count (a 2014 pair of 8-core Xeons "
              "against\n2016-2017 cards; this CPU has %1 threads, the %2 is from a later "
              "year); cuDNN (the same\nGTX 1080: %3 ms without, %4 ms with cuDNN 5.1.05, "
              "%5×); the batch (published at 16; a small\nbatch leaves a GPU's cores idle); "
              "the precision (all FP32 here; DeepBench's V100, 64→128 at\n112², batch 16: %6 "
              "ms in FP32, %7 ms with FP16 inputs on the Tensor Cores, %8×); forward or\n"
              "training (the backward pass has about twice the forward's work, so the ratio "
              "moves\nfrom %9× to %10×).\n")
               .arg(defaultThreadCount())
               .arg(fromStd(gpu.name), ms(none->forwardMs), ms(g51->forwardMs),
                    ratio(none->forwardMs, g51->forwardMs),
                    QString::number(fp32->row->forwardMs, 'f', 3),
                    QString::number(tensor->row->forwardMs, 'f', 3),
                    ratio(fp32->row->forwardMs, tensor->row->forwardMs),
                    ratio(cpu->forwardMs, ti->forwardMs))
               .arg(ratio(cpu->totalMs, ti->totalMs));
    return out;
  }

  static QString csv(const QList<NetworkRow>& rows, const QString& cpuSource,
                     const QString& gpuSource) {
    QString out = QStringLiteral(
        "name,C,K,side,gflop,cpu_ms,gpu_ms,gpu_cal_ms,gpu_bwd_ms,gpu_bwd_cal_ms,cpu_source,"
        "gpu_source,cpu_trusted\n");
    const auto quoted = [](QString s) {
      return QLatin1Char('"') + s.replace(QLatin1Char('"'), QStringLiteral("\"\"")) +
             QLatin1Char('"');
    };
    for (const NetworkRow& r : rows) {
      out += QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12,%13\n")
                 .arg(r.name)
                 .arg(r.shape.channels)
                 .arg(r.shape.filters)
                 .arg(r.shape.height)
                 .arg(r.gflop, 0, 'f', 4)
                 .arg(r.cpuMs, 0, 'f', 3)
                 .arg(r.gpuMs, 0, 'f', 4)
                 .arg(r.gpuCalMs, 0, 'f', 4)
                 .arg(r.gpuBwdMs, 0, 'f', 4)
                 .arg(r.gpuBwdCalMs, 0, 'f', 4)
                 .arg(quoted(cpuSource), quoted(gpuSource),
                      r.cpuTrusted() ? QStringLiteral("true") : QStringLiteral("false"));
    }
    const Totals t = totals(rows);
    out += QStringLiteral("total,,,,%1,%2,%3,%4,%5,%6,%7,%8,\n")
               .arg(t.gflop, 0, 'f', 4)
               .arg(t.cpuMs, 0, 'f', 3)
               .arg(t.gpuMs, 0, 'f', 4)
               .arg(t.gpuCalMs, 0, 'f', 4)
               .arg(t.gpuBwdMs, 0, 'f', 4)
               .arg(t.gpuBwdCalMs, 0, 'f', 4)
               .arg(quoted(cpuSource), quoted(gpuSource));
    return out;
  }

  static QString json(const QList<NetworkRow>& rows, int batch, const QString& cpuSource,
                      const QString& gpuSource) {
    QJsonArray layers;
    for (const NetworkRow& r : rows) {
      layers.append(QJsonObject{{QStringLiteral("name"), r.name},
                                {QStringLiteral("C"), r.shape.channels},
                                {QStringLiteral("K"), r.shape.filters},
                                {QStringLiteral("side"), r.shape.height},
                                {QStringLiteral("gflop"), r.gflop},
                                {QStringLiteral("cpuMs"), r.cpuMs},
                                {QStringLiteral("gpuMs"), r.gpuMs},
                                {QStringLiteral("gpuCalibratedMs"), r.gpuCalMs},
                                {QStringLiteral("gpuBackwardMs"), r.gpuBwdMs},
                                {QStringLiteral("gpuBackwardCalibratedMs"), r.gpuBwdCalMs},
                                {QStringLiteral("cpuTrusted"), r.cpuTrusted()}});
    }
    const Totals t = totals(rows);
    QJsonArray published;
    for (const PublishedNetworkRow& p : cnnBenchmarksRows()) {
      published.append(
          QJsonObject{{QStringLiteral("network"), fromStd(p.network)},
                      {QStringLiteral("device"), fromStd(p.device)},
                      {QStringLiteral("cudnn"), fromStd(p.cudnn)},
                      {QStringLiteral("input"), fromStd(p.input)},
                      {QStringLiteral("forwardMs"), p.forwardMs},
                      {QStringLiteral("backwardMs"), p.backwardMs},
                      {QStringLiteral("totalMs"), p.totalMs},
                      {QStringLiteral("source"), fromStd(std::string(kCnnBenchmarksSource))}});
    }
    const QJsonObject root{
        {QStringLiteral("network"), QStringLiteral("vgg16")},
        {QStringLiteral("batch"), batch},
        {QStringLiteral("cpuSource"), cpuSource},
        {QStringLiteral("gpuSource"), gpuSource},
        {QStringLiteral("layers"), layers},
        {QStringLiteral("total"),
         QJsonObject{{QStringLiteral("gflop"), t.gflop},
                     {QStringLiteral("cpuMs"), t.cpuMs},
                     {QStringLiteral("gpuMs"), t.gpuMs},
                     {QStringLiteral("gpuCalibratedMs"), t.gpuCalMs},
                     {QStringLiteral("gpuBackwardMs"), t.gpuBwdMs},
                     {QStringLiteral("gpuBackwardCalibratedMs"), t.gpuBwdCalMs}}},
        {QStringLiteral("published"), published}};
    return QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
  }
};

}  // namespace

int runNetwork(const QStringList& args) {
  return NetworkCommand::run(args);
}

}  // namespace convscope::cli
