#include "cli.h"
#include "text/file_name.h"
#include "text/language.h"
#include "text/message_text.h"
#include "text/number_text.h"

#include <cstdio>
#include <cstring>
#include <memory>
#include <new>

#include <QApplication>
#include <QCoreApplication>
#include <QGuiApplication>

#include "commands.h"
#include "common/cli_support.h"
#include "convscope/atomic_file.h"
#include "convscope/cpu_info.h"

namespace convscope::cli {
namespace {

class Dispatcher {
  Q_DECLARE_TR_FUNCTIONS(Dispatcher)

 public:
  static QString usage() {
    return tr(
        "Usage: convscope                 open the window\n"
        "       convscope render ...      render the window to a PNG (see render --help)\n"
        "       convscope apply ...       convolve an image, write .npy or .png\n"
        "       convscope apply --input ... convolve a layer of .npy tensors (as PyTorch)\n"
        "       convscope bench ...       time the engines against a memory copy\n"
        "       convscope sweep ...       time per image side, CPU against GPU, and the chart\n"
        "       convscope network vgg16   VGG-16's 13 conv layers: CPU here, GPU, published\n"
        "       convscope train ...       train a small CNN on Fashion-MNIST, step by step\n"
        "       convscope map ...         how a CUDA launch covers an image\n"
        "       convscope info            CPU, CUDA device and GPU path of this machine\n"
        "       convscope lessons         the chapters of the lesson mode (--lang zh_CN)\n"
        "       convscope --lesson N      open the window at lesson chapter N\n"
        "       convscope FILE            open the window showing that image\n"
        "       convscope --version\n");
  }

  static QString fewerThreads(const ThreadShortfall& fewer) {
    return tr("convscope: note: only %1 of %2 threads could start (%3); the work ran on %1\n")
        .arg(fewer.started)
        .arg(fewer.asked)
        .arg(QString::fromStdString(fewer.reason));
  }

  static QString help() {
    return tr("ConvScope %1: see why convolution runs on GPUs.\n\n")
               .arg(QStringLiteral(CONVSCOPE_VERSION)) +
           usage() +
           tr("\nEvery subcommand takes --help and --lang en|zh_CN. Exit codes: 0 done, 1 the "
              "work\n"
              "failed (a missing file, a corrupt image, no CUDA device), 2 the arguments were "
              "wrong.\n");
  }

  // `convscope --lesson 3 extra` is the window's options with something else among them: that
  // something, not "--lesson", is what was wrong. Empty when args do not start with them.
  static QString strayWindowArgument(const QStringList& args) {
    const auto windowOption = [](const QString& a) {
      return a == QLatin1String("--lesson") || a == QLatin1String("--lang");
    };
    const auto windowOptionWithValue = [](const QString& a) {
      return a.startsWith(QLatin1String("--lesson=")) || a.startsWith(QLatin1String("--lang="));
    };
    if (args.isEmpty() || !(windowOption(args.first()) || windowOptionWithValue(args.first())))
      return {};
    for (qsizetype i = 0; i < args.size(); ++i) {
      if (windowOption(args[i])) {
        ++i;  // its value
        continue;
      }
      if (!windowOptionWithValue(args[i])) return args[i];
    }
    return {};
  }

  static int run(const QStringList& args) {
    // main.cpp sends `convscope` alone to the window; this stays for a direct caller.
    if (args.isEmpty()) {
      printOut(help());
      return kExitOk;
    }
    // `convscope --lang zh_CN --help`: the language was installed already (run() below).
    QStringList given = args;
    while (!given.isEmpty() && given.first().startsWith(QLatin1String("--lang"))) {
      const bool separateValue = given.first() == QLatin1String("--lang");
      given.removeFirst();
      if (separateValue && !given.isEmpty()) given.removeFirst();
    }
    if (given.isEmpty()) {
      printOut(help());
      return kExitOk;
    }
    const QString command = given.first();
    const QStringList rest = given.mid(1);
    if (command == QLatin1String("apply")) return runApply(rest);
    if (command == QLatin1String("bench")) return runBench(rest);
    if (command == QLatin1String("network")) return runNetwork(rest);
    if (command == QLatin1String("sweep")) return runSweep(rest);
    if (command == QLatin1String("map")) return runMap(rest);
    if (command == QLatin1String("info")) return runInfo(rest);
    if (command == QLatin1String("lessons")) return runLessons(rest);
    if (command == QLatin1String("train")) return runTrain(rest);
    if (command == QLatin1String("--help") || command == QLatin1String("-h") ||
        command == QLatin1String("help")) {
      printOut(help());
      return kExitOk;
    }
    if (command == QLatin1String("--version") || command == QLatin1String("-v")) {
      printOut(QStringLiteral("convscope %1\n").arg(QStringLiteral(CONVSCOPE_VERSION)));
      return kExitOk;
    }
    // `convscope folder/`, `convscope /dev/zero`: the window's file argument, naming something
    // that exists but is no file to open, is not a subcommand: say what it is instead.
    const QString stray = strayWindowArgument(args);
    const QString path = stray.isEmpty() ? command : stray;
    if (!path.startsWith(QLatin1Char('-'))) {
      const Status file = checkInputFile(app::fileNameString(path));
      if (file.code == StatusCode::InvalidArgument) {
        printErr(tr("convscope: %1; the window opens an image file (PNG, JPEG, ...)\n")
                     .arg(fromStd(file.message)));
        return kExitFailure;
      }
    }
    if (!stray.isEmpty()) {
      printErr(tr("convscope: unexpected argument '%1': the window takes only --lesson N and "
                  "--lang L\n")
                   .arg(app::shown(stray)) +
               usage());
      return kExitUsage;
    }
    printErr(tr("convscope: unknown subcommand '%1'\n").arg(app::shown(command)) + usage());
    return kExitUsage;
  }
};

// Every failure reaches the user as one line from the subcommand; Qt's own warnings (libpng's
// complaints about a corrupt file, for one) would only repeat it less clearly. CONVSCOPE_DEBUG=1
// lets them through.
void quietMessages(QtMsgType type, const QMessageLogContext& context, const QString& message) {
  static const bool verbose = qEnvironmentVariableIntValue("CONVSCOPE_DEBUG") != 0;
  if (!verbose && (type == QtDebugMsg || type == QtInfoMsg || type == QtWarningMsg)) return;
  std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
}

}  // namespace

bool isSubcommand(const char* name) {
  static constexpr const char* kNames[] = {"render", "apply",  "bench",     "sweep", "network",
                                           "map",    "info",   "lessons",   "train", "help",
                                           "-h",     "--help", "--version", "-v"};
  for (const char* n : kNames)
    if (std::strcmp(name, n) == 0) return true;
  return false;
}

int run(int argc, char** argv) {
  qInstallMessageHandler(quietMessages);
  // sweep draws its chart with Qt Charts, which are widgets: a QApplication on the offscreen
  // platform, so it needs no display. info asks the display's OpenGL for its renderer: a
  // QGuiApplication on xcb when DISPLAY is set (offscreen after it, so an X server that cannot
  // be reached is a sentence, not an abort). Every other subcommand stays a QCoreApplication.
  std::unique_ptr<QCoreApplication> application;
  if (argc >= 2 && std::strcmp(argv[1], "sweep") == 0) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    application = std::make_unique<QApplication>(argc, argv);
  } else if (argc >= 2 && std::strcmp(argv[1], "info") == 0 &&
             !qEnvironmentVariableIsEmpty("DISPLAY")) {
    qputenv("QT_QPA_PLATFORM", "xcb;offscreen");
    application = std::make_unique<QGuiApplication>(argc, argv);
  } else {
    application = std::make_unique<QCoreApplication>(argc, argv);
  }
  app::useCNumbers();
  QCoreApplication::setApplicationName(QStringLiteral("convscope"));
  QCoreApplication::setApplicationVersion(QStringLiteral(CONVSCOPE_VERSION));
  // Before any text is made: every subcommand's help and messages follow --lang, else the
  // locale, as the window and `render` do.
  const app::LanguageRequest language = app::languageFromArguments(argc, argv);
  if (!language.error.isEmpty()) {
    printErr(QStringLiteral("convscope: %1\n").arg(language.error));
    return kExitUsage;
  }
  app::installTranslations(*application, language.language);
  // Decoded from argv so that a file name that is not UTF-8 keeps its bytes (text/file_name.h).
  const QStringList args = app::argumentsFromArgv(argc, argv).mid(1);
  // The last boundary: a subcommand that runs out of memory somewhere not guarded closer (Qt
  // containers, a huge message) ends with a line and exit 1, not an abort.
  try {
    // Output that never reached stdout (`> /dev/full`) makes the command a failure.
    const int code = finishOutput(args.value(0), Dispatcher::run(args));
    // RLIMIT_NPROC or a tight address space let fewer threads start than the engines asked for.
    if (const std::optional<ThreadShortfall> fewer = threadShortfall())
      printErr(Dispatcher::fewerThreads(*fewer));
    return code;
  } catch (const std::bad_alloc&) {
    return failure(args.value(0), QStringLiteral("out of memory"));
  }
}

}  // namespace convscope::cli
