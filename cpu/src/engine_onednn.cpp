#include <omp.h>

#include <new>
#include <string>

#include "convscope/cpu/layer_engines.h"
#include "engine_impl.h"

#if defined(CONVSCOPE_HAVE_DNNL)
#include <dnnl.hpp>
#endif

namespace convscope::cpu {

#if defined(CONVSCOPE_HAVE_DNNL)

namespace {

using dnnl::memory;
using Tag = memory::format_tag;
using Type = memory::data_type;

// oneDNN pads only with zeros: replicate and reflect are resolved here, through the same
// sourceIndex as every other engine, into a padded copy that oneDNN then reads unpadded.
Result<Tensor> paddedCopy(const LayerProblem& problem) {
  const ConvGeometry& g = problem.geometry;
  const LayerShape& s = problem.shape;
  const int h = s.height + 2 * g.pad;
  const int w = s.width + 2 * g.pad;
  Result<Tensor> made = Tensor::create(s.batch, s.channels, h, w);
  if (!made) return made;
  for (int n = 0; n < s.batch; ++n) {
    for (int c = 0; c < s.channels; ++c) {
      const float* from = problem.input->plane(n, c);
      float* to = made->plane(n, c);
      for (int y = 0; y < h; ++y) {
        const int sy = sourceIndex(y - g.pad, s.height, g.padding);
        for (int x = 0; x < w; ++x) {
          const int sx = sourceIndex(x - g.pad, s.width, g.padding);
          to[1LL * y * w + x] = (sx < 0 || sy < 0) ? 0.0f : from[1LL * sy * s.width + sx];
        }
      }
    }
  }
  return made;
}

Status run(const LayerProblem& problem, Tensor& output) {
  const ConvGeometry& g = problem.geometry;
  const LayerShape& s = problem.shape;
  Tensor padded;
  const Tensor* input = problem.input;
  int pad = g.pad;
  if (g.padding == Padding::Replicate || g.padding == Padding::Reflect) {
    Result<Tensor> made = paddedCopy(problem);
    if (!made) return made.status();
    padded = std::move(made).value();
    input = &padded;
    pad = 0;
  }
  const int inH = input->shape[2];
  const int inW = input->shape[3];
  const int reach = g.dilation * (kKernelSize - 1) + 1;
  // The right/bottom padding that gives exactly H' × W' (floor division drops a remainder).
  const int padBottom = (g.outHeight - 1) * g.stride + reach - inH - pad;
  const int padRight = (g.outWidth - 1) * g.stride + reach - inW - pad;

  dnnl::engine engine(dnnl::engine::kind::cpu, 0);
  dnnl::stream stream(engine);
  const memory::dims srcDims{s.batch, s.channels, inH, inW};
  const memory::dims weightDims{s.filters, s.channels, kKernelSize, kKernelSize};
  const memory::dims biasDims{s.filters};
  const memory::dims dstDims{s.batch, s.filters, g.outHeight, g.outWidth};
  const memory::desc srcAny(srcDims, Type::f32, Tag::any);
  const memory::desc weightAny(weightDims, Type::f32, Tag::any);
  const memory::desc biasDesc(biasDims, Type::f32, Tag::x);
  const memory::desc dstAny(dstDims, Type::f32, Tag::any);
  const dnnl::convolution_forward::desc desc(
      dnnl::prop_kind::forward_inference, dnnl::algorithm::convolution_auto, srcAny, weightAny,
      biasDesc, dstAny, {g.stride, g.stride}, {g.dilation - 1, g.dilation - 1}, {pad, pad},
      {padBottom, padRight});
  const dnnl::convolution_forward::primitive_desc pd(desc, engine);

  memory userSrc({srcDims, Type::f32, Tag::nchw}, engine, const_cast<float*>(input->data()));
  memory userWeights({weightDims, Type::f32, Tag::oihw}, engine,
                     const_cast<float*>(problem.weights.data()));
  memory bias(biasDesc, engine, const_cast<float*>(problem.bias.data()));
  memory userDst({dstDims, Type::f32, Tag::nchw}, engine, output.data());

  // Reordered into oneDNN's blocked layouts where it prefers them, as PyTorch's call does.
  const auto toLayout = [&](memory& user, const memory::desc& want) {
    if (user.get_desc() == want) return user;
    memory blocked(want, engine);
    dnnl::reorder(user, blocked).execute(stream, user, blocked);
    return blocked;
  };
  memory src = toLayout(userSrc, pd.src_desc());
  memory weights = toLayout(userWeights, pd.weights_desc());
  memory dst = pd.dst_desc() == userDst.get_desc() ? userDst : memory(pd.dst_desc(), engine);
  dnnl::convolution_forward(pd).execute(stream, {{DNNL_ARG_SRC, src},
                                                 {DNNL_ARG_WEIGHTS, weights},
                                                 {DNNL_ARG_BIAS, bias},
                                                 {DNNL_ARG_DST, dst}});
  if (dst != userDst) dnnl::reorder(dst, userDst).execute(stream, dst, userDst);
  stream.wait();
  return Status::ok();
}

}  // namespace

Status oneDnnAvailable() {
  return Status::ok();
}

std::string oneDnnLabel() {
  const dnnl_version_t* v = dnnl_version();
  return "oneDNN " + std::to_string(v->major) + "." + std::to_string(v->minor) + "." +
         std::to_string(v->patch);
}

Status convolveOneDnn(const LayerProblem& problem, Tensor& output, int threads) {
  // Debian's oneDNN runs on OpenMP: the count is set for this call and put back after.
  const int before = omp_get_max_threads();
  omp_set_num_threads(threads);
  Status status = Status::ok();
  try {
    status = run(problem, output);
  } catch (const dnnl::error& e) {
    status = Status::error(StatusCode::Unsupported,
                           std::string("oneDNN refused the layer: ") + e.what());
  } catch (const std::bad_alloc&) {
    status = Status::error(StatusCode::OutOfMemory, "out of memory in oneDNN");
  }
  omp_set_num_threads(before);
  return status;
}

#else

Status oneDnnAvailable() {
  return Status::error(StatusCode::Unsupported, "built without oneDNN (libdnnl-dev was not found)");
}

std::string oneDnnLabel() {
  return "oneDNN";
}

Status convolveOneDnn(const LayerProblem&, Tensor&, int) {
  return oneDnnAvailable();
}

#endif

}  // namespace convscope::cpu
