// Chooses between the window and the command line; the work lives in app/gui and app/cli.
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstring>

#include "cli/cli.h"
#include "common/runtime_dir.h"
#include "gui/gui_entry.h"
#include "gui/lessons/lesson_arguments.h"
#include "gui/widgets/translation.h"

namespace {

// `convscope photo.jpg` (or `convscope --lang zh_CN photo.jpg`): no subcommand, and a file.
bool opensFile(int argc, char** argv) {
  return argc >= 2 && !convscope::cli::isSubcommand(argv[1]) &&
         !convscope::gui::fileFromArguments(argc, argv).isEmpty();
}

// A standard stream the caller closed (`2>&-`, `>&-`) gets /dev/null, first of all: otherwise the
// next file the process opens (the X connection) takes descriptor 1 or 2, and a message written
// "to stderr" lands in the X protocol stream, which then waits forever for a reply.
void openClosedStandardStreams() {
  for (int fd = 0; fd <= 2; ++fd) {
    if (fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
    const int opened = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY);
    if (opened >= 0 && opened != fd) {
      dup2(opened, fd);
      close(opened);
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  openClosedStandardStreams();
  convscope::app::ensurePrivateRuntimeDir();
  // Under `ulimit -f` a write past the limit then fails with EFBIG, which every output reports
  // and recovers from (the old file kept), instead of the signal killing the process mid-write.
  std::signal(SIGXFSZ, SIG_IGN);
  if (argc < 2 || convscope::gui::onlyLanguageArguments(argc, argv) ||
      convscope::lessons::onlyLessonWindowArguments(argc, argv) || opensFile(argc, argv))
    return convscope::gui::runWindow(argc, argv);
  if (std::strcmp(argv[1], "render") == 0) return convscope::gui::runRender(argc, argv);
  // Everything else needs no display: subcommands, --help, --version.
  return convscope::cli::run(argc, argv);
}
