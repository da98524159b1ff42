// `convscope <subcommand> ...` without a window: apply, bench, map, info, --help, --version.
#pragma once

namespace convscope::cli {

// Creates the QCoreApplication, runs the subcommand and returns the exit code:
// 0 success, 1 a runtime failure (missing file, corrupt image, no device), 2 bad arguments.
int run(int argc, char** argv);

// `name` is one of the subcommands (render included), or --help/--version: never a file to open,
// even where a file of that name exists.
bool isSubcommand(const char* name);

}  // namespace convscope::cli
