#include "common/runtime_dir.h"

#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>

namespace convscope::app {
namespace {

constexpr char kPrefix[] = "convscope-runtime-";

std::string& madeFolder() {
  static std::string folder;
  return folder;
}

void removeMadeFolder() {
  std::error_code ignored;  // at exit there is nobody left to tell
  std::filesystem::remove_all(madeFolder(), ignored);
}

// The pid in "convscope-runtime-<pid>-XXXXXX", or 0 for any other name.
pid_t pidOfFolder(const std::string& name) {
  const std::string prefix(kPrefix);
  if (name.rfind(prefix, 0) != 0) return 0;
  const char* digits = name.c_str() + prefix.size();
  char* end = nullptr;
  const long pid = std::strtol(digits, &end, 10);
  return end != digits && *end == '-' && pid > 0 ? static_cast<pid_t>(pid) : 0;
}

// A process that was killed ran no atexit: its folder stays behind. Each name carries its pid,
// so a later start removes the folders of ours whose process no longer runs (a pid that runs
// again, reused, only keeps its folder a while longer).
void removeFoldersOfEndedProcesses(const std::string& parent) {
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator(parent, error)) {
    const pid_t pid = pidOfFolder(entry.path().filename().string());
    if (pid == 0 || ::kill(pid, 0) == 0 || errno != ESRCH) continue;
    struct stat st {};
    if (::lstat(entry.path().c_str(), &st) != 0 || !S_ISDIR(st.st_mode) || st.st_uid != ::getuid())
      continue;
    std::filesystem::remove_all(entry.path(), error);
  }
}

}  // namespace

void ensurePrivateRuntimeDir() {
  const char* given = std::getenv("XDG_RUNTIME_DIR");
  if (given && *given) return;
  const char* tmp = std::getenv("TMPDIR");
  const std::string parent = tmp && *tmp ? tmp : "/tmp";
  removeFoldersOfEndedProcesses(parent);
  std::string pattern = parent + "/" + kPrefix + std::to_string(::getpid()) + "-XXXXXX";
  if (!::mkdtemp(pattern.data())) return;  // Qt's own fallback (and its warning) then
  madeFolder() = pattern;
  ::setenv("XDG_RUNTIME_DIR", pattern.c_str(), 1);
  std::atexit(removeMadeFolder);
}

}  // namespace convscope::app
