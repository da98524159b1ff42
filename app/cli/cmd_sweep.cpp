// `convscope sweep`: the size sweep in a table, CSV or JSON, and the chart as a PNG. CPU rows are
// measured here; GPU rows are measured on a CUDA device, else recorded, else modelled, and say so.
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <optional>

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>

#include "commands.h"
#include "common/cli_support.h"
#include "common/conv_options.h"
#include "common/cuda_reason.h"
#include "common/interrupt_guard.h"
#include "common/progress_line.h"
#include "convscope/channel.h"
#include "convscope/gpu_timing_model.h"
#include "convscope/layer.h"
#include "convscope/reference_gpu.h"
#include "speed/layer_sweep.h"
#include "speed/sweep_chart.h"
#include "speed/sweep_export.h"
#include "speed/sweep_runner.h"
#include "text/number_text.h"
#include "text/table_text.h"

namespace convscope::cli {
namespace {

using speed::squareSide;

// The timing model's arithmetic at one size, worded for the table from the terms core computed
// (core's formula strings are English and stay in the CSV and JSON).
class ModelText {
  Q_DECLARE_TR_FUNCTIONS(ModelText)

 public:
  static QString breakdown(int side, const QString& series, const ModelEstimate& e,
                           const ReferenceGpu& gpu) {
    QStringList names;
    QStringList values;
    for (const ModelPart& part : e.parts) {
      names << partName(part.name);
      values << app::readableTime(part.ms);
    }
    QString text = tr("The model at %1, %2: %3 = %4 = %5\n")
                       .arg(speed::squareSide(side), series, names.join(QStringLiteral(" + ")),
                            values.join(QStringLiteral(" + ")), app::readableTime(e.ms));
    int width = 0;
    for (const QString& name : names) width = std::max(width, app::cellWidth(name));
    for (qsizetype i = 0; i < names.size(); ++i) {
      text += QStringLiteral("  ") + app::padCells(names[i], width, true) + QStringLiteral("  ") +
              terms(e.parts[static_cast<size_t>(i)], gpu) + QLatin1Char('\n');
    }
    return text;
  }

 private:
  static QString partName(const std::string& name) {
    if (name == "upload") return tr("upload");
    if (name == "launch") return tr("launch");
    if (name == "kernel") return tr("kernel");
    if (name == "download") return tr("download");
    if (name == "map") return tr("map");
    if (name == "unmap") return tr("unmap");
    return QString::fromStdString(name);
  }

  static QString terms(const ModelPart& p, const ReferenceGpu& gpu) {
    const QString total = app::readableTime(p.ms);
    if (p.flops > 0) {
      return (p.memoryMs >= p.computeMs
                  ? tr("max(%1 / %2, %3 / %4) = max(%5, %6) = %7 (memory-bound)")
                  : tr("max(%1 / %2, %3 / %4) = max(%5, %6) = %7 (compute-bound)"))
          .arg(bytes(p.bytes), rate(gpu.memoryBandwidthGBs, "GB/s"), flops(p.flops),
               rate(gpu.peakFp32Tflops(), "TFLOP/s", 3), app::readableTime(p.memoryMs),
               app::readableTime(p.computeMs), total);
    }
    if (p.rateGBs > 0) {
      return tr("%1 / %2 (%3 % of %4's %5) + %6 = %7")
          .arg(bytes(p.bytes), rate(p.rateGBs, "GB/s", 3),
               QString::number(p.shareOfPeak * 100, 'f', 0), QString::fromStdString(gpu.pcie),
               rate(gpu.pciePeakGBs, "GB/s", 3), app::readableTime(p.fixedUs / 1e3), total);
    }
    return tr("%1 (assumed)").arg(app::readableTime(p.fixedUs / 1e3));
  }

  // Figures as core's formula gives them, each joined to its unit by a no-break space.
  static QString rate(double v, const char* unit, int digits = 4) {
    return app::withUnit(QString::number(v, 'g', digits), QString::fromLatin1(unit));
  }
  static QString bytes(double b) { return QString::fromStdString(byteCountText(b)); }
  static QString flops(double f) {
    const auto text = [](double v, const char* unit) {
      return app::withUnit(QString::number(v, 'g', 3), QString::fromLatin1(unit));
    };
    if (f >= 1e9) return text(f / 1e9, "GFLOP");
    if (f >= 1e6) return text(f / 1e6, "MFLOP");
    if (f >= 1e3) return text(f / 1e3, "kFLOP");
    return text(f, "FLOP");
  }
};

class SweepCommand {
  Q_DECLARE_TR_FUNCTIONS(SweepCommand)

 public:
  static QString usage() {
    return tr(
        "Usage: convscope sweep [--sizes 16,32,...,8192] [--format table|csv|json]\n"
        "         [--out chart.png|file.csv|file.json] [--gpu-model NAME] [--kernel K]\n"
        "         [--recorded FILE] [--parts-size N] [--padding MODE] [--stride N]\n"
        "         [--dilation N] [--layer C:K [--batch N]]\n");
  }

  static QString help() {
    QStringList gpus;
    for (const ReferenceGpu& g : referenceGpus()) gpus << QString::fromStdString(g.name);
    return usage() +
           tr("\nTimes one convolution per image side: the reference loop and the parallel CPU\n"
              "engine measured here (warm-up run not counted, median of as many runs as fit\n"
              "about %3 s, at least 3), and the GPU: the kernel alone, with upload and download\n"
              "through pageable memory, through pinned memory, and interop (map + kernel +\n"
              "unmap). Each GPU value says where it comes from:\n"
              "  measured   a CUDA device ran it here (interop in an OpenGL context on the\n"
              "             device without a window, where its EGL offers one)\n"
              "  recorded   a measurement file of a real GPU shipped with ConvScope\n"
              "  model      a reference GPU's published figures and the formula, shown\n"
              "The emulated GPU is never a GPU row. The table ends with the crossover: the side\n"
              "from which the GPU beats the parallel CPU engine at every size after it.\n\n"
              "  --sizes S,...     sides in pixels (default 16,32,...,8192, doubling)\n"
              "  --format F        table (default), csv or json, on stdout\n"
              "  --out FILE        also write the chart (.png), the CSV (.csv) or the JSON "
              "(.json)\n"
              "  --gpu-model NAME  the reference GPU of model rows: %1 (default %2).\n"
              "                    Naming one asks for model rows even where a device or a file\n"
              "                    gives GPU rows\n"
              "  --recorded FILE   GPU rows from this measurement file instead of the shipped\n"
              "                    ones (resources/measurements/*.json); a device still comes "
              "first\n"
              "  --parts-size N    the side whose GPU run the chart splits into parts\n"
              "                    (default 1024 when swept, else the largest)\n"
              "  --kernel K, --padding MODE, --stride N, --dilation N   as for apply\n"
              "  --layer C:K       a whole layer instead of one filter: C input channels, K\n"
              "                    filters of C×3×3 with bias; the CPU row (layer-cpu) is the\n"
              "                    fastest CPU layer engine of this build, the GPU rows have no\n"
              "                    interop. Default sizes 4,8,16,32,56 (the naive CPU loop is\n"
              "                    slow: a size above its cap is left out, with a note)\n"
              "  --batch N         images per layer run (default 1; with --layer)\n")
               .arg(gpus.join(QStringLiteral(", ")),
                    QString::fromStdString(defaultReferenceGpu().name),
                    QString::number(speed::Config{}.budgetMsPerRow / 1000.0)) +
           tr("\nCPU engines measured here, one series each: %1\n")
               .arg(speed::cpuSeriesNames().join(QStringLiteral(", ")));
  }

  static int run(const QStringList& args) {
    const QString cmd = QStringLiteral("sweep");
    QCommandLineParser parser;
    app::addConvOptions(parser);
    parser.addOption({QStringLiteral("sizes"), QString(), QStringLiteral("S")});
    parser.addOption({QStringLiteral("format"), QString(), QStringLiteral("F")});
    parser.addOption({QStringLiteral("out"), QString(), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("gpu-model"), QString(), QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("parts-size"), QString(), QStringLiteral("N")});
    parser.addOption({QStringLiteral("recorded"), QString(), QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("layer"), QString(), QStringLiteral("C:K")});
    parser.addOption({QStringLiteral("batch"), QString(), QStringLiteral("N")});
    if (const auto finished = parseArguments(parser, args, cmd, usage(), help())) {
      return *finished;
    }
    auto front = readSyntheticRun(parser, cmd, usage());
    if (const int* exitCode = std::get_if<int>(&front)) return *exitCode;
    const OutputFormat format = std::get<SyntheticRun>(front).format;
    const app::ConvSettings* settings = &std::get<SyntheticRun>(front).settings;

    speed::Config config;
    // No window here: interop is timed in a headless context on the device, where there is one.
    config.headlessInterop = true;
    config.params = settings->params;
    config.kernel = settings->kernel ? *settings->kernel : *presetKernel("gaussian-blur");
    if (parser.isSet(QStringLiteral("layer"))) {
      const QStringList ck = parser.value(QStringLiteral("layer")).split(QLatin1Char(':'));
      if (ck.size() != 2) {
        return usageError(cmd,
                          tr("--layer wants C:K (input channels:filters), got '%1'")
                              .arg(parser.value(QStringLiteral("layer"))),
                          usage());
      }
      auto c =
          app::parseIntOption(QStringLiteral("--layer C"), ck[0].trimmed(), 1, kMaxLayerChannels);
      if (!c) return usageError(cmd, fromStd(c.status().message), usage());
      auto k =
          app::parseIntOption(QStringLiteral("--layer K"), ck[1].trimmed(), 1, kMaxLayerChannels);
      if (!k) return usageError(cmd, fromStd(k.status().message), usage());
      config.layer.channels = *c;
      config.layer.filters = *k;
      config.sizes = speed::defaultLayerSizes();
      if (parser.isSet(QStringLiteral("recorded"))) {
        return usageError(cmd, tr("--recorded holds single-filter rows, not --layer rows"),
                          usage());
      }
    }
    if (parser.isSet(QStringLiteral("batch"))) {
      if (!config.layer.active()) return usageError(cmd, tr("--batch needs --layer"), usage());
      auto n = app::parseIntOption(QStringLiteral("--batch"), parser.value(QStringLiteral("batch")),
                                   1, 4096);
      if (!n) return usageError(cmd, fromStd(n.status().message), usage());
      config.layer.batch = *n;
    }
    if (parser.isSet(QStringLiteral("sizes"))) {
      config.sizes.clear();
      for (const QString& part : parser.value(QStringLiteral("sizes")).split(QLatin1Char(','))) {
        auto side = app::parseIntOption(QStringLiteral("--sizes"), part.trimmed(), 1, kMaxSide);
        if (!side) return usageError(cmd, fromStd(side.status().message), usage());
        if (!config.sizes.contains(*side)) config.sizes << *side;
      }
      std::sort(config.sizes.begin(), config.sizes.end());
    }
    if (parser.isSet(QStringLiteral("gpu-model"))) {
      config.gpuModel = parser.value(QStringLiteral("gpu-model"));
      config.forceModel = true;
      if (!findReferenceGpu(config.gpuModel.toStdString())) {
        QStringList gpus;
        for (const ReferenceGpu& g : referenceGpus()) gpus << QString::fromStdString(g.name);
        return usageError(cmd,
                          tr("--gpu-model: no reference GPU called '%1' (choose from %2)")
                              .arg(config.gpuModel, gpus.join(QStringLiteral(", "))),
                          usage());
      }
    }
    if (parser.isSet(QStringLiteral("recorded"))) {
      if (config.forceModel) {
        return usageError(cmd, tr("--recorded and --gpu-model ask for different GPU rows"),
                          usage());
      }
      config.recordedFile = parser.value(QStringLiteral("recorded"));
    }
    int partsSide = 0;
    if (parser.isSet(QStringLiteral("parts-size"))) {
      auto side = app::parseIntOption(QStringLiteral("--parts-size"),
                                      parser.value(QStringLiteral("parts-size")), 1, kMaxSide);
      if (!side) return usageError(cmd, fromStd(side.status().message), usage());
      if (!config.sizes.contains(*side)) {
        return usageError(cmd, tr("--parts-size %1 is not one of --sizes").arg(*side), usage());
      }
      partsSide = *side;
    }
    const QString out = parser.value(QStringLiteral("out"));
    const QString outKind = QFileInfo(out).suffix().toLower();
    if (!out.isEmpty() && outKind != QLatin1String("png") && outKind != QLatin1String("csv") &&
        outKind != QLatin1String("json")) {
      return usageError(cmd, tr("--out must end in .png, .csv or .json, got '%1'").arg(out),
                        usage());
    }

    std::optional<ProgressLine> line(std::in_place, format == OutputFormat::Text);
    auto progress = [&line](double fraction, const QString& what) {
      if (!what.isEmpty())
        line->show(tr("measuring %1 … %2 %").arg(what).arg(qRound(fraction * 100)));
    };
    std::optional<speed::SweepResult> done;
    {
      // Ctrl-C or a TERM while measuring: the sweep stops at its next measurement and nothing
      // is written, so an --out file from an earlier run stays whole.
      const InterruptGuard guard;
      auto swept = speed::runSweep(config, progress, InterruptGuard::flag());
      line.reset();  // erased before the report or the message
      if (InterruptGuard::interrupted()) {
        // 128 + the signal, as a shell reports a command that the signal ended.
        const int signal = InterruptGuard::signal();
        failure(cmd, out.isEmpty() ? tr("interrupted (%1): nothing printed")
                                         .arg(QString::fromLocal8Bit(strsignal(signal)))
                                   : tr("interrupted (%1): nothing printed, %2 left as it was")
                                         .arg(QString::fromLocal8Bit(strsignal(signal)), out));
        return 128 + signal;
      }
      if (!swept) return failure(cmd, swept.status());
      done = std::move(swept).value();
    }
    const speed::SweepResult& result = *done;
    if (partsSide == 0) partsSide = speed::defaultPartsSide(result);

    switch (format) {
      case OutputFormat::Csv:
        printOut(speed::formatCsv(result));
        break;
      case OutputFormat::Json:
        printOut(speed::formatJson(result));
        break;
      case OutputFormat::Text:
        printOut(formatTable(result, partsSide));
        break;
    }
    if (!out.isEmpty()) {
      QByteArray bytes;
      if (outKind == QLatin1String("png")) {
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        if (!speed::renderFigure(result, partsSide).save(&buffer, "PNG")) {
          return failure(cmd, tr("%1: the chart could not be encoded as PNG").arg(out));
        }
        bytes = png;
      } else {
        bytes =
            (outKind == QLatin1String("csv") ? speed::formatCsv(result) : speed::formatJson(result))
                .toUtf8();
      }
      const Status written = speed::writeOutput(out, bytes);
      if (!written) return failure(cmd, tr("%1: %2").arg(out, fromStd(written.message)));
      if (format == OutputFormat::Text) printOut(tr("wrote %1\n").arg(out));
    }
    return kExitOk;
  }

  static QString formatTable(const speed::SweepResult& r, int partsSide) {
    const speed::LayerSweep& layer = r.config.layer;
    QString text =
        layer.active()
            ? tr("convscope sweep: a layer of %1 → %2 channels (3×3, bias), batch %3, %4 padding, "
                 "stride %5, dilation %6; float32\n")
                  .arg(layer.channels)
                  .arg(layer.filters)
                  .arg(layer.batch)
                  .arg(QString::fromLatin1(paddingName(r.config.params.padding).data()))
                  .arg(r.config.params.stride)
                  .arg(r.config.params.dilation)
            : tr("convscope sweep: 3×3 %1, %2 padding, stride %3, dilation %4; float32\n")
                  .arg(QString::fromStdString(r.config.kernel.name),
                       QString::fromLatin1(paddingName(r.config.params.padding).data()))
                  .arg(r.config.params.stride)
                  .arg(r.config.params.dilation);
    text += layer.active()
                ? tr("Median ms per layer run (all %1 images); CPU rows measured here (warm-up not "
                     "counted).\n")
                      .arg(layer.batch)
                : tr("Median ms per image; CPU rows measured here (warm-up not counted).\n");
    for (const speed::SeriesInfo& s : r.series) {
      text += QStringLiteral("  %1  %2\n").arg(s.series, -13).arg(s.label);
    }
    for (const QString& note : r.notes) text += tr("note: %1\n").arg(note);
    // What CUDA said behind the notes' sentences, for whoever mends the machine: the failed call,
    // its error code and where (CUDA's whole text is in the JSON's cuda_details).
    for (const QString& detail : r.cudaDetails) {
      const QString call = app::cudaReasonInWords(detail).call;
      text += tr("note: CUDA said: %1\n").arg(call.isEmpty() ? detail : call);
    }
    text += QLatin1Char('\n');

    QStringList columns;
    for (const QString& name : speed::seriesNames()) {
      if (r.info(name)) columns << name;
    }
    const QString sideHead = tr("side");
    const QString othersHead = tr("others");
    const int sideWidth = std::max(6, app::cellWidth(sideHead));
    const int othersWidth = std::max(6, app::cellWidth(othersHead));
    QString header = app::padCells(sideHead, sideWidth, false);
    QString sources = QString(sideWidth, QLatin1Char(' '));
    for (const QString& c : columns) {
      header += QStringLiteral("  %1").arg(c, 12);
      sources += QStringLiteral("  ") + app::padCells(sourceWords(r.info(c)->source), 12, false);
    }
    header += QStringLiteral("  ") + app::padCells(othersHead, othersWidth, false);
    text += header + QLatin1Char('\n') + sources + QLatin1Char('\n');
    text += QString(app::cellWidth(header), QLatin1Char('-')) + QLatin1Char('\n');
    bool anyUntrusted = false;
    for (int side : r.sides()) {
      QString line = app::padCells(squareSide(side), sideWidth, false);
      double busy = -1;
      for (const QString& c : columns) {
        const speed::Row* row = r.find(side, c);
        // An asterisk on a figure core's rule does not trust (the reasons are in the CSV/JSON).
        const QString mark = row && !row->trusted ? QStringLiteral("*") : QString();
        anyUntrusted = anyUntrusted || !mark.isEmpty();
        if (row && row->othersBusy >= 0) busy = row->othersBusy;
        line += QStringLiteral("  %1").arg(row ? number(row->medianMs) + mark : QStringLiteral("–"),
                                           12);
      }
      line += QStringLiteral("  ") +
              app::padCells(
                  busy < 0 ? QStringLiteral("–") : QStringLiteral("%1%").arg(100 * busy, 0, 'f', 0),
                  othersWidth, false);
      text += line + QLatin1Char('\n');
    }
    text += tr("others: the share of all CPUs other processes used while a side's CPU rows ran.\n");
    if (anyUntrusted) {
      text +=
          tr("*: not trusted (runs disagree, beyond the copy ceiling, slower than one thread, "
             "a re-measure disagrees, or the machine was busy); no crossover is drawn from "
             "it.\n");
    }
    text += QLatin1Char('\n');
    // The model's arithmetic at one size, so a reader can check it.
    const std::optional<ReferenceGpu> gpu = findReferenceGpu(r.modelGpuName.toStdString());
    for (const speed::Row& row : r.rows) {
      if (row.side != partsSide || row.source != speed::SeriesSource::Model ||
          row.series != QLatin1String("gpu-pageable") || !row.model || !gpu) {
        continue;
      }
      text += ModelText::breakdown(row.side, row.series, *row.model, *gpu);
      text += QLatin1Char('\n');
    }
    for (const speed::CrossoverLine& line : speed::crossovers(r)) {
      text += tr("%1.\n", "a sentence and its full stop").arg(line.sentence);
    }
    if (r.cancelled) text += tr("The sweep was cancelled: the rows above are what it had.\n");
    text += tr("The sweep took %1 s.\n").arg(r.seconds, 0, 'f', 1);
    return text;
  }

  // "measured", "recorded", "model" under the column heads, in the reader's language (CSV and
  // JSON keep speed::sourceKey's words).
  static QString sourceWords(speed::SeriesSource source) {
    switch (source) {
      case speed::SeriesSource::Measured:
        return tr("measured");
      case speed::SeriesSource::Recorded:
        return tr("recorded");
      case speed::SeriesSource::Model:
        break;
    }
    return tr("model");
  }

  // Four significant figures, never an exponent a class has to decode.
  static QString number(double ms) {
    if (ms >= 100) return QString::number(ms, 'f', 1);
    if (ms >= 1) return QString::number(ms, 'f', 3);
    if (ms >= 0.01) return QString::number(ms, 'f', 4);
    return QString::number(ms, 'f', 6);
  }
};

}  // namespace

int runSweep(const QStringList& args) {
  return SweepCommand::run(args);
}

}  // namespace convscope::cli
