// The shipped published tables (resources/published/*.csv): the compiled-in copy is the file, the
// reader gets every row, and the figures the screens quote are the final revisions'.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "convscope/published_measurements.h"

namespace convscope {
namespace {

std::string readShipped(const char* name) {
  std::ifstream in(std::string(CONVSCOPE_PUBLISHED_DIR) + "/" + name, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(Published, CompiledInTextIsTheShippedFile) {
  EXPECT_EQ(std::string(deepBenchCsv()), readShipped("deepbench_conv3x3_train.csv"));
  EXPECT_EQ(std::string(cnnBenchmarksCsv()), readShipped("cnn_benchmarks_vgg16.csv"));
}

TEST(Published, ReaderGetsEveryRow) {
  EXPECT_EQ(deepBenchRows().size(), parseCsv(deepBenchCsv()).size() - 1);
  EXPECT_EQ(cnnBenchmarksRows().size(), 12u);
  EXPECT_GT(deepBenchRows().size(), 200u);
}

TEST(Published, CsvQuotesKeepTheirCommas) {
  const auto rows = parseCsv("a,b\n\"x, y\",\"say \"\"hi\"\"\"\n1,\n");
  ASSERT_EQ(rows.size(), 3u);
  EXPECT_EQ(rows[1][0], "x, y");
  EXPECT_EQ(rows[1][1], "say \"hi\"");
  ASSERT_EQ(rows[2].size(), 2u);
  EXPECT_EQ(rows[2][1], "");
}

TEST(Published, Vgg16IsTheFinalRevision) {
  const PublishedNetworkRow* old = findNetworkRow("VGG-16", "GTX 1080", "5.0.05");
  const PublishedNetworkRow* now = findNetworkRow("VGG-16", "GTX 1080", "5.1.05");
  const PublishedNetworkRow* none = findNetworkRow("VGG-16", "GTX 1080", "None");
  const PublishedNetworkRow* ti = findNetworkRow("VGG-16", "GTX 1080 Ti", "5.1.10");
  const PublishedNetworkRow* cpu = findNetworkRow("VGG-16", "CPU: Dual Xeon E5-2630 v3", "None");
  ASSERT_TRUE(old && now && none && ti && cpu);
  EXPECT_DOUBLE_EQ(old->forwardMs, 67.27);
  EXPECT_DOUBLE_EQ(now->forwardMs, 59.37);
  EXPECT_DOUBLE_EQ(none->forwardMs, 143.73);
  EXPECT_DOUBLE_EQ(ti->forwardMs, 41.23);
  EXPECT_DOUBLE_EQ(ti->totalMs, 128.14);
  EXPECT_DOUBLE_EQ(cpu->forwardMs, 3101.76);
  EXPECT_DOUBLE_EQ(cpu->totalMs, 8495.48);
  EXPECT_EQ(findNetworkRow("VGG-16", "GTX 1080 Ti", "None"), nullptr);  // not in the table
  // The 2016 revision's figures are not in the shipped table.
  EXPECT_FALSE(isPublishedFigure(66.56));
  EXPECT_FALSE(isPublishedFigure(143.81));
  for (const PublishedMeasurement& m : publishedVgg16()) EXPECT_TRUE(isPublishedFigure(m.ms));
  EXPECT_EQ(publishedVgg16().size(), 4u);
}

TEST(Published, V100TensorCoresAndWinogradAtTheVggShape) {
  const auto fp32 = nearestDeepBenchRow("V100", "FP32", 64, 128, 112, 112, 16);
  const auto fp16 = nearestDeepBenchRow("V100", "FP16 inputs, mixed math", 64, 128, 112, 112, 16);
  ASSERT_TRUE(fp32 && fp16);
  EXPECT_TRUE(fp32->exact);
  EXPECT_DOUBLE_EQ(fp32->row->forwardMs, 1.246);
  EXPECT_DOUBLE_EQ(*fp32->row->backwardDataMs, 1.209);
  EXPECT_DOUBLE_EQ(fp32->row->backwardWeightsMs, 1.928);
  EXPECT_DOUBLE_EQ(fp16->row->forwardMs, 0.355);
  EXPECT_EQ(fp32->row->libraryShort(), "cuDNN 7.6");
  EXPECT_EQ(fp32->row->deviceShort(), "V100");
  // Winograd: more "TFLOP/s" at the direct count than the V100's 15.7 FP32 peak.
  EXPECT_EQ(fp32->row->forwardAlgorithm, "WINOGRAD_NONFUSED");
  const double f =
      achievedFractionOfPeak(fp32->row->directFlops(), fp32->row->forwardMs, kV100Fp32PeakTflops);
  EXPECT_GT(f, 1.4);
  EXPECT_LT(f, 1.6);
  const auto ti = nearestDeepBenchRow("GTX 1080 Ti", "FP32", 64, 128, 112, 112, 16);
  ASSERT_TRUE(ti && ti->exact);
  EXPECT_DOUBLE_EQ(ti->row->forwardMs, 1.752);
  EXPECT_EQ(ti->row->libraryShort(), "cuDNN 6.0");
}

TEST(Published, NearestRowNamesTheDistanceAndTheWork) {
  const auto n = nearestDeepBenchRow("V100", "FP32", 128, 128, 56, 56, 16);
  ASSERT_TRUE(n);
  EXPECT_FALSE(n->exact);
  EXPECT_GT(n->distance, 0);
  const PublishedLayerRow& r = *n->row;
  const double rowWork = double(r.channels) * r.filters * r.height * r.width * r.batch;
  EXPECT_NEAR(n->workRatio, 128.0 * 128 * 56 * 56 * 16 / rowWork, 1e-9);
}

}  // namespace
}  // namespace convscope
