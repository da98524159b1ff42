#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <ostream>

#include "convscope/atomic_file.h"
#include "convscope/message_text.h"

using namespace convscope;
namespace fs = std::filesystem;

namespace {

// A fresh empty folder per test, so "nothing left beside the target" can be checked by listing.
class AtomicFileTest : public ::testing::Test {
 protected:
  void SetUp() override {
    // A parameterised test's name is "Name/Param": one folder, not two.
    std::string name = ::testing::UnitTest::GetInstance()->current_test_info()->name();
    std::replace(name.begin(), name.end(), '/', '_');
    m_dir =
        fs::temp_directory_path() / ("convscope_atomic_" + std::to_string(::getpid()) + "_" + name);
    fs::remove_all(m_dir);
    fs::create_directories(m_dir);
  }
  void TearDown() override {
    std::error_code ignored;
    fs::permissions(m_dir, fs::perms::owner_all, ignored);
    fs::remove_all(m_dir, ignored);
  }
  std::string path(const std::string& name) const { return (m_dir / name).string(); }
  // Whether this folder's file system makes unnamed files (tmpfs and ext4 do; some do not).
  bool unnamedTemporaryWorksHere() const {
    const int fd = ::open(m_dir.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0600);
    if (fd < 0) return false;
    ::close(fd);
    return true;
  }
  std::vector<std::string> entries() const {
    std::vector<std::string> names;
    for (const auto& e : fs::directory_iterator(m_dir)) names.push_back(e.path().filename());
    return names;
  }
  static std::string contents(const std::string& file) {
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  }
  fs::path m_dir;
};

}  // namespace

TEST_F(AtomicFileTest, WritesANewFileAndNothingElse) {
  ASSERT_TRUE(writeFileAtomically(path("out.bin"), "hello"));
  EXPECT_EQ(contents(path("out.bin")), "hello");
  EXPECT_EQ(entries(), std::vector<std::string>{"out.bin"});
}

TEST_F(AtomicFileTest, ReplacesARegularFileKeepingItsPermissions) {
  ASSERT_TRUE(writeFileAtomically(path("out.bin"), "old contents"));
  ::chmod(path("out.bin").c_str(), 0640);
  ASSERT_TRUE(writeFileAtomically(path("out.bin"), "new"));
  EXPECT_EQ(contents(path("out.bin")), "new");
  struct stat st {};
  ASSERT_EQ(::stat(path("out.bin").c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 07777, 0640u);
  EXPECT_EQ(entries(), std::vector<std::string>{"out.bin"});
}

TEST_F(AtomicFileTest, UncommittedLeavesTheTargetAsItWas) {
  ASSERT_TRUE(writeFileAtomically(path("out.bin"), "kept"));
  {
    auto file = AtomicFile::open(path("out.bin"));
    ASSERT_TRUE(file);
    ASSERT_TRUE(file->write("half of it"));
  }
  EXPECT_EQ(contents(path("out.bin")), "kept");
  EXPECT_EQ(entries(), std::vector<std::string>{"out.bin"});
}

TEST_F(AtomicFileTest, KilledMidWriteLeavesNothing) {
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    auto file = AtomicFile::open(path("out.bin"));
    if (file) file->write(std::string(1 << 20, 'x'));
    ::raise(SIGKILL);
    ::_exit(0);
  }
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFSIGNALED(status));
  EXPECT_TRUE(entries().empty());
}

// A staging file whose process is alive is in use and stays; one whose process is gone is removed
// by the next write into the folder.
TEST_F(AtomicFileTest, RemovesOnlyTheStagingFilesOfProcessesThatAreGone) {
  const pid_t gone = ::fork();
  ASSERT_GE(gone, 0);
  if (gone == 0) ::_exit(0);
  ASSERT_EQ(::waitpid(gone, nullptr, 0), gone);
  const std::string dead = ".convscope-stage-" + std::to_string(gone) + "-0123456789ab";
  const std::string alive = ".convscope-stage-" + std::to_string(::getppid()) + "-0123456789ab";
  std::ofstream(path(dead)) << "left by a kill";
  std::ofstream(path(alive)) << "being written";
  std::ofstream(path(".convscope-stage-notapid")) << "not ours to judge";
  ASSERT_TRUE(writeFileAtomically(path("out.bin"), "x"));
  std::vector<std::string> names = entries();
  std::sort(names.begin(), names.end());
  EXPECT_EQ(names, (std::vector<std::string>{alive, ".convscope-stage-notapid", "out.bin"}));
}

TEST_F(AtomicFileTest, RefusesSpecialTargetsWithoutTouchingThem) {
  std::ofstream(path("real.txt")) << "precious";
  fs::create_symlink(path("real.txt"), path("link.bin"));
  ASSERT_EQ(::mkfifo(path("fifo.bin").c_str(), 0644), 0);
  fs::create_directory(path("folder.bin"));
  const std::pair<std::string, std::string> cases[] = {
      {path("link.bin"), "symbolic link"},
      {path("fifo.bin"), "FIFO"},
      {path("folder.bin"), "folder"},
      {"/dev/null", "character device"},
  };
  for (const auto& [target, kind] : cases) {
    const Status s = writeFileAtomically(target, "x");
    EXPECT_EQ(s.code, StatusCode::IoError) << target;
    EXPECT_NE(s.message.find(kind), std::string::npos) << s.message;
    EXPECT_NE(s.message.find("not replaced"), std::string::npos) << s.message;
  }
  EXPECT_TRUE(fs::is_symlink(path("link.bin")));
  EXPECT_EQ(fs::status(path("fifo.bin")).type(), fs::file_type::fifo);
  EXPECT_EQ(contents(path("real.txt")), "precious");
  EXPECT_EQ(entries().size(), 4u);
}

TEST_F(AtomicFileTest, ARegularFileWithoutWritePermissionIsKept) {
  std::ofstream(path("ro.bin")) << "read only";
  ::chmod(path("ro.bin").c_str(), 0444);
  const Status s = writeFileAtomically(path("ro.bin"), "x");
  EXPECT_EQ(s.code, StatusCode::IoError);
  EXPECT_NE(s.message.find("read-only"), std::string::npos) << s.message;
  EXPECT_EQ(contents(path("ro.bin")), "read only");
}

TEST_F(AtomicFileTest, ALongLegalNameIsNotMadeTooLong) {
  const std::string name(251, 'n');  // NAME_MAX is 255: "<name>.part-<pid>" did not fit
  ASSERT_TRUE(writeFileAtomically(path(name), "ok"));
  EXPECT_EQ(entries(), std::vector<std::string>{name});
}

TEST_F(AtomicFileTest, AMissingFolderNamesTheTarget) {
  const Status s = writeFileAtomically(path("no/such/out.bin"), "x");
  EXPECT_EQ(s.code, StatusCode::IoError);
  EXPECT_NE(s.message.find("out.bin"), std::string::npos) << s.message;
}

namespace convscope {
// The staging's name in test listings (gtest prints an enum's bytes otherwise).
void PrintTo(AtomicFile::Staging staging, std::ostream* out) {
  *out << (staging == AtomicFile::Staging::Named ? "Named" : "Unnamed");
}
}  // namespace convscope

// The fallback without O_TMPFILE: a hidden named file beside the target. Staging::Named takes
// that path on any file system, so each case below holds for it as for the unnamed file.
class AtomicFileStagingTest : public AtomicFileTest,
                              public ::testing::WithParamInterface<AtomicFile::Staging> {};

// Makes every write past `bytes` fail with EFBIG, as a quota or a full disk fails it, while it
// lives (SIGXFSZ ignored, so the write returns the error instead of killing the test).
class FileSizeLimit {
 public:
  explicit FileSizeLimit(rlim_t bytes) {
    ::getrlimit(RLIMIT_FSIZE, &m_saved);
    m_signal = ::signal(SIGXFSZ, SIG_IGN);
    const rlimit limit{bytes, m_saved.rlim_max};
    m_set = ::setrlimit(RLIMIT_FSIZE, &limit) == 0;
  }
  ~FileSizeLimit() {
    ::setrlimit(RLIMIT_FSIZE, &m_saved);
    ::signal(SIGXFSZ, m_signal);
  }
  bool set() const { return m_set; }

 private:
  rlimit m_saved{};
  sighandler_t m_signal{};
  bool m_set = false;
};

TEST_P(AtomicFileStagingTest, WritesAndReplacesLeavingOnlyTheTarget) {
  {
    auto file = AtomicFile::open(path("out.bin"), GetParam());
    ASSERT_TRUE(file);
    ASSERT_TRUE(file->write("first"));
    // The named path really was taken: its hidden file is there until the commit. Unnamed
    // leaves no name, where the file system has O_TMPFILE (else it falls back to the named).
    const bool named = GetParam() == AtomicFile::Staging::Named || !unnamedTemporaryWorksHere();
    const size_t staged = named ? 1u : 0u;
    EXPECT_EQ(entries().size(), staged);
    ASSERT_TRUE(file->commit());
  }
  EXPECT_EQ(contents(path("out.bin")), "first");
  EXPECT_EQ(entries(), std::vector<std::string>{"out.bin"});

  ::chmod(path("out.bin").c_str(), 0640);
  {
    auto file = AtomicFile::open(path("out.bin"), GetParam());
    ASSERT_TRUE(file);
    ASSERT_TRUE(file->write("second"));
    ASSERT_TRUE(file->commit());
  }
  EXPECT_EQ(contents(path("out.bin")), "second");
  struct stat st {};
  ASSERT_EQ(::stat(path("out.bin").c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 07777, 0640u);
  EXPECT_EQ(entries(), std::vector<std::string>{"out.bin"});
}

TEST_P(AtomicFileStagingTest, AbandonedLeavesTheTargetAndNothingElse) {
  {
    auto file = AtomicFile::open(path("new.bin"), GetParam());
    ASSERT_TRUE(file);
    ASSERT_TRUE(file->write("never committed"));
  }
  EXPECT_TRUE(entries().empty());

  ASSERT_TRUE(writeFileAtomically(path("out.bin"), "kept"));
  {
    auto file = AtomicFile::open(path("out.bin"), GetParam());
    ASSERT_TRUE(file);
    ASSERT_TRUE(file->write("half of it"));
    // Moved from and then dropped: the moved-to file owns the temporary and discards it.
    AtomicFile moved = std::move(*file);
  }
  EXPECT_EQ(contents(path("out.bin")), "kept");
  EXPECT_EQ(entries(), std::vector<std::string>{"out.bin"});
}

TEST_P(AtomicFileStagingTest, AFailedWriteKeepsTheTargetAndLeavesNothing) {
  ASSERT_TRUE(writeFileAtomically(path("out.bin"), "kept"));
  auto file = AtomicFile::open(path("out.bin"), GetParam());
  ASSERT_TRUE(file);
  Status written;
  {
    FileSizeLimit limit(4096);
    ASSERT_TRUE(limit.set());
    written = file->write(std::string(64 * 1024, 'x'));
  }
  EXPECT_EQ(written.code, StatusCode::IoError);
  EXPECT_NE(written.message.find("out.bin"), std::string::npos) << written.message;
  // Nothing to commit after the failure, and nothing was left to commit.
  EXPECT_FALSE(file->commit());
  EXPECT_EQ(contents(path("out.bin")), "kept");
  EXPECT_EQ(entries(), std::vector<std::string>{"out.bin"});
}

TEST_P(AtomicFileStagingTest, ATargetTurnedSymlinkBeforeCommitIsKept) {
  std::ofstream(path("real.txt")) << "precious";
  auto file = AtomicFile::open(path("out.bin"), GetParam());
  ASSERT_TRUE(file);
  ASSERT_TRUE(file->write("new"));
  fs::create_symlink(path("real.txt"), path("out.bin"));  // put there while it was written
  const Status committed = file->commit();
  EXPECT_EQ(committed.code, StatusCode::IoError);
  EXPECT_NE(committed.message.find("symbolic link"), std::string::npos) << committed.message;
  EXPECT_TRUE(fs::is_symlink(path("out.bin")));
  EXPECT_EQ(contents(path("real.txt")), "precious");
  std::vector<std::string> names = entries();
  std::sort(names.begin(), names.end());
  EXPECT_EQ(names, (std::vector<std::string>{"out.bin", "real.txt"}));
}

TEST_P(AtomicFileStagingTest, AFileSizeLimitIsNamedAsSuch) {
  ASSERT_TRUE(writeFileAtomically(path("out.bin"), "kept"));
  auto file = AtomicFile::open(path("out.bin"), GetParam());
  ASSERT_TRUE(file);
  Status written;
  {
    FileSizeLimit limit(4096);
    ASSERT_TRUE(limit.set());
    written = file->write(std::string(64 * 1024, 'x'));
  }
  EXPECT_NE(written.message.find("file too large for the limit"), std::string::npos)
      << written.message;
  EXPECT_EQ(contents(path("out.bin")), "kept");
  EXPECT_EQ(entries(), std::vector<std::string>{"out.bin"});
}

// A kill at each step of a replacing write (the staging file made, written, synced, linked under
// its hidden name, renamed): the target is the old file or the new one, whole, and whatever the
// kill left beside it is gone after the next write into the folder.
TEST_P(AtomicFileStagingTest, AKillAtAnyStepLeavesNothingForGood) {
  for (int step = 1; step <= 5; ++step) {
    SCOPED_TRACE("killed at step " + std::to_string(step));
    fs::remove_all(m_dir);
    fs::create_directories(m_dir);
    ASSERT_TRUE(writeFileAtomically(path("out.bin"), "old"));
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
      ::setenv("CONVSCOPE_TEST_KILL_AT_STEP", std::to_string(step).c_str(), 1);
      auto file = AtomicFile::open(path("out.bin"), GetParam());
      if (file && file->write("new")) (void)file->commit();
      ::_exit(0);
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFSIGNALED(status));
    const std::string now = contents(path("out.bin"));
    EXPECT_TRUE(now == "old" || now == "new") << now;
    if (step == 5) EXPECT_EQ(now, "new");
    ASSERT_TRUE(writeFileAtomically(path("other.bin"), "next run"));
    std::vector<std::string> names = entries();
    std::sort(names.begin(), names.end());
    EXPECT_EQ(names, (std::vector<std::string>{"other.bin", "out.bin"}));
  }
}

INSTANTIATE_TEST_SUITE_P(Staging, AtomicFileStagingTest,
                         ::testing::Values(AtomicFile::Staging::Unnamed,
                                           AtomicFile::Staging::Named),
                         ::testing::PrintToStringParamName());

TEST(ShortenForMessage, CutsLongTextAtCodePoints) {
  EXPECT_EQ(shortenForMessage("short"), "short");
  EXPECT_EQ(shortenForMessage(std::string(80, 'a')), std::string(80, 'a'));
  EXPECT_EQ(shortenForMessage(std::string(131072, 'a')), std::string(80, 'a') + "…");
  EXPECT_EQ(shortenForMessage("ééé", 2), "éé…");
}
