// Writes a Channel as a NumPy .npy file (float32, shape (height, width)).
#pragma once

#include <string>

#include "convscope/channel.h"
#include "convscope/status.h"

namespace convscope {

// Writes to a temporary file beside `path` and renames it into place, so a failed run leaves
// no half-written output.
Status writeNpy(const std::string& path, const Channel& channel);

// Reads back what writeNpy writes (float32, C order, 2-D); for tests and round trips.
Result<Channel> readNpy(const std::string& path);

// Writes bytes to `path` through a temporary file and a rename. Shared by every writer.
Status writeFileAtomically(const std::string& path, const std::string& bytes);

}  // namespace convscope
