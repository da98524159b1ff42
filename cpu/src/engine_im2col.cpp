#include <new>
#include <vector>

#include "convscope/cpu/layer_engines.h"
#include "engine_impl.h"

#if defined(CONVSCOPE_HAVE_OPENBLAS)
#include <cblas.h>
#endif

namespace convscope::cpu {

#if defined(CONVSCOPE_HAVE_OPENBLAS)

Status openBlasAvailable() {
  return Status::ok();
}

Status convolveIm2col(const LayerProblem& problem, Tensor& output, int threads) {
  const LayerShape& s = problem.shape;
  const int rows = s.channels * kTaps;
  const int cols = problem.geometry.outWidth * problem.geometry.outHeight;
  std::vector<float> columns;
  try {
    columns.resize(static_cast<size_t>(rows) * cols);
  } catch (const std::bad_alloc&) {
    return Status::error(StatusCode::OutOfMemory, "out of memory for the im2col matrix (" +
                                                      byteCountText(4.0 * rows * cols) + ")");
  }
  // OpenBLAS's OpenMP build runs on the same OpenMP pool as buildIm2col; set on every call so
  // that a caller's choice holds and the two never ask for more threads than that.
  openblas_set_num_threads(threads);
  for (int n = 0; n < s.batch; ++n) {
    buildIm2col(problem, n, columns.data(), threads);
    float* out = output.plane(n, 0);
    // Output rows start at their bias, and sgemm adds W · columns (beta = 1).
    for (int k = 0; k < s.filters; ++k) {
      const float b = problem.bias[k];
      float* row = out + 1LL * k * cols;
      for (int i = 0; i < cols; ++i) row[i] = b;
    }
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, s.filters, cols, rows, 1.0f,
                problem.weights.data(), rows, columns.data(), cols, 1.0f, out, cols);
  }
  return Status::ok();
}

#else

Status openBlasAvailable() {
  return Status::error(StatusCode::Unsupported,
                       "built without OpenBLAS (libopenblas-openmp-dev was not found)");
}

Status convolveIm2col(const LayerProblem&, Tensor&, int) {
  return openBlasAvailable();
}

#endif

}  // namespace convscope::cpu
