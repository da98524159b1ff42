#include "convscope/cpu_load.h"

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>

namespace convscope {

namespace {

// The aggregate "cpu" line: user nice system idle iowait irq softirq steal (guest is in user).
bool readMachine(long long& busy, long long& total) {
  std::ifstream stat("/proc/stat");
  std::string label;
  if (!(stat >> label) || label != "cpu") return false;
  long long v[8] = {};
  for (long long& x : v) {
    if (!(stat >> x)) return false;
  }
  total = 0;
  for (long long x : v) total += x;
  busy = total - v[3] - v[4];
  return true;
}

// Fields 14 and 15 of /proc/self/stat (utime, stime), after the parenthesised command name.
bool readSelf(long long& ticks) {
  std::ifstream stat("/proc/self/stat");
  std::string line;
  if (!std::getline(stat, line)) return false;
  const size_t close = line.rfind(')');
  if (close == std::string::npos) return false;
  std::istringstream rest(line.substr(close + 2));
  std::string field;
  for (int i = 3; i <= 13; ++i) rest >> field;  // state .. cmajflt
  long long utime = 0, stime = 0;
  if (!(rest >> utime >> stime)) return false;
  ticks = utime + stime;
  return true;
}

}  // namespace

LoadSample sampleLoad() {
  LoadSample s;
  s.valid = readMachine(s.busyTicks, s.totalTicks) && readSelf(s.selfTicks);
  return s;
}

double othersBusyFraction(const LoadSample& before, const LoadSample& after) {
  if (!before.valid || !after.valid) return -1;
  const long long total = after.totalTicks - before.totalTicks;
  // Under about ten ticks (0.1 s on one core) the count says too little.
  if (total < 10) return -1;
  const long long others =
      (after.busyTicks - before.busyTicks) - (after.selfTicks - before.selfTicks);
  return std::clamp(static_cast<double>(others) / static_cast<double>(total), 0.0, 1.0);
}

double loadAverage1() {
  std::ifstream f("/proc/loadavg");
  double load = -1;
  if (!(f >> load)) return -1;
  return load;
}

}  // namespace convscope
