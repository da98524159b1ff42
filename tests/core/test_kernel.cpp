#include <gtest/gtest.h>

#include <ostream>

#include "convscope/kernel.h"

using namespace convscope;

namespace convscope {
// What a failed EXPECT_EQ prints: the numbers and the name, not the struct's bytes.
void PrintTo(const Kernel& kernel, std::ostream* out) {
  *out << formatKernel(kernel) << " (" << kernel.name << ")";
}
}  // namespace convscope

namespace {
std::string errorOf(std::string_view text) {
  Result<Kernel> k = parseKernel(text);
  EXPECT_FALSE(k) << "expected an error for " << text;
  return k ? std::string() : k.status().message;
}
bool contains(const std::string& s, const char* part) {
  return s.find(part) != std::string::npos;
}
}  // namespace

TEST(Kernel, EveryPresetParsesByName) {
  ASSERT_EQ(kernelPresets().size(), 9u);
  for (const KernelPreset& p : kernelPresets()) {
    Result<Kernel> k = parseKernel(p.name);
    ASSERT_TRUE(k) << p.name;
    EXPECT_EQ(k->name, p.name);
  }
  EXPECT_TRUE(parseKernel("Sobel X"));
  EXPECT_TRUE(parseKernel("gaussian_blur"));
}

TEST(Kernel, ParsesRowsAndDivisor) {
  Result<Kernel> k = parseKernel("1,0,-1; 2,0,-2; 1,0,-1");
  ASSERT_TRUE(k);
  EXPECT_EQ(k->weights[3], 2.0f);
  EXPECT_EQ(k->weights[8], -1.0f);
  EXPECT_EQ(k->divisor, 1.0f);

  Result<Kernel> box = parseKernel("1 1 1\n1 1 1\n1 1 1 / 9");
  ASSERT_TRUE(box);
  EXPECT_EQ(box->divisor, 9.0f);
  EXPECT_FLOAT_EQ(box->effectiveWeights(false)[4], 1.0f / 9.0f);

  Result<Kernel> minus = parseKernel(
      "\xE2\x88\x92"
      "1,0,1;0,0,0;0,0,0");  // U+2212
  ASSERT_TRUE(minus);
  EXPECT_EQ(minus->weights[0], -1.0f);
}

TEST(Kernel, FormatReadsBack) {
  for (const KernelPreset& p : kernelPresets()) {
    const Kernel k = presetKernel(p.name).value();
    Result<Kernel> again = parseKernel(formatKernel(k));
    ASSERT_TRUE(again) << formatKernel(k);
    EXPECT_EQ(again->weights, k.weights);
    EXPECT_EQ(again->divisor, k.divisor);
  }
}

TEST(Kernel, RejectsBadTextWithClearMessages) {
  EXPECT_TRUE(contains(errorOf("1,2,3"), "needs 9 numbers (3 rows of 3), got 3"));
  EXPECT_TRUE(contains(errorOf("nan"), "not a finite number"));
  EXPECT_TRUE(contains(errorOf("nan,0,0;0,1,0;0,0,0"), "'nan' is not a finite number"));
  EXPECT_TRUE(contains(errorOf("1e999,0,0;0,1,0;0,0,0"), "'1e999' is out of range"));
  EXPECT_TRUE(contains(errorOf("inf,0,0;0,1,0;0,0,0"), "not a finite number"));
  EXPECT_TRUE(contains(errorOf("1,x,0;0,1,0;0,0,0"), "'x' is not a number"));
  EXPECT_TRUE(contains(errorOf("1,1,1,1;1,1;1,1,1"), "3 numbers each"));
  EXPECT_TRUE(contains(errorOf("1,1,1;1,1,1;1,1,1 / 0"), "divisor must not be 0"));
  EXPECT_TRUE(contains(errorOf("blurry"), "unknown kernel preset 'blurry'"));
  EXPECT_TRUE(contains(errorOf(""), "kernel is empty"));
}

TEST(Kernel, FlipTurnsTheKernel180Degrees) {
  const Kernel sobel = presetKernel("sobel-x").value();
  const auto flipped = sobel.effectiveWeights(true);
  const auto plain = sobel.effectiveWeights(false);
  for (int i = 0; i < kTaps; ++i) EXPECT_EQ(flipped[i], plain[kTaps - 1 - i]);
  EXPECT_EQ(flipped[0], 1.0f);  // sobel-x turned is its negative
}

TEST(Kernel, EffectiveWeightsAndTheirSumMustBeFinite) {
  // Every number alone is a finite float; after the divisor, or summed over 9 pixels of 255, not.
  const Result<Kernel> divided =
      parseKernel("1e38 1e38 1e38; 1e38 1e38 1e38; 1e38 1e38 1e38 / 1e-45");
  ASSERT_FALSE(divided);
  EXPECT_NE(divided.status().message.find("after the divisor"), std::string::npos)
      << divided.status().message;
  const Result<Kernel> summed = parseKernel("1e37 0 0; 0 0 0; 0 0 0");
  ASSERT_FALSE(summed);
  EXPECT_NE(summed.status().message.find("too large"), std::string::npos);
  EXPECT_TRUE(parseKernel("1e30 0 0; 0 0 0; 0 0 0 / 1e-5"));  // 1e35 · 255 still fits
}

TEST(Kernel, MessagesCutALongArgument) {
  const std::string huge(131072, '7');
  const Result<Kernel> k = parseKernel(huge + ",1");
  ASSERT_FALSE(k);
  EXPECT_LT(k.status().message.size(), 300u) << k.status().message.size();
  EXPECT_NE(k.status().message.find("…"), std::string::npos);
}

// One equality for the whole program: weights, divisor and name all count.
TEST(Kernel, EqualityComparesWeightsDivisorAndName) {
  const Kernel sobel = *presetKernel("sobel-x");
  Kernel same = *parseKernel(formatKernel(sobel));
  EXPECT_NE(same, sobel);  // the same numbers, but "custom"
  same.name = sobel.name;
  EXPECT_EQ(same, sobel);

  Kernel weight = sobel;
  weight.weights[4] = 0.5f;
  EXPECT_NE(weight, sobel);
  Kernel divisor = sobel;
  divisor.divisor = 2.0f;
  EXPECT_NE(divisor, sobel);
  EXPECT_EQ(*presetKernel("box-blur"), *presetKernel("Box Blur"));
}
