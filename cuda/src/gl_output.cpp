// GlOutputWriter: the interop sequence of cuda/README.md, the staged fallback, and the probe
// that chooses between them (and emulation) once.

#define GL_GLEXT_PROTOTYPES 1
#include <GL/gl.h>
#include <GL/glext.h>

#include "convscope/cuda/gl_output.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>

#include <cuda_gl_interop.h>
#include <cuda_runtime_api.h>

#include "check.h"
#include "cuda_memory.h"
#include "device_probe.h"
#include "kernels.h"
#include "run_support.h"

namespace convscope::cuda {

using detail::checkCuda;

struct GlOutputWriter::State {
  bool probed = false;
  GpuPath probedPath = GpuPath::Emulated;  // the best path this context and machine allow
  std::string probedReason;
  GpuPath preferred = GpuPath::Interop;
  // What attach chose for the attached texture: the worse of probed and preferred, or staged
  // when this texture could not be registered. Decided per texture: one texture that cannot be
  // registered leaves the next on interop.
  GpuPath path = GpuPath::Emulated;
  std::string reason = "no texture attached yet";
  int device = 0;

  unsigned int texture = 0;
  int width = 0;
  int height = 0;
  bool attached = false;
  cudaGraphicsResource_t resource = nullptr;

  detail::DeviceMemory d_in;
  detail::DeviceMemory d_out;  // staged path only
  detail::PinnedMemory h_in;
  detail::PinnedMemory h_out;              // staged path only
  const Channel* inputOnDevice = nullptr;  // identity and size of what d_in holds
  int inputWidth = 0;
  int inputHeight = 0;
  bool warm = false;  // a first, untimed run of the attached texture (reset by attach)
  detail::RecordBuffers recordBuffers;
  detail::EventRow<6> events;
};

namespace {

std::string glRenderer() {
  const GLubyte* renderer = glGetString(GL_RENDERER);
  return renderer ? reinterpret_cast<const char*>(renderer) : "no current GL context";
}

void drainGlErrors() {
  // Bounded: a lost context reports GL_CONTEXT_LOST on every call.
  for (int i = 0; i < 8 && glGetError() != GL_NO_ERROR; ++i) {
  }
}

// The mapped texture as a surface. finish() waits for the stream's work (the kernel writing the
// surface), then destroys the surface and unmaps, in that order; the destructor does the same
// when a step between fails, so a surface is never destroyed while a kernel may still use it.
class MappedSurface {
 public:
  explicit MappedSurface(cudaGraphicsResource_t resource) : m_resource(resource) {}
  ~MappedSurface() { (void)finish(); }
  MappedSurface(const MappedSurface&) = delete;
  MappedSurface& operator=(const MappedSurface&) = delete;

  Status map(cudaStream_t stream) {
    m_stream = stream;
    CONVSCOPE_CUDA_TRY(cudaGraphicsMapResources(1, &m_resource, stream));
    m_mapped = true;
    // The array behind the texture may change at every map: the surface is rebuilt each time.
    cudaArray_t array = nullptr;
    CONVSCOPE_CUDA_TRY(cudaGraphicsSubResourceGetMappedArray(&array, m_resource, 0, 0));
    cudaResourceDesc description;
    std::memset(&description, 0, sizeof description);
    description.resType = cudaResourceTypeArray;
    description.res.array.array = array;
    CONVSCOPE_CUDA_TRY(cudaCreateSurfaceObject(&m_surface, &description));
    return Status::ok();
  }
  cudaSurfaceObject_t surface() const { return m_surface; }

  Status finish() {
    Status status = Status::ok();
    if (m_surface || m_mapped) status = CONVSCOPE_CUDA_CHECK(cudaStreamSynchronize(m_stream));
    if (m_surface) {
      Status destroyed = CONVSCOPE_CUDA_CHECK(cudaDestroySurfaceObject(m_surface));
      if (!destroyed && status) status = destroyed;
      m_surface = 0;
    }
    if (m_mapped) {
      Status unmapped = CONVSCOPE_CUDA_CHECK(cudaGraphicsUnmapResources(1, &m_resource, m_stream));
      if (!unmapped && status) status = unmapped;
      m_mapped = false;
    }
    return status;
  }

 private:
  cudaGraphicsResource_t m_resource;
  cudaStream_t m_stream = nullptr;
  bool m_mapped = false;
  cudaSurfaceObject_t m_surface = 0;
};

// glTexSubImage2D of a whole GL_R32F texture from host memory, leaving the caller's GL state
// (binding, unpack buffer and alignment) as it was.
Status uploadTexture(unsigned int texture, int width, int height, const float* h_pixels) {
  GLint previousTexture = 0;
  GLint previousUnpackBuffer = 0;
  GLint previousAlignment = 4;
  GLint previousRowLength = 0;
  drainGlErrors();
  glGetIntegerv(GL_TEXTURE_BINDING_2D, &previousTexture);
  glGetIntegerv(GL_PIXEL_UNPACK_BUFFER_BINDING, &previousUnpackBuffer);
  glGetIntegerv(GL_UNPACK_ALIGNMENT, &previousAlignment);
  glGetIntegerv(GL_UNPACK_ROW_LENGTH, &previousRowLength);
  glBindBuffer(GL_PIXEL_UNPACK_BUFFER, 0);
  glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
  glPixelStorei(GL_UNPACK_ROW_LENGTH, 0);
  glBindTexture(GL_TEXTURE_2D, texture);
  glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, width, height, GL_RED, GL_FLOAT, h_pixels);
  const GLenum error = glGetError();
  glBindTexture(GL_TEXTURE_2D, static_cast<GLuint>(previousTexture));
  glPixelStorei(GL_UNPACK_ROW_LENGTH, previousRowLength);
  glPixelStorei(GL_UNPACK_ALIGNMENT, previousAlignment);
  glBindBuffer(GL_PIXEL_UNPACK_BUFFER, static_cast<GLuint>(previousUnpackBuffer));
  if (error == GL_NO_ERROR) return Status::ok();
  char code[16];
  std::snprintf(code, sizeof code, "0x%04x", error);
  return Status::error(StatusCode::DeviceError,
                       std::string("glTexSubImage2D(GL_TEXTURE_2D, 0, 0, 0, width, height, "
                                   "GL_RED, GL_FLOAT, pixels) failed with GL error ") +
                           code + " (is a GL context current, and is the texture GL_R32F?)");
}

// Which path this machine and GL context allow, decided once: emulation without a usable CUDA
// device, staged when the context is not on a CUDA device, else interop (registration, tried in
// attach, can still demote it to staged).
struct ProbeResult {
  GpuPath path = GpuPath::Emulated;
  std::string reason;
  int device = 0;
};

double millisecondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
      .count();
}

ProbeResult probe() {
  ProbeResult s;
  const Status device = detail::requireDevice();
  if (!device) {
    s.path = GpuPath::Emulated;
    s.reason = device.message;
    return s;
  }
  unsigned int count = 0;
  int devices[8] = {};
  const Status found =
      CONVSCOPE_CUDA_CHECK(cudaGLGetDevices(&count, devices, 8, cudaGLDeviceListAll));
  if (!found || count == 0) {
    // Not every GL platform answers this query (and one that answers "none" may still be on the
    // device: EGL's device platform has been seen to); registering the texture, tried next on
    // the current device, is what decides. Its failure message then carries this one too.
    s.path = GpuPath::Interop;
    s.reason = found
                   ? "cudaGLGetDevices found no CUDA device behind the GL context (GL renderer: " +
                         glRenderer() + ")"
                   : found.message;
    (void)CONVSCOPE_CUDA_CHECK(cudaGetDevice(&s.device));
    return s;
  }
  const Status selected = CONVSCOPE_CUDA_CHECK(cudaSetDevice(devices[0]));
  if (!selected) {
    s.path = GpuPath::Emulated;
    s.reason = "the CUDA device behind the GL context cannot be used: " + selected.message;
    return s;
  }
  s.device = devices[0];
  s.path = GpuPath::Interop;
  return s;
}

}  // namespace

GlOutputWriter::GlOutputWriter() : m_state(std::make_unique<State>()) {}

GlOutputWriter::~GlOutputWriter() {
  release();
}

void GlOutputWriter::setPreferredPath(GpuPath best) {
  m_state->preferred = best;
}

GpuPath GlOutputWriter::path() const {
  return m_state->path;
}

const std::string& GlOutputWriter::reason() const {
  return m_state->reason;
}

void GlOutputWriter::release() {
  State& s = *m_state;
  if (s.resource) (void)CONVSCOPE_CUDA_CHECK(cudaGraphicsUnregisterResource(s.resource));
  s.resource = nullptr;
  s.attached = false;
}

Status GlOutputWriter::attach(unsigned int texture, int width, int height) {
  State& s = *m_state;
  if (texture == 0 || width < 1 || height < 1) {
    return Status::error(StatusCode::InvalidArgument,
                         "attach needs a texture name and a size of at least 1×1 (got texture " +
                             std::to_string(texture) + ", " + std::to_string(width) + "×" +
                             std::to_string(height) + ")");
  }
  release();
  s.texture = texture;
  s.width = width;
  s.height = height;
  s.attached = true;
  // A new texture's first map (and a resize's fresh buffers) are slow again: its first run is
  // the untimed warm-up, not the first figure shown.
  s.warm = false;

  if (!s.probed) {
    const ProbeResult probed = probe();
    s.probed = true;
    s.probedPath = probed.path;
    s.probedReason = probed.reason;
    s.device = probed.device;
  }
  s.path = s.probedPath;
  s.reason = s.path == GpuPath::Interop ? std::string() : s.probedReason;
  if (s.preferred > s.path) {
    s.reason = std::string("the caller asked for ") + gpuPathName(s.preferred) + " (" +
               gpuPathName(s.path) + " is available)";
    s.path = s.preferred;
  }
  if (s.path == GpuPath::Interop) {
    const Status registered = CONVSCOPE_CUDA_CHECK(cudaGraphicsGLRegisterImage(
        &s.resource, texture, GL_TEXTURE_2D, cudaGraphicsRegisterFlagsSurfaceLoadStore));
    if (!registered) {
      // Under Mesa/llvmpipe and some remote sessions, registration is where interop fails; the
      // check has cleared CUDA's error. This texture goes staged with the reason; the next
      // attach tries registration again (a texture of another size or format may register).
      s.resource = nullptr;
      s.path = GpuPath::Staged;
      s.reason = "CUDA cannot register GL texture " + std::to_string(texture) + " (" +
                 std::to_string(width) + "×" + std::to_string(height) +
                 ") for interop (GL renderer: " + glRenderer() + "): " + registered.message +
                 (s.probedReason.empty() ? "" : "; before that, " + s.probedReason);
    } else {
      // Each run overwrites every texel: the driver need not keep the texture's contents when
      // it maps it. A hint only; a driver that refuses it maps the texture as it is.
      (void)CONVSCOPE_CUDA_CHECK(
          cudaGraphicsResourceSetMapFlags(s.resource, cudaGraphicsMapFlagsWriteDiscard));
    }
  }
  return Status::ok();
}

Result<GlTimings> GlOutputWriter::run(const ConvProblem& problem, const RunOptions& options,
                                      bool inputChanged, BlockRecord* record) {
  State& s = *m_state;
  if (!s.attached)
    return Status::error(StatusCode::InvalidArgument, "attach a GL texture before run()");
  if (s.path == GpuPath::Emulated) {
    return Status::error(StatusCode::Unsupported,
                         "this writer is on the emulated path (" + s.reason +
                             "): run core's emulated GPU engine and upload its output instead");
  }
  CONVSCOPE_TRY(validateRunOptions(problem, options));
  const ConvGeometry& g = problem.geometry;
  if (g.outWidth != s.width || g.outHeight != s.height) {
    return Status::error(StatusCode::InvalidArgument,
                         "the output is " + std::to_string(g.outWidth) + "×" +
                             std::to_string(g.outHeight) + " but the texture is " +
                             std::to_string(s.width) + "×" + std::to_string(s.height) +
                             ": recreate the texture and attach again");
  }
  CONVSCOPE_CUDA_TRY(cudaSetDevice(s.device));
  // Loads the kernels once per device (lazy loading would land in the first kernel's time).
  CONVSCOPE_TRY(detail::requireWarmDevice());
  if (!s.warm) {
    // The first map of a registered texture and the first use of fresh buffers are slow too:
    // one untimed run first, as bench's warm-up, so the figures the window shows are steady.
    s.warm = true;  // first, so the nested run does not warm up again
    if (auto first = run(problem, options, true, nullptr); !first) {
      s.warm = false;
      return first.status();
    }
  }
  CONVSCOPE_TRY(s.events.create());
  const cudaStream_t stream = nullptr;
  const Channel& input = *problem.input;
  const std::size_t inBytes = sizeof(float) * static_cast<std::size_t>(input.pixelCount());
  const std::size_t outBytes =
      sizeof(float) * static_cast<std::size_t>(g.outWidth) * static_cast<std::size_t>(g.outHeight);
  const bool upload = inputChanged || s.inputOnDevice != &input || s.inputWidth != input.width ||
                      s.inputHeight != input.height;
  if (upload) {
    s.inputOnDevice = nullptr;
    CONVSCOPE_TRY(s.d_in.reserve(inBytes));
    if (options.pinnedHost) {
      CONVSCOPE_TRY(s.h_in.reserve(inBytes));
      std::memcpy(s.h_in.as<float>(), input.data(), inBytes);
    }
  }
  if (record) CONVSCOPE_TRY(s.recordBuffers.allocate(detail::blockCountFor(g, options)));
  const detail::BlockRecordBuffers* recordBuffers = record ? s.recordBuffers.buffers() : nullptr;
  const detail::KernelLaunch launch = detail::kernelLaunchFor(problem, options);

  GlTimings timings;
  CONVSCOPE_TRY(s.events.record(0, stream));
  if (upload) {
    const void* source = options.pinnedHost ? s.h_in.as<const void>() : input.data();
    CONVSCOPE_CUDA_TRY(
        cudaMemcpyAsync(s.d_in.as<void>(), source, inBytes, cudaMemcpyHostToDevice, stream));
  }
  CONVSCOPE_TRY(s.events.record(1, stream));

  if (s.path == GpuPath::Interop) {
    // The map is timed by events on the stream, as the kernel is: from before the map call to
    // after the surface exists, so it holds both the wait for GL's work on the texture and the
    // host's own time in the calls (the next event is recorded only once they return). The
    // unmap is a host call after the kernel: events recorded around it would overlap the
    // still-running kernel, so the host clock times it, from once the kernel's end event has
    // passed; the kernel is counted once, in kernelMs.
    MappedSurface mapped(s.resource);
    CONVSCOPE_TRY(s.events.record(5, stream));
    CONVSCOPE_TRY(mapped.map(stream));
    CONVSCOPE_TRY(s.events.record(2, stream));
    CONVSCOPE_TRY(detail::launchToSurface(launch, s.d_in.as<const float>(), mapped.surface(),
                                          recordBuffers, stream));
    CONVSCOPE_TRY(s.events.record(3, stream));
    CONVSCOPE_TRY(s.events.synchronize(3));
    const auto start = std::chrono::steady_clock::now();
    CONVSCOPE_TRY(mapped.finish());
    timings.unmapMs = millisecondsSince(start);
    CONVSCOPE_TRY(s.events.record(4, stream));
    CONVSCOPE_TRY(s.events.synchronize(4));
    CONVSCOPE_TRY(s.events.elapsed(5, 2, &timings.mapMs));
  } else {
    CONVSCOPE_TRY(s.d_out.reserve(outBytes));
    CONVSCOPE_TRY(s.h_out.reserve(outBytes));
    CONVSCOPE_TRY(s.events.record(2, stream));
    CONVSCOPE_TRY(detail::launchToBuffer(launch, s.d_in.as<const float>(), s.d_out.as<float>(),
                                         recordBuffers, stream));
    CONVSCOPE_TRY(s.events.record(3, stream));
    CONVSCOPE_CUDA_TRY(cudaMemcpyAsync(s.h_out.as<void>(), s.d_out.as<const void>(), outBytes,
                                       cudaMemcpyDeviceToHost, stream));
    CONVSCOPE_TRY(s.events.record(4, stream));
    CONVSCOPE_TRY(s.events.synchronize(4));
    CONVSCOPE_TRY(s.events.elapsed(3, 4, &timings.downloadMs));
    // glTexSubImage2D may return once it has copied the pixels from client memory, before the
    // texture holds them: glFinish waits until GL has done the upload, so the host clock sees
    // the whole of it (and any GL work queued before, of which a run leaves none).
    const auto start = std::chrono::steady_clock::now();
    CONVSCOPE_TRY(uploadTexture(s.texture, s.width, s.height, s.h_out.as<const float>()));
    glFinish();
    timings.textureUploadMs = millisecondsSince(start);
  }
  if (upload) {
    CONVSCOPE_TRY(s.events.elapsed(0, 1, &timings.uploadMs));
    s.inputOnDevice = &input;
    s.inputWidth = input.width;
    s.inputHeight = input.height;
  }
  CONVSCOPE_TRY(s.events.elapsed(2, 3, &timings.kernelMs));
  if (record) CONVSCOPE_TRY(s.recordBuffers.download(record));
  return timings;
}

namespace {

// The sweep's texture, made as the window makes its own (glTexStorage2D, GL_R32F, GL_NEAREST)
// and deleted whatever fails, with the context still current.
class ScratchTexture {
 public:
  ScratchTexture(int width, int height) {
    drainGlErrors();
    glGenTextures(1, &m_name);
    glBindTexture(GL_TEXTURE_2D, m_name);
    glTexStorage2D(GL_TEXTURE_2D, 1, GL_R32F, width, height);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glBindTexture(GL_TEXTURE_2D, 0);
    m_error = glGetError();
  }
  ~ScratchTexture() { glDeleteTextures(1, &m_name); }
  ScratchTexture(const ScratchTexture&) = delete;
  ScratchTexture& operator=(const ScratchTexture&) = delete;
  GLuint name() const { return m_name; }
  GLenum error() const { return m_error; }

 private:
  GLuint m_name = 0;
  GLenum m_error = GL_NO_ERROR;
};

}  // namespace

std::vector<double> InteropSamples::totalMs() const {
  std::vector<double> total;
  const std::size_t n = std::min({mapMs.size(), kernelMs.size(), unmapMs.size()});
  for (std::size_t i = 0; i < n; ++i) total.push_back(mapMs[i] + kernelMs[i] + unmapMs[i]);
  return total;
}

Result<InteropSamples> benchInterop(const ConvProblem& problem, const RunOptions& options,
                                    int repeat, int warmup) {
  CONVSCOPE_TRY(validateRunOptions(problem, options));
  // Without a current context every GL call below would do nothing, silently.
  if (!glGetString(GL_VERSION))
    return Status::error(StatusCode::Unsupported,
                         "benchInterop needs an OpenGL context current on this thread; none is");
  const ConvGeometry& g = problem.geometry;
  ScratchTexture texture(g.outWidth, g.outHeight);
  if (texture.error() != GL_NO_ERROR) {
    char code[16];
    std::snprintf(code, sizeof code, "0x%04x", texture.error());
    return Status::error(StatusCode::DeviceError, "could not make a " + std::to_string(g.outWidth) +
                                                      "×" + std::to_string(g.outHeight) +
                                                      " GL_R32F texture (GL error " + code +
                                                      ", GL renderer: " + glRenderer() + ")");
  }
  GlOutputWriter writer;
  CONVSCOPE_TRY(writer.attach(texture.name(), g.outWidth, g.outHeight));
  if (writer.path() != GpuPath::Interop) {
    const std::string why = writer.reason();
    writer.release();
    return Status::error(StatusCode::DeviceError, "interop is not available: " + why);
  }
  InteropSamples samples;
  for (int run = 0; run < warmup + repeat; ++run) {
    Result<GlTimings> t = writer.run(problem, options, run == 0);
    if (!t) {
      writer.release();
      return t.status();
    }
    if (run < warmup) continue;
    samples.mapMs.push_back(t->mapMs);
    samples.kernelMs.push_back(t->kernelMs);
    samples.unmapMs.push_back(t->unmapMs);
  }
  writer.release();
  return samples;
}

}  // namespace convscope::cuda
