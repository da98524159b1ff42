// OpenBLAS's sgemm, opened on first use instead of linked. A linked OpenBLAS sets itself up before
// main: it takes a 129 MiB buffer for every thread it may run and, when the address space cannot
// hold one, retries the mmap for ever, so under `ulimit -v 400000` even `convscope --version`
// hung. Opened here, only the work that multiplies matrices (im2col layers, training) loads it,
// after checking that the address-space limit leaves room for its buffers: a limit too tight is
// a Status that names the bytes, never a hang.
#pragma once

#include <string>

#include "convscope/status.h"

namespace convscope {

// cblas_sgemm with the CBLAS enums as the ints they are (CblasRowMajor 101, CblasNoTrans 111,
// CblasTrans 112) and OpenBLAS's blasint as int, as in the LP64 build Debian ships; callers that
// include cblas.h check both.
using SgemmFunction = void (*)(int order, int transA, int transB, int m, int n, int k, float alpha,
                               const float* a, int lda, const float* b, int ldb, float beta,
                               float* c, int ldc);

// What one OpenBLAS thread's buffer takes (BUFFER_SIZE plus its alignment, as mmap asks for it).
constexpr double kBlasBufferBytes = 135266304.0;

// Whether the library is there to open, without opening it: Unsupported naming the path if not.
Status blasPresent(const std::string& path);

// Opens the library at `path` once (later calls reuse it) and readies it for `threads` threads:
// each thread it has not run before takes a buffer, so the address space must hold them
// (RLIMIT_AS against this process's size now). OutOfMemory names the bytes wanted and left;
// Unsupported gives dlopen's reason. The caller runs OpenMP with `threads` threads for the calls.
Result<SgemmFunction> openBlas(const std::string& path, int threads);

// The address space the limit (RLIMIT_AS, `ulimit -v`) leaves this process now, in bytes; a
// negative number when there is no limit.
double addressSpaceLeft();

}  // namespace convscope
