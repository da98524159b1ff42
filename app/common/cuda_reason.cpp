#include "common/cuda_reason.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace convscope::app {
namespace {

class CudaReasonText {
  Q_DECLARE_TR_FUNCTIONS(CudaReasonText)

 public:
  // By CUDA's error code: the one cuda/src/check.cpp writes after the failed call.
  static const char* forCudaError(const QString& name) {
    if (name == QLatin1String("cudaErrorInsufficientDriver"))
      return QT_TR_NOOP(
          "there is no NVIDIA driver, or it is older than the CUDA runtime ConvScope was "
          "built with");
    if (name == QLatin1String("cudaErrorNoDevice"))
      return QT_TR_NOOP("there is no CUDA-capable GPU in this computer");
    if (name == QLatin1String("cudaErrorDevicesUnavailable"))
      return QT_TR_NOOP("the GPU is busy: another program holds it in exclusive mode");
    if (name == QLatin1String("cudaErrorStubLibrary"))
      return QT_TR_NOOP(
          "only a stand-in of the NVIDIA driver library is installed, not the driver");
    if (name == QLatin1String("cudaErrorSystemDriverMismatch"))
      return QT_TR_NOOP(
          "the NVIDIA driver and its kernel module have different versions (a restart "
          "after a driver update usually mends this)");
    if (name == QLatin1String("cudaErrorCompatNotSupportedOnDevice"))
      return QT_TR_NOOP("the installed CUDA compatibility package does not support this GPU");
    if (name == QLatin1String("cudaErrorMemoryAllocation"))
      return QT_TR_NOOP("the GPU's memory is full");
    if (name == QLatin1String("cudaErrorNoKernelImageForDevice") ||
        name == QLatin1String("cudaErrorUnsupportedPtxVersion") ||
        name == QLatin1String("cudaErrorInvalidPtx"))
      return QT_TR_NOOP("this ConvScope has no GPU code for this GPU's architecture");
    if (name == QLatin1String("cudaErrorInitializationError"))
      return QT_TR_NOOP("the CUDA driver could not be started");
    if (name == QLatin1String("cudaErrorOperatingSystem"))
      return QT_TR_NOOP(
          "the system refused CUDA's request (usual with a non-NVIDIA OpenGL driver or a "
          "remote desktop)");
    return nullptr;
  }

  // By cuda/'s own headline, where CUDA's code is not the point.
  static const char* forHeadline(const QString& message) {
    if (message.startsWith(QLatin1String("built without CUDA")))
      return QT_TR_NOOP(
          "this ConvScope was built without CUDA (nvcc was not found when it was "
          "configured)");
    if (message.contains(QLatin1String("CUDA cannot register GL texture")))
      return QT_TR_NOOP(
          "CUDA cannot write into this OpenGL texture: the OpenGL driver is not NVIDIA's "
          "(Mesa, a remote desktop), so the output is copied through host memory");
    if (message.startsWith(QLatin1String("the caller asked for")))
      return QT_TR_NOOP("this path was chosen on purpose, to show what interop saves");
    if (message.contains(QLatin1String("found 0 devices")))
      return QT_TR_NOOP("there is no CUDA-capable GPU in this computer");
    if (message.startsWith(QLatin1String("the CUDA device behind the GL context")))
      return QT_TR_NOOP("the GPU that draws the window cannot be used by CUDA");
    if (message.startsWith(QLatin1String("no NVIDIA EGL device")) ||
        message.startsWith(QLatin1String("EGL cannot enumerate devices")))
      return QT_TR_NOOP("there is no NVIDIA OpenGL device to draw on without a window");
    return nullptr;
  }

  static QString call(const QString& call, const QString& code, const QString& where) {
    return code.isEmpty() ? tr("%1 failed (%2)").arg(call, where)
                          : tr("%1 returned %2 (%3)").arg(call, code, where);
  }

  static const char* forKind(StatusCode code) {
    switch (code) {
      case StatusCode::NoDevice:
        return QT_TR_NOOP("there is no usable CUDA GPU");
      case StatusCode::OutOfMemory:
        return QT_TR_NOOP("the GPU's memory is full");
      case StatusCode::Unsupported:
        return QT_TR_NOOP("this build or this computer cannot do it");
      case StatusCode::DeviceError:
        return QT_TR_NOOP("a CUDA call failed");
      default:
        return QT_TR_NOOP("CUDA is unusable");
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
  const char* words = CudaReasonText::forHeadline(message);
  // CUDA's (or EGL's) own text is kept for the curious where it names a failed call or a code;
  // a headline that says everything ("built without CUDA …") has no detail to add, and its
  // English would only stand beside the translation.
  const bool saidByHeadline =
      words != nullptr && !match.hasMatch() && !message.contains(QLatin1String("failed"));
  if (!saidByHeadline) reason.detail = message;
  if (words == nullptr && match.hasMatch()) words = CudaReasonText::forCudaError(match.captured());
  if (words == nullptr) words = CudaReasonText::forKind(code);
  reason.words = CudaReasonText::tr(words);
  reason.wordsEnglish = QString::fromUtf8(words);
  // cuda/src/check.cpp writes "<call> failed at <file>:<line>[: <cudaError…> (<CUDA's text>)]".
  static const QRegularExpression failedCall(QStringLiteral(
      "([A-Za-z_]\\w*\\([^()]*\\)) failed at ([\\w.-]+:\\d+)(?:: (cudaError\\w+))?"));
  if (const QRegularExpressionMatch m = failedCall.match(message); m.hasMatch())
    reason.call = CudaReasonText::call(m.captured(1), m.captured(3), m.captured(2));
  return reason;
}

CudaReason cudaReasonInWords(const Status& status) {
  return cudaReasonInWords(QString::fromStdString(status.message), status.code);
}

}  // namespace convscope::app
