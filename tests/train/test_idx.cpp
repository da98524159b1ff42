// The IDX reader on small gzip files written here with zlib, each wrong in one way.
#include <gtest/gtest.h>
#include <unistd.h>
#include <zlib.h>

#include <filesystem>
#include <string>

#include "convscope/train/dataset.h"

namespace convscope::train {
namespace {

std::string be32(std::uint32_t v) {
  return {char(v >> 24), char(v >> 16), char(v >> 8), char(v)};
}

std::string imagesFile(std::uint32_t magic, std::uint32_t count, std::uint32_t rows,
                       std::uint32_t cols, long long bodyBytes) {
  return be32(magic) + be32(count) + be32(rows) + be32(cols) + std::string(bodyBytes, '\x07');
}

std::string labelsFile(std::uint32_t count, const std::string& labels) {
  return be32(0x00000801) + be32(count) + labels;
}

class TrainIdx : public ::testing::Test {
 protected:
  void SetUp() override {
    m_dir = std::filesystem::temp_directory_path() /
            ("convscope-idx-" + std::to_string(::getpid()) + "-" +
             ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::create_directories(m_dir);
  }
  void TearDown() override { std::filesystem::remove_all(m_dir); }

  std::string write(const std::string& name, const std::string& bytes) {
    const std::string path = (m_dir / name).string();
    gzFile gz = gzopen(path.c_str(), "wb");
    gzwrite(gz, bytes.data(), static_cast<unsigned>(bytes.size()));
    gzclose(gz);
    return path;
  }
  Status read(const std::string& images, const std::string& labels) {
    return readIdxPair(write("i.gz", images), write("l.gz", labels)).status();
  }

  std::filesystem::path m_dir;
};

TEST_F(TrainIdx, ReadsAWellFormedPair) {
  auto set = readIdxPair(write("i.gz", imagesFile(0x803, 3, 28, 28, 3 * 784)),
                         write("l.gz", labelsFile(3, std::string("\x01\x09\x00", 3))));
  ASSERT_TRUE(set.isOk()) << set.status().message;
  EXPECT_EQ(set->count, 3);
  EXPECT_EQ(set->labels[1], 9);
  EXPECT_EQ(set->image(2)[783], 7);
}

TEST_F(TrainIdx, RefusesABadMagic) {
  const Status s = read(imagesFile(0x801, 3, 28, 28, 3 * 784), labelsFile(3, "\1\1\1"));
  EXPECT_NE(s.message.find("magic number 0x00000801, expected 0x00000803"), std::string::npos)
      << s.message;
}

TEST_F(TrainIdx, RefusesWrongDimensions) {
  const Status s = read(imagesFile(0x803, 3, 32, 32, 3 * 1024), labelsFile(3, "\1\1\1"));
  EXPECT_NE(s.message.find("32×32, expected 28×28"), std::string::npos) << s.message;
}

TEST_F(TrainIdx, RefusesCountsThatDisagree) {
  const Status s = read(imagesFile(0x803, 3, 28, 28, 3 * 784), labelsFile(2, "\1\1"));
  EXPECT_NE(s.message.find("3 images but"), std::string::npos) << s.message;
}

TEST_F(TrainIdx, RefusesATruncatedBody) {
  const Status s = read(imagesFile(0x803, 3, 28, 28, 3 * 784 - 10), labelsFile(3, "\1\1\1"));
  EXPECT_NE(s.message.find("cut short"), std::string::npos) << s.message;
}

TEST_F(TrainIdx, RefusesExtraBytes) {
  const Status s = read(imagesFile(0x803, 3, 28, 28, 3 * 784), labelsFile(3, "\1\1\1\1"));
  EXPECT_NE(s.message.find("bytes follow"), std::string::npos) << s.message;
}

TEST_F(TrainIdx, RefusesALabelOutsideTheClasses) {
  const Status s = read(imagesFile(0x803, 3, 28, 28, 3 * 784), labelsFile(3, "\1\x0c\1"));
  EXPECT_NE(s.message.find("label 12 of item 1 is outside 0..9"), std::string::npos) << s.message;
}

TEST_F(TrainIdx, RefusesAGzipStreamCutShort) {
  const std::string path = write("i.gz", imagesFile(0x803, 3, 28, 28, 3 * 784));
  std::filesystem::resize_file(path, std::filesystem::file_size(path) - 12);
  const Status s = readIdxPair(path, write("l.gz", labelsFile(3, "\1\1\1"))).status();
  EXPECT_FALSE(s.isOk());
  EXPECT_NE(s.message.find(path), std::string::npos) << s.message;
}

TEST_F(TrainIdx, AMissingFileNamesThePackage) {
  auto data = loadFashionMnist((m_dir / "nowhere").string());
  ASSERT_FALSE(data.isOk());
  EXPECT_EQ(data.status().code, StatusCode::IoError);
  EXPECT_NE(data.status().message.find("install the Debian package dataset-fashion-mnist"),
            std::string::npos)
      << data.status().message;
  EXPECT_NE(data.status().message.find("train-images-idx3-ubyte.gz"), std::string::npos);
}

TEST_F(TrainIdx, RefusesAFolderInTheFilesPlace) {
  std::filesystem::create_directories(m_dir / "dir.gz");
  auto set = readIdxPair((m_dir / "dir.gz").string(), (m_dir / "dir.gz").string());
  ASSERT_FALSE(set.isOk());
  EXPECT_NE(set.status().message.find("not a regular file"), std::string::npos);
}

TEST(TrainClassNames, BothLanguages) {
  EXPECT_STREQ(classNameEnglish(0), "T-shirt/top");
  EXPECT_STREQ(classNameEnglish(9), "Ankle boot");
  EXPECT_STREQ(classNameChinese(0), "T恤/上衣");
  EXPECT_STREQ(classNameChinese(7), "运动鞋");
  EXPECT_STREQ(classNameEnglish(10), "?");
}

}  // namespace
}  // namespace convscope::train
