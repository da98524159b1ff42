#include "convscope/params.h"

#include <string>

#include "convscope/derivation_count.h"

namespace convscope {

Status validateParams(const ConvParams& params) {
  if (params.stride < 1 || params.stride > kMaxStride) {
    return Status::error(StatusCode::InvalidArgument, "stride must be 1.." +
                                                          std::to_string(kMaxStride) + ", got " +
                                                          std::to_string(params.stride));
  }
  if (params.dilation < 1 || params.dilation > kMaxDilation) {
    return Status::error(StatusCode::InvalidArgument, "dilation must be 1.." +
                                                          std::to_string(kMaxDilation) + ", got " +
                                                          std::to_string(params.dilation));
  }
  switch (params.padding) {
    case Padding::Zero:
    case Padding::Replicate:
    case Padding::Reflect:
    case Padding::None:
      return Status::ok();
  }
  return Status::error(StatusCode::InvalidArgument, "unknown padding mode");
}

int paddingAmount(const ConvParams& params) {
  return params.padding == Padding::None ? 0 : params.dilation * (kKernelSize - 1) / 2;
}

int outputExtent(int in, int kernelSize, int pad, int stride, int dilation) {
  countDerivation(Derivation::OutputExtent);
  const int span = in + 2 * pad - dilation * (kernelSize - 1) - 1;
  if (span < 0 || stride < 1) return 0;  // the kernel does not fit even once
  return span / stride + 1;
}

int outputExtent(int in, const ConvParams& params) {
  return outputExtent(in, kKernelSize, paddingAmount(params), params.stride, params.dilation);
}

std::string_view paddingName(Padding padding) {
  switch (padding) {
    case Padding::Zero:
      return "zero";
    case Padding::Replicate:
      return "replicate";
    case Padding::Reflect:
      return "reflect";
    case Padding::None:
      return "none";
  }
  return "unknown";
}

std::optional<Padding> paddingFromName(std::string_view name) {
  for (Padding p : {Padding::Zero, Padding::Replicate, Padding::Reflect, Padding::None}) {
    if (name == paddingName(p)) return p;
  }
  if (name == "zeros") return Padding::Zero;  // PyTorch's spelling
  if (name == "valid") return Padding::None;
  return std::nullopt;
}

}  // namespace convscope
