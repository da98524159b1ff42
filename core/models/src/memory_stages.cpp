#include "convscope/memory_stages.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace convscope {
namespace {

std::string dims(int w, int h, int bytesPerPixel) {
  return std::to_string(w) + " × " + std::to_string(h) + " × " + std::to_string(bytesPerPixel) +
         " B";
}

std::string mib(double bytes) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.1f MiB", bytes / (1024.0 * 1024.0));
  return buffer;
}

}  // namespace

std::vector<MemoryStage> memoryStages(const ImageFootprint& im) {
  const double in = 4.0 * im.width * im.height;
  const double out = 4.0 * im.outputWidth * im.outputHeight;
  std::vector<MemoryStage> stages;
  stages.push_back({"file on disk", MemoryPlace::Disk, double(im.fileBytes),
                    im.fileBytes > 0 ? "the compressed file" : "made in memory, no file"});
  stages.push_back({"decoded image", MemoryPlace::HostRam,
                    double(im.width) * im.height * im.decodedBytesPerPixel,
                    dims(im.width, im.height, im.decodedBytesPerPixel)});
  stages.push_back({"float channel in RAM", MemoryPlace::HostRam, in,
                    dims(im.width, im.height, 4) + " (float)"});
  stages.push_back({"pinned staging buffer", MemoryPlace::PinnedHost, std::max(in, out),
                    "max(input, output): one copy at a time"});
  stages.push_back({"VRAM input", MemoryPlace::DeviceVram, in, dims(im.width, im.height, 4)});
  stages.push_back(
      {"VRAM output", MemoryPlace::DeviceVram, out, dims(im.outputWidth, im.outputHeight, 4)});
  stages.push_back({"texture", MemoryPlace::DeviceVram, out,
                    dims(im.outputWidth, im.outputHeight, 4) + " (GL_R32F)"});
  return stages;
}

double deviceBytesPerImage(const ImageFootprint& im) {
  double total = 0;
  for (const MemoryStage& s : memoryStages(im)) {
    if (s.place == MemoryPlace::DeviceVram) total += s.bytes;
  }
  return total;
}

Status checkFitsInVram(double askedBytes, double freeBytes, double totalBytes,
                       const std::string& where) {
  if (askedBytes <= freeBytes) return Status::ok();
  return Status::error(StatusCode::OutOfMemory,
                       "out of memory (cudaErrorMemoryAllocation): asked " + mib(askedBytes) +
                           ", " + mib(freeBytes) + " free of " + mib(totalBytes) + " on " + where);
}

long long smallestBatchThatDoesNotFit(double perImageBytes, double freeBytes) {
  if (perImageBytes <= 0) return 1;
  return std::max(1LL, static_cast<long long>(std::floor(freeBytes / perImageBytes)) + 1);
}

std::string formatBinaryBytes(double bytes) {
  const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  int unit = 0;
  while (bytes >= 1024.0 && unit < 4) {
    bytes /= 1024.0;
    ++unit;
  }
  char buffer[64];
  if (unit == 0) {
    std::snprintf(buffer, sizeof buffer, "%.0f B", bytes);
  } else {
    std::snprintf(buffer, sizeof buffer, bytes < 10 ? "%.2f %s" : "%.1f %s", bytes, units[unit]);
  }
  return buffer;
}

}  // namespace convscope
