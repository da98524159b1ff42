// The options that describe one convolution, shared by `convscope apply` and `convscope render`:
// --image FILE|SAMPLE, --kernel PRESET|"a,b,c;d,e,f;g,h,i[/N]", --padding, --stride, --dilation,
// --flip, --channel.
#pragma once

#include <optional>

#include <QCommandLineParser>
#include <QString>

#include "convscope/channel.h"
#include "convscope/kernel.h"
#include "convscope/params.h"
#include "convscope/status.h"

namespace convscope::app {

struct ConvSettings {
  std::optional<QString> imageSpec;  // as given; loaded later by loadConvInput
  std::optional<Kernel> kernel;
  ConvParams params;
  ChannelPick pick = ChannelPick::Luma;
};

void addConvOptions(QCommandLineParser& parser);

// The help lines for those options (indented, one option per paragraph), kernel presets listed.
QString convOptionsHelp();

// Validates what the parser read. An error is always the caller's mistake: InvalidArgument with a
// message that starts with the argument's name ("--stride must be 1..4, got 0").
// `required` asks for --image and --kernel to be present.
Result<ConvSettings> readConvSettings(const QCommandLineParser& parser, bool required);

// Loads the image that --image names and picks the channel. Errors name the file.
Result<Channel> loadConvInput(const QString& imageSpec, ChannelPick pick);

// Parses a whole number in [low, high] for option `name`: "--stride must be 1..4, got 0".
Result<int> parseIntOption(const QString& name, const QString& text, int low, int high);

}  // namespace convscope::app
