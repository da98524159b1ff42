#include "convscope/cpu_trust.h"

#include <algorithm>

namespace convscope {

std::vector<DistrustReason> distrustReasons(const CpuRowEvidence& row) {
  std::vector<DistrustReason> why;
  if (row.medianMs <= 0) return why;
  if (row.spread > kTrustMaxSpread) why.push_back(DistrustReason::SpreadTooWide);
  if (row.ceilingMs > 0 && row.ceilingMs / row.medianMs > kTrustMaxShareOfCeiling) {
    why.push_back(DistrustReason::FasterThanCeiling);
  }
  if (row.multiThreaded && row.singleThreadMs > 0 &&
      row.medianMs > kTrustMaxSlowerThanSingle * row.singleThreadMs) {
    why.push_back(DistrustReason::SlowerThanOneThread);
  }
  if (row.remeasureMs > 0) {
    const double ratio =
        std::max(row.medianMs, row.remeasureMs) / std::min(row.medianMs, row.remeasureMs);
    if (ratio > kTrustMaxRemeasureRatio) why.push_back(DistrustReason::DisagreesWithRemeasure);
  }
  if (row.othersBusy > kTrustMaxOthersBusy) why.push_back(DistrustReason::MachineBusy);
  return why;
}

const char* distrustKey(DistrustReason reason) {
  switch (reason) {
    case DistrustReason::SpreadTooWide:
      return "spread";
    case DistrustReason::FasterThanCeiling:
      return "ceiling";
    case DistrustReason::SlowerThanOneThread:
      return "one-thread";
    case DistrustReason::DisagreesWithRemeasure:
      return "remeasure";
    case DistrustReason::MachineBusy:
      return "busy";
  }
  return "";
}

}  // namespace convscope
