#include "common/runtime_dir.h"

#include <cstdlib>
#include <filesystem>
#include <string>
#include <system_error>

namespace convscope::app {
namespace {

std::string& madeFolder() {
  static std::string folder;
  return folder;
}

void removeMadeFolder() {
  std::error_code ignored;  // at exit there is nobody left to tell
  std::filesystem::remove_all(madeFolder(), ignored);
}

}  // namespace

void ensurePrivateRuntimeDir() {
  const char* given = std::getenv("XDG_RUNTIME_DIR");
  if (given && *given) return;
  const char* tmp = std::getenv("TMPDIR");
  std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") + "/convscope-runtime-XXXXXX";
  if (!::mkdtemp(pattern.data())) return;  // Qt's own fallback (and its warning) then
  madeFolder() = pattern;
  ::setenv("XDG_RUNTIME_DIR", pattern.c_str(), 1);
  std::atexit(removeMadeFolder);
}

}  // namespace convscope::app
