#include "gui/gl/platform_probe.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QGuiApplication>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <vector>

namespace convscope::gui {
namespace {

constexpr int kPlatformFailed = 3;
constexpr int kProbeTimeoutMs = 15000;
int g_reportTo = -1;

// Said before QApplication exists, so before any translation is installed: English, as
// gl_check's messages.
class ProbeText {
 public:
  static QString advice() {
    const QString forced = qEnvironmentVariable("QT_QPA_PLATFORM");
    if (!forced.isEmpty())
      return QStringLiteral(
                 "QT_QPA_PLATFORM=%1 names a platform that cannot start here: unset it (X11 is "
                 "the default) or name one that is installed")
          .arg(forced.left(60));
    const QString display = qEnvironmentVariable("DISPLAY");
    if (display.isEmpty() && !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
      return QStringLiteral(
          "WAYLAND_DISPLAY is set but DISPLAY is not: install Qt's Wayland plugin "
          "(Debian: qt6-wayland) and set QT_QPA_PLATFORM=wayland, or set DISPLAY for "
          "XWayland");
    return QStringLiteral(
               "DISPLAY=%1 names no X server this user can reach: check DISPLAY (and xauth), or "
               "run under Xvfb: xvfb-run -a convscope")
        .arg(display.left(60));
  }

  static QString failed(const QString& said) {
    return QStringLiteral("cannot start the display (%1). %2").arg(said, advice());
  }

  static QString timedOut() {
    return QStringLiteral("the display did not answer within %1 s. %2")
        .arg(kProbeTimeoutMs / 1000)
        .arg(advice());
  }
};

// In the child: every warning and the fatal message go to the parent, one per line; the fatal
// one ends the child at once (no abort, so no core dump).
void reportToParent(QtMsgType type, const QMessageLogContext& context, const QString& message) {
  if (type == QtDebugMsg || type == QtInfoMsg) return;
  // Only the platform's own words (qt.qpa.*) and the fatal line: "QStandardPaths:
  // XDG_RUNTIME_DIR not set" and the like are not why it failed.
  const bool platform =
      context.category != nullptr && std::strncmp(context.category, "qt.qpa", 6) == 0;
  if (!platform && type != QtFatalMsg) return;
  QByteArray line = message.toUtf8().simplified();
  line.append('\n');
  [[maybe_unused]] const ssize_t n = ::write(g_reportTo, line.constData(), line.size());
  if (type == QtFatalMsg) ::_exit(kPlatformFailed);
}

[[noreturn]] void runChild(int argc, char** argv, int reportTo) {
  g_reportTo = reportTo;
  const rlimit noCore{0, 0};
  ::setrlimit(RLIMIT_CORE, &noCore);
  const int null = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
  if (null >= 0) {
    ::dup2(null, STDOUT_FILENO);
    ::dup2(null, STDERR_FILENO);
  }
  qInstallMessageHandler(reportToParent);
  int count = argc;
  // Closed as a normal run closes it: a connection dropped by _exit alone made the X server
  // refuse the parent's own connection now and then.
  delete new QGuiApplication(count, argv);
  ::_exit(0);
}

// What the child said, up to its end or the time limit; false on timeout.
bool readReport(int from, QByteArray* said) {
  const auto deadline =
      std::chrono::steady_clock::now() + std::chrono::milliseconds(kProbeTimeoutMs);
  char buffer[4096];
  for (;;) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
                          deadline - std::chrono::steady_clock::now())
                          .count();
    if (left <= 0) return false;
    pollfd p{from, POLLIN, 0};
    const int ready = ::poll(&p, 1, static_cast<int>(left));
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) return false;
    const ssize_t n = ::read(from, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return true;  // the child is gone
    if (said->size() < 64 * 1024) said->append(buffer, n);
  }
}

// Qt's first warning names the cause ("could not connect to display :57", "Could not find the
// Qt platform plugin "wayland" in """); the fatal line after it only says that nothing started.
QString firstCause(const QByteArray& said) {
  const QList<QByteArray> lines = said.split('\n');
  for (const QByteArray& line : lines)
    if (!line.trimmed().isEmpty()) return QString::fromUtf8(line.trimmed()).left(200);
  return QStringLiteral("the Qt platform plugin failed");
}

}  // namespace

QString probePlatform(int argc, char** argv) {
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) return {};  // cannot ask: Qt will say it itself
  std::fflush(nullptr);
  const pid_t child = ::fork();
  if (child < 0) {
    ::close(fds[0]);
    ::close(fds[1]);
    return {};
  }
  if (child == 0) {
    ::close(fds[0]);
    runChild(argc, argv, fds[1]);
  }
  ::close(fds[1]);
  QByteArray said;
  const bool ended = readReport(fds[0], &said);
  ::close(fds[0]);
  if (!ended) ::kill(child, SIGKILL);
  int status = 0;
  while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {
  }
  if (!ended) return ProbeText::timedOut();
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return {};
  return ProbeText::failed(firstCause(said));
}

QString checkScaleFactor() {
  if (!qEnvironmentVariableIsSet("QT_SCALE_FACTOR")) return {};
  const QByteArray text = qgetenv("QT_SCALE_FACTOR");
  if (text.trimmed().isEmpty()) return {};  // Qt ignores an empty value
  bool ok = false;
  const double factor = text.toDouble(&ok);
  // !(a <= f <= b) rather than f < a || f > b: NaN fails every comparison.
  if (ok && std::isfinite(factor) && factor >= kMinScaleFactor && factor <= kMaxScaleFactor)
    return {};
  return QStringLiteral(
             "QT_SCALE_FACTOR=%1 is not a usable scale factor: it must be a number "
             "from %2 to %3 (unset it; render takes --scale N)")
      .arg(QString::fromLocal8Bit(text.left(40)))
      .arg(kMinScaleFactor)
      .arg(kMaxScaleFactor);
}

double environmentScaleFactor() {
  bool ok = false;
  const double factor = qgetenv("QT_SCALE_FACTOR").toDouble(&ok);
  return ok && std::isfinite(factor) && factor > 0 ? factor : 1.0;
}

}  // namespace convscope::gui
