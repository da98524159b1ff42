// How many times this process has derived a problem (makeProblem), a launch (makeLaunch) and one
// side of an output (outputExtent). Each has one source of truth in the window, its model: tests
// count these to hold that one change derives each once, not once per part that shows it.
// Relaxed atomic counts, a few nanoseconds per derivation; only tests read them.
#pragma once

namespace convscope {

enum class Derivation { Problem, Launch, OutputExtent };

long long derivationCount(Derivation what);
// Called by the three functions above, and by nothing else.
void countDerivation(Derivation what);

}  // namespace convscope
