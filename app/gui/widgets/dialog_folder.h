// Where a file dialog opens: the folder used last (for an open or a save, in this run, or the
// folder of the most recent file from the last run), else the desktop's Pictures folder, else
// home. One place for every dialog, so open and export agree.
#pragma once

#include <QString>

namespace convscope::gui {

QString dialogStartFolder();

// `path` is a file or a folder the person just picked; a file counts by its folder.
void rememberDialogFolder(const QString& path);

// A path for a save dialog: `fileName` in dialogStartFolder().
QString dialogStartPath(const QString& fileName);

}  // namespace convscope::gui
