// `convscope` as the tests build it: the test engine registered (test_copy_engine.h), then the
// program's own command-line entry, so what its subcommands list comes from the one table.
#include <cstdio>

#include "cli/cli.h"
#include "test_copy_engine.h"

int main(int argc, char** argv) {
  if (!convscope::testing::registerTestCopyEngine()) {
    std::fprintf(stderr, "the test engine's name is taken\n");
    return 1;
  }
  return convscope::cli::run(argc, argv);
}
