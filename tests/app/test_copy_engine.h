// An engine that exists only in the tests: the reference loop under another name, registered
// in the engine table before the program reads it. Bench, sweep and the window's timing panel
// then list it with no file of app/ changed: the table is the one list of engines.
#pragma once

#include "common/engine_table.h"
#include "convscope/engines.h"

namespace convscope::testing {

inline constexpr char kTestEngine[] = "test-copy";
inline constexpr char kTestEngineLabel[] = "Test copy";

inline bool registerTestCopyEngine() {
  app::EngineEntry entry;
  entry.name = kTestEngine;
  entry.label = kTestEngineLabel;
  entry.workbench = true;
  entry.slow = true;
  entry.run = [](const ConvProblem& problem, Channel& output, const app::EngineRun& how) {
    return convolveReference(problem, output, how.control);
  };
  return app::registerEngine(entry);
}

}  // namespace convscope::testing
