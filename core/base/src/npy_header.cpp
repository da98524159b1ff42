#include "convscope/npy_header.h"

#include <climits>
#include <utility>

namespace convscope {
namespace {

// The text after `'key':` in the dict literal, up to the next ',' or '}' outside parentheses (a
// shape's commas are inside them). NumPy writes keys in single quotes; it reads a header through
// Python's literal_eval, so double quotes (json.dumps, a header written by hand) are read too.
bool npyDictValue(const std::string& header, const std::string& key, std::string& value) {
  size_t at = header.find("'" + key + "'");
  if (at == std::string::npos) at = header.find("\"" + key + "\"");
  if (at == std::string::npos) return false;
  size_t i = header.find(':', at + key.size() + 2);
  if (i == std::string::npos) return false;
  ++i;
  while (i < header.size() && header[i] == ' ') ++i;
  int depth = 0;
  size_t end = i;
  for (; end < header.size(); ++end) {
    const char ch = header[end];
    if (ch == '(') ++depth;
    if (ch == ')') --depth;
    if ((ch == ',' || ch == '}') && depth == 0) break;
  }
  value = header.substr(i, end - i);
  while (!value.empty() && value.back() == ' ') value.pop_back();
  return true;
}

}  // namespace

Result<NpyHeaderDict> parseNpyHeaderDict(const std::string& header) {
  NpyHeaderDict dict;
  for (const auto& [key, value] :
       {std::pair{"descr", &dict.descr}, std::pair{"fortran_order", &dict.fortranOrder},
        std::pair{"shape", &dict.shape}}) {
    if (!npyDictValue(header, key, *value)) {
      return Status::error(
          StatusCode::InvalidArgument,
          std::string("the header lacks ") + key + " (it needs descr, fortran_order and shape)");
    }
  }
  // One spelling for every caller: "<f4" as '<f4'.
  std::string& descr = dict.descr;
  if (descr.size() >= 2 && descr.front() == '"' && descr.back() == '"') {
    descr.front() = '\'';
    descr.back() = '\'';
  }
  // NumPy itself refuses anything but a bool here ("fortran_order is not a valid bool"): 0 is
  // not False, and must not read as "the data is in Fortran order".
  if (dict.fortranOrder != "False" && dict.fortranOrder != "True") {
    return Status::error(StatusCode::InvalidArgument, "fortran_order is " +
                                                          dict.fortranOrder.substr(0, 40) +
                                                          ", not a Python bool (False or True)");
  }
  return dict;
}

Result<std::vector<int>> parseNpyShape(const std::string& text) {
  const Status bad =
      Status::error(StatusCode::InvalidArgument, "the shape " + text + " is not understood");
  if (text.size() < 2 || text.front() != '(' || text.back() != ')') return bad;
  std::vector<int> dims;
  size_t i = 1;
  while (i < text.size() - 1) {
    while (text[i] == ' ') ++i;
    if (i >= text.size() - 1) break;
    if (text[i] < '0' || text[i] > '9') return bad;
    long long v = 0;
    while (text[i] >= '0' && text[i] <= '9') {
      v = v * 10 + (text[i] - '0');
      if (v > INT_MAX) return bad;
      ++i;
    }
    dims.push_back(static_cast<int>(v));
    while (text[i] == ' ') ++i;
    if (text[i] == ',')
      ++i;
    else if (i != text.size() - 1)
      return bad;
  }
  return dims;
}

std::string npyShapeText(const std::vector<int>& dims) {
  std::string s = "(";
  for (size_t i = 0; i < dims.size(); ++i) s += (i ? ", " : "") + std::to_string(dims[i]);
  return s + (dims.size() == 1 ? ",)" : ")");
}

std::string npyPreamble(const std::vector<int>& dims) {
  std::string header =
      "{'descr': '<f4', 'fortran_order': False, 'shape': " + npyShapeText(dims) + ", }";
  // 6 bytes of magic, 2 of version, 2 of length, then the header and its '\n'.
  const size_t unpadded = 10 + header.size() + 1;
  header.append((64 - unpadded % 64) % 64, ' ');
  header += '\n';
  std::string out = "\x93NUMPY";
  out += '\x01';
  out += '\x00';
  out += static_cast<char>(header.size() & 0xff);
  out += static_cast<char>((header.size() >> 8) & 0xff);
  out += header;
  return out;
}

}  // namespace convscope
