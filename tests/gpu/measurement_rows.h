// The rows file of gpu_measure and gpu_layer_measure: the device's facts, then one row per
// (size, series) with the repeat count, median, p10 and p90 of its runs and the command that
// measured it (resources/measurements/README.md). The whole file is rewritten at every save(),
// so a run cut short leaves a complete JSON document with the rows measured so far.
#pragma once

#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "../cuda/test_support.h"
#include "convscope/cpu_info.h"
#include "convscope/cuda/device.h"
#include "convscope/stats.h"

namespace convscope::testing {

// argv joined by spaces: the row's "command".
inline std::string commandLine(int argc, char** argv) {
  std::string text;
  for (int i = 0; i < argc; ++i) text += (i ? " " : "") + std::string(argv[i]);
  return text;
}

// The optional row keys: K launches per event pair, what the L2 held (flushed before each pair,
// and whether the working set fits it), and an algorithm's name when there is one.
inline std::string timedHow(int perPair, std::size_t flushBytes, std::size_t l2Bytes,
                            std::size_t workingSetBytes, const std::string& algorithm = {}) {
  const double mib = 1024.0 * 1024.0;
  char l2[200];
  std::snprintf(
      l2, sizeof l2, "%s; working set %.1f MiB %s the %.0f MiB L2%s",
      flushBytes
          ? ("flushed (" + std::to_string(flushBytes >> 20) + " MiB written) before each pair")
                .c_str()
          : "not flushed",
      double(workingSetBytes) / mib, workingSetBytes <= l2Bytes ? "fits" : "exceeds",
      double(l2Bytes) / mib,
      workingSetBytes <= l2Bytes && perPair > 1 ? ": launches 2..K of a pair ran warm" : "");
  std::string how =
      ", \"per_pair\": " + std::to_string(perPair) + ", \"l2\": \"" + jsonEscape(l2) + "\"";
  if (!algorithm.empty()) how += ", \"algorithm\": \"" + jsonEscape(algorithm) + "\"";
  return how;
}

class MeasurementRows {
 public:
  MeasurementRows(std::string path, const cuda::DeviceInfo& device, std::string command,
                  const std::string& extraHead = {})
      : m_path(std::move(path)), m_command(std::move(command)) {
    const CpuInfo cpu = cpuInfo();
    std::ostringstream head;
    head << "{\"device\": \"" << jsonEscape(device.name) << "\", \"cuda_driver\": \""
         << cuda::cudaVersionString(device.driverVersion) << "\", \"cuda_runtime\": \""
         << cuda::cudaVersionString(device.runtimeVersion) << "\", \"host_cpu\": \""
         << jsonEscape(cpu.model) << ", " << cpu.logicalCores << " threads, " << cpu.simd << "\""
         << extraHead;
    m_head = head.str();
  }

  // False (and said on stderr) when the runs measured nothing: no finite positive median.
  // `how`: how the row was timed, the optional row keys after "command" (per_pair, l2,
  // algorithm; resources/measurements/README.md), from timedHow().
  bool add(int size, const std::string& series, const std::vector<double>& samples,
           const std::string& how = {}) {
    const TimingStats stats = summarize(samples);
    if (samples.empty() || !std::isfinite(stats.median) || !(stats.median > 0)) {
      std::fprintf(stderr, "%s at %d: median %f of %zu runs, left out\n", series.c_str(), size,
                   stats.median, samples.size());
      return false;
    }
    char text[256];
    std::snprintf(text, sizeof text,
                  "{\"size\": %d, \"series\": \"%s\", \"repeats\": %d, \"median_ms\": %.6g, "
                  "\"p10_ms\": %.6g, \"p90_ms\": %.6g, \"command\": \"",
                  size, series.c_str(), stats.count, stats.median, stats.p10, stats.p90);
    m_rows.push_back(text + jsonEscape(m_command) + "\"" + how + "}");
    std::printf("  %5d  %-32s %11.5f ms (p10 %.5f, p90 %.5f, %d runs)\n", size, series.c_str(),
                stats.median, stats.p10, stats.p90, stats.count);
    std::fflush(stdout);
    return true;
  }
  void note(const std::string& key, const std::string& value) {
    m_notes.push_back("\"" + jsonEscape(key) + "\": \"" + jsonEscape(value) + "\"");
  }
  std::size_t size() const { return m_rows.size(); }

  // Written to a temporary file and renamed: a kill mid-write leaves the previous whole file.
  bool save() const {
    const std::string temporary = m_path + ".part";
    {
      std::ofstream out(temporary);
      out << m_head << ", \"notes\": {";
      for (std::size_t i = 0; i < m_notes.size(); ++i) out << (i ? ", " : "") << m_notes[i];
      out << "}, \"rows\": [\n";
      for (std::size_t i = 0; i < m_rows.size(); ++i)
        out << "  " << m_rows[i] << (i + 1 < m_rows.size() ? ",\n" : "\n");
      out << "]}\n";
      if (!out) return false;
    }
    return std::rename(temporary.c_str(), m_path.c_str()) == 0;
  }

 private:
  std::string m_path;
  std::string m_command;
  std::string m_head;
  std::vector<std::string> m_rows;
  std::vector<std::string> m_notes;
};

}  // namespace convscope::testing
