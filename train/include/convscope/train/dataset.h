// API v1: the Train tab codes against this header.
// Fashion-MNIST as Debian's dataset-fashion-mnist installs it: gzip-compressed IDX files, read
// whole and checked (magic, 28×28, counts, exact length, labels 0..9) before anyone trains on them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "convscope/status.h"

namespace convscope::train {

constexpr int kImageSide = 28;
constexpr int kImagePixels = kImageSide * kImageSide;
constexpr int kClasses = 10;

// Where Debian puts the files; the environment variable CONVSCOPE_FASHION_MNIST overrides it.
constexpr const char* kDebianDataDirectory = "/usr/share/datasets/fashion-mnist";
constexpr const char* kDatasetPackage = "dataset-fashion-mnist";
std::string defaultDataDirectory();

// Pixels are kept as the file's bytes (47 MB for the training set, not 188 MB of floats); a
// batch turns them into pixel/255 float32 as it is built, without mean/std normalization.
struct Dataset {
  int count = 0;
  std::vector<std::uint8_t> pixels;  // count × 28 × 28, row-major
  std::vector<std::uint8_t> labels;  // count values in 0..9

  const std::uint8_t* image(int index) const { return pixels.data() + 1LL * index * kImagePixels; }
};

struct FashionMnist {
  Dataset train;  // 60000 images
  Dataset test;   // 10000 images
};

// One pair of IDX files (images-idx3, labels-idx1), gzip-compressed or not (zlib reads both).
// A missing file names the package to install; a damaged one names the check it failed.
Result<Dataset> readIdxPair(const std::string& imagesPath, const std::string& labelsPath);

// `directory`/{train,t10k}-{images-idx3,labels-idx1}-ubyte.gz; empty: defaultDataDirectory().
Result<FashionMnist> loadFashionMnist(const std::string& directory = {});

// "T-shirt/top", …; "T恤/上衣", … (UTF-8). An index outside 0..9 gives "?".
const char* classNameEnglish(int label);
const char* classNameChinese(int label);

}  // namespace convscope::train
