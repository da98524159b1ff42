#include "convscope/chunk_pool.h"

#include "convscope/cpu_info.h"

#include <pthread.h>
#include <sched.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace convscope {

namespace {

// How long the caller looks for the last chunks in flight before it blocks (see waitUntilDone).
constexpr int kSpinMicroseconds = 1000;

// Linux's SCHED_BATCH: the same fair share of the CPUs, but a woken worker does not preempt the
// thread that woke it. Without it, on busy cores the caller was preempted by its own worker at
// every run and waited for the scheduler to come back to it: 22 ms for a 0.06 ms image.
void asBatchThread() {
#if defined(__linux__)
  sched_param param{};
  param.sched_priority = 0;
  pthread_setschedparam(pthread_self(), SCHED_BATCH, &param);
#endif
}

inline void spinPause() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#endif
}

// One job as the pool's threads see it. Shared, so a worker that joins late still holds valid
// counters after the caller has returned; it only calls `run` for a chunk it took, and a taken
// chunk keeps the caller waiting, so what `run` refers to is alive then.
struct SharedJob {
  explicit SharedJob(const ChunkJob& j)
      : job(j), bands(static_cast<size_t>(std::max(1, j.threads))) {
    const long long n = static_cast<long long>(bands.size());
    for (long long b = 0; b < n; ++b) {
      bands[b].next = job.count * b / n;
      bands[b].end = job.count * (b + 1) / n;
    }
  }

  // Thread t takes from band t first, so each thread streams through its own contiguous run of
  // memory (chunks handed out alternately measured 7–35 % slower at 4096² and 8192²); a band
  // left over, because its thread is late or descheduled, is taken from its front by the others.
  struct Band {
    std::atomic<long long> next{0};
    long long end = 0;
  };

  ChunkJob job;
  std::vector<Band> bands;
  std::atomic<long long> done{0};
  std::atomic<int> joined{0};  // workers that took a seat; at most job.threads − 1
  std::mutex doneMutex;
  std::condition_variable allDone;

  bool anyLeft() const {
    for (const Band& b : bands)
      if (b.next.load(std::memory_order_relaxed) < b.end) return true;
    return false;
  }

  bool wantsWorkers() const {
    return joined.load(std::memory_order_relaxed) < job.threads - 1 && anyLeft();
  }

  // The next chunk for `thread`: its own band's, else the first other band with one left.
  long long take(int thread) {
    const size_t n = bands.size();
    for (size_t i = 0; i < n; ++i) {
      Band& b = bands[(static_cast<size_t>(thread) + i) % n];
      if (b.next.load(std::memory_order_relaxed) >= b.end) continue;
      const long long chunk = b.next.fetch_add(1, std::memory_order_relaxed);
      if (chunk < b.end) return chunk;
    }
    return -1;
  }

  // Takes and runs chunks until none is left.
  void work(int thread) {
    for (;;) {
      if (job.beforeTake) job.beforeTake(thread);
      const long long chunk = take(thread);
      if (chunk < 0) return;
      job.run(chunk, thread);
      if (done.fetch_add(1, std::memory_order_acq_rel) + 1 == job.count) {
        std::lock_guard<std::mutex> lock(doneMutex);
        allDone.notify_all();
      }
    }
  }

  // Only chunks already taken are left: a running thread finishes one in microseconds, while a
  // caller that blocks gives up its core and, on a machine whose cores are busy, waited for the
  // scheduler to come back to it: 10–22 ms medians for a 0.06 ms image, with a 50 µs look
  // first still 10 ms in some rounds, with 1 ms none in nine. So look for at most 1 ms, then
  // block: a taker descheduled for longer costs that wait, never an unbounded spin.
  void waitUntilDone() {
    using Clock = std::chrono::steady_clock;
    const auto until = Clock::now() + std::chrono::microseconds(kSpinMicroseconds);
    for (int i = 0; done.load(std::memory_order_acquire) != job.count; ++i) {
      if (i % 64 == 63 && Clock::now() > until) break;
      spinPause();
    }
    if (done.load(std::memory_order_acquire) == job.count) return;
    std::unique_lock<std::mutex> lock(doneMutex);
    allDone.wait(lock, [&] { return done.load(std::memory_order_acquire) == job.count; });
  }
};

class Pool {
 public:
  ~Pool() {
    {
      std::lock_guard<std::mutex> lock(m_mutex);
      m_stopping = true;
    }
    m_wake.notify_all();
    for (std::thread& t : m_threads) t.join();
  }

  void run(const ChunkJob& job) {
    auto shared = std::make_shared<SharedJob>(job);
    {
      std::lock_guard<std::mutex> lock(m_mutex);
      // A thread that cannot start (RLIMIT_NPROC, no room for its stack) leaves its seat empty:
      // the others take its band, and the shortfall is recorded for a line that says so.
      while (static_cast<int>(m_threads.size()) < job.threads - 1) {
        try {
          m_threads.emplace_back([this] { workerLoop(); });
        } catch (const std::system_error& e) {
          noteThreadShortfall(job.threads, static_cast<int>(m_threads.size()) + 1,
                              e.code().message());
          break;
        }
      }
      m_jobs.push_back(shared);
    }
    m_wake.notify_all();
    shared->work(0);
    shared->waitUntilDone();
    std::lock_guard<std::mutex> lock(m_mutex);
    m_jobs.erase(std::find(m_jobs.begin(), m_jobs.end(), shared));
  }

 private:
  void workerLoop() {
    asBatchThread();
    std::unique_lock<std::mutex> lock(m_mutex);
    for (;;) {
      std::shared_ptr<SharedJob> chosen;
      int thread = 0;
      m_wake.wait(lock, [&] {
        if (m_stopping) return true;
        for (const auto& j : m_jobs) {
          if (j->wantsWorkers()) {
            chosen = j;
            return true;
          }
        }
        return false;
      });
      if (m_stopping) return;
      thread = chosen->joined.fetch_add(1) + 1;
      if (thread >= chosen->job.threads) continue;  // every seat was taken meanwhile
      lock.unlock();
      chosen->work(thread);
      chosen.reset();
      lock.lock();
    }
  }

  std::mutex m_mutex;
  std::condition_variable m_wake;
  std::vector<std::thread> m_threads;
  std::vector<std::shared_ptr<SharedJob>> m_jobs;
  bool m_stopping = false;
};

Pool& pool() {
  static Pool instance;
  return instance;
}

}  // namespace

void runChunks(const ChunkJob& job) {
  if (job.count <= 0) return;
  if (job.threads <= 1 || job.count == 1) {
    for (long long chunk = 0; chunk < job.count; ++chunk) {
      if (job.beforeTake) job.beforeTake(0);
      job.run(chunk, 0);
    }
    return;
  }
  pool().run(job);
}

}  // namespace convscope
