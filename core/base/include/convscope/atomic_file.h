// The one way every output (PNG, NPY, CSV, GIF) reaches the disk: written in full to an unnamed
// file in the target's folder, then given its name in one step. A failed run, a full disk or a
// kill -9 leaves the target as it was and nothing beside it.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "convscope/message_text.h"
#include "convscope/status.h"

namespace convscope {

// Usage: auto file = AtomicFile::open(path); file->write(...)...; file->commit().
// Destroying it uncommitted discards what was written.
//
// open() refuses, before any byte is written:
//  - a target that exists and is not a regular file (device node, FIFO, socket, folder) or is
//    a symbolic link: replacing it with a regular file would break what it is for;
//  - a regular file with no write permission bit: it is read-only on purpose, so it is kept and
//    the message says so.
// The file is made with O_TMPFILE and linkat()ed into place. Where the file system has no
// O_TMPFILE (or with Staging::Named) it is a hidden ".convscope-stage-<pid>-<random>" file in
// the same folder, unlinked on failure and when abandoned.
// Replacing an existing file links the finished file to such a hidden name and renames it over
// the target (rename is atomic).
// Only a kill can leave a staging file behind; it carries its maker's pid, and every open() in
// that folder removes the staging files of processes that are gone, so none stays for good.
// An error names the cause; EFBIG (a `ulimit -f`, once SIGXFSZ is ignored) says so.
class AtomicFile {
 public:
  // Unnamed: O_TMPFILE, falling back to a named temporary where the file system lacks it.
  // Named: the fallback alone, as on such a file system (the tests reach that path with it;
  // no file system without O_TMPFILE can be mounted without root).
  enum class Staging { Unnamed, Named };

  static Result<AtomicFile> open(const std::string& path, Staging staging = Staging::Unnamed);

  AtomicFile(AtomicFile&& other) noexcept;
  AtomicFile& operator=(AtomicFile&& other) noexcept;
  AtomicFile(const AtomicFile&) = delete;
  AtomicFile& operator=(const AtomicFile&) = delete;
  ~AtomicFile();

  // Appends; a short write (full disk, quota) is an IoError naming the target.
  Status write(const void* data, size_t size);
  Status write(std::string_view bytes) { return write(bytes.data(), bytes.size()); }
  // Flushes to disk and gives the file its name. After a failure nothing is left.
  Status commit();

 private:
  AtomicFile() = default;
  void discard();

  std::string m_path;
  std::string m_directory;
  std::string m_namedTemporary;  // only on the fallback path without O_TMPFILE
  int m_fd = -1;
  bool m_targetExists = false;
};

// The checks open() makes on the target, alone: a command calls it before long work so that a
// FIFO or read-only target is refused at once, not after minutes of computing.
Status checkOutputTarget(const std::string& path);

// The whole of `bytes` through an AtomicFile.
Status writeFileAtomically(const std::string& path, std::string_view bytes);

// Whether `path` can be read as a file: ok for a regular file (through links); otherwise an
// error that says what it is instead ("a folder", "a FIFO (named pipe)"), found without opening
// it, so a FIFO that no one writes is refused rather than waited on.
Status checkInputFile(const std::string& path);

}  // namespace convscope
