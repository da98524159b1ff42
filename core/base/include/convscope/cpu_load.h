// How busy the rest of the machine was while a row was timed: the share of all CPUs' time that
// other processes used between two samples of /proc/stat, this process's own time taken out.
// A CPU figure taken while others held the cores describes the others as much as the engine.
#pragma once

namespace convscope {

struct LoadSample {
  bool valid = false;
  long long busyTicks = 0;   // all CPUs, every state but idle and iowait
  long long totalTicks = 0;  // all CPUs, every state
  long long selfTicks = 0;   // this process, user + system
};

LoadSample sampleLoad();  // invalid where /proc is not readable

// Others' share of the CPUs' time between `before` and `after`, 0..1; negative when unknown
// (an invalid sample, or too short an interval for the clock's ticks to say anything).
double othersBusyFraction(const LoadSample& before, const LoadSample& after);

// The one-minute load average of /proc/loadavg (runnable threads, this process's included);
// negative where it cannot be read.
double loadAverage1();

}  // namespace convscope
