// Every file a command or the window writes (PNG, NPY, CSV, GIF) goes through core's AtomicFile:
// complete or absent, never half-written, never a device node or FIFO replaced. See
// convscope/atomic_file.h for what is refused and why.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>

#include "convscope/atomic_file.h"
#include "convscope/status.h"

namespace convscope::app {

// Refuses at once a target that open() would refuse (for commands that work long before writing).
Status checkOutputFile(const QString& path);

Status writeOutputFile(const QString& path, const QByteArray& bytes);

// Encodes `image` as PNG in memory and writes it atomically; out of memory is a Status.
Status writePngFile(const QString& path, const QImage& image);

}  // namespace convscope::app
