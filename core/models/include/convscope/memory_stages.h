// Where the bytes of one image live on its way through the app, and whether a batch of them fits
// in a GPU's memory: the same arithmetic for a real device's free memory and a reference GPU's.
#pragma once

#include <string>
#include <vector>

#include "convscope/status.h"

namespace convscope {

struct ImageFootprint {
  int width = 0;  // input
  int height = 0;
  int outputWidth = 0;
  int outputHeight = 0;
  long long fileBytes = 0;       // on disk; 0 when the image was made in memory (a sample)
  int decodedBytesPerPixel = 4;  // QImage after decoding: 4 (RGB32/ARGB32), 1 (Grayscale8)
};

enum class MemoryPlace { Disk, HostRam, PinnedHost, DeviceVram };

struct MemoryStage {
  std::string name;  // "file on disk", "decoded image", ...
  MemoryPlace place = MemoryPlace::HostRam;
  double bytes = 0;
  std::string formula;  // "512 × 512 × 4 B"
};

// File on disk, decoded image, float channel in RAM, pinned staging buffer (the larger of input
// and output: it carries one at a time), VRAM input, VRAM output, texture (GL_R32F, in VRAM).
std::vector<MemoryStage> memoryStages(const ImageFootprint& image);

// Device memory one run needs: input and output buffers and the texture it draws.
double deviceBytesPerImage(const ImageFootprint& image);

// Ok when `askedBytes` fit in `freeBytes`; otherwise OutOfMemory worded like the CUDA runtime's
// failure: "out of memory (cudaErrorMemoryAllocation): asked 1234.0 MiB, 1000.0 MiB free of
// 24576.0 MiB on <where>".
Status checkFitsInVram(double askedBytes, double freeBytes, double totalBytes,
                       const std::string& where);

// The smallest batch of images of `perImageBytes` that does not fit in `freeBytes` (at least 1).
long long smallestBatchThatDoesNotFit(double perImageBytes, double freeBytes);

// "1.50 MiB", "3.2 GiB": binary units, as cudaMemGetInfo and nvidia-smi count.
std::string formatBinaryBytes(double bytes);

}  // namespace convscope
