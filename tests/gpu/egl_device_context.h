// An OpenGL 4.5 core context on the NVIDIA GPU through EGL's device platform: no window system,
// no Qt. It stands in for the app's QOpenGLWidget context on the headless device machine.
#pragma once

#include <memory>
#include <string>

#include "convscope/status.h"

namespace convscope::testing {

class EglDeviceContext {
 public:
  // NoDevice, with what was found instead, where EGL offers no NVIDIA device (Mesa only,
  // no EGL device extensions, no driver).
  static Result<std::unique_ptr<EglDeviceContext>> createOnNvidia();
  ~EglDeviceContext();
  EglDeviceContext(const EglDeviceContext&) = delete;
  EglDeviceContext& operator=(const EglDeviceContext&) = delete;

  const std::string& description() const { return m_description; }  // vendor, renderer, version

 private:
  EglDeviceContext() = default;
  void* m_display = nullptr;
  void* m_context = nullptr;
  void* m_surface = nullptr;
  std::string m_description;
};

}  // namespace convscope::testing
