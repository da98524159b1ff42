#include "common/cuda_reason.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace convscope::app {
namespace {

class CudaReasonText {
  Q_DECLARE_TR_FUNCTIONS(CudaReasonText)

 public:
  // By CUDA's error code: the one cuda/src/check.cpp writes after the failed call.
  static QString forCudaError(const QString& name) {
    if (name == QLatin1String("cudaErrorInsufficientDriver"))
      return tr(
          "there is no NVIDIA driver, or it is older than the CUDA runtime ConvScope was "
          "built with");
    if (name == QLatin1String("cudaErrorNoDevice"))
      return tr("there is no CUDA-capable GPU in this computer");
    if (name == QLatin1String("cudaErrorDevicesUnavailable"))
      return tr("the GPU is busy: another program holds it in exclusive mode");
    if (name == QLatin1String("cudaErrorStubLibrary"))
      return tr("only a stand-in of the NVIDIA driver library is installed, not the driver");
    if (name == QLatin1String("cudaErrorSystemDriverMismatch"))
      return tr(
          "the NVIDIA driver and its kernel module have different versions (a restart "
          "after a driver update usually mends this)");
    if (name == QLatin1String("cudaErrorCompatNotSupportedOnDevice"))
      return tr("the installed CUDA compatibility package does not support this GPU");
    if (name == QLatin1String("cudaErrorMemoryAllocation")) return tr("the GPU's memory is full");
    if (name == QLatin1String("cudaErrorNoKernelImageForDevice") ||
        name == QLatin1String("cudaErrorUnsupportedPtxVersion") ||
        name == QLatin1String("cudaErrorInvalidPtx"))
      return tr("this ConvScope has no GPU code for this GPU's architecture");
    if (name == QLatin1String("cudaErrorInitializationError"))
      return tr("the CUDA driver could not be started");
    if (name == QLatin1String("cudaErrorOperatingSystem"))
      return tr(
          "the system refused CUDA's request (usual with a non-NVIDIA OpenGL driver or a "
          "remote desktop)");
    return {};
  }

  // By cuda/'s own headline, where CUDA's code is not the point.
  static QString forHeadline(const QString& message) {
    if (message.startsWith(QLatin1String("built without CUDA")))
      return tr(
          "this ConvScope was built without CUDA (nvcc was not found when it was "
          "configured)");
    if (message.contains(QLatin1String("CUDA cannot register GL texture")))
      return tr(
          "CUDA cannot write into this OpenGL texture: the OpenGL driver is not NVIDIA's "
          "(Mesa, a remote desktop), so the output is copied through host memory");
    if (message.startsWith(QLatin1String("the caller asked for")))
      return tr("this path was chosen on purpose, to show what interop saves");
    if (message.contains(QLatin1String("found 0 devices")))
      return tr("there is no CUDA-capable GPU in this computer");
    if (message.startsWith(QLatin1String("the CUDA device behind the GL context")))
      return tr("the GPU that draws the window cannot be used by CUDA");
    if (message.startsWith(QLatin1String("no NVIDIA EGL device")) ||
        message.startsWith(QLatin1String("EGL cannot enumerate devices")))
      return tr("there is no NVIDIA OpenGL device to draw on without a window");
    return {};
  }

  static QString forKind(StatusCode code) {
    switch (code) {
      case StatusCode::NoDevice:
        return tr("there is no usable CUDA GPU");
      case StatusCode::OutOfMemory:
        return tr("the GPU's memory is full");
      case StatusCode::Unsupported:
        return tr("this build or this computer cannot do it");
      case StatusCode::DeviceError:
        return tr("a CUDA call failed");
      default:
        return tr("CUDA is unusable");
    }
  }
};

}  // namespace

CudaReason cudaReasonInWords(const QString& message, StatusCode code) {
  static const QRegularExpression errorName(QStringLiteral("\\bcudaError[A-Za-z]+"));
  CudaReason reason;
  const QRegularExpressionMatch match = errorName.match(message);
  // The headline first where it is more telling than the code it ends in (interop's
  // registration fails with an operating-system error; the GL device's with any).
  reason.words = CudaReasonText::forHeadline(message);
  // CUDA's (or EGL's) own text is kept for the curious where it names a failed call or a code;
  // a headline that says everything ("built without CUDA …") has no detail to add, and its
  // English would only stand beside the translation.
  const bool saidByHeadline =
      !reason.words.isEmpty() && !match.hasMatch() && !message.contains(QLatin1String("failed"));
  if (!saidByHeadline) reason.detail = message;
  if (reason.words.isEmpty() && match.hasMatch())
    reason.words = CudaReasonText::forCudaError(match.captured());
  if (reason.words.isEmpty()) reason.words = CudaReasonText::forKind(code);
  return reason;
}

CudaReason cudaReasonInWords(const Status& status) {
  return cudaReasonInWords(QString::fromStdString(status.message), status.code);
}

}  // namespace convscope::app
