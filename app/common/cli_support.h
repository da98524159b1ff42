// What every subcommand shares: exit codes, stdout/stderr, argument errors, number parsing.
#pragma once

#include <optional>
#include <variant>

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include "common/conv_options.h"
#include "convscope/status.h"

namespace convscope::cli {

constexpr int kExitOk = 0;
constexpr int kExitFailure = 1;  // the arguments were fine, the work was not possible
constexpr int kExitUsage = 2;    // the arguments were wrong

void printOut(const QString& text);  // UTF-8 to stdout, as is
void printErr(const QString& text);  // UTF-8 to stderr, as is

// Flushes stdout and says whether every byte printed reached it (`> /dev/full`, a closed pipe,
// a full disk make a write fail). A command whose output was lost has failed, as in coreutils:
// the caller turns `false` into "cannot write to standard output" and exit 1. `why` gets errno's
// text.
bool stdoutWritten(QString* why);

// Gives `code` back unless stdout lost output: then the one line for `command` and exit 1.
int finishOutput(const QString& command, int code);

// "convscope apply: <message>" then the usage; returns kExitUsage.
int usageError(const QString& command, const QString& message, const QString& usage);

// "convscope apply: <message>" on stderr; returns kExitFailure.
int failure(const QString& command, const QString& message);
int failure(const QString& command, const Status& status);

// Parses `args` (without the subcommand name) with --help/-h added. Returns the exit code when
// the command is already finished: help printed (0), or an unknown option, a missing value or a
// stray positional argument reported as a usage error (2). An option given twice is a usage
// error too: whichever one was meant, the other would be silently dropped. Returns nothing when it
// should run.
std::optional<int> parseArguments(QCommandLineParser& parser, const QStringList& args,
                                  const QString& command, const QString& usage,
                                  const QString& help);

enum class OutputFormat { Text, Csv, Json };
// Reads --format from the allowed set ("table" counts as Text); on error fills `message`.
bool readFormat(const QCommandLineParser& parser, const QStringList& allowed, OutputFormat* format,
                QString* message);

QString fromStd(const std::string& text);

// The front of a subcommand that makes its own images (bench, sweep): --image and --channel are
// refused, --format is one of table, text, csv, json, and the convolution options are read.
struct SyntheticRun {
  OutputFormat format = OutputFormat::Text;
  app::ConvSettings settings;
};
// The run's options, or the exit code of the usage error already reported.
std::variant<SyntheticRun, int> readSyntheticRun(const QCommandLineParser& parser,
                                                 const QString& command, const QString& usage);

// Sends stderr to /dev/null while alive. libpng prints its own "libpng error: ..." line straight
// to stderr when Qt decodes a corrupt PNG; the subcommand's one line says it better.
class QuietStderr {
 public:
  QuietStderr();
  ~QuietStderr();
  QuietStderr(const QuietStderr&) = delete;
  QuietStderr& operator=(const QuietStderr&) = delete;

 private:
  int m_saved = -1;
};

}  // namespace convscope::cli
