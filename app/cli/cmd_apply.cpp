// `convscope apply`: one convolution of an image, written as .npy (exact floats) or .png (for
// viewing). Outputs go through app::writeOutputFile (an unnamed file linked into place): a failed
// or killed run leaves none.
#include <chrono>
#include <cmath>

#include <QCoreApplication>

#include "commands.h"
#include "common/cli_support.h"
#include "common/conv_options.h"
#include "common/cuda_reason.h"
#include "common/engine_table.h"
#include "common/output_file.h"
#include "convscope/npy.h"
#include "convscope/problem.h"
#include "images/image_source.h"
#include "images/samples.h"
#include "images/value_mapping.h"
#include "text/file_name.h"
#include "text/message_text.h"

namespace convscope::cli {
namespace {

class ApplyCommand {
  Q_DECLARE_TR_FUNCTIONS(ApplyCommand)

 public:
  static QString usage() {
    return tr(
        "Usage: convscope apply --image FILE|SAMPLE --kernel K [--padding MODE] [--stride N]\n"
        "         [--dilation N] [--flip] [--channel C] [--engine E] --out FILE.npy|FILE.png\n");
  }

  static QString help() {
    return usage() + tr("\nConvolves one channel of an image with a 3×3 kernel.\n\n") +
           app::convOptionsHelp() +
           tr("  --engine E            reference, parallel (default), emulated or cuda; all give\n"
              "                        the same numbers\n"
              "  --out FILE            .npy: float32, shape (height, width), for NumPy\n"
              "                        .png: for viewing, in the window's colours:\n"
              "%1\n"
              "                        (the mapping used is printed after the run)\n"
              "\nExample: convscope apply --image camera --kernel sobel-x --out edges.png\n")
               .arg(app::mappingRules(QStringLiteral("                          ")));
  }

  static int run(const QStringList& args) {
    const QString cmd = QStringLiteral("apply");
    QCommandLineParser parser;
    app::addConvOptions(parser);
    parser.addOption({QStringLiteral("engine"), QString(), QStringLiteral("E")});
    parser.addOption({QStringLiteral("out"), QString(), QStringLiteral("FILE")});
    if (const auto finished = parseArguments(parser, args, cmd, usage(), help())) {
      return *finished;
    }

    auto settings = app::readConvSettings(parser, true);
    if (!settings) return usageError(cmd, fromStd(settings.status().message), usage());

    app::Engine engine = app::baselineEngine();
    if (parser.isSet(QStringLiteral("engine"))) {
      const QString name = parser.value(QStringLiteral("engine"));
      const app::Engine picked = app::engineByName(name);
      if (!picked) {
        return usageError(cmd,
                          tr("--engine must be one of %1, got '%2'")
                              .arg(app::engineNames().join(QStringLiteral(", ")), app::shown(name)),
                          usage());
      }
      engine = picked;
    }

    const QString out = parser.value(QStringLiteral("out"));
    if (!parser.isSet(QStringLiteral("out")) || out.isEmpty()) {
      return usageError(cmd, tr("--out is required (FILE.npy or FILE.png)"), usage());
    }
    const bool png = out.endsWith(QLatin1String(".png"), Qt::CaseInsensitive);
    if (!png && !out.endsWith(QLatin1String(".npy"), Qt::CaseInsensitive)) {
      return usageError(cmd, tr("--out must end in .npy or .png, got '%1'").arg(app::shown(out)),
                        usage());
    }

    // A FIFO, device or read-only target is refused before the work, not after it.
    if (const Status target = app::checkOutputFile(out); !target) return failure(cmd, target);

    const QString& spec = *settings->imageSpec;
    QStringList notes;
    auto input = [&]() -> Result<Channel> {
      const QuietStderr quiet;
      auto image = app::loadImage(spec);
      if (!image) return image.status();
      notes = app::imageNotes(*image);
      return app::channelFromImage(*image, settings->pick);
    }();
    if (!input) {
      // "digit:12" is a mistake in the argument, a corrupt file is not.
      const bool badSample = app::isSampleSpec(spec) && !app::fileExists(spec) &&
                             input.status().code == StatusCode::InvalidArgument;
      if (badSample) {
        return usageError(cmd, tr("--image: %1").arg(fromStd(input.status().message)), usage());
      }
      return failure(cmd, input.status());
    }
    // Only the first frame of an animation, say: the picture alone does not tell.
    for (const QString& note : notes) printErr(tr("convscope apply: note: %1\n").arg(note));
    auto problem = makeProblem(*input, *settings->kernel, settings->params);
    if (!problem) return failure(cmd, problem.status());

    const auto start = std::chrono::steady_clock::now();
    auto output = app::runEngine(*problem, engine);
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (!output) {
      // CUDA's reason in a sentence; the failed call and its place in the source on a line of
      // their own (info --format json keeps CUDA's whole text).
      const app::CudaReason why = app::cudaReasonInWords(output.status());
      const bool cuda = engine->side == app::EngineSide::Gpu;
      QString message =
          tr("%1 engine: %2")
              .arg(app::engineName(engine), cuda ? why.words : fromStd(output.status().message));
      if (cuda && !why.call.isEmpty())
        message += QLatin1Char('\n') + tr("detail: %1").arg(why.call);
      return failure(cmd, message);
    }

    // The kernel's guard bounds every sum of pixels 0..255; this holds if that bound ever does
    // not, so an inf output is an error and never a flat black PNG.
    const ValueRange range = valueRange(*output);
    if (!std::isfinite(range.min) || !std::isfinite(range.max)) {
      return failure(cmd, tr("the sums overflowed the float range (±3.4e38): the output holds "
                             "inf or NaN; scale the kernel's weights down"));
    }

    QString mappingNote;
    Status written;
    if (png) {
      // The window's mapping for this output and kernel, so the PNG shows what the window shows.
      const app::ValueMapping mapping = app::mappingFor(*output, *settings->kernel);
      written = app::writePngFile(out, app::channelToImage(*output, mapping));
      mappingNote = tr(", PNG mapping: %1").arg(app::mappingDescription(mapping));
    } else {
      written = writeNpy(app::fileNameString(out), *output);
    }
    if (!written) return failure(cmd, written);

    printOut(tr("wrote %1: %2×%3 from %4×%5 input, %6 engine %7 ms, values %8..%9%10\n")
                 .arg(out)
                 .arg(output->width)
                 .arg(output->height)
                 .arg(input->width)
                 .arg(input->height)
                 .arg(app::engineName(engine))
                 .arg(ms, 0, 'f', 2)
                 .arg(range.min, 0, 'g', 6)
                 .arg(range.max, 0, 'g', 6)
                 .arg(mappingNote));
    return kExitOk;
  }
};

}  // namespace

int runApply(const QStringList& args) {
  if (isLayerApply(args)) return runApplyLayer(args);
  return ApplyCommand::run(args);
}

}  // namespace convscope::cli
