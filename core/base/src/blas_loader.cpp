#include "convscope/blas_loader.h"

#include <dlfcn.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <mutex>

#include "convscope/unit_text.h"

namespace convscope {
namespace {

// The library's code and data once mapped (about 30 MiB), with room to spare.
constexpr double kLibraryBytes = 64.0 * 1024 * 1024;

struct OpenedBlas {
  std::mutex mutex;
  void* handle = nullptr;
  SgemmFunction sgemm = nullptr;
  void (*setThreads)(int) = nullptr;
  int buffers = 0;  // threads whose buffer OpenBLAS holds already
};

OpenedBlas& opened() {
  static OpenedBlas instance;
  return instance;
}

// Sets a variable for the lifetime of the object, then puts back what was there.
class ScopedEnvironment {
 public:
  ScopedEnvironment(const char* name, const char* value) : m_name(name) {
    const char* given = std::getenv(name);
    m_had = given != nullptr;
    if (m_had) m_saved = given;
    ::setenv(name, value, 1);
  }
  ~ScopedEnvironment() {
    if (m_had) {
      ::setenv(m_name, m_saved.c_str(), 1);
    } else {
      ::unsetenv(m_name);
    }
  }
  ScopedEnvironment(const ScopedEnvironment&) = delete;
  ScopedEnvironment& operator=(const ScopedEnvironment&) = delete;

 private:
  const char* m_name;
  std::string m_saved;
  bool m_had = false;
};

Status tooTight(double wanted, double left, int threads) {
  return Status::error(StatusCode::OutOfMemory,
                       "OpenBLAS needs " + byteCountText(wanted) + " more address space for " +
                           std::to_string(threads) + (threads == 1 ? " thread" : " threads") +
                           " (" + byteCountText(kBlasBufferBytes) +
                           " a thread), and the address-space limit (ulimit -v) leaves " +
                           byteCountText(left));
}

}  // namespace

double addressSpaceLeft() {
  rlimit limit{};
  if (::getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return -1;
  std::ifstream statm("/proc/self/statm");
  double pages = 0;
  if (!(statm >> pages)) return -1;
  const double used = pages * static_cast<double>(::sysconf(_SC_PAGESIZE));
  return std::max(0.0, static_cast<double>(limit.rlim_cur) - used);
}

Status blasPresent(const std::string& path) {
  if (path.find('/') != std::string::npos && ::access(path.c_str(), R_OK) != 0) {
    const int error = errno;
    return Status::error(StatusCode::Unsupported, "OpenBLAS is not installed here (" + path + ": " +
                                                      std::strerror(error) + ")");
  }
  return Status::ok();
}

Result<SgemmFunction> openBlas(const std::string& path, int threads) {
  threads = std::max(1, threads);
  OpenedBlas& o = opened();
  const std::lock_guard<std::mutex> lock(o.mutex);
  if (o.handle == nullptr) {
    if (Status present = blasPresent(path); !present) return present;
    const double wanted = kLibraryBytes + kBlasBufferBytes;
    const double left = addressSpaceLeft();
    if (left >= 0 && left < wanted) return tooTight(wanted, left, 1);
    // OpenBLAS's OpenMP build takes a buffer at start for each thread its environment asks for
    // (OMP_NUM_THREADS, else the cores), read by getenv when it opens (OpenMP itself read it at
    // our start): asked for one, it takes one, and the others when a call runs on more threads
    // (checked below, before that call).
    const ScopedEnvironment one("OMP_NUM_THREADS", "1");
    const ScopedEnvironment oneBlas("OPENBLAS_NUM_THREADS", "1");
    void* handle = ::dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    const char* why = handle == nullptr ? ::dlerror() : nullptr;
    if (handle == nullptr) {
      return Status::error(
          StatusCode::Unsupported,
          "OpenBLAS could not be opened: " + std::string(why != nullptr ? why : "unknown reason"));
    }
    auto sgemm = reinterpret_cast<SgemmFunction>(::dlsym(handle, "cblas_sgemm"));
    auto setThreads = reinterpret_cast<void (*)(int)>(::dlsym(handle, "openblas_set_num_threads"));
    auto getThreads = reinterpret_cast<int (*)()>(::dlsym(handle, "openblas_get_num_threads"));
    if (sgemm == nullptr || setThreads == nullptr) {
      ::dlclose(handle);
      return Status::error(StatusCode::Unsupported,
                           path + " has no cblas_sgemm or openblas_set_num_threads");
    }
    o.handle = handle;
    o.sgemm = sgemm;
    o.setThreads = setThreads;
    o.buffers = getThreads != nullptr ? std::max(1, getThreads()) : 1;
  }
  if (threads > o.buffers) {
    const double wanted = (threads - o.buffers) * kBlasBufferBytes;
    const double left = addressSpaceLeft();
    if (left >= 0 && left < wanted) return tooTight(wanted, left, threads);
    o.buffers = threads;
  }
  o.setThreads(threads);
  return o.sgemm;
}

}  // namespace convscope
