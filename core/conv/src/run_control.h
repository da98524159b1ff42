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

// The allocating form of an engine, written once: a fresh Channel, then the writing form.
template <class WriteInto>
Result<Channel> intoNewChannel(WriteInto writeInto) {
  Channel output;
  if (Status s = writeInto(output); !s) return s;
  return output;
}

inline Status cancelledStatus() {
  return Status::error(StatusCode::Cancelled, "run cancelled");
}

}  // namespace convscope
