#include "idx_reader.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "convscope/layer.h"
#include "convscope/train/dataset.h"

namespace convscope::train {
namespace {

// Owns the gzFile (and through it the descriptor) so every early return closes it.
class GzReader {
 public:
  explicit GzReader(gzFile file) : m_file(file) {}
  ~GzReader() {
    if (m_file) gzclose(m_file);
  }
  GzReader(const GzReader&) = delete;
  GzReader& operator=(const GzReader&) = delete;

  // Bytes read (< size at the end of the data), or -1 with zlib's message in `error`.
  long long read(void* into, size_t size, std::string& error) {
    size_t done = 0;
    while (done < size) {
      const unsigned chunk = static_cast<unsigned>(std::min<size_t>(size - done, 1u << 30));
      const int got = gzread(m_file, static_cast<char*>(into) + done, chunk);
      if (got < 0) {
        int code = 0;
        const char* text = gzerror(m_file, &code);
        error = text && *text ? text : "read error";
        return -1;
      }
      if (got == 0) break;
      done += static_cast<size_t>(got);
    }
    // A gzip stream that ends early reads short and sets Z_BUF_ERROR: that is "cut short".
    int code = 0;
    gzerror(m_file, &code);
    if (code != Z_OK && code != Z_STREAM_END) {
      const char* text = gzerror(m_file, &code);
      error = text && *text ? text : "damaged gzip stream";
      return -1;
    }
    return static_cast<long long>(done);
  }

 private:
  gzFile m_file;
};

std::uint32_t bigEndian(const unsigned char* b) {
  return (std::uint32_t(b[0]) << 24) | (std::uint32_t(b[1]) << 16) | (std::uint32_t(b[2]) << 8) |
         std::uint32_t(b[3]);
}

std::string hex32(std::uint32_t v) {
  char buf[16];
  static const char* digits = "0123456789abcdef";
  buf[0] = '0';
  buf[1] = 'x';
  for (int i = 0; i < 8; ++i) buf[2 + i] = digits[(v >> (28 - 4 * i)) & 15];
  return std::string(buf, 10);
}

}  // namespace

Result<IdxFile> readIdxFile(const std::string& path, std::uint32_t magic) {
  const auto damaged = [&](const std::string& why) {
    return Status::error(StatusCode::InvalidArgument,
                         "'" + path + "' is not a valid IDX file: " + why);
  };
  // O_NONBLOCK so that a FIFO in the file's place cannot hang the open; fstat refuses it next.
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    const int err = errno;
    if (err == ENOENT || err == ENOTDIR) {
      return Status::error(StatusCode::IoError, "Fashion-MNIST not found at " + path +
                                                    " — install the Debian package " +
                                                    kDatasetPackage);
    }
    return Status::error(StatusCode::IoError, "cannot open '" + path + "': " + std::strerror(err));
  }
  struct stat st {};
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(fd);
    return Status::error(StatusCode::IoError, "'" + path + "' is not a regular file");
  }
  const int flags = fcntl(fd, F_GETFL);
  if (flags >= 0) fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
  gzFile gz = gzdopen(fd, "rb");
  if (!gz) {
    ::close(fd);
    return Status::error(StatusCode::OutOfMemory, "cannot start reading '" + path + "'");
  }
  GzReader reader(gz);
  std::string error;

  const int rank = magic == 0x00000803 ? 3 : 1;
  unsigned char header[16];
  const long long want = 4 + 4LL * rank;
  const long long got = reader.read(header, static_cast<size_t>(want), error);
  if (got < 0) return damaged(error);
  if (got < 4) return damaged("the file ends before its magic number");
  const std::uint32_t fileMagic = bigEndian(header);
  if (fileMagic != magic)
    return damaged("magic number " + hex32(fileMagic) + ", expected " + hex32(magic));
  if (got < want) return damaged("the file ends inside its header");

  IdxFile file;
  long long bytes = 1;
  for (int i = 0; i < rank; ++i) {
    file.dims.push_back(bigEndian(header + 4 + 4 * i));
    bytes *= file.dims.back();
  }
  if (rank == 3 && (file.dims[1] != kImageSide || file.dims[2] != kImageSide)) {
    return damaged("images of " + std::to_string(file.dims[1]) + "×" +
                   std::to_string(file.dims[2]) + ", expected 28×28");
  }
  if (file.dims[0] == 0) return damaged("it holds no items");
  if (bytes > kMaxLayerTensorBytes)
    return damaged("it declares " + std::to_string(bytes) + " bytes");

  // Grown as the data arrives, so a header that lies about its count takes no memory for it.
  constexpr size_t kChunk = 1 << 20;
  while (static_cast<long long>(file.data.size()) < bytes) {
    const size_t before = file.data.size();
    const size_t step = std::min<size_t>(kChunk, static_cast<size_t>(bytes) - before);
    file.data.resize(before + step);
    const long long n = reader.read(file.data.data() + before, step, error);
    if (n < 0) return damaged(error);
    if (n < static_cast<long long>(step)) {
      return damaged("the data is cut short: " + std::to_string(before + n) + " of " +
                     std::to_string(bytes) + " bytes");
    }
  }
  unsigned char extra;
  const long long more = reader.read(&extra, 1, error);
  if (more < 0) return damaged(error);
  if (more > 0) return damaged("bytes follow the declared " + std::to_string(bytes) + " of data");
  return file;
}

}  // namespace convscope::train
