// EglDeviceContext in a CUDA build whose machine had no EGL development files (libegl-dev): no
// headless context, so the sweep keeps its interop fallback and the gpu tests skip.
#include "convscope/cuda/egl_context.h"

namespace convscope::cuda {

Result<std::unique_ptr<EglDeviceContext>> EglDeviceContext::createOnNvidia() {
  return Status::error(StatusCode::NoDevice,
                       "built without EGL (libegl-dev was not found when ConvScope was "
                       "configured): no OpenGL context without a window");
}

EglDeviceContext::~EglDeviceContext() = default;

}  // namespace convscope::cuda
