#include "convscope/atomic_file.h"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>

namespace convscope {

namespace {

std::string errnoText(int error) {
  // The app ignores SIGXFSZ, so `ulimit -f` arrives here as EFBIG: say which limit it is.
  if (error == EFBIG) return "file too large for the limit (ulimit -f)";
  return std::strerror(error ? error : EIO);
}

constexpr char kStagePrefix[] = ".convscope-stage-";

// A test hook: CONVSCOPE_TEST_KILL_AT_STEP=k kills this process at step k of a write (1 the
// staging file made, 2 its data written, 3 synced, 4 staged under its hidden name, 5 renamed),
// so a test can show that nothing is left for good whatever moment a kill comes.
void killPoint(int step) {
  const char* at = std::getenv("CONVSCOPE_TEST_KILL_AT_STEP");
  if (at != nullptr && std::atoi(at) == step) ::kill(::getpid(), SIGKILL);
}

// Staging files are named for the process that made them; one whose process is gone was left by
// a kill, and the next write into the same folder removes it. A live process's are left alone.
void removeAbandonedStages(const std::string& directory) {
  DIR* dir = ::opendir(directory.c_str());
  if (dir == nullptr) return;
  const size_t prefix = sizeof kStagePrefix - 1;
  while (const dirent* entry = ::readdir(dir)) {
    const char* name = entry->d_name;
    if (std::strncmp(name, kStagePrefix, prefix) != 0) continue;
    char* end = nullptr;
    const long pid = std::strtol(name + prefix, &end, 10);
    if (end == name + prefix || *end != '-' || pid <= 0) continue;
    if (pid == ::getpid() || ::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH) continue;
    struct stat st {};
    if (::fstatat(::dirfd(dir), name, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISREG(st.st_mode))
      ::unlinkat(::dirfd(dir), name, 0);
  }
  ::closedir(dir);
}

Status ioError(const std::string& what, const std::string& path, int error) {
  std::string message = what;
  message += " '";
  message += shortenForMessage(path, 200);
  message += "': ";
  message += errnoText(error);
  return Status::error(StatusCode::IoError, std::move(message));
}

// "'<path>' <why>", built by appending: GCC 12's -Wrestrict misfires on "'" + std::string.
Status refusal(const std::string& path, const std::string& why) {
  std::string message = "'";
  message += shortenForMessage(path, 200);
  message += "' ";
  message += why;
  return Status::error(StatusCode::IoError, std::move(message));
}

std::string directoryOf(const std::string& path) {
  const size_t slash = path.find_last_of('/');
  if (slash == std::string::npos) return ".";
  if (slash == 0) return "/";
  return path.substr(0, slash);
}

// What a non-regular target is, in the words of `ls -l`'s first letter.
const char* kindOf(mode_t mode) {
  if (S_ISLNK(mode)) return "a symbolic link";
  if (S_ISDIR(mode)) return "a folder";
  if (S_ISFIFO(mode)) return "a FIFO (named pipe)";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

// A short name, unrelated to the target's ("<target>.part-<pid>" made a legal 251-byte target
// name too long for NAME_MAX): ".convscope-stage-<pid>-<random>", the pid telling a later run
// whether its maker is still alive.
std::string hiddenName(const std::string& directory) {
  static thread_local std::mt19937_64 random{std::random_device{}()};
  char name[64];
  std::snprintf(name, sizeof name, "/%s%ld-%012llx", kStagePrefix, static_cast<long>(::getpid()),
                static_cast<unsigned long long>(random() & 0xffffffffffffULL));
  return directory + name;
}

}  // namespace

Status checkOutputTarget(const std::string& path) {
  if (path.empty()) return Status::error(StatusCode::InvalidArgument, "no output file name");
  struct stat target {};
  if (::lstat(path.c_str(), &target) == 0) {
    if (!S_ISREG(target.st_mode)) {
      return refusal(path, std::string("is ") + kindOf(target.st_mode) +
                               ": not replaced (an output can only replace a regular file)");
    }
    if ((target.st_mode & 0222) == 0) {
      return refusal(path,
                     "is read-only: it is kept as it is (make it writable or choose another "
                     "name)");
    }
  } else if (errno != ENOENT) {
    return ioError("cannot write", path, errno);
  }

  const std::string directory = directoryOf(path);
  struct stat folder {};
  if (::stat(directory.c_str(), &folder) != 0) {
    return ioError("cannot write", path, errno);
  }
  if (!S_ISDIR(folder.st_mode)) {
    return refusal(path, "cannot be written: " + directory + " is not a folder");
  }

  return Status::ok();
}

Result<AtomicFile> AtomicFile::open(const std::string& path, Staging staging) {
  if (Status fits = checkOutputTarget(path); !fits) return fits;
  AtomicFile file;
  file.m_path = path;
  file.m_directory = directoryOf(path);
  removeAbandonedStages(file.m_directory);
  struct stat target {};
  mode_t mode = 0666;
  if (::lstat(path.c_str(), &target) == 0) {
    file.m_targetExists = true;
    mode = target.st_mode & 07777;
  }

  bool named = staging == Staging::Named;
  if (!named) {
    file.m_fd = ::open(file.m_directory.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, mode);
    named = file.m_fd < 0 && (errno == EOPNOTSUPP || errno == EISDIR || errno == EINVAL);
  }
  if (named) {
    // No O_TMPFILE on this file system (or kernel): a hidden named file, removed on failure.
    for (int attempt = 0; attempt < 16 && file.m_fd < 0; ++attempt) {
      std::string name = hiddenName(file.m_directory);
      file.m_fd = ::open(name.c_str(), O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, mode);
      if (file.m_fd >= 0) file.m_namedTemporary = std::move(name);
      if (file.m_fd < 0 && errno != EEXIST) break;
    }
  }
  if (file.m_fd < 0) return ioError("cannot create", path, errno);
  killPoint(1);
  // O_TMPFILE's mode goes through the umask; a replaced file keeps its own permissions.
  if (file.m_targetExists) ::fchmod(file.m_fd, mode);
  return file;
}

AtomicFile::AtomicFile(AtomicFile&& other) noexcept {
  *this = std::move(other);
}

AtomicFile& AtomicFile::operator=(AtomicFile&& other) noexcept {
  if (this == &other) return *this;
  discard();
  m_path = std::move(other.m_path);
  m_directory = std::move(other.m_directory);
  m_namedTemporary = std::move(other.m_namedTemporary);
  m_fd = other.m_fd;
  m_targetExists = other.m_targetExists;
  other.m_fd = -1;
  other.m_namedTemporary.clear();
  return *this;
}

AtomicFile::~AtomicFile() {
  discard();
}

void AtomicFile::discard() {
  if (m_fd >= 0) ::close(m_fd);
  m_fd = -1;
  if (!m_namedTemporary.empty()) ::unlink(m_namedTemporary.c_str());
  m_namedTemporary.clear();
}

Status AtomicFile::write(const void* data, size_t size) {
  if (m_fd < 0) return Status::error(StatusCode::IoError, "output file is closed");
  const char* bytes = static_cast<const char*>(data);
  while (size > 0) {
    const ssize_t n = ::write(m_fd, bytes, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      const int error = n < 0 ? errno : ENOSPC;
      discard();
      return ioError("cannot write", m_path, error);
    }
    bytes += n;
    size -= static_cast<size_t>(n);
  }
  killPoint(2);
  return Status::ok();
}

Status AtomicFile::commit() {
  if (m_fd < 0) return Status::error(StatusCode::IoError, "output file is closed");
  // On disk before it has a name: after a power cut the name never points at missing data.
  if (::fdatasync(m_fd) != 0 && errno != EINVAL) {
    const int error = errno;
    discard();
    return ioError("cannot write", m_path, error);
  }
  killPoint(3);

  std::string staged = m_namedTemporary;
  if (staged.empty()) {
    const std::string self = "/proc/self/fd/" + std::to_string(m_fd);
    if (!m_targetExists &&
        ::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, m_path.c_str(), AT_SYMLINK_FOLLOW) == 0) {
      discard();
      return Status::ok();
    }
    if (!m_targetExists && errno != EEXIST) {
      const int error = errno;
      discard();
      return ioError("cannot create", m_path, error);
    }
    // The target exists (or appeared meanwhile): link under a hidden name, then rename over it.
    for (int attempt = 0; attempt < 16; ++attempt) {
      std::string name = hiddenName(m_directory);
      if (::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, name.c_str(), AT_SYMLINK_FOLLOW) == 0) {
        staged = std::move(name);
        break;
      }
      if (errno != EEXIST) break;
    }
    if (staged.empty()) {
      const int error = errno;
      discard();
      return ioError("cannot create", m_path, error);
    }
  }
  killPoint(4);
  ::close(m_fd);
  m_fd = -1;
  m_namedTemporary.clear();

  // A symlink or FIFO put there since open() is not replaced either.
  struct stat target {};
  if (::lstat(m_path.c_str(), &target) == 0 && !S_ISREG(target.st_mode)) {
    ::unlink(staged.c_str());
    return refusal(m_path, std::string("is ") + kindOf(target.st_mode) + ": not replaced");
  }
  if (::rename(staged.c_str(), m_path.c_str()) != 0) {
    const int error = errno;
    ::unlink(staged.c_str());
    return ioError("cannot move the output into place at", m_path, error);
  }
  killPoint(5);
  return Status::ok();
}

Status writeFileAtomically(const std::string& path, std::string_view bytes) {
  auto file = AtomicFile::open(path);
  if (!file) return file.status();
  if (Status s = file->write(bytes); !s) return s;
  return file->commit();
}

Status checkInputFile(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) {
    const int error = errno;
    return Status::error(StatusCode::IoError,
                         "cannot open '" + path + "': " + std::strerror(error));
  }
  if (S_ISREG(st.st_mode)) return Status::ok();
  return Status::error(StatusCode::InvalidArgument,
                       "'" + path + "' is " + kindOf(st.st_mode) + ", not a file to read");
}

}  // namespace convscope
