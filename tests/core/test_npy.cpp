#include <gtest/gtest.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>

#include <filesystem>
#include <fstream>

#include "convscope/address_sanitizer.h"
#include "convscope/npy.h"
#include "convscope/npy_tensor.h"
#include "convscope/stats.h"

using namespace convscope;
namespace fs = std::filesystem;

TEST(Npy, WritesAHeaderNumPyReadsAndRoundTrips) {
  Channel c = Channel::create(5, 3).value();
  for (int i = 0; i < 15; ++i) c.pixels[i] = i * 0.5f - 2;
  const fs::path path = fs::temp_directory_path() / "convscope_test.npy";
  ASSERT_TRUE(writeNpy(path.string(), c));

  std::ifstream in(path, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(bytes.substr(0, 6), "\x93NUMPY");
  const size_t headerLength =
      static_cast<unsigned char>(bytes[8]) | (static_cast<unsigned char>(bytes[9]) << 8);
  EXPECT_EQ((10 + headerLength) % 64, 0u);
  EXPECT_NE(bytes.find("'shape': (3, 5)"), std::string::npos);
  EXPECT_EQ(bytes.size(), 10 + headerLength + 15 * 4);

  Result<Channel> back = readNpy(path.string());
  ASSERT_TRUE(back);
  EXPECT_EQ(back->width, 5);
  EXPECT_EQ(back->height, 3);
  EXPECT_EQ(back->pixels, c.pixels);
  fs::remove(path);
}

TEST(Npy, AFailedWriteLeavesNothing) {
  const fs::path dir = fs::temp_directory_path() / "convscope_no_such_dir";
  fs::remove_all(dir);
  Channel c = Channel::create(2, 2).value();
  const Status s = writeNpy((dir / "out.npy").string(), c);
  EXPECT_EQ(s.code, StatusCode::IoError);
  EXPECT_NE(s.message.find("out.npy"), std::string::npos);
  EXPECT_FALSE(fs::exists(dir));
}

TEST(Stats, MedianAndPercentiles) {
  const TimingStats s = summarize({5, 1, 3, 2, 4});
  EXPECT_EQ(s.count, 5);
  EXPECT_EQ(s.median, 3);
  EXPECT_EQ(s.min, 1);
  EXPECT_EQ(s.max, 5);
  EXPECT_DOUBLE_EQ(s.p10, 1.4);
  EXPECT_EQ(summarize({}).count, 0);
}

// writeNpy streams: a file built as a second string would need 2 GiB for a 1 GiB image. Under an
// address-space limit with room for the channel and little more, it must stream and succeed.
TEST(Npy, StreamsWithoutASecondCopy) {
#ifdef CONVSCOPE_ASAN
  GTEST_SKIP() << "ASan reserves terabytes of shadow memory: RLIMIT_AS cannot be used under it";
#else
  const fs::path path = fs::temp_directory_path() / "convscope_stream.npy";
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    constexpr size_t kBytes = 256u << 20;  // 256 MiB of floats
    Result<Channel> c = Channel::create(8192, 8192);
    if (!c) ::_exit(3);
    std::fill(c->pixels.begin(), c->pixels.end(), 1.5f);
    // Room for what is mapped now plus 64 MiB: a second 256 MiB buffer cannot fit.
    long pages = 0;
    std::ifstream("/proc/self/statm") >> pages;
    const rlim_t limit = static_cast<rlim_t>(pages) * ::sysconf(_SC_PAGESIZE) + (64u << 20);
    const rlimit rl{limit, limit};
    if (::setrlimit(RLIMIT_AS, &rl) != 0) ::_exit(4);
    try {
      std::vector<char> probe(kBytes);  // proves the limit bites: this must fail
      ::_exit(5);
    } catch (const std::bad_alloc&) {
    }
    ::_exit(writeNpy(path.string(), *c) ? 0 : 6);
  }
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0) << "3: no channel, 4: no limit, 5: limit too loose, 6: write";
  EXPECT_EQ(fs::file_size(path), 128 + (256u << 20));
  fs::remove(path);
#endif
}

TEST(Stats, ASpreadTooWideForItsMedianIsNotTrusted) {
  EXPECT_FALSE(spreadTooWide(summarize({10, 10.5, 9.8, 10.2, 10.1})));
  // Two runs of ten took 4× as long: p90 lands far from the median.
  const TimingStats busy = summarize({10, 10, 10, 10, 10, 10, 10, 10, 40, 40});
  EXPECT_GT(relativeSpread(busy), kMaxTrustedSpread);
  EXPECT_TRUE(spreadTooWide(busy));
  EXPECT_FALSE(spreadTooWide(summarize({1, 100})));  // too few runs to say anything
}

// A FIFO that no one writes was waited on forever, and a folder read as "no NUMPY magic": both
// readers now say what the path is, without opening it.
TEST(Npy, AFifoOrAFolderIsNamedNotRead) {
  const fs::path dir =
      fs::temp_directory_path() / ("convscope-npy-kinds-" + std::to_string(getpid()));
  fs::create_directories(dir / "folder.npy");
  const std::string fifo = (dir / "fifo.npy").string();
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  for (const auto& [path, kind] :
       {std::pair{fifo, std::string("a FIFO")},
        std::pair{(dir / "folder.npy").string(), std::string("a folder")}}) {
    const auto channel = readNpy(path);
    ASSERT_FALSE(channel.isOk());
    EXPECT_NE(channel.status().message.find(kind), std::string::npos) << channel.status().message;
    const auto tensor = readNpyTensor(path);
    ASSERT_FALSE(tensor.isOk());
    EXPECT_NE(tensor.status().message.find(kind), std::string::npos) << tensor.status().message;
  }
  fs::remove_all(dir);
}
