// The one crossover rule: the GPU against the fastest CPU series at each side, from the side on
// which it stays faster.

#include <gtest/gtest.h>

#include "convscope/crossover.h"

namespace convscope {
namespace {

TEST(Crossover, FastestAtEachSideTakesTheBestEngineAndIgnoresNonPositiveTimes) {
  const std::vector<SeriesPoint> oneCore{{16, 0.01}, {64, 0.5}, {256, 8.0}};
  const std::vector<SeriesPoint> allCores{{16, 0.05}, {64, 0.2}, {256, 0}, {1024, 9.0}};
  const std::vector<SeriesPoint> best = fastestAtEachSide({oneCore, allCores});
  ASSERT_EQ(best.size(), 4u);
  EXPECT_EQ(best[0].side, 16);
  EXPECT_DOUBLE_EQ(best[0].ms, 0.01);  // one core wins small images
  EXPECT_DOUBLE_EQ(best[1].ms, 0.2);   // all cores larger ones
  EXPECT_DOUBLE_EQ(best[2].ms, 8.0);   // a zero time measured nothing
  EXPECT_DOUBLE_EQ(best[3].ms, 9.0);
}

TEST(Crossover, WorkloadCrossoverIsFindCrossoverAgainstTheFastestCpu) {
  const std::vector<SeriesPoint> oneCore{{16, 0.001}, {64, 0.04}, {256, 0.4}, {1024, 7.0}};
  const std::vector<SeriesPoint> allCores{{16, 0.05}, {64, 0.06}, {256, 0.1}, {1024, 1.0}};
  const std::vector<SeriesPoint> gpu{{16, 0.03}, {64, 0.03}, {256, 0.05}, {1024, 0.3}};
  // Against all cores alone the GPU wins from 16; the single core is faster at 16, so the
  // stated crossover is 64.
  EXPECT_EQ(findCrossover(allCores, gpu).kind, Crossover::Kind::AlwaysWins);
  const Crossover c = workloadCrossover({oneCore, allCores}, gpu);
  EXPECT_EQ(c.kind, Crossover::Kind::WinsFrom);
  EXPECT_EQ(c.fromSide, 64);
  EXPECT_EQ(c.lastLosingSide, 16);
  EXPECT_EQ(c.largestSide, 1024);
  // A GPU that loses at the largest side never wins, whatever it did below.
  const std::vector<SeriesPoint> copies{{16, 0.03}, {64, 0.01}, {256, 0.2}, {1024, 2.0}};
  EXPECT_EQ(workloadCrossover({oneCore, allCores}, copies).kind, Crossover::Kind::NeverWins);
  EXPECT_EQ(workloadCrossover({}, gpu).kind, Crossover::Kind::NoCommonSize);
}

}  // namespace
TEST(Crossover, AnUntrustedCpuFigureAtAComparedSideGivesNoConclusion) {
  const std::vector<SeriesPoint> oneCore{{16, 0.001}, {64, 0.04}, {256, 0.4}};
  std::vector<SeriesPoint> allCores{{16, 0.05}, {64, 0.06}, {256, 0.1}, {8192, 25.0}};
  const std::vector<SeriesPoint> gpu{{16, 0.03}, {64, 0.03}, {256, 0.05}};
  ASSERT_EQ(workloadCrossover({oneCore, allCores}, gpu).kind, Crossover::Kind::WinsFrom);
  // A held-back parallel row at 16² (slower than the loop, marked) must not name a side.
  allCores[0] = {16, 25.0, false};
  const Crossover c = workloadCrossover({oneCore, allCores}, gpu);
  EXPECT_EQ(c.kind, Crossover::Kind::TooBusyToTell);
  EXPECT_EQ(c.fromSide, 0);
  // A marked row at a side the GPU series lacks compares nothing: the conclusion stands.
  allCores[0] = {16, 0.05};
  allCores[3].trusted = false;
  EXPECT_EQ(workloadCrossover({oneCore, allCores}, gpu).kind, Crossover::Kind::WinsFrom);
}

}  // namespace convscope
