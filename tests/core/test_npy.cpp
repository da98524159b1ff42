#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "convscope/npy.h"
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
