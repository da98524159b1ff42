// One IDX file (LeCun's MNIST format) through zlib's gzip reader, which also passes plain files
// through: the magic and the dimensions it declares, then exactly that many bytes.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "convscope/status.h"

namespace convscope::train {

struct IdxFile {
  std::vector<std::uint32_t> dims;
  std::vector<std::uint8_t> data;
};

// `magic` 0x00000803 (images: count, rows, cols) or 0x00000801 (labels: count). A missing
// file is an IoError naming the path and the Debian package; anything else names the check.
Result<IdxFile> readIdxFile(const std::string& path, std::uint32_t magic);

}  // namespace convscope::train
