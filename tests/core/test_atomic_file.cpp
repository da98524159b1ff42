#include <gtest/gtest.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "convscope/atomic_file.h"
#include "convscope/message_text.h"

using namespace convscope;
namespace fs = std::filesystem;

namespace {

// A fresh empty folder per test, so "nothing left beside the target" can be checked by listing.
class AtomicFileTest : public ::testing::Test {
 protected:
  void SetUp() override {
    m_dir = fs::temp_directory_path() /
            ("convscope_atomic_" + std::to_string(::getpid()) + "_" +
             ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(m_dir);
    fs::create_directories(m_dir);
  }
  void TearDown() override {
    std::error_code ignored;
    fs::permissions(m_dir, fs::perms::owner_all, ignored);
    fs::remove_all(m_dir, ignored);
  }
  std::string path(const std::string& name) const { return (m_dir / name).string(); }
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

TEST(ShortenForMessage, CutsLongTextAtCodePoints) {
  EXPECT_EQ(shortenForMessage("short"), "short");
  EXPECT_EQ(shortenForMessage(std::string(80, 'a')), std::string(80, 'a'));
  EXPECT_EQ(shortenForMessage(std::string(131072, 'a')), std::string(80, 'a') + "…");
  EXPECT_EQ(shortenForMessage("ééé", 2), "éé…");
}
