#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "convscope/train/npz.h"

namespace convscope::train {
namespace {

std::string tempPath(const std::string& name) {
  return (std::filesystem::temp_directory_path() /
          ("convscope-npz-" + std::to_string(::getpid()) + "-" + name))
      .string();
}

TEST(TrainNpz, RoundTripsTheWeights) {
  const std::string path = tempPath("round.npz");
  const Params written = initialParams(42);
  ASSERT_TRUE(writeParamsNpz(path, written).isOk());
  auto read = readParamsNpz(path);
  ASSERT_TRUE(read.isOk()) << read.status().message;
  for (int i = 0; i < kParamCount; ++i) EXPECT_EQ((*read)[i], written[i]) << paramInfo(i).name;
  std::filesystem::remove(path);
}

TEST(TrainNpz, RefusesAMissingArray) {
  const std::string path = tempPath("missing.npz");
  const Params p = zeroParams();
  std::vector<NpzArray> arrays;
  for (int i = 0; i < kParamCount; ++i)
    if (i != kConv2Bias) arrays.push_back({paramInfo(i).name, paramInfo(i).dims, p[i]});
  ASSERT_TRUE(writeNpz(path, arrays).isOk());
  auto read = readParamsNpz(path);
  ASSERT_FALSE(read.isOk());
  EXPECT_NE(read.status().message.find("no array conv2.bias"), std::string::npos)
      << read.status().message;
  std::filesystem::remove(path);
}

TEST(TrainNpz, RefusesAMisshapedArray) {
  const std::string path = tempPath("shape.npz");
  const Params p = zeroParams();
  std::vector<NpzArray> arrays;
  for (int i = 0; i < kParamCount; ++i)
    arrays.push_back({paramInfo(i).name, paramInfo(i).dims, p[i]});
  arrays[kFcWeight].dims = {784, 10};
  ASSERT_TRUE(writeNpz(path, arrays).isOk());
  auto read = readParamsNpz(path);
  ASSERT_FALSE(read.isOk());
  EXPECT_NE(read.status().message.find("fc.weight has shape (784, 10), expected (10, 784)"),
            std::string::npos)
      << read.status().message;
  std::filesystem::remove(path);
}

TEST(TrainNpz, RefusesADamagedMember) {
  const std::string path = tempPath("crc.npz");
  ASSERT_TRUE(writeParamsNpz(path, initialParams(1)).isOk());
  {
    FILE* f = std::fopen(path.c_str(), "r+b");
    std::fseek(f, 200, SEEK_SET);
    std::fputc(0x55, f);
    std::fclose(f);
  }
  auto read = readParamsNpz(path);
  ASSERT_FALSE(read.isOk());
  EXPECT_NE(read.status().message.find("CRC-32"), std::string::npos) << read.status().message;
  std::filesystem::remove(path);
}

}  // namespace
}  // namespace convscope::train
