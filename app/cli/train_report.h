// What `convscope train` prints at the end: one JSON object, one CSV row per step, or a table
// for people. Field and column names are the contract the PyTorch checks read; they stay English.
#pragma once

#include <QString>
#include <vector>

#include "convscope/train/trainer.h"

namespace convscope::cli {

struct TrainRun {
  train::TrainConfig config;
  int threads = 0;
  int trainImages = 0;  // after --limit
  std::vector<train::StepReport> steps;
  struct EpochTest {
    int epoch = 0;  // 0-based
    train::Evaluation eval;
  };
  std::vector<EpochTest> tests;  // at each epoch's end, and at the end of the run
  train::Evaluation finalTest;

  long long images() const;
  train::StepTimes meanMs() const;  // per step
  double imagesPerSecond() const;   // trained images over the steps' own time
};

// C-locale numbers (std::to_chars), keys in the order of app/README's contract.
QString trainJson(const TrainRun& run);
QString trainCsv(const TrainRun& run);
QString trainTable(const TrainRun& run);
// "epoch 1/2, step 120/938, loss 0.512, accuracy 82.8 %, 812 images/s".
QString trainProgress(const TrainRun& run, long long totalSteps, int stepsPerEpoch);

}  // namespace convscope::cli
