// The ZIP container of .npz, the few parts numpy.savez uses: stored members, a central
// directory, zip64 extras where Python's zipfile writes them (force_zip64 on every member).
#include "convscope/train/npz.h"

#include <zlib.h>

#include <cerrno>
#include <cstring>
#include <fstream>

#include "convscope/atomic_file.h"
#include "convscope/npy_header.h"
#include "npy_bytes.h"

namespace convscope::train {
namespace {

constexpr std::uint32_t kLocalSignature = 0x04034b50;
constexpr std::uint32_t kCentralSignature = 0x02014b50;
constexpr std::uint32_t kEndSignature = 0x06054b50;
constexpr long long kMaxNpzBytes = 256LL
                                   << 20;  // weights are 35 KiB; anything far above is not ours

void put16(std::string& out, unsigned v) {
  out += static_cast<char>(v & 0xff);
  out += static_cast<char>((v >> 8) & 0xff);
}
void put32(std::string& out, std::uint32_t v) {
  put16(out, v & 0xffff);
  put16(out, v >> 16);
}
std::uint32_t get16(const std::string& in, size_t at) {
  return std::uint32_t(static_cast<unsigned char>(in[at])) |
         std::uint32_t(static_cast<unsigned char>(in[at + 1])) << 8;
}
std::uint32_t get32(const std::string& in, size_t at) {
  return get16(in, at) | get16(in, at + 2) << 16;
}
std::uint64_t get64(const std::string& in, size_t at) {
  return std::uint64_t(get32(in, at)) | std::uint64_t(get32(in, at + 4)) << 32;
}

std::uint32_t crcOf(const std::string& bytes) {
  return static_cast<std::uint32_t>(crc32(crc32(0L, Z_NULL, 0),
                                          reinterpret_cast<const Bytef*>(bytes.data()),
                                          static_cast<uInt>(bytes.size())));
}

// 1980-01-01 00:00, as numpy.savez's members carry: the file's bytes depend on its content only.
constexpr unsigned kDosTime = 0;
constexpr unsigned kDosDate = (0 << 9) | (1 << 5) | 1;

}  // namespace

Status writeNpz(const std::string& path, const std::vector<NpzArray>& arrays) {
  std::string zip, central;
  for (const NpzArray& a : arrays) {
    const std::string member = npyBytes(a.dims, a.values);
    const std::string name = a.name + ".npy";
    const std::uint32_t crc = crcOf(member);
    const std::uint32_t offset = static_cast<std::uint32_t>(zip.size());
    put32(zip, kLocalSignature);
    put16(zip, 20);  // version needed: 2.0
    put16(zip, 0);   // flags
    put16(zip, 0);   // stored
    put16(zip, kDosTime);
    put16(zip, kDosDate);
    put32(zip, crc);
    put32(zip, static_cast<std::uint32_t>(member.size()));
    put32(zip, static_cast<std::uint32_t>(member.size()));
    put16(zip, static_cast<unsigned>(name.size()));
    put16(zip, 0);
    zip += name;
    zip += member;

    put32(central, kCentralSignature);
    put16(central, 20);  // made by: 2.0, MS-DOS attributes
    put16(central, 20);
    put16(central, 0);
    put16(central, 0);
    put16(central, kDosTime);
    put16(central, kDosDate);
    put32(central, crc);
    put32(central, static_cast<std::uint32_t>(member.size()));
    put32(central, static_cast<std::uint32_t>(member.size()));
    put16(central, static_cast<unsigned>(name.size()));
    put16(central, 0);  // extra
    put16(central, 0);  // comment
    put16(central, 0);  // disk
    put16(central, 0);  // internal attributes
    put32(central, 0);  // external attributes
    put32(central, offset);
    central += name;
  }
  const std::uint32_t centralOffset = static_cast<std::uint32_t>(zip.size());
  zip += central;
  put32(zip, kEndSignature);
  put16(zip, 0);
  put16(zip, 0);
  put16(zip, static_cast<unsigned>(arrays.size()));
  put16(zip, static_cast<unsigned>(arrays.size()));
  put32(zip, static_cast<std::uint32_t>(central.size()));
  put32(zip, centralOffset);
  put16(zip, 0);
  return writeFileAtomically(path, zip);
}

Result<std::vector<NpzArray>> readNpz(const std::string& path) {
  const auto bad = [&](const std::string& why) {
    return Status::error(StatusCode::InvalidArgument,
                         "'" + path + "' is not a weights .npz: " + why);
  };
  errno = 0;
  std::ifstream in(path, std::ios::binary | std::ios::ate);
  if (!in) {
    return Status::error(StatusCode::IoError,
                         "cannot open '" + path + "': " + std::strerror(errno ? errno : EIO));
  }
  const long long size = static_cast<long long>(in.tellg());
  if (size < 0) return Status::error(StatusCode::IoError, "cannot read '" + path + "'");
  if (size > kMaxNpzBytes) return bad("it is " + std::to_string(size) + " bytes");
  std::string zip(static_cast<size_t>(size), '\0');
  in.seekg(0);
  if (!in.read(zip.data(), size))
    return Status::error(StatusCode::IoError, "cannot read '" + path + "'");

  // The end record is in the last 22 + 65535 bytes (after it only a comment).
  long long end = -1;
  for (long long at = size - 22; at >= 0 && at >= size - 22 - 65535; --at) {
    if (get32(zip, static_cast<size_t>(at)) == kEndSignature) {
      end = at;
      break;
    }
  }
  if (end < 0) return bad("no ZIP end record");
  const std::uint32_t entries = get16(zip, end + 10);
  size_t at = get32(zip, end + 16);
  std::vector<NpzArray> arrays;
  for (std::uint32_t e = 0; e < entries; ++e) {
    if (at + 46 > zip.size() || get32(zip, at) != kCentralSignature)
      return bad("a damaged directory");
    const std::uint32_t method = get16(zip, at + 10);
    const std::uint32_t crc = get32(zip, at + 16);
    std::uint64_t compressed = get32(zip, at + 20);
    std::uint64_t length = get32(zip, at + 24);
    const size_t nameLength = get16(zip, at + 28), extraLength = get16(zip, at + 30),
                 commentLength = get16(zip, at + 32);
    std::uint64_t offset = get32(zip, at + 42);
    if (at + 46 + nameLength + extraLength + commentLength > zip.size())
      return bad("a damaged directory");
    std::string name = zip.substr(at + 46, nameLength);
    // Zip64: the fields set to all ones are in the extra block, in this order.
    for (size_t x = at + 46 + nameLength; x + 4 <= at + 46 + nameLength + extraLength;) {
      const std::uint32_t id = get16(zip, x), len = get16(zip, x + 2);
      size_t field = x + 4;
      if (id == 1) {
        if (length == 0xffffffff && field + 8 <= x + 4 + len)
          length = get64(zip, field), field += 8;
        if (compressed == 0xffffffff && field + 8 <= x + 4 + len)
          compressed = get64(zip, field), field += 8;
        if (offset == 0xffffffff && field + 8 <= x + 4 + len) offset = get64(zip, field);
      }
      x += 4 + len;
    }
    at += 46 + nameLength + extraLength + commentLength;
    if (method != 0) {
      return bad("'" + name +
                 "' is compressed (numpy.savez_compressed); write it with numpy.savez");
    }
    if (compressed != length) return bad("'" + name + "' has two sizes");
    if (offset + 30 > zip.size() || get32(zip, offset) != kLocalSignature)
      return bad("a damaged member");
    const std::uint64_t data = offset + 30 + get16(zip, offset + 26) + get16(zip, offset + 28);
    if (data + length > zip.size()) return bad("'" + name + "' is cut short");
    const std::string member = zip.substr(data, length);
    if (crcOf(member) != crc) return bad("'" + name + "' fails its CRC-32 check");
    if (name.size() > 4 && name.ends_with(".npy")) name.resize(name.size() - 4);
    NpzArray array;
    array.name = name;
    if (Status ok = parseNpyBytes(member, array.dims, array.values); !ok)
      return bad("'" + name + "': " + ok.message);
    arrays.push_back(std::move(array));
  }
  return arrays;
}

Status writeParamsNpz(const std::string& path, const Params& params) {
  if (Status ok = checkParams(params); !ok) return ok;
  std::vector<NpzArray> arrays;
  for (int i = 0; i < kParamCount; ++i)
    arrays.push_back({paramInfo(i).name, paramInfo(i).dims, params[i]});
  return writeNpz(path, arrays);
}

Result<Params> readParamsNpz(const std::string& path) {
  auto arrays = readNpz(path);
  if (!arrays) return arrays.status();
  Params params;
  for (int i = 0; i < kParamCount; ++i) {
    const ParamInfo& info = paramInfo(i);
    const NpzArray* found = nullptr;
    for (const NpzArray& a : *arrays)
      if (a.name == info.name) found = &a;
    if (!found) {
      return Status::error(StatusCode::InvalidArgument, "'" + path + "' has no array " + info.name);
    }
    if (found->dims != info.dims) {
      return Status::error(StatusCode::InvalidArgument,
                           "'" + path + "': " + info.name + " has shape " +
                               npyShapeText(found->dims) + ", expected " + npyShapeText(info.dims));
    }
    params[i] = found->values;
  }
  if (Status ok = checkParams(params); !ok)
    return Status::error(ok.code, "'" + path + "': " + ok.message);
  return params;
}

}  // namespace convscope::train
