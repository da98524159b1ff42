// The one measuring helper: how many runs it makes, in which order, and what a failure or a
// cancel does. No test reads a time: only counts and order, which hold on any machine.
#include "convscope/measure.h"

#include <gtest/gtest.h>

#include <string>

using namespace convscope;

namespace {
Status failWith(const std::string& why) {
  return Status::error(StatusCode::InvalidArgument, why);
}
}  // namespace

TEST(Measure, TimeRunsCountsOnlyTheRepeatsAfterTheWarmUp) {
  int calls = 0;
  const Result<TimingStats> stats = timeRuns(2, 5, [&] {
    ++calls;
    return Status::ok();
  });
  ASSERT_TRUE(stats);
  EXPECT_EQ(calls, 7);
  EXPECT_EQ(stats->count, 5);
  EXPECT_LE(stats->min, stats->median);
  EXPECT_LE(stats->median, stats->max);
}

TEST(Measure, TimeRunsStopsAtTheFirstFailure) {
  int calls = 0;
  const Result<TimingStats> stats =
      timeRuns(1, 5, [&] { return ++calls == 3 ? failWith("third run") : Status::ok(); });
  ASSERT_FALSE(stats);
  EXPECT_EQ(stats.status().message, "third run");
  EXPECT_EQ(calls, 3);
}

TEST(Measure, FastestWithinRunsAtLeastOnceAndAtMostMaxRuns) {
  int calls = 0;
  const auto run = [&] {
    ++calls;
    return Status::ok();
  };
  ASSERT_TRUE(fastestWithin(5, 0, run));  // no budget: one run all the same
  EXPECT_EQ(calls, 1);
  calls = 0;
  const Result<double> fastest = fastestWithin(5, 1e9, run);  // budget never spent: max runs
  ASSERT_TRUE(fastest);
  EXPECT_EQ(calls, 5);
  EXPECT_GE(*fastest, 0);
}

TEST(Measure, ContendersRunInTurnsUntilEachHasItsRuns) {
  std::string order;
  std::vector<Contender> contenders(2);
  contenders[0].run = [&] {
    order += 'a';
    return Status::ok();
  };
  contenders[0].runs = 3;
  contenders[1].run = [&] {
    order += 'b';
    return Status::ok();
  };
  contenders[1].runs = 1;
  timeInTurns(contenders, 1);
  EXPECT_EQ(order,
            "ab"
            "ab"
            "a"
            "a");  // a warm-up turn, then the turns, b done after one
  EXPECT_EQ(contenders[0].samples.size(), 3u);
  EXPECT_EQ(contenders[1].samples.size(), 1u);
  EXPECT_EQ(contenders[0].stats().count, 3);
}

TEST(Measure, AFailedContenderSitsOutAndTheOthersGoOn) {
  int calls = 0;
  std::vector<Contender> contenders(2);
  contenders[0].run = [&] { return ++calls == 2 ? failWith("out of memory") : Status::ok(); };
  contenders[0].runs = 4;
  contenders[1].run = [] { return Status::ok(); };
  contenders[1].runs = 4;
  timeInTurns(contenders, 0);
  EXPECT_TRUE(contenders[0].failed());
  EXPECT_EQ(contenders[0].failure.message, "out of memory");
  EXPECT_EQ(calls, 2);
  EXPECT_EQ(contenders[0].samples.size(), 1u);
  EXPECT_FALSE(contenders[1].failed());
  EXPECT_EQ(contenders[1].samples.size(), 4u);
}

TEST(Measure, ACancelStopsBeforeTheNextTurn) {
  int turns = 0;
  std::vector<Contender> contenders(1);
  contenders[0].run = [&] {
    ++turns;
    return Status::ok();
  };
  contenders[0].runs = 10;
  timeInTurns(contenders, 0, [&] { return turns >= 2; });
  EXPECT_EQ(contenders[0].samples.size(), 2u);
}

TEST(Measure, RunsWithinBudgetKeepEnoughForASpreadAndNoMore) {
  EXPECT_EQ(runsWithinBudget(40, 1), 40);
  EXPECT_EQ(runsWithinBudget(40, 100), 3);  // a slow run: still three, to read a spread
  EXPECT_EQ(runsWithinBudget(40, 0), 101);  // a run too fast to time: bounded all the same
  EXPECT_EQ(runsWithinBudget(40, 15), 3);
  EXPECT_EQ(runsWithinBudget(40, 9.9), 5);
}
