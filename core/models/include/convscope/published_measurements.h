// Figures measured by others and published, with where and when: shown beside ours, never mixed
// with them. Every screen asks here; the rows are the shipped tables in resources/published/
// (DeepBench's 3×3 training layers, cnn-benchmarks' final VGG-16 rows), compiled in at build time
// from those CSV files, so a figure on screen and the file it comes from cannot drift apart.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace convscope {

// One DeepBench training row: one 3×3 convolution timed with the vendor's library.
struct PublishedLayerRow {
  std::string device;     // "NVIDIA V100 (DGX-1)", "NVIDIA GTX 1080 Ti"
  std::string precision;  // "FP32" or "FP16 inputs, mixed math" (Tensor Cores)
  std::string library;    // "cuDNN 7.6.2.24, CUDA 10.1.243"
  std::string application;
  int width = 0, height = 0, channels = 0, batch = 0, filters = 0, pad = 0, stride = 1;
  double forwardMs = 0;
  std::optional<double> backwardDataMs;  // empty: DeepBench did not time it (a first layer)
  double backwardWeightsMs = 0;
  std::string forwardAlgorithm;  // what cuDNN picked: WINOGRAD, IMPLICIT_GEMM, ...
  std::string resultsFile;       // DeepBench's spreadsheet, results/train/...

  int outHeight() const { return (height + 2 * pad - 3) / stride + 1; }
  int outWidth() const { return (width + 2 * pad - 3) / stride + 1; }
  // The direct convolution's count, 2·N·K·C·9·P·Q, as DeepBench's own TFLOPS columns count it.
  double directFlops() const {
    return 2.0 * batch * filters * channels * 9.0 * outHeight() * outWidth();
  }
  // "cuDNN 7.6" from "cuDNN 7.6.2.24, CUDA 10.1.243"; the library as it is otherwise.
  std::string libraryShort() const;
  std::string deviceShort() const;  // "V100", "GTX 1080 Ti", "Xeon Phi 7250F (CPU)"
};

// One cnn-benchmarks row: a whole network in Torch7, forward, backward and their sum.
struct PublishedNetworkRow {
  std::string network;  // "VGG-16"
  std::string input;    // "16 x 3 x 224 x 224"
  std::string device;   // "GTX 1080 Ti", "CPU: Dual Xeon E5-2630 v3"
  std::string cudnn;    // "5.1.10", or "None" (Torch's own CUDA convolutions)
  double forwardMs = 0, backwardMs = 0, totalMs = 0;
};

// Where the rows come from, for a screen's source line.
inline constexpr std::string_view kDeepBenchSource =
    "DeepBench (Baidu Research), results/train, commit da81ba7 (2020-08-11)";
inline constexpr std::string_view kCnnBenchmarksSource =
    "jcjohnson/cnn-benchmarks, final revision 2017-09-25 (commit 83d441f), Torch7";
inline constexpr double kV100Fp32PeakTflops = 15.7;  // NVIDIA Tesla V100 datasheet, SXM2

const std::vector<PublishedLayerRow>& deepBenchRows();
const std::vector<PublishedNetworkRow>& cnnBenchmarksRows();

// The shipped CSV text, as compiled in (resources/published/*.csv).
std::string_view deepBenchCsv();
std::string_view cnnBenchmarksCsv();

// Parses a CSV table (RFC 4180 quotes, a header line) into rows of fields; the header is row 0.
std::vector<std::vector<std::string>> parseCsv(std::string_view text);

// The row of `network` on `device` (exactly as the table names it) with that cuDNN ("None":
// without); null when the table has none.
const PublishedNetworkRow* findNetworkRow(std::string_view network, std::string_view device,
                                          std::string_view cudnn);

// DeepBench's row nearest a layer on a device (its name contains `device`) in a precision:
// exact when channels, filters, sides and batch all match; otherwise the distance is the sum of
// |log ratio| over C, K, H, W and N, and a time is the row's scaled by the work.
struct NearestLayerRow {
  const PublishedLayerRow* row = nullptr;
  bool exact = false;
  double distance = 0;
  double workRatio = 1;  // the asked layer's direct count ÷ the row's
};
std::optional<NearestLayerRow> nearestDeepBenchRow(std::string_view device,
                                                   std::string_view precision, int channels,
                                                   int filters, int height, int width, int batch);

// What a CLI or a lesson prints as "published" must be one of these figures: every forward,
// backward and total time of both tables.
bool isPublishedFigure(double ms, double tolerance = 0.005);

// The fraction of a card's FP32 peak that DeepBench's row reached, counting the direct
// convolution's operations: above 1 when cuDNN used Winograd or FFT (fewer multiplications).
double achievedFractionOfPeak(double flops, double ms, double peakTflops);

struct PublishedMeasurement {
  std::string_view network;   // "VGG-16"
  std::string_view hardware;  // "GTX 1080 with cuDNN 5.1.05"
  std::string_view what;      // "forward, batch 16, 224×224"
  double ms = 0;              // milliseconds for that whole pass
  std::string_view source;    // repository and revision
  std::string_view note;      // "other hardware, 2016-2017"
};

// VGG-16 forward at batch 16, 224², cnn-benchmarks' final revision: the dual Xeon E5-2630 v3,
// GTX 1080 without cuDNN, with cuDNN 5.0.05, with cuDNN 5.1.05 (from cnnBenchmarksRows()).
const std::vector<PublishedMeasurement>& publishedVgg16();

}  // namespace convscope

namespace convscope {

// A model GPU's layer time calibrated to DeepBench: the nearest row on the calibration device
// reached some fraction of that device's FP32 peak (at the direct count); the model GPU is given
// the same fraction of its own peak. A fraction above 1 means cuDNN used Winograd or FFT there.
// Each pass is one kernel launch, and pays `launchMs` as the model's own rows do (modelRun): at
// a small layer the launch, not the arithmetic, is most of the time.
struct CalibratedLayer {
  NearestLayerRow nearest;
  double forwardFraction = 0;
  double backwardDataFraction = 0;  // 0 when the row has no backward-data time
  double backwardWeightsFraction = 0;
  double forwardMs = 0;  // on the model GPU of `modelPeakTflops`
  double backwardDataMs = 0;
  double backwardWeightsMs = 0;
};
std::optional<CalibratedLayer> calibrateToDeepBench(std::string_view device,
                                                    double devicePeakTflops, double modelPeakTflops,
                                                    double launchMs, int channels, int filters,
                                                    int height, int width, int batch);

}  // namespace convscope
