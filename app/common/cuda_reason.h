// Why there is no usable CUDA GPU (or no interop), in the reader's language. cuda/ words its
// reasons as English sentences for logs and the command line ("no NVIDIA driver (…):
// cudaGetDeviceCount(&count) failed at device.cpp:23: cudaErrorInsufficientDriver (…)"); the
// window says the known ones as a translated sentence, chosen by CUDA's error code where the
// text names one, else by cuda's headline, else by the Status kind, and keeps CUDA's own text
// unchanged for a tooltip or "Show details".
#pragma once

#include <QString>

#include "convscope/status.h"

namespace convscope::app {

struct CudaReason {
  QString words;         // one clause for a beginner, in the UI's language, no final full stop
  QString wordsEnglish;  // the same clause in English, for files scripts read (CSV, JSON)
  QString detail;        // CUDA's own text, as cuda/ wrote it (empty when it adds nothing)
  // The failed call, CUDA's error code and where, in the reader's language but without CUDA's
  // English sentences: "cudaGetDeviceCount(&count) returned cudaErrorInsufficientDriver
  // (device.cpp:23)". For a detail line under `words`; empty when the text names no call.
  QString call;
};

CudaReason cudaReasonInWords(const QString& message, StatusCode code = StatusCode::NoDevice);
CudaReason cudaReasonInWords(const Status& status);

}  // namespace convscope::app
