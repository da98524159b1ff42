#include <omp.h>

#include <new>

#include "convscope/cpu/layer_engines.h"

namespace convscope::cpu {

void buildIm2col(const LayerProblem& problem, int sample, float* out, int threads) {
  const ConvGeometry& g = problem.geometry;
  const int channels = problem.shape.channels;
  const long long cols = 1LL * g.outWidth * g.outHeight;
  const float* image = problem.input->plane(sample, 0);
  const long long plane = 1LL * g.inWidth * g.inHeight;
  const int rows = channels * kTaps;
  // Source columns per kx, resolved once: the inner loop is then a plain indexed copy.
  std::vector<int> sourceX(static_cast<size_t>(kKernelSize) * g.outWidth);
  for (int kx = 0; kx < kKernelSize; ++kx) {
    for (int ox = 0; ox < g.outWidth; ++ox) {
      sourceX[kx * g.outWidth + ox] = sourceIndex(tapX(g, ox, kx), g.inWidth, g.padding);
    }
  }
#pragma omp parallel for num_threads(threads) schedule(static)
  for (int row = 0; row < rows; ++row) {
    const int c = row / kTaps;
    const int ky = (row % kTaps) / kKernelSize;
    const int kx = row % kKernelSize;
    const float* channel = image + c * plane;
    const int* sx = sourceX.data() + kx * g.outWidth;
    float* dst = out + row * cols;
    for (int oy = 0; oy < g.outHeight; ++oy) {
      const int sy = sourceIndex(tapY(g, oy, ky), g.inHeight, g.padding);
      float* line = dst + 1LL * oy * g.outWidth;
      if (sy < 0) {
        for (int ox = 0; ox < g.outWidth; ++ox) line[ox] = 0.0f;
        continue;
      }
      const float* src = channel + 1LL * sy * g.inWidth;
      for (int ox = 0; ox < g.outWidth; ++ox) line[ox] = sx[ox] < 0 ? 0.0f : src[sx[ox]];
    }
  }
}

Result<Im2colMatrix> im2colMatrix(const LayerProblem& problem, int sample) {
  if (!problem.input || sample < 0 || sample >= problem.shape.batch) {
    return Status::error(StatusCode::InvalidArgument, "sample " + std::to_string(sample) +
                                                          " is not in a batch of " +
                                                          std::to_string(problem.shape.batch));
  }
  Im2colMatrix matrix;
  matrix.rows = problem.shape.channels * kTaps;
  matrix.cols = problem.geometry.outWidth * problem.geometry.outHeight;
  const double bytes = 4.0 * matrix.rows * matrix.cols;
  if (bytes > double(kMaxLayerTensorBytes)) {
    return Status::error(StatusCode::TooLarge, "the im2col matrix " + std::to_string(matrix.rows) +
                                                   "×" + std::to_string(matrix.cols) +
                                                   " would take " + byteCountText(bytes));
  }
  try {
    matrix.values.resize(static_cast<size_t>(matrix.rows) * matrix.cols);
  } catch (const std::bad_alloc&) {
    return Status::error(StatusCode::OutOfMemory,
                         "out of memory for the im2col matrix (" + byteCountText(bytes) + ")");
  }
  buildIm2col(problem, sample, matrix.values.data(), 1);
  return matrix;
}

}  // namespace convscope::cpu
