// Writes a Channel as a NumPy .npy file (float32, shape (height, width)).
#pragma once

#include <string>

#include "convscope/atomic_file.h"
#include "convscope/channel.h"
#include "convscope/status.h"

namespace convscope {

// Streams the header and the channel's own buffer through an AtomicFile (no second copy of a
// 1 GiB image in memory); a failed run leaves no output and nothing beside it.
Status writeNpy(const std::string& path, const Channel& channel);

// Reads back what writeNpy writes (float32, C order, 2-D); for tests and round trips.
Result<Channel> readNpy(const std::string& path);

}  // namespace convscope
