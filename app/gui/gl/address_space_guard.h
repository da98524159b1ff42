// Under an address-space limit (ulimit -v) OpenGL's software driver fails without a word: Mesa's
// llvmpipe maps hundreds of MiB for its shader compiler and its threads and, refused, dies by
// SIGSEGV or aborts ("LLVM ERROR: Unable to allocate section memory"), anywhere from the first
// context to the last frame. No check made beforehand can tell how much it will take, so under a
// limit the window and `render` do their work in a child process, and a crash there becomes one
// line that names the limit, in a process that is still able to print it.
#pragma once

#include <QString>
#include <optional>

namespace convscope::gui {

// With no address-space limit, or when no child can be made: nothing, at once, and the caller
// does the work itself. Under a limit it forks: the child gets nothing and does the work; the
// parent waits and gets the exit code to end with: the child's own, or 1 after a line on stderr
// ("<command>: ended by SIGSEGV under the address-space limit ...") when the child crashed. A
// signal sent to the parent by its pid (kill) goes on to the child; one from the terminal
// reaches both already. In the child a thread that cannot start (Qt's thread pool would wait for
// it forever) ends the work with such a line too. Call before QApplication exists, with no
// thread running.
std::optional<int> runUnderAddressSpaceGuard(int argc, char** argv, const char* command);

// A sentence for a failure to start OpenGL under an address-space limit, naming the limit and
// saying what to do; empty when no limit is set.
QString addressSpaceLimitAdvice();

}  // namespace convscope::gui
