#include <new>

#include "convscope/train/engine.h"

namespace convscope::train {

Result<std::unique_ptr<Workspace>> Workspace::create(int batch) {
  if (batch <= 0) return Status::error(StatusCode::InvalidArgument, "a batch of no images");
  // Allocation failure is the one exception here; it becomes a value at this boundary.
  try {
    auto ws = std::make_unique<Workspace>();
    const size_t b = static_cast<size_t>(batch);
    ws->batch = batch;
    ws->x.resize(b * 784);
    ws->labels.resize(b);
    ws->a1.resize(b * 8 * 28 * 28);
    ws->p1.resize(b * 8 * 14 * 14);
    ws->i1.resize(b * 8 * 14 * 14);
    ws->a2.resize(b * 16 * 14 * 14);
    ws->p2.resize(b * 16 * 7 * 7);
    ws->i2.resize(b * 16 * 7 * 7);
    ws->logits.resize(b * 10);
    ws->probs.resize(b * 10);
    ws->dlogits.resize(b * 10);
    ws->dp2.resize(b * 16 * 7 * 7);
    ws->dz2.resize(b * 16 * 14 * 14);
    ws->dp1.resize(b * 8 * 14 * 14);
    ws->dz1.resize(b * 8 * 28 * 28);
    return ws;
  } catch (const std::bad_alloc&) {
    return Status::error(StatusCode::OutOfMemory,
                         "out of memory for the buffers of a batch of " + std::to_string(batch));
  }
}

}  // namespace convscope::train
