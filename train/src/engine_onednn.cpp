// oneDNN's convolution primitives (forward, backward data, backward weights) with plain
// nchw/oihw memory, so oneDNN adds no reorders of its own; the fully connected layer through
// OpenBLAS's sgemm. Primitives and their argument maps are made once per batch size: a small
// network's step is mostly per-call overhead, so the step itself allocates nothing.
#include "convscope/train/engine.h"

#ifdef CONVSCOPE_HAVE_DNNL

#include <cblas.h>
#include <omp.h>

#include <dnnl.hpp>
#include <map>
#include <unordered_map>

#include "convscope/blas_loader.h"
#include "pool.h"

namespace convscope::train {
namespace {

// openBlas() passes the CBLAS enums and blasint as ints.
static_assert(sizeof(blasint) == sizeof(int) && CblasRowMajor == 101 && CblasTrans == 112);

using dnnl::memory;
using Dims = memory::dims;
using ArgMap = std::unordered_map<int, memory>;

memory::desc plainDesc(const Dims& dims, memory::format_tag tag) {
  return memory::desc(dims, memory::data_type::f32, tag);
}

// One 3×3, padding-1 convolution layer at one batch size, its three primitives and the memory
// objects over the workspace's and the parameters' buffers.
struct ConvLayer {
  dnnl::convolution_forward forward;
  dnnl::convolution_backward_data backwardData;  // not made for conv1: x needs no gradient
  dnnl::convolution_backward_weights backwardWeights;
  memory src, weights, bias, dst, diffSrc, diffDst, diffWeights, diffBias;
  // Each primitive's scratch memory, held here: oneDNN's default keeps it per creating thread,
  // and a trainer made on one worker thread and freed on another then leaked that thread's.
  memory forwardScratch, backwardDataScratch, backwardWeightsScratch;
  ArgMap forwardArgs, backwardDataArgs, backwardWeightsArgs;
  bool hasBackwardData = false;

  void make(const dnnl::engine& engine, int batch, int channels, int filters, int side,
            float* srcData, float* dstData, float* diffSrcData, float* diffDstData) {
    const Dims strides{1, 1}, padding{1, 1};
    const auto srcMd = plainDesc({batch, channels, side, side}, memory::format_tag::nchw);
    const auto weightsMd = plainDesc({filters, channels, 3, 3}, memory::format_tag::oihw);
    const auto biasMd = plainDesc({filters}, memory::format_tag::x);
    const auto dstMd = plainDesc({batch, filters, side, side}, memory::format_tag::nchw);

    // ReLU fused as a post-op: the primitive writes a = max(z, 0) in the same pass.
    dnnl::post_ops ops;
    ops.append_eltwise(1.0f, dnnl::algorithm::eltwise_relu, 0.0f, 0.0f);
    dnnl::primitive_attr attr;
    attr.set_post_ops(ops);
    attr.set_scratchpad_mode(dnnl::scratchpad_mode::user);
    dnnl::primitive_attr backwardAttr;
    backwardAttr.set_scratchpad_mode(dnnl::scratchpad_mode::user);
    const dnnl::convolution_forward::desc forwardDesc(
        dnnl::prop_kind::forward_training, dnnl::algorithm::convolution_direct, srcMd, weightsMd,
        biasMd, dstMd, strides, padding, padding);
    const dnnl::convolution_forward::primitive_desc forwardPd(forwardDesc, attr, engine);
    forward = dnnl::convolution_forward(forwardPd);

    src = memory(srcMd, engine, srcData);
    weights = memory(weightsMd, engine, nullptr);
    bias = memory(biasMd, engine, nullptr);
    dst = memory(dstMd, engine, dstData);
    diffDst = memory(dstMd, engine, diffDstData);
    diffWeights = memory(weightsMd, engine, nullptr);
    diffBias = memory(biasMd, engine, nullptr);
    forwardScratch = memory(forwardPd.scratchpad_desc(), engine);
    forwardArgs = {{DNNL_ARG_SRC, src},
                   {DNNL_ARG_WEIGHTS, weights},
                   {DNNL_ARG_BIAS, bias},
                   {DNNL_ARG_DST, dst},
                   {DNNL_ARG_SCRATCHPAD, forwardScratch}};

    hasBackwardData = diffSrcData != nullptr;
    if (hasBackwardData) {
      const dnnl::convolution_backward_data::desc dataDesc(
          dnnl::algorithm::convolution_direct, srcMd, weightsMd, dstMd, strides, padding, padding);
      const dnnl::convolution_backward_data::primitive_desc dataPd(dataDesc, backwardAttr, engine,
                                                                   forwardPd);
      backwardData = dnnl::convolution_backward_data(dataPd);
      diffSrc = memory(srcMd, engine, diffSrcData);
      backwardDataScratch = memory(dataPd.scratchpad_desc(), engine);
      backwardDataArgs = {{DNNL_ARG_DIFF_DST, diffDst},
                          {DNNL_ARG_WEIGHTS, weights},
                          {DNNL_ARG_DIFF_SRC, diffSrc},
                          {DNNL_ARG_SCRATCHPAD, backwardDataScratch}};
    }
    const dnnl::convolution_backward_weights::desc weightsDesc(dnnl::algorithm::convolution_direct,
                                                               srcMd, weightsMd, biasMd, dstMd,
                                                               strides, padding, padding);
    const dnnl::convolution_backward_weights::primitive_desc weightsPd(weightsDesc, backwardAttr,
                                                                       engine, forwardPd);
    backwardWeights = dnnl::convolution_backward_weights(weightsPd);
    backwardWeightsScratch = memory(weightsPd.scratchpad_desc(), engine);
    backwardWeightsArgs = {{DNNL_ARG_SRC, src},
                           {DNNL_ARG_DIFF_DST, diffDst},
                           {DNNL_ARG_DIFF_WEIGHTS, diffWeights},
                           {DNNL_ARG_DIFF_BIAS, diffBias},
                           {DNNL_ARG_SCRATCHPAD, backwardWeightsScratch}};
  }
};

struct Slot {
  std::unique_ptr<Workspace> ws;
  ConvLayer conv1, conv2;
};

// The parameter vectors may be other objects from call to call (reset, a test's copies); giving
// the memory objects their current addresses is a pointer store, not an allocation.
void point(memory& m, const std::vector<float>& v) {
  m.set_data_handle(const_cast<float*>(v.data()));
}

class OneDnnEngine final : public Engine {
 public:
  OneDnnEngine(int threads, SgemmFunction sgemm)
      : m_threads(threads),
        m_sgemm(sgemm),
        m_engine(dnnl::engine::kind::cpu, 0),
        m_stream(m_engine) {}

  EngineKind kind() const override { return EngineKind::OneDnn; }

  Result<Workspace*> prepare(int batch) override {
    auto found = m_slots.find(batch);
    if (found != m_slots.end()) return found->second->ws.get();
    auto ws = Workspace::create(batch);
    if (!ws) return ws.status();
    auto slot = std::make_unique<Slot>();
    slot->ws = std::move(*ws);
    Workspace& w = *slot->ws;
    try {
      slot->conv1.make(m_engine, batch, 1, 8, 28, w.x.data(), w.a1.data(), nullptr, w.dz1.data());
      slot->conv2.make(m_engine, batch, 8, 16, 14, w.p1.data(), w.a2.data(), w.dp1.data(),
                       w.dz2.data());
    } catch (const dnnl::error& e) {
      return Status::error(StatusCode::Unsupported,
                           std::string("oneDNN cannot make the training primitives: ") + e.what());
    }
    Workspace* raw = slot->ws.get();
    m_bySpace[raw] = slot.get();
    m_slots.emplace(batch, std::move(slot));
    return raw;
  }

  Status forward(const Params& params, Workspace& ws) override {
    Slot* slot = slotOf(ws);
    if (!slot) return notPrepared();
    omp_set_num_threads(m_threads);
    const int B = ws.batch;
    try {
      point(slot->conv1.weights, params[kConv1Weight]);
      point(slot->conv1.bias, params[kConv1Bias]);
      point(slot->conv2.weights, params[kConv2Weight]);
      point(slot->conv2.bias, params[kConv2Bias]);
      slot->conv1.forward.execute(m_stream, slot->conv1.forwardArgs);
      m_stream.wait();
      maxPool2x2(ws.a1.data(), B * 8, 28, ws.p1.data(), ws.i1.data());
      slot->conv2.forward.execute(m_stream, slot->conv2.forwardArgs);
      m_stream.wait();
    } catch (const dnnl::error& e) {
      return failed("forward", e);
    }
    maxPool2x2(ws.a2.data(), B * 16, 14, ws.p2.data(), ws.i2.data());
    const float* b = params[kFcBias].data();
    for (int n = 0; n < B; ++n)
      for (int k = 0; k < 10; ++k) ws.logits[n * 10 + k] = b[k];
    m_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, B, 10, 784, 1.0f, ws.p2.data(), 784,
            params[kFcWeight].data(), 784, 1.0f, ws.logits.data(), 10);
    return Status::ok();
  }

  Status backwardData(const Params& params, Workspace& ws) override {
    Slot* slot = slotOf(ws);
    if (!slot) return notPrepared();
    omp_set_num_threads(m_threads);
    const int B = ws.batch;
    m_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, B, 784, 10, 1.0f, ws.dlogits.data(), 10,
            params[kFcWeight].data(), 784, 0.0f, ws.dp2.data(), 784);
    maxUnpool2x2Relu(ws.dp2.data(), ws.i2.data(), ws.a2.data(), B * 16, 14, ws.dz2.data());
    try {
      point(slot->conv2.weights, params[kConv2Weight]);
      slot->conv2.backwardData.execute(m_stream, slot->conv2.backwardDataArgs);
      m_stream.wait();
    } catch (const dnnl::error& e) {
      return failed("backward data", e);
    }
    maxUnpool2x2Relu(ws.dp1.data(), ws.i1.data(), ws.a1.data(), B * 8, 28, ws.dz1.data());
    return Status::ok();
  }

  Status backwardWeights(Workspace& ws, Params& grads) override {
    Slot* slot = slotOf(ws);
    if (!slot) return notPrepared();
    omp_set_num_threads(m_threads);
    const int B = ws.batch;
    m_sgemm(CblasRowMajor, CblasTrans, CblasNoTrans, 10, 784, B, 1.0f, ws.dlogits.data(), 10,
            ws.p2.data(), 784, 0.0f, grads[kFcWeight].data(), 784);
    float* db = grads[kFcBias].data();
    for (int k = 0; k < 10; ++k) db[k] = 0.0f;
    for (int n = 0; n < B; ++n)
      for (int k = 0; k < 10; ++k) db[k] += ws.dlogits[n * 10 + k];
    try {
      point(slot->conv2.diffWeights, grads[kConv2Weight]);
      point(slot->conv2.diffBias, grads[kConv2Bias]);
      point(slot->conv1.diffWeights, grads[kConv1Weight]);
      point(slot->conv1.diffBias, grads[kConv1Bias]);
      slot->conv2.backwardWeights.execute(m_stream, slot->conv2.backwardWeightsArgs);
      slot->conv1.backwardWeights.execute(m_stream, slot->conv1.backwardWeightsArgs);
      m_stream.wait();
    } catch (const dnnl::error& e) {
      return failed("backward weights", e);
    }
    return Status::ok();
  }

 private:
  Slot* slotOf(const Workspace& ws) {
    auto it = m_bySpace.find(&ws);
    return it == m_bySpace.end() ? nullptr : it->second;
  }
  static Status notPrepared() {
    return Status::error(StatusCode::InvalidArgument,
                         "the workspace was not made by this engine's prepare()");
  }
  static Status failed(const char* part, const dnnl::error& e) {
    return Status::error(StatusCode::DeviceError,
                         std::string("oneDNN failed in the ") + part + ": " + e.what());
  }

  int m_threads;
  SgemmFunction m_sgemm;  // OpenBLAS's, opened for m_threads threads by makeOneDnnEngine
  dnnl::engine m_engine;
  dnnl::stream m_stream;
  std::map<int, std::unique_ptr<Slot>> m_slots;
  std::map<const Workspace*, Slot*> m_bySpace;
};

}  // namespace

Result<std::unique_ptr<Engine>> makeOneDnnEngine(int threads) {
  // Opened now, not at start (convscope/blas_loader.h), with room for this many threads' buffers.
  const auto sgemm = openBlas(CONVSCOPE_OPENBLAS_PATH, threads);
  if (!sgemm) return sgemm.status();
  try {
    return std::unique_ptr<Engine>(std::make_unique<OneDnnEngine>(threads, *sgemm));
  } catch (const dnnl::error& e) {
    return Status::error(StatusCode::Unsupported,
                         std::string("oneDNN has no CPU engine here: ") + e.what());
  }
}

}  // namespace convscope::train

#else

namespace convscope::train {

Result<std::unique_ptr<Engine>> makeOneDnnEngine(int) {
  return engineAvailable(EngineKind::OneDnn);
}

}  // namespace convscope::train

#endif
