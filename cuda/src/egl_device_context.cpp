// EglDeviceContext (convscope/cuda/egl_context.h): the EGL device platform, matched to CUDA's
// current device.
#include "convscope/cuda/egl_context.h"

#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GL/gl.h>

#include <cstdio>
#include <cstring>
#include <vector>

#include <cuda_runtime_api.h>

namespace convscope::cuda {
namespace {

bool hasExtension(const char* list, const char* name) {
  if (!list) return false;
  const std::size_t length = std::strlen(name);
  for (const char* p = list; (p = std::strstr(p, name)) != nullptr; p += length) {
    const bool startOk = p == list || p[-1] == ' ';
    const bool endOk = p[length] == '\0' || p[length] == ' ';
    if (startOk && endOk) return true;
  }
  return false;
}

Status noDevice(std::string why) {
  return Status::error(StatusCode::NoDevice, std::move(why));
}

// Once EGL has shown an NVIDIA device, a failure is the machine's fault, not its absence: the
// tests must fail on it, never skip.
Status deviceError(std::string why) {
  return Status::error(StatusCode::DeviceError, "the NVIDIA EGL device is there but " + why);
}

std::string eglErrorText() {
  char text[32];
  std::snprintf(text, sizeof text, "EGL error 0x%04x", eglGetError());
  return text;
}

}  // namespace

Result<std::unique_ptr<EglDeviceContext>> EglDeviceContext::createOnNvidia() {
  const char* clientExtensions = eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS);
  if (!hasExtension(clientExtensions, "EGL_EXT_device_enumeration") ||
      !hasExtension(clientExtensions, "EGL_EXT_platform_device")) {
    return noDevice(std::string("EGL cannot enumerate devices (client extensions: ") +
                    (clientExtensions ? clientExtensions : "none") + ")");
  }
  auto queryDevices =
      reinterpret_cast<PFNEGLQUERYDEVICESEXTPROC>(eglGetProcAddress("eglQueryDevicesEXT"));
  auto queryDeviceString = reinterpret_cast<PFNEGLQUERYDEVICESTRINGEXTPROC>(
      eglGetProcAddress("eglQueryDeviceStringEXT"));
  auto getPlatformDisplay = reinterpret_cast<PFNEGLGETPLATFORMDISPLAYEXTPROC>(
      eglGetProcAddress("eglGetPlatformDisplayEXT"));
  auto queryDeviceAttrib = reinterpret_cast<PFNEGLQUERYDEVICEATTRIBEXTPROC>(
      eglGetProcAddress("eglQueryDeviceAttribEXT"));
  if (!queryDevices || !queryDeviceString || !getPlatformDisplay || !queryDeviceAttrib)
    return noDevice("EGL lists the device extensions but not their functions");

  EGLDeviceEXT devices[16];
  EGLint count = 0;
  if (!queryDevices(16, devices, &count) || count == 0)
    return noDevice("eglQueryDevicesEXT found no EGL device (" + eglErrorText() + ")");

  // NVIDIA's EGL devices, and only those, carry EGL_NV_device_cuda; each names its CUDA device
  // (EGL_CUDA_DEVICE_NV). The context must be on the device CUDA computes on, or interop would
  // register across GPUs (or fail) on a machine with several.
  std::string seen;
  std::vector<std::pair<EGLDeviceEXT, EGLAttrib>> nvidiaDevices;
  for (EGLint i = 0; i < count; ++i) {
    const char* extensions = queryDeviceString(devices[i], EGL_EXTENSIONS);
    EGLAttrib cudaIndex = -1;
    if (hasExtension(extensions, "EGL_NV_device_cuda") &&
        queryDeviceAttrib(devices[i], EGL_CUDA_DEVICE_NV, &cudaIndex)) {
      nvidiaDevices.emplace_back(devices[i], cudaIndex);
      seen += std::string(seen.empty() ? "" : "; ") + "device " + std::to_string(i) +
              ": NVIDIA, CUDA device " + std::to_string(cudaIndex);
      continue;
    }
    seen += std::string(seen.empty() ? "" : "; ") + "device " + std::to_string(i) + ": " +
            (extensions ? extensions : "no extensions");
  }
  if (nvidiaDevices.empty())
    return noDevice("no NVIDIA EGL device among " + std::to_string(count) + " (" + seen + ")");
  int cudaDevice = -1;
  const cudaError_t cudaStatus = cudaGetDevice(&cudaDevice);
  if (cudaStatus != cudaSuccess) {
    cudaGetLastError();
    return deviceError(std::string("CUDA has no current device: cudaGetDevice failed with ") +
                       cudaGetErrorName(cudaStatus) + " (EGL devices: " + seen + ")");
  }
  EGLDeviceEXT nvidia = EGL_NO_DEVICE_EXT;
  for (const auto& [device, index] : nvidiaDevices)
    if (index == cudaDevice) nvidia = device;
  if (nvidia == EGL_NO_DEVICE_EXT)
    return deviceError("none of them is CUDA device " + std::to_string(cudaDevice) + " (" + seen +
                       ")");

  std::unique_ptr<EglDeviceContext> made(new EglDeviceContext());
  made->m_cudaDevice = cudaDevice;
  EGLDisplay display = getPlatformDisplay(EGL_PLATFORM_DEVICE_EXT, nvidia, nullptr);
  if (display == EGL_NO_DISPLAY)
    return deviceError("eglGetPlatformDisplayEXT on the NVIDIA device failed (" + eglErrorText() +
                       ")");
  EGLint major = 0;
  EGLint minor = 0;
  // Held from here, so the destructor terminates the display whatever fails next.
  made->m_display = display;
  if (!eglInitialize(display, &major, &minor))
    return deviceError("eglInitialize on the NVIDIA device failed (" + eglErrorText() + ")");
  if (!eglBindAPI(EGL_OPENGL_API))
    return deviceError("eglBindAPI(EGL_OPENGL_API) failed (" + eglErrorText() + ")");

  const EGLint configAttributes[] = {EGL_SURFACE_TYPE,
                                     EGL_PBUFFER_BIT,
                                     EGL_RENDERABLE_TYPE,
                                     EGL_OPENGL_BIT,
                                     EGL_RED_SIZE,
                                     8,
                                     EGL_GREEN_SIZE,
                                     8,
                                     EGL_BLUE_SIZE,
                                     8,
                                     EGL_NONE};
  EGLConfig config = nullptr;
  EGLint configs = 0;
  if (!eglChooseConfig(display, configAttributes, &config, 1, &configs) || configs == 0)
    return deviceError("no EGL config for desktop OpenGL with a pbuffer (" + eglErrorText() + ")");

  const EGLint contextAttributes[] = {EGL_CONTEXT_MAJOR_VERSION,
                                      4,
                                      EGL_CONTEXT_MINOR_VERSION,
                                      5,
                                      EGL_CONTEXT_OPENGL_PROFILE_MASK,
                                      EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT,
                                      EGL_NONE};
  EGLContext context = eglCreateContext(display, config, EGL_NO_CONTEXT, contextAttributes);
  if (context == EGL_NO_CONTEXT)
    return deviceError("eglCreateContext for OpenGL 4.5 core failed (" + eglErrorText() + ")");
  made->m_context = context;

  EGLSurface surface = EGL_NO_SURFACE;
  if (!hasExtension(eglQueryString(display, EGL_EXTENSIONS), "EGL_KHR_surfaceless_context")) {
    const EGLint pbufferAttributes[] = {EGL_WIDTH, 16, EGL_HEIGHT, 16, EGL_NONE};
    surface = eglCreatePbufferSurface(display, config, pbufferAttributes);
    if (surface == EGL_NO_SURFACE)
      return deviceError("eglCreatePbufferSurface failed (" + eglErrorText() + ")");
    made->m_surface = surface;
  }
  if (!eglMakeCurrent(display, surface, surface, context))
    return deviceError("eglMakeCurrent failed (" + eglErrorText() + ")");

  auto text = [](GLenum name) {
    const GLubyte* value = glGetString(name);
    return value ? std::string(reinterpret_cast<const char*>(value)) : std::string("?");
  };
  made->m_description = text(GL_VENDOR) + ", " + text(GL_RENDERER) + ", OpenGL " +
                        text(GL_VERSION) + ", EGL " + std::to_string(major) + "." +
                        std::to_string(minor) + (surface ? ", pbuffer" : ", surfaceless") +
                        ", CUDA device " + std::to_string(cudaDevice);
  return made;
}

EglDeviceContext::~EglDeviceContext() {
  if (!m_display) return;
  eglMakeCurrent(m_display, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
  if (m_surface) eglDestroySurface(m_display, m_surface);
  if (m_context) eglDestroyContext(m_display, m_context);
  eglTerminate(m_display);
}

}  // namespace convscope::cuda
