// libFuzzer: the option parsers — sizes and blocks (WxH), whole numbers, and the convolution
// options as a command line (NUL-separated arguments: --image, --kernel, --padding, --stride,
// --dilation, --channel, sample specs such as digit:7 or gradient:512).
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStringList>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "common/conv_options.h"
#include "convscope/launch_geometry.h"
#include "images/samples.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static int argc = 1;
  static char name[] = "fuzz_options";
  static char* argv[] = {name, nullptr};
  static QCoreApplication app(argc, argv);

  const std::string_view text(reinterpret_cast<const char*>(data), size);
  if (auto d = convscope::parseDim2(text)) {
    if (auto launch = convscope::makeLaunch(*d, {16, 16})) {
      // 64-bit arithmetic: counts are never negative, efficiency stays within (0, 1].
      if (launch->grid.x < 1 || launch->grid.y < 1 || launch->idleThreads() < 0) std::abort();
      const double e = launch->warpEfficiency();
      if (!(e > 0 && e <= 1)) std::abort();
      (void)convscope::checkCudaGridLimits(*launch);
    }
  }

  const QString all = QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
  (void)convscope::app::parseIntOption(QStringLiteral("--stride"), all, 1, 4);

  QStringList args = all.split(QChar(u'\0'));
  args.prepend(QStringLiteral("convscope"));
  QCommandLineParser parser;
  convscope::app::addConvOptions(parser);
  if (!parser.parse(args)) return 0;
  const auto settings = convscope::app::readConvSettings(parser, false);
  if (!settings || !settings->imageSpec) return 0;
  // Samples are made in memory; files are left to fuzz_image.
  const QString spec = *settings->imageSpec;
  if (convscope::app::isSampleSpec(spec) && !spec.contains(QLatin1Char('/'))) {
    const auto image = convscope::app::loadSample(spec);
    if (image && image->isNull()) std::abort();  // a value that is not an image
  }
  return 0;
}
