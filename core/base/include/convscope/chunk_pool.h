// Runs a job split into numbered chunks on the calling thread and a few pooled worker threads.
// Every participating thread takes its next chunk from shared atomic counters (its own band of
// the chunks first, then whatever is left of the others'), so a thread the operating system
// deschedules holds back only the one chunk it is in, never a fixed share of the job; the caller
// works too and, when no chunk is left to take, waits blocking (not spinning) for the chunks still
// in flight. A worker that wakes after the caller has taken the last chunk finds nothing to do and
// goes back to sleep: nobody waits for it to arrive.
#pragma once

#include <functional>

namespace convscope {

struct ChunkJob {
  long long count = 0;  // chunks 0 .. count − 1
  int threads = 1;      // the caller plus up to threads − 1 workers
  // Computes one chunk. `thread` is 0 on the caller, 1 .. threads − 1 on the workers.
  std::function<void(long long chunk, int thread)> run;
  // When set, called on a thread before each chunk it tries to take. Lets a test stall one
  // thread and check that the job still completes without it.
  std::function<void(int thread)> beforeTake;
};

// Returns once every chunk has run, each exactly once.
void runChunks(const ChunkJob& job);

}  // namespace convscope
