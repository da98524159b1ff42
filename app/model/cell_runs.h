// Who ran each block (or CPU tile) of a launch, and when, by block id: what the replay and the
// overlay's unit colours read. Part of the model, so the replay needs nothing from gl/.
#pragma once

#include <vector>

namespace convscope::model {

struct CellRuns {
  std::vector<int> unit;  // -1: not recorded
  std::vector<float> startUs;
  std::vector<float> endUs;
};

}  // namespace convscope::model
