// cuDNN through dlopen: the few legacy-API functions a convolution forward needs, looked up once.
// The legacy API (descriptors, cudnnConvolutionForward) is what cuDNN 9 still ships for exactly
// this use, a single 2D convolution; the graph API would add nothing a beginner sees.

#include "cudnn_conv.h"

#include <dlfcn.h>

#include <algorithm>
#include <cstdio>
#include <mutex>
#include <vector>

#include "check.h"
#include "cuda_memory.h"

#if CONVSCOPE_HAVE_CUDNN
#include <cudnn.h>
#endif

namespace convscope::cuda::detail {

Status cudnnSupportsShape(const LayerShape& shape) {
  const Padding padding = shape.params.padding;
  if (padding == Padding::Replicate || padding == Padding::Reflect) {
    return Status::error(StatusCode::Unsupported,
                         std::string("cuDNN pads with zeros only; ") +
                             (padding == Padding::Replicate ? "replicate" : "reflect") +
                             " padding runs on our own kernel (layer-cuda) instead");
  }
  return Status::ok();
}

#if !CONVSCOPE_HAVE_CUDNN

Status loadCudnn() {
  return Status::error(StatusCode::Unsupported,
                       "built without cuDNN (cudnn.h was not found when ConvScope was configured)");
}

struct CudnnConvolution::State {};
CudnnConvolution::CudnnConvolution() = default;
CudnnConvolution::~CudnnConvolution() = default;
std::size_t loadedCudnnVersion() {
  return 0;
}

Status CudnnConvolution::prepare(const LayerShape&, std::size_t, cudaStream_t) {
  return loadCudnn();
}
Status CudnnConvolution::run(const float*, const float*, const float*, float*) {
  return loadCudnn();
}
Status CudnnConvolution::find(const float*, const float*, float*, std::size_t) {
  return loadCudnn();
}
std::size_t CudnnConvolution::workspaceBytes() const {
  return 0;
}
const std::string& CudnnConvolution::algorithm() const {
  static const std::string none;
  return none;
}

#else

namespace {

// The functions used, typed from cudnn.h's own declarations.
struct CudnnApi {
#define CONVSCOPE_CUDNN_FUNCTIONS(X)        \
  X(cudnnGetVersion)                        \
  X(cudnnGetErrorString)                    \
  X(cudnnCreate)                            \
  X(cudnnDestroy)                           \
  X(cudnnSetStream)                         \
  X(cudnnCreateTensorDescriptor)            \
  X(cudnnSetTensor4dDescriptor)             \
  X(cudnnDestroyTensorDescriptor)           \
  X(cudnnCreateFilterDescriptor)            \
  X(cudnnSetFilter4dDescriptor)             \
  X(cudnnDestroyFilterDescriptor)           \
  X(cudnnCreateConvolutionDescriptor)       \
  X(cudnnSetConvolution2dDescriptor)        \
  X(cudnnSetConvolutionMathType)            \
  X(cudnnDestroyConvolutionDescriptor)      \
  X(cudnnGetConvolution2dForwardOutputDim)  \
  X(cudnnGetConvolutionForwardAlgorithm_v7) \
  X(cudnnFindConvolutionForwardAlgorithmEx) \
  X(cudnnConvolutionForward)                \
  X(cudnnAddTensor)
#define CONVSCOPE_CUDNN_POINTER(name) decltype(&::name) name = nullptr;
  CONVSCOPE_CUDNN_FUNCTIONS(CONVSCOPE_CUDNN_POINTER)
#undef CONVSCOPE_CUDNN_POINTER
};

CudnnApi api;
Status loaded = Status::error(StatusCode::Unsupported, "cuDNN not loaded yet");
std::once_flag loadOnce;
std::size_t loadedVersion = 0;

void loadLibrary() {
  // The soname first (the loader's search path: ld.so.conf, LD_LIBRARY_PATH), then the library
  // found at configure time, for a toolkit outside the loader's path.
  std::string tried;
  void* handle = nullptr;
  for (const char* name : {"libcudnn.so.9", CONVSCOPE_CUDNN_LIBRARY}) {
    handle = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (handle) break;
    const char* why = dlerror();
    tried += std::string(tried.empty() ? "" : "; ") + (why ? why : name);
  }
  if (!handle) {
    loaded = Status::error(StatusCode::Unsupported, "cuDNN is not installed here: " + tried);
    return;
  }
#define CONVSCOPE_CUDNN_LOOKUP(name)                                                            \
  api.name = reinterpret_cast<decltype(&::name)>(dlsym(handle, #name));                         \
  if (!api.name) {                                                                              \
    loaded = Status::error(StatusCode::Unsupported,                                             \
                           "the cuDNN library found here has no " #name " (cuDNN 9 expected)"); \
    return;                                                                                     \
  }
  CONVSCOPE_CUDNN_FUNCTIONS(CONVSCOPE_CUDNN_LOOKUP)
#undef CONVSCOPE_CUDNN_LOOKUP
  const std::size_t version = api.cudnnGetVersion();
  if (version < 90000) {
    loaded = Status::error(StatusCode::Unsupported,
                           "cuDNN " + std::to_string(version) + " found, 9.0 or later needed");
    return;
  }
  loadedVersion = version;
  loaded = Status::ok();
}

Status checkCudnn(cudnnStatus_t status, const char* call, std::size_t bytes = 0) {
  if (status == CUDNN_STATUS_SUCCESS) return Status::ok();
  const std::string words = api.cudnnGetErrorString ? api.cudnnGetErrorString(status) : "";
  const StatusCode code =
      status == CUDNN_STATUS_ALLOC_FAILED ? StatusCode::OutOfMemory : StatusCode::DeviceError;
  std::string message = std::string(call) + " failed: " + words;
  if (bytes) message += " (" + byteCountText(double(bytes)) + " asked)";
  return Status::error(code, message);
}

#define CONVSCOPE_CUDNN_TRY(call)                                   \
  do {                                                              \
    ::convscope::Status cudnnStatus_ = checkCudnn(api.call, #call); \
    if (!cudnnStatus_.isOk()) return cudnnStatus_;                  \
  } while (0)

const char* algorithmName(cudnnConvolutionFwdAlgo_t algo) {
  switch (algo) {
    case CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM:
      return "IMPLICIT_GEMM";
    case CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM:
      return "IMPLICIT_PRECOMP_GEMM";
    case CUDNN_CONVOLUTION_FWD_ALGO_GEMM:
      return "GEMM";
    case CUDNN_CONVOLUTION_FWD_ALGO_DIRECT:
      return "DIRECT";
    case CUDNN_CONVOLUTION_FWD_ALGO_FFT:
      return "FFT";
    case CUDNN_CONVOLUTION_FWD_ALGO_FFT_TILING:
      return "FFT_TILING";
    case CUDNN_CONVOLUTION_FWD_ALGO_WINOGRAD:
      return "WINOGRAD";
    case CUDNN_CONVOLUTION_FWD_ALGO_WINOGRAD_NONFUSED:
      return "WINOGRAD_NONFUSED";
    default:
      return "unknown";
  }
}

}  // namespace

Status loadCudnn() {
  std::call_once(loadOnce, loadLibrary);
  return loaded;
}

std::size_t loadedCudnnVersion() {
  return loadCudnn() ? loadedVersion : 0;
}

struct CudnnConvolution::State {
  cudnnHandle_t handle = nullptr;
  cudnnTensorDescriptor_t x = nullptr;
  cudnnTensorDescriptor_t y = nullptr;
  cudnnTensorDescriptor_t bias = nullptr;
  cudnnFilterDescriptor_t w = nullptr;
  cudnnConvolutionDescriptor_t conv = nullptr;
  cudnnConvolutionFwdAlgo_t algo = CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM;
  bool hasBias = false;
  // The heuristic's strict-FP32 entries whose workspace fits, in its order: run() takes the
  // first and moves on to the next when cuDNN refuses to run one (NOT_SUPPORTED and the like).
  std::vector<cudnnConvolutionFwdAlgoPerf_t> candidates;
  std::size_t candidate = 0;
  std::string refused;  // the entries that did not run, and why
  DeviceMemory workspace;
  std::size_t workspaceBytes = 0;
  std::string algorithm;

  ~State() {
    if (!api.cudnnDestroy) return;
    if (conv) (void)api.cudnnDestroyConvolutionDescriptor(conv);
    if (w) (void)api.cudnnDestroyFilterDescriptor(w);
    if (bias) (void)api.cudnnDestroyTensorDescriptor(bias);
    if (y) (void)api.cudnnDestroyTensorDescriptor(y);
    if (x) (void)api.cudnnDestroyTensorDescriptor(x);
    if (handle) (void)api.cudnnDestroy(handle);
  }
};

namespace {

// Makes the heuristic's entry i the algorithm run() uses, with its workspace.
Status useCandidate(CudnnConvolution::State& s, std::size_t i) {
  s.candidate = i;
  s.algo = s.candidates[i].algo;
  s.workspaceBytes = s.candidates[i].memory;
  if (s.workspaceBytes) CONVSCOPE_TRY(s.workspace.reserve(s.workspaceBytes));
  s.algorithm = std::string("CUDNN_CONVOLUTION_FWD_ALGO_") + algorithmName(s.algo) +
                " (the v7 heuristic's entry " + std::to_string(i + 1) + " of " +
                std::to_string(s.candidates.size()) +
                " strict-FP32 ones that fit; tensor-op entries skipped), FP32 (CUDNN_FMA_MATH, "
                "no TF32), workspace " +
                byteCountText(double(s.workspaceBytes)) +
                (s.refused.empty() ? "" : "; did not run: " + s.refused);
  return Status::ok();
}

}  // namespace

CudnnConvolution::CudnnConvolution() : m_state(std::make_unique<State>()) {}
CudnnConvolution::~CudnnConvolution() = default;

Status CudnnConvolution::prepare(const LayerShape& shape, std::size_t freeBytes,
                                 cudaStream_t stream) {
  CONVSCOPE_TRY(cudnnSupportsShape(shape));
  CONVSCOPE_TRY(loadCudnn());
  m_state = std::make_unique<State>();
  State& s = *m_state;
  CONVSCOPE_CUDNN_TRY(cudnnCreate(&s.handle));
  CONVSCOPE_CUDNN_TRY(cudnnSetStream(s.handle, stream));
  CONVSCOPE_CUDNN_TRY(cudnnCreateTensorDescriptor(&s.x));
  CONVSCOPE_CUDNN_TRY(cudnnCreateTensorDescriptor(&s.y));
  CONVSCOPE_CUDNN_TRY(cudnnCreateFilterDescriptor(&s.w));
  CONVSCOPE_CUDNN_TRY(cudnnCreateConvolutionDescriptor(&s.conv));
  CONVSCOPE_CUDNN_TRY(cudnnSetTensor4dDescriptor(s.x, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT,
                                                 shape.batch, shape.channels, shape.height,
                                                 shape.width));
  CONVSCOPE_CUDNN_TRY(cudnnSetFilter4dDescriptor(s.w, CUDNN_DATA_FLOAT, CUDNN_TENSOR_NCHW,
                                                 shape.filters, shape.channels, kKernelSize,
                                                 kKernelSize));
  // 'none' is zero padding of 0; zero padding pads each side by paddingAmount (params.h).
  const int pad = shape.params.padding == Padding::None ? 0 : paddingAmount(shape.params);
  const cudnnConvolutionMode_t mode =
      shape.params.flip ? CUDNN_CONVOLUTION : CUDNN_CROSS_CORRELATION;
  CONVSCOPE_CUDNN_TRY(cudnnSetConvolution2dDescriptor(
      s.conv, pad, pad, shape.params.stride, shape.params.stride, shape.params.dilation,
      shape.params.dilation, mode, CUDNN_DATA_FLOAT));
  // Default math lets Ampere and later (the H200 too) run FP32 convolutions as TF32 on tensor
  // cores; FMA math keeps every product in FP32, as our kernel and the CPU compute them.
  CONVSCOPE_CUDNN_TRY(cudnnSetConvolutionMathType(s.conv, CUDNN_FMA_MATH));
  int n = 0, k = 0, h = 0, w = 0;
  CONVSCOPE_CUDNN_TRY(cudnnGetConvolution2dForwardOutputDim(s.conv, s.x, s.w, &n, &k, &h, &w));
  if (n != shape.batch || k != shape.filters || h != shape.outHeight() || w != shape.outWidth()) {
    return Status::error(
        StatusCode::DeviceError,
        "cuDNN's output " + shapeText({n, k, h, w}) + " differs from the layer's " +
            shapeText({shape.batch, shape.filters, shape.outHeight(), shape.outWidth()}));
  }
  CONVSCOPE_CUDNN_TRY(
      cudnnSetTensor4dDescriptor(s.y, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, n, k, h, w));
  s.hasBias = shape.bias;
  if (s.hasBias) {
    CONVSCOPE_CUDNN_TRY(cudnnCreateTensorDescriptor(&s.bias));
    CONVSCOPE_CUDNN_TRY(
        cudnnSetTensor4dDescriptor(s.bias, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, 1, k, 1, 1));
  }

  // cuDNN's heuristics rank the algorithms without running them (Find would run each, seconds
  // for a first call); the first that succeeds and whose workspace fits is taken.
  cudnnConvolutionFwdAlgoPerf_t perf[CUDNN_CONVOLUTION_FWD_ALGO_COUNT];
  int returned = 0;
  CONVSCOPE_CUDNN_TRY(cudnnGetConvolutionForwardAlgorithm_v7(
      s.handle, s.x, s.w, s.conv, s.y, CUDNN_CONVOLUTION_FWD_ALGO_COUNT, &returned, perf));
  std::size_t smallestRefused = 0;
  for (int i = 0; i < returned; ++i) {
    if (perf[i].status != CUDNN_STATUS_SUCCESS) continue;
    // Strict FP32 only: an entry ranked under a tensor-op math type would round to TF32.
    if (perf[i].mathType == CUDNN_TENSOR_OP_MATH ||
        perf[i].mathType == CUDNN_TENSOR_OP_MATH_ALLOW_CONVERSION)
      continue;
    if (perf[i].memory > freeBytes) {
      if (!smallestRefused || perf[i].memory < smallestRefused) smallestRefused = perf[i].memory;
      continue;
    }
    s.candidates.push_back(perf[i]);
  }
  if (s.candidates.empty()) {
    if (smallestRefused) {
      return Status::error(StatusCode::OutOfMemory,
                           "every cuDNN algorithm for this layer needs a workspace of at least " +
                               byteCountText(double(smallestRefused)) + ", " +
                               byteCountText(double(freeBytes)) + " of device memory are left");
    }
    return Status::error(StatusCode::Unsupported,
                         "cuDNN offers no forward algorithm for this layer (" +
                             std::to_string(returned) + " ranked, none supported)");
  }
  return useCandidate(s, 0);
}

Status CudnnConvolution::find(const float* d_in, const float* d_weights, float* d_out,
                              std::size_t freeBytes) {
  State& s = *m_state;
  if (!s.handle) {
    return Status::error(StatusCode::InvalidArgument, "cuDNN find before prepare");
  }
  // Find runs every algorithm on these very buffers (its output is overwritten later).
  DeviceMemory scratch;
  std::size_t scratchBytes = std::min<std::size_t>(freeBytes / 2, std::size_t(512) << 20);
  if (scratchBytes) CONVSCOPE_TRY(scratch.reserve(scratchBytes));
  cudnnConvolutionFwdAlgoPerf_t perf[CUDNN_CONVOLUTION_FWD_ALGO_COUNT];
  int returned = 0;
  CONVSCOPE_CUDNN_TRY(cudnnFindConvolutionForwardAlgorithmEx(
      s.handle, s.x, d_in, s.w, d_weights, s.conv, s.y, d_out, CUDNN_CONVOLUTION_FWD_ALGO_COUNT,
      &returned, perf, scratch.as<void>(), scratchBytes));
  for (int i = 0; i < returned; ++i) {
    if (perf[i].status != CUDNN_STATUS_SUCCESS) continue;
    if (perf[i].mathType == CUDNN_TENSOR_OP_MATH ||
        perf[i].mathType == CUDNN_TENSOR_OP_MATH_ALLOW_CONVERSION)
      continue;
    s.algo = perf[i].algo;
    s.workspaceBytes = perf[i].memory;
    if (s.workspaceBytes) CONVSCOPE_TRY(s.workspace.reserve(s.workspaceBytes));
    char time[64];
    std::snprintf(time, sizeof time, "%.4f", double(perf[i].time));
    s.candidates.assign(1, perf[i]);
    s.candidate = 0;
    s.algorithm = std::string("CUDNN_CONVOLUTION_FWD_ALGO_") + algorithmName(s.algo) +
                  " (cudnnFindConvolutionForwardAlgorithmEx's fastest strict-FP32 entry, " + time +
                  " ms in its own single timing), FP32 (CUDNN_FMA_MATH, no TF32), " + "workspace " +
                  byteCountText(double(s.workspaceBytes));
    return Status::ok();
  }
  return Status::error(StatusCode::Unsupported,
                       "cudnnFindConvolutionForwardAlgorithmEx ran no strict-FP32 algorithm (" +
                           std::to_string(returned) + " returned)");
}

Status CudnnConvolution::run(const float* d_in, const float* d_weights, const float* d_bias,
                             float* d_out) {
  State& s = *m_state;
  if (!s.handle) {
    return Status::error(StatusCode::InvalidArgument, "cuDNN convolution run before prepare");
  }
  const float one = 1.0f;
  const float zero = 0.0f;
  // The heuristic's entries in order until one runs; the one that ran stays for later calls.
  for (;;) {
    const cudnnStatus_t status =
        api.cudnnConvolutionForward(s.handle, &one, s.x, d_in, s.w, d_weights, s.conv, s.algo,
                                    s.workspace.as<void>(), s.workspaceBytes, &zero, s.y, d_out);
    if (status == CUDNN_STATUS_SUCCESS) break;
    const bool refusal = status == CUDNN_STATUS_NOT_SUPPORTED || status == CUDNN_STATUS_BAD_PARAM ||
                         status == CUDNN_STATUS_EXECUTION_FAILED;
    if (!refusal || s.candidate + 1 >= s.candidates.size())
      return checkCudnn(status, "cudnnConvolutionForward");
    s.refused += std::string(s.refused.empty() ? "" : ", ") + algorithmName(s.algo) + " (" +
                 api.cudnnGetErrorString(status) + ")";
    CONVSCOPE_TRY(useCandidate(s, s.candidate + 1));
  }
  if (s.hasBias)
    CONVSCOPE_CUDNN_TRY(cudnnAddTensor(s.handle, &one, s.bias, d_bias, &one, s.y, d_out));
  return Status::ok();
}

std::size_t CudnnConvolution::workspaceBytes() const {
  return m_state->workspaceBytes;
}

const std::string& CudnnConvolution::algorithm() const {
  return m_state->algorithm;
}

#endif

}  // namespace convscope::cuda::detail
