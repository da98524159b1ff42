#include "convscope/train/dataset.h"

#include <cstdlib>

#include "idx_reader.h"

namespace convscope::train {

std::string defaultDataDirectory() {
  const char* env = std::getenv("CONVSCOPE_FASHION_MNIST");
  return env && *env ? env : kDebianDataDirectory;
}

Result<Dataset> readIdxPair(const std::string& imagesPath, const std::string& labelsPath) {
  auto images = readIdxFile(imagesPath, 0x00000803);
  if (!images) return images.status();
  auto labels = readIdxFile(labelsPath, 0x00000801);
  if (!labels) return labels.status();
  if (images->dims[0] != labels->dims[0]) {
    return Status::error(StatusCode::InvalidArgument,
                         "'" + imagesPath + "' holds " + std::to_string(images->dims[0]) +
                             " images but '" + labelsPath + "' " + std::to_string(labels->dims[0]) +
                             " labels");
  }
  for (size_t i = 0; i < labels->data.size(); ++i) {
    if (labels->data[i] >= kClasses) {
      return Status::error(StatusCode::InvalidArgument,
                           "'" + labelsPath + "': label " + std::to_string(labels->data[i]) +
                               " of item " + std::to_string(i) + " is outside 0..9");
    }
  }
  Dataset set;
  set.count = static_cast<int>(images->dims[0]);
  set.pixels = std::move(images->data);
  set.labels = std::move(labels->data);
  return set;
}

Result<FashionMnist> loadFashionMnist(const std::string& directory) {
  std::string dir = directory.empty() ? defaultDataDirectory() : directory;
  while (dir.size() > 1 && dir.back() == '/') dir.pop_back();
  FashionMnist data;
  auto train =
      readIdxPair(dir + "/train-images-idx3-ubyte.gz", dir + "/train-labels-idx1-ubyte.gz");
  if (!train) return train.status();
  auto test = readIdxPair(dir + "/t10k-images-idx3-ubyte.gz", dir + "/t10k-labels-idx1-ubyte.gz");
  if (!test) return test.status();
  data.train = std::move(*train);
  data.test = std::move(*test);
  return data;
}

const char* classNameEnglish(int label) {
  static const char* names[kClasses] = {"T-shirt/top", "Trouser",   "Pullover", "Dress",
                                        "Coat",        "Sandal",    "Shirt",    "Sneaker",
                                        "Bag",         "Ankle boot"};
  return label >= 0 && label < kClasses ? names[label] : "?";
}

const char* classNameChinese(int label) {
  static const char* names[kClasses] = {"T恤/上衣", "裤子", "套头衫", "连衣裙", "外套",
                                        "凉鞋",     "衬衫", "运动鞋", "包",     "短靴"};
  return label >= 0 && label < kClasses ? names[label] : "?";
}

}  // namespace convscope::train
