#include "convscope/npy.h"
#include "convscope/atomic_file.h"

#include <unistd.h>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "convscope/npy_header.h"

namespace convscope {

namespace {

constexpr char kMagic[] = "\x93NUMPY";
constexpr size_t kMagicLength = 6;

Status ioError(const std::string& what, const std::string& path) {
  return Status::error(StatusCode::IoError,
                       what + " '" + path + "': " + std::strerror(errno ? errno : EIO));
}

}  // namespace

Status writeNpy(const std::string& path, const Channel& channel) {
  // Version 1.0 with the data on a 64-byte boundary, as numpy writes it.
  const std::string preambleBytes = npyPreamble({channel.height, channel.width});
  static_assert(sizeof(float) == 4);
  auto file = AtomicFile::open(path);
  if (!file) return file.status();
  if (Status s = file->write(preambleBytes); !s) return s;
  // x86-64 and AArch64 are little-endian, matching '<f4'.
  if (Status s = file->write(channel.data(), channel.pixels.size() * 4); !s) return s;
  return file->commit();
}

Result<Channel> readNpy(const std::string& path) {
  if (Status s = checkInputFile(path); !s) return s;
  errno = 0;
  std::ifstream in(path, std::ios::binary);
  if (!in) return ioError("cannot open", path);
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const auto bad = [&](const std::string& why) {
    return Status::error(StatusCode::InvalidArgument,
                         "'" + path + "' is not a float32 2-D .npy: " + why);
  };
  if (bytes.size() < 10 || bytes.compare(0, kMagicLength, kMagic, kMagicLength) != 0) {
    return bad("no NUMPY magic");
  }
  const size_t headerLength = static_cast<unsigned char>(bytes[8]) |
                              (static_cast<size_t>(static_cast<unsigned char>(bytes[9])) << 8);
  if (bytes[6] != 1 || 10 + headerLength > bytes.size()) return bad("unsupported version");
  const std::string header = bytes.substr(10, headerLength);
  auto dict = parseNpyHeaderDict(header);
  if (!dict) return bad(dict.status().message);
  if (dict->descr != "'<f4'") return bad("dtype is not <f4");
  if (dict->fortranOrder != "False") return bad("the data is in Fortran order");
  auto dims = parseNpyShape(dict->shape);
  if (!dims || dims->size() != 2) return bad("shape is not (height, width)");
  const int height = (*dims)[0];
  const int width = (*dims)[1];
  Result<Channel> made = Channel::create(width, height);
  if (!made) return made;
  const size_t dataBytes = made->pixels.size() * 4;
  if (bytes.size() - 10 - headerLength != dataBytes) return bad("data size does not match shape");
  std::memcpy(made->data(), bytes.data() + 10 + headerLength, dataBytes);
  return made;
}

}  // namespace convscope
