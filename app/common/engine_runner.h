// Runs one convolution on a named engine: the CPU ones from core, or CUDA when this build and
// machine have it. The command line and the window go through here.
#pragma once

#include <optional>

#include <QList>
#include <QString>

#include "convscope/channel.h"
#include "convscope/engines.h"
#include "convscope/problem.h"
#include "convscope/status.h"

namespace convscope::app {

enum class Engine { Reference, Parallel, Emulated, Cuda };

QList<Engine> allEngines();
QString engineName(Engine engine);  // "reference", "parallel", "emulated", "cuda"
std::optional<Engine> engineFromName(const QString& name);

// The block size the emulated GPU and the CUDA run use unless told otherwise.
constexpr Dim2 kDefaultBlock{16, 16};

// Runs `problem` on `engine`. For cuda without a usable device (or in a build without CUDA) the
// Status is the device probe's: NoDevice with the reason.
Result<Channel> runEngine(const ConvProblem& problem, Engine engine,
                          const RunControl* control = nullptr);

// The same into `output`, reusing its memory when it already has the output's size: repeated
// runs (bench, the window) then measure the arithmetic, not the first touch of fresh pages.
Status runEngine(const ConvProblem& problem, Engine engine, Channel& output,
                 const RunControl* control = nullptr);

}  // namespace convscope::app
