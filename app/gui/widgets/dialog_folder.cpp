#include "gui/widgets/dialog_folder.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace convscope::gui {
namespace {

QString& lastFolder() {
  static QString folder;
  return folder;
}

}  // namespace

QString dialogStartFolder() {
  if (!lastFolder().isEmpty() && QFileInfo(lastFolder()).isDir()) return lastFolder();
  const QString pictures = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
  if (!pictures.isEmpty() && QFileInfo(pictures).isDir()) return pictures;
  return QDir::homePath();
}

void rememberDialogFolder(const QString& path) {
  if (path.isEmpty()) return;
  const QFileInfo info(path);
  lastFolder() = info.isDir() ? info.absoluteFilePath() : info.absolutePath();
}

QString dialogStartPath(const QString& fileName) {
  return QDir(dialogStartFolder()).filePath(fileName);
}

}  // namespace convscope::gui
