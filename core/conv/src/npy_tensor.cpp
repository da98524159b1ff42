#include "convscope/npy_tensor.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "convscope/atomic_file.h"
#include "convscope/npy_header.h"
#include "convscope/unit_text.h"

namespace convscope {
namespace {

constexpr char kMagic[] = "\x93NUMPY";
constexpr size_t kMagicLength = 6;
constexpr size_t kMaxHeader = 1 << 16;

}  // namespace

Result<NpyTensor> readNpyTensor(const std::string& path) {
  const auto bad = [&](const std::string& why) {
    return Status::error(StatusCode::InvalidArgument, "'" + path + "': " + why);
  };
  if (Status s = checkInputFile(path); !s) return s;
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

  auto dict = parseNpyHeaderDict(header);
  if (!dict) return bad(dict.status().message);
  const std::string& descr = dict->descr;
  if (descr == "'>f4'") return bad("the data is big-endian float32 ('>f4'); save it little-endian");
  if (descr != "'<f4'") return bad("the dtype is " + descr + ", not float32 ('<f4')");
  if (dict->fortranOrder != "False") return bad("the data is in Fortran order; save it in C order");
  auto parsed = parseNpyShape(dict->shape);
  if (!parsed) return bad(parsed.status().message);
  const std::vector<int>& dims = *parsed;
  if (dims.empty() || dims.size() > 4) {
    return bad("the array has " + std::to_string(dims.size()) + " dimensions " +
               npyShapeText(dims) + "; 1 to 4 are read");
  }
  std::array<int, 4> shape{1, 1, 1, 1};
  double elements = 1;
  for (size_t i = 0; i < dims.size(); ++i) {
    if (dims[i] < 1) return bad("the shape " + npyShapeText(dims) + " has an empty dimension");
    shape[4 - dims.size() + i] = dims[i];
    elements *= double(dims[i]);
  }
  // The file's size must be exactly header + data: a lying header is caught before allocating.
  std::error_code ec;
  const auto fileSize = std::filesystem::file_size(path, ec);
  if (ec) return bad("cannot read its size");
  const double want = double(offset) + 4.0 * elements;
  if (double(fileSize) != want) {
    return bad("the shape " + npyShapeText(dims) + " needs " + byteCountText(4.0 * elements) +
               " of data, the file holds " + byteCountText(double(fileSize) - double(offset)));
  }
  Result<Tensor> made = Tensor::create(shape[0], shape[1], shape[2], shape[3]);
  if (!made) return made.status();
  NpyTensor result;
  result.tensor = std::move(made).value();
  result.dims = dims;
  in.read(reinterpret_cast<char*>(result.tensor.data()),
          static_cast<std::streamsize>(result.tensor.bytes()));
  if (in.gcount() != result.tensor.bytes()) return bad("the data is truncated");
  return result;
}

Status writeNpyTensor(const std::string& path, const Tensor& tensor) {
  const auto& s = tensor.shape;
  const std::string bytes = npyPreamble({s[0], s[1], s[2], s[3]});
  auto file = AtomicFile::open(path);
  if (!file) return file.status();
  if (Status st = file->write(bytes); !st) return st;
  if (Status st = file->write(tensor.data(), static_cast<size_t>(tensor.bytes())); !st) return st;
  return file->commit();
}

}  // namespace convscope
