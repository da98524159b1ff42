// An OpenGL 4.5 core context on the NVIDIA GPU through EGL's device platform: no window system,
// no Qt. `convscope sweep` measures interop in one (the window has its own context), and so do
// the gpu tests and gpu_measure on the headless device machine.
//
// Plain C++ header. In a build without nvcc, or without EGL, createOnNvidia() says so (NoDevice).
#pragma once

#include <memory>
#include <string>

#include "convscope/status.h"

namespace convscope::cuda {

class EglDeviceContext {
 public:
  // The EGL device whose EGL_CUDA_DEVICE_NV is CUDA's current device, its context current on the
  // calling thread until the object goes. NoDevice, with what was found instead, where EGL
  // offers no NVIDIA device (Mesa only, no EGL device extensions, no driver, no EGL in this
  // build); DeviceError where there is one but none is that CUDA device, or a step failed.
  static Result<std::unique_ptr<EglDeviceContext>> createOnNvidia();
  ~EglDeviceContext();
  EglDeviceContext(const EglDeviceContext&) = delete;
  EglDeviceContext& operator=(const EglDeviceContext&) = delete;

  const std::string& description() const { return m_description; }  // vendor, renderer, version
  int cudaDevice() const { return m_cudaDevice; }  // the CUDA device under this context

 private:
  EglDeviceContext() = default;
  void* m_display = nullptr;
  void* m_context = nullptr;
  void* m_surface = nullptr;
  int m_cudaDevice = -1;
  std::string m_description;
};

}  // namespace convscope::cuda
