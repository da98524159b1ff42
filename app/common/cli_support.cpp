#include "common/cli_support.h"
#include "text/message_text.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <QCoreApplication>

namespace convscope::cli {
namespace {

class CliText {
  Q_DECLARE_TR_FUNCTIONS(CliText)

 public:
  static QString unexpected(const QString& arg) {
    return tr("unexpected argument '%1'").arg(app::shown(arg));
  }
  static QString seeHelp(const QString& command) {
    return tr("Try 'convscope %1 --help' for details.").arg(command);
  }
  static QString badFormat(const QStringList& allowed, const QString& got) {
    return tr("--format must be %1, got '%2'")
        .arg(allowed.join(QStringLiteral("|")), app::shown(got));
  }
};

// The first errno of a failed write to stdout; 0 while all went out.
int g_stdoutError = 0;

void write(std::FILE* stream, const QString& text) {
  const QByteArray bytes = text.toUtf8();
  const size_t written =
      std::fwrite(bytes.constData(), 1, static_cast<size_t>(bytes.size()), stream);
  const bool flushed = std::fflush(stream) == 0;
  if (stream == stdout && (written != static_cast<size_t>(bytes.size()) || !flushed) &&
      g_stdoutError == 0)
    g_stdoutError = errno != 0 ? errno : EIO;
}

}  // namespace

void printOut(const QString& text) {
  write(stdout, text);
}
void printErr(const QString& text) {
  write(stderr, text);
}

bool stdoutWritten(QString* why) {
  if (std::fflush(stdout) != 0 && g_stdoutError == 0) g_stdoutError = errno != 0 ? errno : EIO;
  if (std::ferror(stdout) != 0 && g_stdoutError == 0) g_stdoutError = EIO;
  if (g_stdoutError == 0) return true;
  if (why != nullptr) *why = QString::fromLocal8Bit(std::strerror(g_stdoutError));
  return false;
}

int finishOutput(const QString& command, int code) {
  QString why;
  if (stdoutWritten(&why)) return code;
  failure(command, CliText::tr("cannot write to standard output: %1").arg(why));
  return kExitFailure;
}

int usageError(const QString& command, const QString& message, const QString& usage) {
  printErr(QStringLiteral("convscope %1: %2\n%3%4\n")
               .arg(command, app::cappedMessage(message), usage, CliText::seeHelp(command)));
  return kExitUsage;
}

int failure(const QString& command, const QString& message) {
  printErr(QStringLiteral("convscope %1: %2\n").arg(command, app::cappedMessage(message)));
  return kExitFailure;
}

int failure(const QString& command, const Status& status) {
  return failure(command, fromStd(status.message));
}

std::optional<int> parseArguments(QCommandLineParser& parser, const QStringList& args,
                                  const QString& command, const QString& usage,
                                  const QString& help) {
  parser.addOption({{QStringLiteral("h"), QStringLiteral("help")}, QString()});
  // Every subcommand takes --lang: its help and messages are in that language (app::run
  // installed it from argv already); lessons also lists its chapters in it.
  parser.addOption({QStringLiteral("lang"), QString(), QStringLiteral("LANG")});
  // QCommandLineParser expects the program name first.
  QStringList full = args;
  full.prepend(QStringLiteral("convscope"));
  if (!parser.parse(full)) return usageError(command, parser.errorText(), usage);
  if (parser.isSet(QStringLiteral("help"))) {
    printOut(help);
    return kExitOk;
  }
  QStringList seen;
  for (const QString& name : parser.optionNames()) {
    // -h and --help are one option; every other name has one spelling.
    if (seen.contains(name) && name != QLatin1String("h") && name != QLatin1String("help")) {
      const QStringList given = parser.values(name);
      QStringList quoted;
      for (const QString& v : given) quoted << QStringLiteral("'%1'").arg(app::shown(v.left(40)));
      return usageError(command,
                        given.isEmpty()
                            ? CliText::tr("--%1 is given more than once: give it once").arg(name)
                            : CliText::tr("--%1 is given %2 times (%3): give it once")
                                  .arg(name)
                                  .arg(given.size())
                                  .arg(quoted.join(QStringLiteral(", "))),
                        usage);
    }
    seen << name;
  }
  if (!parser.positionalArguments().isEmpty()) {
    return usageError(command, CliText::unexpected(parser.positionalArguments().first()), usage);
  }
  return std::nullopt;
}

bool readFormat(const QCommandLineParser& parser, const QStringList& allowed, OutputFormat* format,
                QString* message) {
  *format = OutputFormat::Text;
  if (!parser.isSet(QStringLiteral("format"))) return true;
  const QString value = parser.value(QStringLiteral("format")).toLower();
  if (!allowed.contains(value)) {
    *message = CliText::badFormat(allowed, parser.value(QStringLiteral("format")));
    return false;
  }
  if (value == QLatin1String("csv")) *format = OutputFormat::Csv;
  if (value == QLatin1String("json")) *format = OutputFormat::Json;
  return true;
}

QString fromStd(const std::string& text) {
  return QString::fromStdString(text);
}

std::variant<SyntheticRun, int> readSyntheticRun(const QCommandLineParser& parser,
                                                 const QString& command, const QString& usage) {
  for (const char* imageOnly : {"image", "channel"}) {
    if (parser.isSet(QString::fromLatin1(imageOnly)))
      return usageError(command,
                        CliText::tr("--%1 is not used by %2: it makes its own images")
                            .arg(QString::fromLatin1(imageOnly), command),
                        usage);
  }
  SyntheticRun run;
  QString message;
  if (!readFormat(parser,
                  {QStringLiteral("table"), QStringLiteral("text"), QStringLiteral("csv"),
                   QStringLiteral("json")},
                  &run.format, &message))
    return usageError(command, message, usage);
  auto settings = app::readConvSettings(parser, false);
  if (!settings) return usageError(command, fromStd(settings.status().message), usage);
  run.settings = std::move(settings).value();
  return run;
}

QuietStderr::QuietStderr() {
  if (qEnvironmentVariableIntValue("CONVSCOPE_DEBUG") != 0) return;
  std::fflush(stderr);
  const int null = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
  if (null < 0) return;
  m_saved = ::dup(STDERR_FILENO);
  if (m_saved >= 0) ::dup2(null, STDERR_FILENO);
  ::close(null);
}

QuietStderr::~QuietStderr() {
  if (m_saved < 0) return;
  std::fflush(stderr);
  ::dup2(m_saved, STDERR_FILENO);
  ::close(m_saved);
}

}  // namespace convscope::cli
