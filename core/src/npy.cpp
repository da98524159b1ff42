#include "convscope/npy.h"

#include <unistd.h>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

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
  // Version 1.0: magic, version, little-endian header length, then a Python dict literal padded
  // with spaces so that the data starts on a 64-byte boundary.
  std::string header = "{'descr': '<f4', 'fortran_order': False, 'shape': (" +
                       std::to_string(channel.height) + ", " + std::to_string(channel.width) +
                       "), }";
  const size_t preamble = kMagicLength + 2 + 2;
  const size_t total = ((preamble + header.size() + 1 + 63) / 64) * 64;
  header.append(total - preamble - header.size() - 1, ' ');
  header += '\n';

  std::string preambleBytes(kMagic, kMagicLength);
  preambleBytes += '\x01';
  preambleBytes += '\x00';
  preambleBytes += static_cast<char>(header.size() & 0xff);
  preambleBytes += static_cast<char>((header.size() >> 8) & 0xff);
  preambleBytes += header;
  static_assert(sizeof(float) == 4);
  auto file = AtomicFile::open(path);
  if (!file) return file.status();
  if (Status s = file->write(preambleBytes); !s) return s;
  // x86-64 and AArch64 are little-endian, matching '<f4'.
  if (Status s = file->write(channel.data(), channel.pixels.size() * 4); !s) return s;
  return file->commit();
}

Result<Channel> readNpy(const std::string& path) {
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
  if (header.find("'descr': '<f4'") == std::string::npos) return bad("dtype is not <f4");
  if (header.find("'fortran_order': False") == std::string::npos) return bad("Fortran order");
  int height = 0;
  int width = 0;
  const size_t shape = header.find("'shape': (");
  if (shape == std::string::npos ||
      std::sscanf(header.c_str() + shape, "'shape': (%d, %d)", &height, &width) != 2) {
    return bad("shape is not (height, width)");
  }
  Result<Channel> made = Channel::create(width, height);
  if (!made) return made;
  const size_t dataBytes = made->pixels.size() * 4;
  if (bytes.size() - 10 - headerLength != dataBytes) return bad("data size does not match shape");
  std::memcpy(made->data(), bytes.data() + 10 + headerLength, dataBytes);
  return made;
}

}  // namespace convscope
