// One function per subcommand; `args` are the arguments after the subcommand's name.
#pragma once

#include <QStringList>

namespace convscope::cli {

int runApply(const QStringList& args);
// `apply --input/--weights`: a layer of .npy tensors instead of an image.
bool isLayerApply(const QStringList& args);
int runApplyLayer(const QStringList& args);
int runNetwork(const QStringList& args);
// `bench --layer C:K`: the layer engines instead of the single filter's.
bool isLayerBench(const QStringList& args);
int runBenchLayer(const QStringList& args);

int runBench(const QStringList& args);
int runMap(const QStringList& args);
int runInfo(const QStringList& args);
int runSweep(const QStringList& args);
int runLessons(const QStringList& args);
int runTrain(const QStringList& args);

}  // namespace convscope::cli
