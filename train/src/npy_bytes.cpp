#include "npy_bytes.h"

#include <cstring>

#include "convscope/npy_header.h"

namespace convscope::train {

std::string npyBytes(const std::vector<int>& dims, const std::vector<float>& values) {
  std::string out = npyPreamble(dims);
  // Little-endian floats are the host's own bytes on every machine this builds for.
  out.append(reinterpret_cast<const char*>(values.data()), values.size() * sizeof(float));
  return out;
}

Status parseNpyBytes(const std::string& bytes, std::vector<int>& dims, std::vector<float>& values) {
  const auto bad = [](const std::string& why) {
    return Status::error(StatusCode::InvalidArgument, why);
  };
  if (bytes.size() < 10 || bytes.compare(0, 6, "\x93NUMPY") != 0) return bad("not a .npy array");
  const int major = static_cast<unsigned char>(bytes[6]);
  size_t headerLength = 0, start = 0;
  if (major == 1) {
    headerLength = static_cast<unsigned char>(bytes[8]) | static_cast<unsigned char>(bytes[9]) << 8;
    start = 10;
  } else if (major == 2 || major == 3) {
    if (bytes.size() < 12) return bad("a cut-short header");
    for (int i = 0; i < 4; ++i)
      headerLength |= size_t(static_cast<unsigned char>(bytes[8 + i])) << (8 * i);
    start = 12;
  } else {
    return bad(".npy version " + std::to_string(major) + " is not read");
  }
  if (start + headerLength > bytes.size()) return bad("a cut-short header");
  const std::string header = bytes.substr(start, headerLength);
  // core's parse of the dict and the shape, with this reader's own words for what is wrong.
  auto dict = parseNpyHeaderDict(header);
  if (!dict) return bad(dict.status().message);
  const std::string& shape = dict->shape;
  if (dict->descr != "'<f4'") return bad("dtype " + dict->descr + ", expected '<f4' (float32)");
  if (dict->fortranOrder != "False") return bad("Fortran order; expected C order");
  auto parsed = parseNpyShape(shape);
  if (!parsed) return bad("an unreadable shape " + shape);
  dims = std::move(parsed).value();
  long long count = 1;
  for (int d : dims) {
    count *= d;
    if (count > (1LL << 28)) return bad("shape " + shape + " is too large");
  }
  const size_t data = start + headerLength;
  if (bytes.size() - data != static_cast<size_t>(count) * sizeof(float)) {
    return bad("shape " + shape + " needs " + std::to_string(count * 4) + " bytes of data, not " +
               std::to_string(bytes.size() - data));
  }
  values.resize(static_cast<size_t>(count));
  std::memcpy(values.data(), bytes.data() + data, values.size() * sizeof(float));
  return Status::ok();
}

}  // namespace convscope::train
