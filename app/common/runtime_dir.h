// Where XDG_RUNTIME_DIR is unset (a console login, ssh, a container, xvfb-run in a script), Qt
// warns on every start ("QStandardPaths: XDG_RUNTIME_DIR not set") and falls back to a shared
// /tmp/runtime-<user>. ConvScope gives itself a private folder instead: made with mode 0700 by
// mkdtemp, set as XDG_RUNTIME_DIR for this process, and removed when the process exits. Its name
// carries the pid, so the folders of processes that were killed are removed by a later start.
#pragma once

namespace convscope::app {

// Call first in main(), before any Qt object exists. Does nothing when XDG_RUNTIME_DIR is set.
void ensurePrivateRuntimeDir();

}  // namespace convscope::app
