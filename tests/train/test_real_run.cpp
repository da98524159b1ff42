// A short run on the real Fashion-MNIST: it learns, and the set reads as Debian ships it.
#include <gtest/gtest.h>

#include "convscope/train/trainer.h"

namespace convscope::train {
namespace {

TEST(TrainRealRun, TwoHundredStepsLearnFashionMnist) {
  auto data = loadFashionMnist();
  if (!data) GTEST_SKIP() << data.status().message;
  EXPECT_EQ(data->train.count, 60000);
  EXPECT_EQ(data->test.count, 10000);
  TrainConfig config;
  config.steps = 200;
  // One thread: a shared 2-core machine makes OpenMP's barriers cost more than the work.
  config.threads = 1;
  auto set = std::make_shared<const Dataset>(std::move(data->train));
  auto trainer = Trainer::create(set, config);
  ASSERT_TRUE(trainer.isOk()) << trainer.status().message;
  while (!(*trainer)->finished()) {
    auto report = (*trainer)->step();
    ASSERT_TRUE(report.isOk()) << report.status().message;
  }
  auto eval = (*trainer)->evaluate(data->test, 1000);
  ASSERT_TRUE(eval.isOk()) << eval.status().message;
  EXPECT_GT(eval->accuracy, 0.65);
  int total = 0;
  for (const auto& row : eval->confusion)
    for (int v : row) total += v;
  EXPECT_EQ(total, 1000);

  auto maps = (*trainer)->featureMaps(data->test, 0);
  ASSERT_TRUE(maps.isOk());
  EXPECT_EQ(maps->conv1.size(), 8u * 28 * 28);
  EXPECT_EQ(maps->conv2.size(), 16u * 14 * 14);
  auto probs = (*trainer)->probabilities(data->test, 0);
  ASSERT_TRUE(probs.isOk());
  float sum = 0;
  for (float p : *probs) sum += p;
  EXPECT_NEAR(sum, 1.0f, 1e-5f);
  EXPECT_FALSE((*trainer)->probabilities(data->test, 10000).isOk());
}

}  // namespace
}  // namespace convscope::train
