// The single-channel 3×3 engines, CPU and GPU, in one table: each entry names an engine and says
// how to run it. `convscope bench`, `convscope sweep`, `apply --engine` and the window's timing
// panel list what the table holds, so a new engine is one entry (or one registerEngine call).
#pragma once

#include <QList>
#include <QString>

#include "convscope/channel.h"
#include "convscope/cuda/engine.h"
#include "convscope/engines.h"
#include "convscope/problem.h"
#include "convscope/status.h"

namespace convscope::app {

enum class EngineSide { Cpu, Gpu };

// What one run is asked for besides the problem.
struct EngineRun {
  const RunControl* control = nullptr;
  // When given, an engine that shares the output's tiles among threads records which thread
  // computed each, in tiles large enough to see on the picture (the window's overlay).
  TileRecord* tiles = nullptr;
};

struct EngineEntry {
  const char* name = "";   // the command line's name: "reference", "cuda-tiled"
  const char* label = "";  // a person's name for it, translated by engineLabel()
  EngineSide side = EngineSide::Cpu;
  // The window's timing panel times it after every change, and the size sweep measures it.
  bool workbench = false;
  bool reference = false;  // the one speed-ups are against: the naive loop on one thread
  // The CPU engine the GPU is set against; the window shows its output and its tiles.
  bool baseline = false;
  bool threaded = false;  // runs on several threads (core's trust rule sets it against reference)
  bool slow = false;      // bench runs it only up to kDefaultReferenceMaxSide unless it is named
  // GPU entries: bench times them with CUDA's events, this kernel, and `staged` adds the copies.
  cuda::KernelVariant variant = cuda::KernelVariant::Global;
  bool staged = false;
  bool unitStrideOnly = false;  // the kernel needs stride 1 and dilation 1
  // Runs the engine once into `output`, reusing its memory when it already has the output's size.
  Status (*run)(const ConvProblem& problem, Channel& output, const EngineRun& how) = nullptr;
};

// One entry of the table; the table owns it for the life of the program.
using Engine = const EngineEntry*;

// Every entry, in the table's order: the built-in ones, then the registered ones.
const QList<Engine>& engines();
// The entries the window times, in the order it runs them: the baseline first (its output is
// the picture), the reference last (the naive loop is the slowest).
QList<Engine> workbenchEngines();
Engine engineByName(const QString& name);  // case-insensitive; nullptr when none has it
Engine referenceEngine();
Engine baselineEngine();
QStringList engineNames();
QString engineName(Engine engine);   // "reference"
QString engineLabel(Engine engine);  // "Reference loop", in the window's language

// Adds an entry after the built-in ones, before anything reads the table (main, a test's
// setup): the table is read without a lock. A name already taken is refused (false).
bool registerEngine(const EngineEntry& entry);

// The block size the emulated GPU and the CUDA run use unless told otherwise.
constexpr Dim2 kDefaultBlock{16, 16};

// Runs `problem` on `engine`. For a GPU entry without a usable device (or in a build without
// CUDA) the Status is the device probe's: NoDevice with the reason.
Result<Channel> runEngine(const ConvProblem& problem, Engine engine, const EngineRun& how = {});

// The same into `output`, reusing its memory when it already has the output's size: repeated
// runs (bench, the window) then measure the arithmetic, not the first touch of fresh pages.
Status runEngine(const ConvProblem& problem, Engine engine, Channel& output,
                 const EngineRun& how = {});

}  // namespace convscope::app
