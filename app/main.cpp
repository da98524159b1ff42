// Chooses between the window and the command line; the work lives in app/gui and app/cli.
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

}  // namespace

int main(int argc, char** argv) {
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
