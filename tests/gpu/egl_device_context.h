// An OpenGL 4.5 core context on the NVIDIA GPU through EGL's device platform: no window system,
// no Qt. It stands in for the app's QOpenGLWidget context on the headless device machine.
#pragma once

#include <gtest/gtest.h>

#include <iostream>
#include <memory>
#include <string>

#include "convscope/status.h"

namespace convscope::testing {

class EglDeviceContext {
 public:
  // The EGL device whose EGL_CUDA_DEVICE_NV is CUDA's current device. NoDevice, with what was
  // found instead, where EGL offers no NVIDIA device (Mesa only, no EGL device extensions, no
  // driver); DeviceError where there is one but none is that CUDA device, or a step failed.
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

}  // namespace convscope::testing

// Declares `name`, a current NVIDIA context, or ends the test: skipped where the machine has no
// NVIDIA EGL device, failed where it has one that does not work. A macro, as GTEST_SKIP and
// FAIL must return from the test itself.
#define CONVSCOPE_NVIDIA_CONTEXT_OR_SKIP(name)                                                  \
  auto name##Made = ::convscope::testing::EglDeviceContext::createOnNvidia();                   \
  if (!name##Made && name##Made.status().code == ::convscope::StatusCode::NoDevice)             \
    GTEST_SKIP() << name##Made.status().message;                                                \
  if (!name##Made) FAIL() << name##Made.status().message;                                       \
  std::unique_ptr<::convscope::testing::EglDeviceContext> name = std::move(name##Made.value()); \
  std::cout << "[ gpu      ] GL: " << name->description() << "\n"
