#include "common/conv_options.h"
#include "text/message_text.h"

#include <QCoreApplication>

#include "images/image_source.h"
#include "images/samples.h"

namespace convscope::app {
namespace {

class ConvOptionText {
  Q_DECLARE_TR_FUNCTIONS(ConvOptionText)

 public:
  static Status usage(const QString& message) {
    return Status::error(StatusCode::InvalidArgument, message.toStdString());
  }

  static QString help() {
    QStringList samples;
    for (const SampleInfo& s : sampleList()) samples << s.id;
    QStringList presets;
    for (const KernelPreset& p : kernelPresets()) {
      // The window's wording of each preset (app/gui/widgets/translation.cpp lists them under
      // this context); core's English where there is none.
      const QByteArray description(p.description.data(), qsizetype(p.description.size()));
      presets << QStringLiteral("      %1  %2")
                     .arg(QString::fromUtf8(p.name.data(), p.name.size()), -14)
                     .arg(QCoreApplication::translate("KernelPreset", description.constData()));
    }
    return tr("  --image FILE|SAMPLE   a PNG or JPEG file, or a built-in sample:\n"
              "                        %1\n"
              "                        (digit:N draws digit N; checkerboard:N and gradient:N\n"
              "                        set the side in pixels)\n"
              "  --kernel K            a preset name, or nine numbers in rows such as\n"
              "                        \"1,0,-1; 2,0,-2; 1,0,-1\", optionally followed by a\n"
              "                        divisor: \"1,1,1;1,1,1;1,1,1/9\". Presets:\n"
              "%2\n"
              "  --padding MODE        zero (default), replicate, reflect (the edge pixel is\n"
              "                        not repeated), none (valid: the output shrinks)\n"
              "  --stride N            1..%3 (default 1)\n"
              "  --dilation N          1..%4 (default 1)\n"
              "  --flip                true convolution (kernel turned 180°); the default is\n"
              "                        cross-correlation, what CNN frameworks compute\n"
              "  --channel C           luma (default; Rec. 601 weights), r, g or b\n")
        .arg(samples.join(QStringLiteral(", ")), presets.join(QLatin1Char('\n')))
        .arg(kMaxStride)
        .arg(kMaxDilation);
  }

  static Result<int> parseInt(const QString& name, const QString& text, int low, int high) {
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    if (!ok) {
      return usage(tr("%1 must be a whole number %2..%3, got '%4'")
                       .arg(name)
                       .arg(low)
                       .arg(high)
                       .arg(shown(text)));
    }
    if (value < low || value > high) {
      return usage(tr("%1 must be %2..%3, got %4").arg(name).arg(low).arg(high).arg(value));
    }
    return value;
  }

  static Result<ConvSettings> read(const QCommandLineParser& parser, bool required) {
    ConvSettings settings;
    if (parser.isSet(QStringLiteral("image"))) {
      const QString spec = parser.value(QStringLiteral("image"));
      if (spec.isEmpty()) return usage(tr("--image needs a file name or sample id"));
      settings.imageSpec = spec;
    } else if (required) {
      return usage(tr("--image is required (a file or a sample such as 'camera')"));
    }

    if (parser.isSet(QStringLiteral("kernel"))) {
      const std::string text = parser.value(QStringLiteral("kernel")).toStdString();
      auto kernel = parseKernel(text);
      if (!kernel) {
        return usage(tr("--kernel: %1").arg(QString::fromStdString(kernel.status().message)));
      }
      settings.kernel = std::move(kernel).value();
    } else if (required) {
      return usage(tr("--kernel is required (a preset such as 'sobel-x', or nine numbers)"));
    }

    if (parser.isSet(QStringLiteral("padding"))) {
      const QString name = parser.value(QStringLiteral("padding"));
      const auto padding = paddingFromName(name.toLower().toStdString());
      if (!padding) {
        return usage(
            tr("--padding must be zero, replicate, reflect or none, got '%1'").arg(shown(name)));
      }
      settings.params.padding = *padding;
    }
    if (parser.isSet(QStringLiteral("stride"))) {
      auto stride = parseInt(QStringLiteral("--stride"), parser.value(QStringLiteral("stride")), 1,
                             kMaxStride);
      if (!stride) return stride.status();
      settings.params.stride = *stride;
    }
    if (parser.isSet(QStringLiteral("dilation"))) {
      auto dilation = parseInt(QStringLiteral("--dilation"),
                               parser.value(QStringLiteral("dilation")), 1, kMaxDilation);
      if (!dilation) return dilation.status();
      settings.params.dilation = *dilation;
    }
    settings.params.flip = parser.isSet(QStringLiteral("flip"));
    if (parser.isSet(QStringLiteral("channel"))) {
      const QString name = parser.value(QStringLiteral("channel"));
      const auto pick = channelPickFromName(name);
      if (!pick) return usage(tr("--channel must be luma, r, g or b, got '%1'").arg(shown(name)));
      settings.pick = *pick;
    }
    const Status valid = validateParams(settings.params);
    if (!valid) return usage(QString::fromStdString(valid.message));
    return settings;
  }
};

}  // namespace

void addConvOptions(QCommandLineParser& parser) {
  parser.addOption({QStringLiteral("image"), QString(), QStringLiteral("FILE|SAMPLE")});
  parser.addOption({QStringLiteral("kernel"), QString(), QStringLiteral("K")});
  parser.addOption({QStringLiteral("padding"), QString(), QStringLiteral("MODE")});
  parser.addOption({QStringLiteral("stride"), QString(), QStringLiteral("N")});
  parser.addOption({QStringLiteral("dilation"), QString(), QStringLiteral("N")});
  parser.addOption({QStringLiteral("flip"), QString()});
  parser.addOption({QStringLiteral("channel"), QString(), QStringLiteral("C")});
}

QString convOptionsHelp() {
  return ConvOptionText::help();
}

Result<ConvSettings> readConvSettings(const QCommandLineParser& parser, bool required) {
  return ConvOptionText::read(parser, required);
}

Result<Channel> loadConvInput(const QString& imageSpec, ChannelPick pick) {
  auto image = loadImage(imageSpec);
  if (!image) return image.status();
  return channelFromImage(*image, pick);
}

Result<int> parseIntOption(const QString& name, const QString& text, int low, int high) {
  return ConvOptionText::parseInt(name, text, low, high);
}

}  // namespace convscope::app
