// The rule that marks a CPU timing a busy machine distorted, fed synthetic rows.

#include <gtest/gtest.h>

#include <algorithm>

#include "convscope/cpu_load.h"
#include "convscope/cpu_trust.h"

namespace convscope {
namespace {

bool has(const CpuRowEvidence& row, DistrustReason reason) {
  const auto why = distrustReasons(row);
  return std::find(why.begin(), why.end(), reason) != why.end();
}

CpuRowEvidence quietParallel() {
  CpuRowEvidence row;
  row.medianMs = 0.17;
  row.spread = 0.1;
  row.ceilingMs = 0.05;
  row.multiThreaded = true;
  row.singleThreadMs = 7.0;
  row.remeasureMs = 0.18;
  row.othersBusy = 0.05;
  return row;
}

TEST(CpuTrust, AQuietRowIsTrusted) {
  EXPECT_TRUE(trusted(quietParallel()));
  EXPECT_TRUE(trusted(CpuRowEvidence{}));  // nothing known, nothing to doubt
}

TEST(CpuTrust, EachDisagreementMarksTheRow) {
  CpuRowEvidence row = quietParallel();
  row.spread = 0.6;
  EXPECT_TRUE(has(row, DistrustReason::SpreadTooWide));

  row = quietParallel();
  row.ceilingMs = 0.2;  // faster than copying its own output
  EXPECT_TRUE(has(row, DistrustReason::FasterThanCeiling));

  // A busy machine's row: a tight spread, but 12 ms against 0.003 ms for the loop on one thread.
  row = quietParallel();
  row.medianMs = 12.0;
  row.spread = 0.02;
  row.singleThreadMs = 0.003;
  row.remeasureMs = 0;
  EXPECT_FALSE(trusted(row));
  EXPECT_TRUE(has(row, DistrustReason::SlowerThanOneThread));
  // The same figures on one thread are not compared with themselves.
  row.multiThreaded = false;
  EXPECT_FALSE(has(row, DistrustReason::SlowerThanOneThread));

  row = quietParallel();
  row.remeasureMs = 0.17 * 2.5;
  EXPECT_TRUE(has(row, DistrustReason::DisagreesWithRemeasure));
  row.remeasureMs = 0.17 / 2.5;  // either way
  EXPECT_TRUE(has(row, DistrustReason::DisagreesWithRemeasure));

  row = quietParallel();
  row.othersBusy = 0.8;
  EXPECT_EQ(distrustReasons(row), std::vector<DistrustReason>{DistrustReason::MachineBusy});
  EXPECT_STREQ(distrustKey(DistrustReason::MachineBusy), "busy");
}

TEST(CpuTrust, LimitsAreInclusiveOfTheirEdge) {
  CpuRowEvidence row = quietParallel();
  row.spread = kTrustMaxSpread;
  row.ceilingMs = row.medianMs * kTrustMaxShareOfCeiling * 0.999;
  row.singleThreadMs = row.medianMs;
  row.remeasureMs = row.medianMs * kTrustMaxRemeasureRatio;
  row.othersBusy = kTrustMaxOthersBusy;
  EXPECT_TRUE(trusted(row));
}

TEST(CpuLoad, OthersShareComesFromTheTicksBetweenTwoSamples) {
  LoadSample before{true, 1000, 4000, 100};
  LoadSample after{true, 1150, 4200, 150};  // 150 busy of 200, 50 of them ours
  EXPECT_DOUBLE_EQ(othersBusyFraction(before, after), 0.5);
  EXPECT_LT(othersBusyFraction(before, before), 0);  // no interval: unknown
  EXPECT_LT(othersBusyFraction(LoadSample{}, after), 0);
  after.selfTicks = 500;  // more than the machine's busy time: clamped, not negative
  EXPECT_DOUBLE_EQ(othersBusyFraction(before, after), 0.0);
}

}  // namespace
}  // namespace convscope
