#include <omp.h>

#include <new>
#include <vector>

#include "convscope/blas_loader.h"
#include "convscope/cpu/layer_engines.h"
#include "engine_impl.h"

#if defined(CONVSCOPE_HAVE_OPENBLAS)
#include <cblas.h>
#endif

namespace convscope::cpu {

#if defined(CONVSCOPE_HAVE_OPENBLAS)

// openBlas() passes the CBLAS enums and blasint as ints.
static_assert(sizeof(blasint) == sizeof(int) && CblasRowMajor == 101 && CblasNoTrans == 111);

Status openBlasAvailable() {
  return blasPresent(CONVSCOPE_OPENBLAS_PATH);
}

Status convolveIm2col(const LayerProblem& problem, Tensor& output, int threads) {
  const LayerShape& s = problem.shape;
  const int rows = s.channels * kTaps;
  const int cols = problem.geometry.outWidth * problem.geometry.outHeight;
  // Opened now, not at start (blas_loader.h), and readied for this many threads: OpenBLAS's
  // OpenMP build follows OpenMP's count, set below for the call.
  const auto sgemm = openBlas(CONVSCOPE_OPENBLAS_PATH, threads);
  if (!sgemm) return sgemm.status();
  std::vector<float> columns;
  try {
    columns.resize(static_cast<size_t>(rows) * cols);
  } catch (const std::bad_alloc&) {
    return Status::error(StatusCode::OutOfMemory, "out of memory for the im2col matrix (" +
                                                      byteCountText(4.0 * rows * cols) + ")");
  }
  const int before = omp_get_max_threads();
  omp_set_num_threads(threads);
  for (int n = 0; n < s.batch; ++n) {
    buildIm2col(problem, n, columns.data(), threads);
    float* out = output.plane(n, 0);
    // Output rows start at their bias, and sgemm adds W · columns (beta = 1).
    for (int k = 0; k < s.filters; ++k) {
      const float b = problem.bias[k];
      float* row = out + 1LL * k * cols;
      for (int i = 0; i < cols; ++i) row[i] = b;
    }
    (*sgemm)(CblasRowMajor, CblasNoTrans, CblasNoTrans, s.filters, cols, rows, 1.0f,
             problem.weights.data(), rows, columns.data(), cols, 1.0f, out, cols);
  }
  omp_set_num_threads(before);
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
