// `convscope network vgg16`: VGG-16's 13 conv layers timed here on the fastest CPU engine, beside
// a GPU's time for each (measured on a device, or the GPU model's), and the whole-network figures
// published by others, named with their source.
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>

#include "commands.h"
#include "common/cli_support.h"
#include "common/conv_options.h"
#include "common/message_text.h"
#include "convscope/gpu_timing_model.h"
#include "convscope/published_measurements.h"
#include "convscope/reference_gpu.h"
#include "layer_measure.h"

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
  double gpuMs = 0;
};

class NetworkCommand {
  Q_DECLARE_TR_FUNCTIONS(NetworkCommand)

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
      row.shape.batch = batch;
      row.shape.channels = layer.channels;
      row.shape.filters = layer.filters;
      row.shape.height = layer.side;
      row.shape.width = layer.side;
      // Refused before anything is allocated, with the tensor's size in bytes.
      if (Status s = validateLayerShape(row.shape); !s) {
        return usageError(cmd, tr("--batch %1: %2").arg(batch).arg(fromStd(s.message)), usage());
      }
      row.gflop = row.shape.flops() / 1e9;
      rows.append(row);
    }

    const cpu::LayerEngine engine = cpu::fastestLayerEngine();
    const QString cpuSource = tr("measured here: %1, %2 threads")
                                  .arg(fromStd(cpu::layerEngineLabel(engine)))
                                  .arg(threads > 0 ? threads : QThread::idealThreadCount());
    // A device measures cuDNN's kernel; without one the model prices each layer's kernel.
    const bool device = bool(cuda::layerEngineAvailable(cuda::LayerEngine::Cudnn, rows[0].shape));
    const QString gpuSource =
        device ? tr("measured on the device: cuDNN kernel (CUDA events)")
               : fromStd(modelLabel(gpu)) + tr(", kernel only; a best case: every layer at the "
                                               "card's full FP32 peak, which real layers reach "
                                               "only in part");
    for (NetworkRow& row : rows) {
      auto cpuMs = timeCpuLayer(engine, row.shape, 1, repeat, threads);
      if (!cpuMs) return failure(cmd, tr("%1: %2").arg(row.name, fromStd(cpuMs.status().message)));
      row.cpuMs = cpuMs->median;
      if (device) {
        auto gpuMs = timeCudaLayer(cuda::LayerEngine::Cudnn, row.shape, 2, repeat);
        if (!gpuMs)
          return failure(cmd, tr("%1: %2").arg(row.name, fromStd(gpuMs.status().message)));
        row.gpuMs = gpuMs->median;
      } else {
        row.gpuMs =
            modelRun(gpu, defaultAssumptions(), RunSize::layer(row.shape), GpuSeries::Kernel).ms;
      }
    }
    if (format == OutputFormat::Csv) {
      printOut(csv(rows, cpuSource, gpuSource));
    } else if (format == OutputFormat::Json) {
      printOut(json(rows, batch, cpuSource, gpuSource));
    } else {
      printOut(table(rows, batch, cpuSource, gpuSource));
    }
    return kExitOk;
  }

 private:
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
    double gflop = 0, cpuMs = 0, gpuMs = 0;
  };
  static Totals totals(const QList<NetworkRow>& rows) {
    Totals t;
    for (const NetworkRow& r : rows) {
      t.gflop += r.gflop;
      t.cpuMs += r.cpuMs;
      t.gpuMs += r.gpuMs;
    }
    return t;
  }

  static QString table(const QList<NetworkRow>& rows, int batch, const QString& cpuSource,
                       const QString& gpuSource) {
    QString out = tr("VGG-16, 13 conv layers, batch %1, 224×224 input\n").arg(batch);
    out += tr("cpu ms: %1\ngpu ms: %2\n\n").arg(cpuSource, gpuSource);
    out += QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
               .arg(tr("name"), -8)
               .arg(tr("C"), 5)
               .arg(tr("K"), 5)
               .arg(tr("side"), 5)
               .arg(tr("gflop"), 8)
               .arg(tr("cpu ms"), 10)
               .arg(tr("gpu ms"), 10);
    const auto line = [](const QString& name, const QString& c, const QString& k,
                         const QString& side, double gflop, double cpu, double gpu) {
      return QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
          .arg(name, -8)
          .arg(c, 5)
          .arg(k, 5)
          .arg(side, 5)
          .arg(gflop, 8, 'f', 2)
          .arg(cpu, 10, 'f', 2)
          .arg(gpu, 10, 'f', 3);
    };
    for (const NetworkRow& r : rows) {
      out += line(r.name, QString::number(r.shape.channels), QString::number(r.shape.filters),
                  QString::number(r.shape.height), r.gflop, r.cpuMs, r.gpuMs);
    }
    const Totals t = totals(rows);
    out += line(tr("total"), QString(), QString(), QString(), t.gflop, t.cpuMs, t.gpuMs);
    out += tr("CPU %1 GFLOP/s, GPU %2 GFLOP/s, GPU %3× faster; the GPU's layers keep their data\n"
              "in VRAM, so only the first input and the last output would cross PCIe (not "
              "counted).\n")
               .arg(t.gflop / (t.cpuMs / 1e3), 0, 'f', 1)
               .arg(t.gflop / (t.gpuMs / 1e3), 0, 'f', 0)
               .arg(t.cpuMs / t.gpuMs, 0, 'f', 0);
    out += tr("\nPublished (other hardware, not measured here):\n");
    for (const PublishedMeasurement& p : publishedVgg16()) {
      out += tr("  %1 %2 ms  %3, %4; %5\n")
                 .arg(fromStd(std::string(p.hardware)), -28)
                 .arg(p.ms, 8, 'f', 2)
                 .arg(fromStd(std::string(p.what)), fromStd(std::string(p.source)),
                      fromStd(std::string(p.note)));
    }
    const auto& pub = publishedVgg16();
    out += tr("  that is %1× CPU → GPU, and %2× from cuDNN alone on the same GPU\n")
               .arg(pub[0].ms / pub[2].ms, 0, 'f', 0)
               .arg(pub[1].ms / pub[2].ms, 0, 'f', 1);
    return out;
  }

  static QString csv(const QList<NetworkRow>& rows, const QString& cpuSource,
                     const QString& gpuSource) {
    QString out = QStringLiteral("name,C,K,side,gflop,cpu_ms,gpu_ms,cpu_source,gpu_source\n");
    const auto quoted = [](QString s) {
      return QLatin1Char('"') + s.replace(QLatin1Char('"'), QStringLiteral("\"\"")) +
             QLatin1Char('"');
    };
    for (const NetworkRow& r : rows) {
      out += QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8,%9\n")
                 .arg(r.name)
                 .arg(r.shape.channels)
                 .arg(r.shape.filters)
                 .arg(r.shape.height)
                 .arg(r.gflop, 0, 'f', 4)
                 .arg(r.cpuMs, 0, 'f', 3)
                 .arg(r.gpuMs, 0, 'f', 4)
                 .arg(quoted(cpuSource), quoted(gpuSource));
    }
    const Totals t = totals(rows);
    out += QStringLiteral("total,,,,%1,%2,%3,%4,%5\n")
               .arg(t.gflop, 0, 'f', 4)
               .arg(t.cpuMs, 0, 'f', 3)
               .arg(t.gpuMs, 0, 'f', 4)
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
                                {QStringLiteral("gpuMs"), r.gpuMs}});
    }
    const Totals t = totals(rows);
    QJsonArray published;
    for (const PublishedMeasurement& p : publishedVgg16()) {
      published.append(QJsonObject{{QStringLiteral("hardware"), fromStd(std::string(p.hardware))},
                                   {QStringLiteral("what"), fromStd(std::string(p.what))},
                                   {QStringLiteral("ms"), p.ms},
                                   {QStringLiteral("source"), fromStd(std::string(p.source))},
                                   {QStringLiteral("note"), fromStd(std::string(p.note))}});
    }
    const QJsonObject root{
        {QStringLiteral("network"), QStringLiteral("vgg16")},
        {QStringLiteral("batch"), batch},
        {QStringLiteral("cpuSource"), cpuSource},
        {QStringLiteral("gpuSource"), gpuSource},
        {QStringLiteral("layers"), layers},
        {QStringLiteral("total"), QJsonObject{{QStringLiteral("gflop"), t.gflop},
                                              {QStringLiteral("cpuMs"), t.cpuMs},
                                              {QStringLiteral("gpuMs"), t.gpuMs}}},
        {QStringLiteral("published"), published}};
    return QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
  }
};

}  // namespace

int runNetwork(const QStringList& args) {
  return NetworkCommand::run(args);
}

}  // namespace convscope::cli
