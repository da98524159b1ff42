// Private helpers for engines that honour a RunControl.
#pragma once

#include <atomic>

#include "convscope/engines.h"

namespace convscope {

inline bool isCancelled(const RunControl* control) {
  return control && control->cancel && control->cancel->load(std::memory_order_relaxed);
}

inline void reportProgress(const RunControl* control, long long done, long long total) {
  if (control && control->progress && total > 0) {
    control->progress(static_cast<double>(done) / static_cast<double>(total));
  }
}

inline Status cancelledStatus() {
  return Status::error(StatusCode::Cancelled, "run cancelled");
}

}  // namespace convscope
