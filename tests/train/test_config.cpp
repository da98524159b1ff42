// What a run refuses before it starts, and a run that diverges.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "convscope/train/memory.h"
#include "convscope/train/trainer.h"
#include "synthetic.h"

namespace convscope::train {
namespace {

Status validated(void (*change)(TrainConfig&), int images = 100) {
  TrainConfig config;
  config.batch = 10;
  change(config);
  return validateConfig(config, images);
}

TEST(TrainConfig, RefusesBadValues) {
  EXPECT_TRUE(validated([](TrainConfig&) {}).isOk());
  EXPECT_FALSE(validated([](TrainConfig& c) { c.lr = std::nan(""); }).isOk());
  EXPECT_FALSE(validated([](TrainConfig& c) { c.lr = -0.1; }).isOk());
  EXPECT_FALSE(validated([](TrainConfig& c) { c.lr = 0; }).isOk());
  EXPECT_FALSE(validated([](TrainConfig& c) { c.momentum = 1; }).isOk());
  EXPECT_FALSE(validated([](TrainConfig& c) { c.momentum = -0.5; }).isOk());
  EXPECT_FALSE(validated([](TrainConfig& c) { c.batch = 0; }).isOk());
  EXPECT_FALSE(validated([](TrainConfig& c) { c.batch = 101; }).isOk());
  EXPECT_FALSE(validated([](TrainConfig& c) { c.limit = 0; }).isOk());
  EXPECT_FALSE(validated([](TrainConfig& c) { c.limit = 5; }).isOk());  // below the batch
  EXPECT_TRUE(validated([](TrainConfig& c) { c.limit = 10; }).isOk());
  const Status lr = validated([](TrainConfig& c) { c.lr = -0.1; });
  EXPECT_NE(lr.message.find("learning rate"), std::string::npos) << lr.message;
}

TEST(TrainConfig, RefusesABatchAboveTheBudgetNamingItsBytes) {
  TrainConfig config;
  config.batch = 60000;
  const Status status = validateConfig(config, 60000);
  EXPECT_EQ(status.code, StatusCode::TooLarge);
  EXPECT_NE(status.message.find(std::to_string(stepBufferBytes(60000))), std::string::npos)
      << status.message;
  EXPECT_GT(activationBytes(64), 3'000'000);  // 52 568 bytes an image
  EXPECT_EQ(batchCopyBytes(64), 64 * (784 * 4 + 4));
}

TEST(TrainConfig, AHugeLearningRateStopsAtTheStepItDiverges) {
  auto set = testing::syntheticSet(64);
  TrainConfig config;
  config.batch = 16;
  config.lr = 1e30;
  config.steps = 20;
  config.threads = 2;
  auto trainer = Trainer::create(set, config);
  ASSERT_TRUE(trainer.isOk()) << trainer.status().message;
  Status failure;
  long long failedAt = -1;
  for (int s = 0; s < 20 && failure.isOk(); ++s) {
    const Params before = (*trainer)->weights();
    auto report = (*trainer)->step();
    if (!report) {
      failure = report.status();
      failedAt = s;
      // Nothing half-written: the weights are those of the last whole step.
      for (int i = 0; i < kParamCount; ++i) EXPECT_EQ((*trainer)->weights()[i], before[i]);
    }
  }
  ASSERT_FALSE(failure.isOk()) << "lr 1e30 never diverged";
  EXPECT_TRUE((*trainer)->diverged());
  EXPECT_NE(failure.message.find("step " + std::to_string(failedAt + 1)), std::string::npos)
      << failure.message;
  EXPECT_NE(failure.message.find("lower learning rate"), std::string::npos) << failure.message;
}

}  // namespace
}  // namespace convscope::train
