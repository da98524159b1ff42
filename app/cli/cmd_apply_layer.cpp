// `convscope apply --input x.npy --weights w.npy ...`: one convolution layer of .npy tensors, as
// torch.nn.functional.conv2d computes it, written as a 4-D float32 .npy (atomically: a failed
// run leaves no file).
#include <chrono>

#include <QCoreApplication>

#include "commands.h"
#include "common/cli_support.h"
#include "common/conv_options.h"
#include "common/output_file.h"
#include "convscope/cpu/layer_engines.h"
#include "convscope/npy_tensor.h"
#include "text/file_name.h"
#include "text/message_text.h"

namespace convscope::cli {
namespace {

class ApplyLayerCommand {
  Q_DECLARE_TR_FUNCTIONS(ApplyLayerCommand)

 public:
  static QString usage() {
    return tr(
        "Usage: convscope apply --input X.npy --weights W.npy [--bias B.npy] [--padding MODE]\n"
        "         [--stride N] [--dilation N] [--flip] [--engine E] [--threads N] --out Y.npy\n");
  }

  static QString help() {
    return usage() +
           tr("\nConvolves a layer: input (N,C,H,W) or (C,H,W), weights (K,C,3,3), bias (K),\n"
              "float32 .npy files; writes (N,K,H',W'), as torch.nn.functional.conv2d does with\n"
              "padding=dilation (padding_mode zeros, replicate or reflect; 'none' is "
              "padding=0).\n\n") +
           app::convOptionsHelp() +
           tr("  --engine E            reference (the naive loop), im2col (im2col + sgemm,\n"
              "                        OpenBLAS) or onednn (default: the fastest available)\n"
              "  --threads N           CPU threads for im2col and onednn (default: all)\n");
  }

  static int run(const QStringList& args) {
    const QString cmd = QStringLiteral("apply");
    QCommandLineParser parser;
    app::addConvOptions(parser);
    for (const char* name : {"input", "weights", "bias", "engine", "threads", "out"}) {
      parser.addOption({QString::fromLatin1(name), QString(), QStringLiteral("VALUE")});
    }
    if (const auto finished = parseArguments(parser, args, cmd, usage(), help())) {
      return *finished;
    }
    for (const char* name : {"image", "kernel", "channel"}) {
      if (parser.isSet(QString::fromLatin1(name))) {
        return usageError(cmd,
                          tr("--%1 is for an image; a layer takes --input and --weights")
                              .arg(QString::fromLatin1(name)),
                          usage());
      }
    }
    auto settings = app::readConvSettings(parser, false);
    if (!settings) return usageError(cmd, fromStd(settings.status().message), usage());

    for (const char* name : {"input", "weights", "out"}) {
      if (parser.value(QString::fromLatin1(name)).isEmpty()) {
        return usageError(cmd, tr("--%1 is required").arg(QString::fromLatin1(name)), usage());
      }
    }
    const QString out = parser.value(QStringLiteral("out"));
    if (!out.endsWith(QLatin1String(".npy"), Qt::CaseInsensitive)) {
      return usageError(cmd, tr("--out must end in .npy, got '%1'").arg(app::shown(out)), usage());
    }
    cpu::LayerEngine engine = cpu::fastestLayerEngine();
    if (parser.isSet(QStringLiteral("engine"))) {
      const QString name = parser.value(QStringLiteral("engine"));
      if (!cpu::layerEngineFromName(name.toStdString(), engine)) {
        return usageError(
            cmd, tr("--engine must be reference, im2col or onednn, got '%1'").arg(app::shown(name)),
            usage());
      }
      if (Status s = cpu::layerEngineAvailable(engine); !s) return failure(cmd, s);
    }
    int threads = 0;
    if (parser.isSet(QStringLiteral("threads"))) {
      auto t = app::parseIntOption(QStringLiteral("--threads"),
                                   parser.value(QStringLiteral("threads")), 1, 256);
      if (!t) return usageError(cmd, fromStd(t.status().message), usage());
      threads = *t;
    }
    if (const Status target = app::checkOutputFile(out); !target) return failure(cmd, target);

    // A file that is not a float32 tensor, or shapes that do not fit together, are the
    // caller's arguments: exit 2. A file that cannot be read is a failed run: exit 1.
    const auto load = [&](const char* name) {
      return readNpyTensor(app::fileNameString(parser.value(QString::fromLatin1(name))));
    };
    const auto refuse = [&](const QString& what, const Status& s) {
      const QString message = tr("%1: %2").arg(what, fromStd(s.message));
      return s.code == StatusCode::InvalidArgument ? usageError(cmd, message, usage())
                                                   : failure(cmd, message);
    };
    auto input = load("input");
    if (!input) return refuse(QStringLiteral("--input"), input.status());
    if (input->dims.size() < 3) {
      return usageError(
          cmd,
          tr("--input must be (N,C,H,W) or (C,H,W), got %1 dimensions").arg(input->dims.size()),
          usage());
    }
    auto weights = load("weights");
    if (!weights) return refuse(QStringLiteral("--weights"), weights.status());
    if (weights->dims.size() != 4) {
      return usageError(
          cmd, tr("--weights must be (K,C,3,3), got %1 dimensions").arg(weights->dims.size()),
          usage());
    }
    std::vector<float> bias;
    const bool hasBias = parser.isSet(QStringLiteral("bias"));
    if (hasBias) {
      auto b = load("bias");
      if (!b) return refuse(QStringLiteral("--bias"), b.status());
      if (b->dims.size() != 1) {
        return usageError(cmd, tr("--bias must be 1-D (K), got %1 dimensions").arg(b->dims.size()),
                          usage());
      }
      bias.assign(b->tensor.values.begin(), b->tensor.values.end());
    }
    auto problem = makeLayerProblem(input->tensor, weights->tensor, hasBias ? &bias : nullptr,
                                    settings->params);
    if (!problem) return refuse(tr("layer"), problem.status());

    Tensor output;
    const auto start = std::chrono::steady_clock::now();
    if (Status s = cpu::convolveLayer(engine, *problem, output, {threads}); !s) {
      return failure(cmd, s);
    }
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    // Finite weights can still sum past the largest float: inf is no result to write.
    if (Status s = checkLayerOutputFinite(*problem, output); !s) {
      return failure(cmd, tr("layer: %1").arg(fromStd(s.message)));
    }
    if (Status s = writeNpyTensor(app::fileNameString(out), output); !s) {
      return failure(cmd, s);
    }
    printOut(
        tr("wrote %1: %2 from %3 and weights %4, %5 %6 ms (measured)\n")
            .arg(out, fromStd(shapeText(output.shape)), fromStd(shapeText(input->tensor.shape)),
                 fromStd(shapeText(weights->tensor.shape)), fromStd(cpu::layerEngineLabel(engine)))
            .arg(ms, 0, 'f', 2));
    return kExitOk;
  }
};

}  // namespace

bool isLayerApply(const QStringList& args) {
  for (const QString& a : args) {
    if (a == QLatin1String("--input") || a.startsWith(QLatin1String("--input=")) ||
        a == QLatin1String("--weights") || a.startsWith(QLatin1String("--weights="))) {
      return true;
    }
  }
  return false;
}

int runApplyLayer(const QStringList& args) {
  return ApplyLayerCommand::run(args);
}

}  // namespace convscope::cli
