#include "npy_bytes.h"

#include <climits>
#include <cstring>

namespace convscope::train {
namespace {

// The text after 'key': in the header's dict, up to the next ',' or '}' outside parentheses.
bool headerValue(const std::string& header, const std::string& key, std::string& value) {
  const size_t at = header.find("'" + key + "'");
  if (at == std::string::npos) return false;
  size_t i = header.find(':', at);
  if (i == std::string::npos) return false;
  ++i;
  while (i < header.size() && header[i] == ' ') ++i;
  int depth = 0;
  size_t end = i;
  for (; end < header.size(); ++end) {
    if (header[end] == '(') ++depth;
    if (header[end] == ')') --depth;
    if ((header[end] == ',' || header[end] == '}') && depth == 0) break;
  }
  value = header.substr(i, end - i);
  while (!value.empty() && value.back() == ' ') value.pop_back();
  return true;
}

bool shapeFromText(const std::string& text, std::vector<int>& dims) {
  if (text.size() < 2 || text.front() != '(' || text.back() != ')') return false;
  size_t i = 1;
  while (i < text.size() - 1) {
    while (text[i] == ' ') ++i;
    if (i >= text.size() - 1) break;
    if (text[i] < '0' || text[i] > '9') return false;
    long long v = 0;
    while (text[i] >= '0' && text[i] <= '9') {
      v = v * 10 + (text[i] - '0');
      if (v > INT_MAX) return false;
      ++i;
    }
    dims.push_back(static_cast<int>(v));
    while (text[i] == ' ') ++i;
    if (text[i] == ',')
      ++i;
    else if (i != text.size() - 1)
      return false;
  }
  return true;
}

}  // namespace

std::string shapeTuple(const std::vector<int>& dims) {
  std::string s = "(";
  for (size_t i = 0; i < dims.size(); ++i) s += (i ? ", " : "") + std::to_string(dims[i]);
  return s + (dims.size() == 1 ? ",)" : ")");
}

std::string npyBytes(const std::vector<int>& dims, const std::vector<float>& values) {
  std::string header =
      "{'descr': '<f4', 'fortran_order': False, 'shape': " + shapeTuple(dims) + ", }";
  const size_t unpadded = 10 + header.size() + 1;
  header.append((64 - unpadded % 64) % 64, ' ');
  header += '\n';
  std::string out = "\x93NUMPY";
  out += '\x01';
  out += '\x00';
  out += static_cast<char>(header.size() & 0xff);
  out += static_cast<char>(header.size() >> 8);
  out += header;
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
  std::string descr, fortran, shape;
  if (!headerValue(header, "descr", descr) || !headerValue(header, "fortran_order", fortran) ||
      !headerValue(header, "shape", shape)) {
    return bad("a header without descr, fortran_order and shape");
  }
  if (descr != "'<f4'") return bad("dtype " + descr + ", expected '<f4' (float32)");
  if (fortran != "False") return bad("Fortran order; expected C order");
  dims.clear();
  if (!shapeFromText(shape, dims)) return bad("an unreadable shape " + shape);
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
