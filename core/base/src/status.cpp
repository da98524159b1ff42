#include "convscope/status.h"

namespace convscope {

const char* statusCodeName(StatusCode code) {
  switch (code) {
    case StatusCode::Ok:
      return "ok";
    case StatusCode::InvalidArgument:
      return "invalid argument";
    case StatusCode::TooLarge:
      return "too large";
    case StatusCode::OutOfMemory:
      return "out of memory";
    case StatusCode::IoError:
      return "I/O error";
    case StatusCode::Cancelled:
      return "cancelled";
    case StatusCode::NoDevice:
      return "no device";
    case StatusCode::DeviceError:
      return "device error";
    case StatusCode::Unsupported:
      return "unsupported";
  }
  return "unknown";
}

}  // namespace convscope
