#include "convscope/npy_tensor.h"

#include <cerrno>
#include <climits>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "convscope/atomic_file.h"

namespace convscope {
namespace {

constexpr char kMagic[] = "\x93NUMPY";
constexpr size_t kMagicLength = 6;
constexpr size_t kMaxHeader = 1 << 16;

// The value after `'key':` in the header's dict literal, up to the next ',' outside brackets.
bool dictValue(const std::string& header, const std::string& key, std::string& value) {
  const size_t at = header.find("'" + key + "'");
  if (at == std::string::npos) return false;
  size_t i = header.find(':', at);
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

// "(2, 3, 5)" or "(7,)" → {2, 3, 5} or {7}; false for anything that is not positive integers.
bool parseShape(const std::string& text, std::vector<long long>& dims) {
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
    dims.push_back(v);
    while (text[i] == ' ') ++i;
    if (text[i] == ',')
      ++i;
    else if (i != text.size() - 1)
      return false;
  }
  return true;
}

std::string dimsText(const std::vector<long long>& dims) {
  std::string s = "(";
  for (size_t i = 0; i < dims.size(); ++i) s += (i ? ", " : "") + std::to_string(dims[i]);
  return s + ")";
}

}  // namespace

Result<NpyTensor> readNpyTensor(const std::string& path) {
  const auto bad = [&](const std::string& why) {
    return Status::error(StatusCode::InvalidArgument, "'" + path + "': " + why);
  };
  errno = 0;
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    return Status::error(StatusCode::IoError,
                         "cannot open '" + path + "': " + std::strerror(errno ? errno : EIO));
  }
  char preamble[12] = {};
  in.read(preamble, 10);
  if (in.gcount() < 10 || std::memcmp(preamble, kMagic, kMagicLength) != 0) {
    return bad("not a .npy file (no NUMPY magic)");
  }
  const int major = static_cast<unsigned char>(preamble[6]);
  size_t headerLength = static_cast<unsigned char>(preamble[8]) |
                        (static_cast<size_t>(static_cast<unsigned char>(preamble[9])) << 8);
  size_t offset = 10;
  if (major == 2 || major == 3) {
    in.read(preamble + 10, 2);
    if (in.gcount() < 2) return bad("the header is truncated");
    headerLength |= (static_cast<size_t>(static_cast<unsigned char>(preamble[10])) << 16) |
                    (static_cast<size_t>(static_cast<unsigned char>(preamble[11])) << 24);
    offset = 12;
  } else if (major != 1) {
    return bad(".npy version " + std::to_string(major) + " is not supported");
  }
  if (headerLength > kMaxHeader)
    return bad("the header claims " + std::to_string(headerLength) + " bytes");
  std::string header(headerLength, '\0');
  in.read(header.data(), static_cast<std::streamsize>(headerLength));
  if (static_cast<size_t>(in.gcount()) != headerLength) return bad("the header is truncated");
  offset += headerLength;

  std::string descr, fortran, shapeText;
  if (!dictValue(header, "descr", descr) || !dictValue(header, "fortran_order", fortran) ||
      !dictValue(header, "shape", shapeText)) {
    return bad("the header lacks descr, fortran_order or shape");
  }
  if (descr == "'>f4'") return bad("the data is big-endian float32 ('>f4'); save it little-endian");
  if (descr != "'<f4'") return bad("the dtype is " + descr + ", not float32 ('<f4')");
  if (fortran != "False") return bad("the data is in Fortran order; save it in C order");
  std::vector<long long> dims;
  if (!parseShape(shapeText, dims)) return bad("the shape " + shapeText + " is not understood");
  if (dims.empty() || dims.size() > 4) {
    return bad("the array has " + std::to_string(dims.size()) + " dimensions " + dimsText(dims) +
               "; 1 to 4 are read");
  }
  std::array<int, 4> shape{1, 1, 1, 1};
  double elements = 1;
  for (size_t i = 0; i < dims.size(); ++i) {
    if (dims[i] < 1) return bad("the shape " + dimsText(dims) + " has an empty dimension");
    shape[4 - dims.size() + i] = static_cast<int>(dims[i]);
    elements *= double(dims[i]);
  }
  // The file's size must be exactly header + data: a lying header is caught before allocating.
  std::error_code ec;
  const auto fileSize = std::filesystem::file_size(path, ec);
  if (ec) return bad("cannot read its size");
  const double want = double(offset) + 4.0 * elements;
  if (double(fileSize) != want) {
    return bad("the shape " + dimsText(dims) + " needs " + byteCountText(4.0 * elements) +
               " of data, the file holds " + byteCountText(double(fileSize) - double(offset)));
  }
  Result<Tensor> made = Tensor::create(shape[0], shape[1], shape[2], shape[3]);
  if (!made) return made.status();
  NpyTensor result;
  result.tensor = std::move(made).value();
  for (long long d : dims) result.dims.push_back(static_cast<int>(d));
  in.read(reinterpret_cast<char*>(result.tensor.data()),
          static_cast<std::streamsize>(result.tensor.bytes()));
  if (in.gcount() != result.tensor.bytes()) return bad("the data is truncated");
  return result;
}

Status writeNpyTensor(const std::string& path, const Tensor& tensor) {
  const auto& s = tensor.shape;
  std::string header = "{'descr': '<f4', 'fortran_order': False, 'shape': (" +
                       std::to_string(s[0]) + ", " + std::to_string(s[1]) + ", " +
                       std::to_string(s[2]) + ", " + std::to_string(s[3]) + "), }";
  const size_t preamble = kMagicLength + 4;
  const size_t total = ((preamble + header.size() + 1 + 63) / 64) * 64;
  header.append(total - preamble - header.size() - 1, ' ');
  header += '\n';
  std::string bytes(kMagic, kMagicLength);
  bytes += '\x01';
  bytes += '\x00';
  bytes += static_cast<char>(header.size() & 0xff);
  bytes += static_cast<char>((header.size() >> 8) & 0xff);
  bytes += header;
  auto file = AtomicFile::open(path);
  if (!file) return file.status();
  if (Status st = file->write(bytes); !st) return st;
  if (Status st = file->write(tensor.data(), static_cast<size_t>(tensor.bytes())); !st) return st;
  return file->commit();
}

}  // namespace convscope
