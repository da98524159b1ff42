// oneDNN + OpenBLAS against the naive loops: the forward output, every gradient and the weights
// after the update, within 1e-4 of each tensor's largest magnitude.
#include <gtest/gtest.h>

#include <cmath>

#include "convscope/train/engine.h"
#include "convscope/train/trainer.h"
#include "synthetic.h"

namespace convscope::train {
namespace {

template <class V>
double relativeDifference(const V& a, const V& b) {
  double diff = 0, scale = 1e-12;
  for (size_t i = 0; i < a.size(); ++i) {
    diff = std::max(diff, std::abs(double(a[i]) - double(b[i])));
    scale = std::max(scale, std::abs(double(b[i])));
  }
  return diff / scale;
}

class TrainEngines : public ::testing::TestWithParam<int> {
 protected:
  void SetUp() override {
    if (Status ok = engineAvailable(EngineKind::OneDnn); !ok) GTEST_SKIP() << ok.message;
  }
};

// Batch 8 and a partial batch of 5 (the last batch of an epoch of 13 images).
TEST_P(TrainEngines, OneDnnForwardMatchesReference) {
  const int B = GetParam();
  auto set = testing::syntheticSet(B, 21);
  const Params params = initialParams(9);
  auto reference = makeEngine(EngineKind::Reference, 1);
  auto onednn = makeEngine(EngineKind::OneDnn, 2);
  ASSERT_TRUE(reference.isOk() && onednn.isOk());
  auto wr = (*reference)->prepare(B);
  auto wo = (*onednn)->prepare(B);
  ASSERT_TRUE(wr.isOk() && wo.isOk()) << wo.status().message;
  for (Workspace* ws : {*wr, *wo}) {
    for (int i = 0; i < B * 784; ++i) ws->x[i] = set->pixels[i] / 255.0f;
    for (int n = 0; n < B; ++n) ws->labels[n] = set->labels[n];
  }
  ASSERT_TRUE((*reference)->forward(params, **wr).isOk());
  ASSERT_TRUE((*onednn)->forward(params, **wo).isOk());
  EXPECT_LT(relativeDifference((*wo)->a1, (*wr)->a1), 1e-4);
  EXPECT_LT(relativeDifference((*wo)->a2, (*wr)->a2), 1e-4);
  EXPECT_LT(relativeDifference((*wo)->logits, (*wr)->logits), 1e-4);
  softmaxCrossEntropy(**wr);
  softmaxCrossEntropy(**wo);
  lossBackward(**wr);
  lossBackward(**wo);
  ASSERT_TRUE((*reference)->backwardData(params, **wr).isOk());
  ASSERT_TRUE((*onednn)->backwardData(params, **wo).isOk());
  EXPECT_LT(relativeDifference((*wo)->dp2, (*wr)->dp2), 1e-4);
  EXPECT_LT(relativeDifference((*wo)->dp1, (*wr)->dp1), 1e-4);
  EXPECT_LT(relativeDifference((*wo)->dz1, (*wr)->dz1), 1e-4);
}

TEST_P(TrainEngines, OneDnnGradientsAndUpdatesMatchReference) {
  const int B = GetParam();
  // 8 + 5 images: with batch 8 the second step is the partial one.
  auto set = testing::syntheticSet(13, 5);
  TrainConfig config;
  config.batch = B;
  config.shuffle = true;
  config.steps = 3;
  config.threads = 2;
  config.engine = EngineKind::Reference;
  auto reference = Trainer::create(set, config);
  config.engine = EngineKind::OneDnn;
  auto onednn = Trainer::create(set, config);
  ASSERT_TRUE(reference.isOk() && onednn.isOk()) << onednn.status().message;
  for (int s = 0; s < 3; ++s) {
    auto r = (*reference)->step();
    auto o = (*onednn)->step();
    ASSERT_TRUE(r.isOk() && o.isOk()) << o.status().message;
    EXPECT_EQ(r->batchSize, o->batchSize);
    EXPECT_NEAR(r->loss, o->loss, 1e-4 * std::abs(r->loss));
    for (int i = 0; i < kParamCount; ++i) {
      EXPECT_LT(relativeDifference((*onednn)->gradients()[i], (*reference)->gradients()[i]), 1e-4)
          << "step " << s << " " << paramInfo(i).name << " gradient";
      EXPECT_LT(relativeDifference((*onednn)->weights()[i], (*reference)->weights()[i]), 1e-4)
          << "step " << s << " " << paramInfo(i).name << " weights";
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Batches, TrainEngines, ::testing::Values(8, 5));

TEST(TrainEngine, CudnnSaysWhyNot) {
  auto engine = makeEngine(EngineKind::CuDnn, 1);
  ASSERT_FALSE(engine.isOk());
  EXPECT_NE(engine.status().message.find("CUDA device"), std::string::npos);
}

}  // namespace
}  // namespace convscope::train
