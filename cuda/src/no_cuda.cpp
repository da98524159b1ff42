// The CUDA module of a build without nvcc: every entry point says so, and the GL writer chooses
// the emulated path, so the app and the CLI run on core's engines with the reason on show.

#include "convscope/cuda/allocation.h"
#include "convscope/cuda/device.h"
#include "convscope/cuda/egl_context.h"
#include "convscope/cuda/engine.h"
#include "convscope/cuda/gl_output.h"
#include "convscope/cuda/layer_engine.h"

namespace convscope::cuda {
namespace {

const char* const kWhy = "built without CUDA (nvcc was not found when ConvScope was configured)";

Status noCuda() {
  return Status::error(StatusCode::NoDevice, kWhy);
}

}  // namespace

bool builtWithCuda() {
  return false;
}

Result<DeviceInfo> probeDevice() {
  return noCuda();
}

Result<Channel> convolve(const ConvProblem&, const RunOptions&, Timings*, BlockRecord*) {
  return noCuda();
}

Status tryDeviceAllocation(std::size_t) {
  return noCuda();
}

Result<BenchSamples> bench(const ConvProblem&, const RunOptions&, int, int) {
  return noCuda();
}

Result<BatchedSamples> benchBatched(const ConvProblem&, const RunOptions&, int, int, double, bool) {
  return noCuda();
}

std::string cudnnVersionText() {
  return "not loaded: " + noCuda().message;
}

Status layerEngineAvailable(LayerEngine, const LayerShape&) {
  return noCuda();
}

Status convolveLayer(const LayerProblem&, LayerEngine, Tensor&, LayerTimings*) {
  return noCuda();
}

Result<std::vector<LayerTimings>> benchLayer(const LayerProblem&, LayerEngine, int, int) {
  return noCuda();
}

Result<LayerKernelSamples> benchLayerKernel(const LayerProblem&, LayerEngine, int, int, double,
                                            bool, bool) {
  return noCuda();
}

struct GlOutputWriter::State {
  std::string reason = kWhy;
};

GlOutputWriter::GlOutputWriter() : m_state(std::make_unique<State>()) {}
GlOutputWriter::~GlOutputWriter() = default;

Status GlOutputWriter::attach(unsigned int, int, int) {
  return Status::ok();
}

void GlOutputWriter::release() {}

void GlOutputWriter::setPreferredPath(GpuPath) {}

GpuPath GlOutputWriter::path() const {
  return GpuPath::Emulated;
}

const std::string& GlOutputWriter::reason() const {
  return m_state->reason;
}

Result<GlTimings> GlOutputWriter::run(const ConvProblem&, const RunOptions&, bool, BlockRecord*) {
  return Status::error(
      StatusCode::Unsupported,
      std::string(kWhy) + ": run core's emulated GPU engine and upload its output instead");
}

std::vector<double> InteropSamples::totalMs() const {
  return {};
}

Result<InteropSamples> benchInterop(const ConvProblem&, const RunOptions&, int, int) {
  return noCuda();
}

Result<std::unique_ptr<EglDeviceContext>> EglDeviceContext::createOnNvidia() {
  return noCuda();
}

EglDeviceContext::~EglDeviceContext() = default;

}  // namespace convscope::cuda
