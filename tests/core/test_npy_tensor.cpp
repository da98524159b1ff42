#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "convscope/npy_header.h"
#include "convscope/npy_tensor.h"

using namespace convscope;
namespace fs = std::filesystem;

namespace {

// A .npy with the given header dict and `dataBytes` bytes of data (version 1.0).
fs::path writeRaw(const std::string& name, const std::string& dict, size_t dataBytes) {
  std::string header = dict;
  while ((10 + header.size() + 1) % 64) header += ' ';
  header += '\n';
  std::string bytes("\x93NUMPY\x01\x00", 8);
  bytes += static_cast<char>(header.size() & 0xff);
  bytes += static_cast<char>(header.size() >> 8);
  bytes += header;
  bytes.append(dataBytes, '\0');
  const fs::path path = fs::temp_directory_path() / ("convscope_npyt_" + name + ".npy");
  std::ofstream(path, std::ios::binary) << bytes;
  return path;
}

std::string failure(const fs::path& path) {
  auto r = readNpyTensor(path.string());
  fs::remove(path);
  return r ? std::string("(read)") : r.status().message;
}

}  // namespace

TEST(NpyTensor, RoundTripsFourDimensions) {
  Tensor t = Tensor::create(2, 3, 4, 5).value();
  for (long long i = 0; i < t.elementCount(); ++i) t.data()[i] = 0.25f * i - 7;
  const fs::path path = fs::temp_directory_path() / "convscope_npyt_round.npy";
  ASSERT_TRUE(writeNpyTensor(path.string(), t));
  auto back = readNpyTensor(path.string());
  ASSERT_TRUE(back) << back.status().message;
  EXPECT_EQ(back->dims, (std::vector<int>{2, 3, 4, 5}));
  EXPECT_EQ(back->tensor.shape, t.shape);
  EXPECT_EQ(back->tensor.values, t.values);
  fs::remove(path);
}

TEST(NpyTensor, ReadsOneAndThreeDimensions) {
  const auto one = writeRaw("one", "{'descr': '<f4', 'fortran_order': False, 'shape': (7,), }", 28);
  auto r1 = readNpyTensor(one.string());
  ASSERT_TRUE(r1) << r1.status().message;
  EXPECT_EQ(r1->dims, std::vector<int>{7});
  EXPECT_EQ(r1->tensor.shape, (std::array<int, 4>{1, 1, 1, 7}));
  const auto three =
      writeRaw("three", "{'descr': '<f4', 'fortran_order': False, 'shape': (3, 4, 5), }", 240);
  auto r3 = readNpyTensor(three.string());
  ASSERT_TRUE(r3) << r3.status().message;
  EXPECT_EQ(r3->tensor.shape, (std::array<int, 4>{1, 3, 4, 5}));
  fs::remove(one);
  fs::remove(three);
}

TEST(NpyTensor, RefusesWhatItCannotReadWithTheReason) {
  EXPECT_NE(failure(writeRaw("be", "{'descr': '>f4', 'fortran_order': False, 'shape': (2,), }", 8))
                .find("big-endian"),
            std::string::npos);
  EXPECT_NE(failure(writeRaw("f8", "{'descr': '<f8', 'fortran_order': False, 'shape': (2,), }", 16))
                .find("'<f8'"),
            std::string::npos);
  EXPECT_NE(
      failure(writeRaw("fo", "{'descr': '<f4', 'fortran_order': True, 'shape': (2, 2), }", 16))
          .find("Fortran"),
      std::string::npos);
  const std::string five = failure(
      writeRaw("5d", "{'descr': '<f4', 'fortran_order': False, 'shape': (1, 1, 1, 2, 2), }", 16));
  EXPECT_NE(five.find("5 dimensions (1, 1, 1, 2, 2)"), std::string::npos) << five;
  const std::string lying = failure(
      writeRaw("lie", "{'descr': '<f4', 'fortran_order': False, 'shape': (1000, 1000), }", 16));
  EXPECT_NE(lying.find("(1000, 1000) needs 3.81\u00a0MiB"), std::string::npos) << lying;
  const std::string extra =
      failure(writeRaw("extra", "{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }", 12));
  EXPECT_NE(extra.find("holds 12\u00a0B"), std::string::npos) << extra;
  EXPECT_NE(
      failure(writeRaw("zero", "{'descr': '<f4', 'fortran_order': False, 'shape': (0, 2), }", 0))
          .find("empty"),
      std::string::npos);
  EXPECT_NE(
      failure(writeRaw("junk", "{'descr': '<f4', 'fortran_order': False, 'shape': (a,), }", 0))
          .find("not understood"),
      std::string::npos);
}

// NumPy reads its header with Python's literal_eval: double quotes (json.dumps, a header written
// by hand) are the same dict, and were refused as "lacks descr".
TEST(NpyTensor, ReadsAHeaderInDoubleQuotes) {
  const auto path =
      writeRaw("dq", "{\"descr\": \"<f4\", \"fortran_order\": False, \"shape\": (2, 3), }", 24);
  auto r = readNpyTensor(path.string());
  fs::remove(path);
  ASSERT_TRUE(r) << r.status().message;
  EXPECT_EQ(r->dims, (std::vector<int>{2, 3}));
  const std::string f8 = failure(
      writeRaw("dq8", "{\"descr\": \"<f8\", \"fortran_order\": False, \"shape\": (2,)}", 16));
  EXPECT_NE(f8.find("'<f8'"), std::string::npos) << f8;
}

// fortran_order must be a bool (NumPy: "fortran_order is not a valid bool"); 0 read as "Fortran
// order", which it is not. A missing key is named.
TEST(NpyTensor, SaysWhatIsWrongWithTheHeaderExactly) {
  const std::string zero =
      failure(writeRaw("fo0", "{'descr': '<f4', 'fortran_order': 0, 'shape': (2,), }", 8));
  EXPECT_NE(zero.find("fortran_order is 0, not a Python bool (False or True)"), std::string::npos)
      << zero;
  EXPECT_EQ(zero.find("Fortran order"), std::string::npos) << zero;
  const std::string noShape =
      failure(writeRaw("nosh", "{'descr': '<f4', 'fortran_order': False, }", 8));
  EXPECT_NE(noShape.find("lacks shape"), std::string::npos) << noShape;
  auto dict = parseNpyHeaderDict("{\"descr\": \"<f4\", \"fortran_order\": True, \"shape\": (7,)}");
  ASSERT_TRUE(dict) << dict.status().message;
  EXPECT_EQ(dict->descr, "'<f4'");
  EXPECT_EQ(dict->fortranOrder, "True");
  EXPECT_EQ(dict->shape, "(7,)");
}

TEST(NpyTensor, RefusesATruncatedHeaderAndAMissingFile) {
  const fs::path path = fs::temp_directory_path() / "convscope_npyt_trunc.npy";
  std::ofstream(path, std::ios::binary) << std::string("\x93NUMPY\x01\x00\x76\x00{'de", 14);
  EXPECT_NE(failure(path).find("truncated"), std::string::npos);
  auto missing = readNpyTensor("/nonexistent/x.npy");
  ASSERT_FALSE(missing);
  EXPECT_EQ(missing.status().code, StatusCode::IoError);
}

TEST(NpyTensor, AFailedWriteLeavesNothing) {
  Tensor t = Tensor::create(1, 1, 2, 2).value();
  const Status s = writeNpyTensor("/nonexistent/dir/y.npy", t);
  EXPECT_FALSE(s);
  EXPECT_FALSE(fs::exists("/nonexistent/dir/y.npy"));
}
