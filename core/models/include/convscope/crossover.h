// Where one series overtakes another: the image side from which the GPU is faster than the CPU
// at every size measured from there on. Measured sizes only, never extrapolated, so the sentence
// on screen ("wins from 512 × 512 on") names a size that was actually timed or modelled.
#pragma once

#include <optional>
#include <vector>

namespace convscope {

struct SeriesPoint {
  int side = 0;
  double ms = 0;
  bool trusted = true;  // false: cpu_trust.h marked the timing (a busy machine)
};

struct Crossover {
  enum class Kind {
    WinsFrom,      // slower below fromSide, faster from it on
    AlwaysWins,    // faster at every common size
    NeverWins,     // not faster at the largest common size
    NoCommonSize,  // the two series share no size
    TooBusyToTell  // a CPU figure at a compared size is not trusted: no conclusion
  };
  Kind kind = Kind::NoCommonSize;
  int fromSide = 0;        // WinsFrom, AlwaysWins: the first side of the winning run
  int lastLosingSide = 0;  // WinsFrom: the side just below it
  int largestSide = 0;     // the largest common side
};

// Compares `challenger` (the GPU) against `incumbent` (the CPU) at the sides both have; points
// with a non-positive time are ignored. Order of the input does not matter.
Crossover findCrossover(const std::vector<SeriesPoint>& incumbent,
                        const std::vector<SeriesPoint>& challenger);

// The fastest positive time at each side over several series: where several CPU engines ran,
// the one a user would pick at that size.
std::vector<SeriesPoint> fastestAtEachSide(const std::vector<std::vector<SeriesPoint>>& series);

// The one crossover every screen states for a workload (one filter or a whole layer): where the
// GPU series, its kernel alone or with its copies, overtakes the fastest of the CPU series at
// each side, by findCrossover's rule. Lesson 5, the Speed tab and `convscope sweep` all read it,
// so for the same rows they name the same side. When a CPU point at a side the GPU series also
// has is not trusted, the answer is TooBusyToTell: the fastest CPU figure there is unknown, so
// every side named from it could be wrong.
Crossover workloadCrossover(const std::vector<std::vector<SeriesPoint>>& cpuSeries,
                            const std::vector<SeriesPoint>& gpuSeries);

}  // namespace convscope
