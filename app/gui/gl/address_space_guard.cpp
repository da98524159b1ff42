#include "gui/gl/address_space_guard.h"

#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <QCoreApplication>
#include <cerrno>
#include <cstdio>

#include "text/language.h"
#include "text/number_text.h"

namespace convscope::gui {
namespace {

class AddressSpaceText {
  Q_DECLARE_TR_FUNCTIONS(AddressSpaceText)

 public:
  static QString limit(rlim_t bytes) {
    return tr("the address-space limit of %1 (ulimit -v %2)")
        .arg(app::byteText(static_cast<double>(bytes)))
        .arg(static_cast<unsigned long long>(bytes / 1024));
  }
  static QString advice(rlim_t bytes) {
    return tr("The address-space limit of %1 (ulimit -v %2) leaves too little for the window "
              "and OpenGL's driver (Mesa maps large regions): raise it, or lift it with "
              "'ulimit -v unlimited'")
        .arg(app::byteText(static_cast<double>(bytes)))
        .arg(static_cast<unsigned long long>(bytes / 1024));
  }
  static QString crashed(const char* signal, rlim_t bytes) {
    return tr("ended by %1 under %2: OpenGL's driver (Mesa) and the window need more address "
              "space than that, and the driver fails without saying so; raise the limit, or lift "
              "it with 'ulimit -v unlimited'")
        .arg(QString::fromLatin1(signal), limit(bytes));
  }
  static QString noThread(rlim_t bytes) {
    return tr("a thread could not start under %1: its stack does not fit, and the drawing "
              "would wait for it forever; raise the limit, or lift it with 'ulimit -v unlimited'")
        .arg(limit(bytes));
  }
};

volatile sig_atomic_t g_child = 0;

// In the child: Qt's thread pool, which the raster engine hands large fills to, does not check
// that its thread started, and then waits for the task forever (Qt 6.4). The warning that comes
// first ends the work with the limit's sentence instead of a hang.
const char* g_command = "convscope";
rlim_t g_limit = 0;
QtMessageHandler g_previousHandler = nullptr;

void endWhenAThreadCannotStart(QtMsgType type, const QMessageLogContext& context,
                               const QString& message) {
  if (message.startsWith(QLatin1String("QThread::start: Thread creation error"))) {
    std::fprintf(stderr, "%s: %s\n", g_command, qPrintable(AddressSpaceText::noThread(g_limit)));
    // At once: other threads are mid-work, and nothing has been written (outputs are staged).
    ::_exit(1);
  }
  if (g_previousHandler != nullptr) g_previousHandler(type, context, message);
}

// A signal sent to this process by its pid (kill, a test's timeout) is passed on: the child does
// the work. One the terminal sends (Ctrl-C, a hang-up) went to the child's process group too.
void passOn(int signal, siginfo_t* info, void*) {
  if (info != nullptr && info->si_code > 0) return;
  if (g_child > 0) ::kill(static_cast<pid_t>(g_child), signal);
}

constexpr int kPassedOn[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};

// What a crash looks like from outside: the signals a failed mapping ends the driver with.
const char* crashName(int signal) {
  switch (signal) {
    case SIGSEGV:
      return "SIGSEGV";
    case SIGBUS:
      return "SIGBUS";
    case SIGABRT:
      return "SIGABRT";
    case SIGILL:
      return "SIGILL";
    case SIGFPE:
      return "SIGFPE";
    case SIGTRAP:
      return "SIGTRAP";
    default:
      return nullptr;
  }
}

std::optional<rlim_t> addressSpaceLimit() {
  rlimit limit{};
  if (::getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return std::nullopt;
  return limit.rlim_cur;
}

}  // namespace

std::optional<int> runUnderAddressSpaceGuard(int argc, char** argv, const char* command) {
  const std::optional<rlim_t> limit = addressSpaceLimit();
  if (!limit) return std::nullopt;
  std::fflush(nullptr);
  const pid_t parent = ::getpid();
  const pid_t child = ::fork();
  if (child < 0) return std::nullopt;
  if (child == 0) {
    // A parent killed outright (SIGKILL) takes the work with it, as a single process would end.
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() != parent) ::_exit(1);
    g_command = command;
    g_limit = *limit;
    g_previousHandler = qInstallMessageHandler(endWhenAThreadCannotStart);
    return std::nullopt;
  }
  g_child = child;
  struct sigaction action {};
  action.sa_sigaction = passOn;
  action.sa_flags = SA_SIGINFO | SA_RESTART;
  sigemptyset(&action.sa_mask);
  for (const int signal : kPassedOn) ::sigaction(signal, &action, nullptr);
  int status = 0;
  while (::waitpid(child, &status, 0) < 0) {
    if (errno != EINTR) return 1;
  }
  g_child = 0;
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  const int signal = WTERMSIG(status);
  const char* name = crashName(signal);
  if (name == nullptr) {
    // Ended from outside (a signal passed on, SIGKILL): this process ends the same way, so the
    // shell sees what it would have seen without the child.
    ::signal(signal, SIG_DFL);
    ::raise(signal);
    return 128 + signal;
  }
  // Only now, and only for the one line: the child had the work, and the language it chose.
  int count = argc;
  QCoreApplication application(count, argv);
  app::installTranslations(application, app::languageFromArguments(argc, argv).language);
  std::fprintf(stderr, "%s: %s\n", command, qPrintable(AddressSpaceText::crashed(name, *limit)));
  return 1;
}

QString addressSpaceLimitAdvice() {
  const std::optional<rlim_t> limit = addressSpaceLimit();
  return limit ? AddressSpaceText::advice(*limit) : QString();
}

}  // namespace convscope::gui
